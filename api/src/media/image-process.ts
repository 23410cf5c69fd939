/**
 * Child process for image work (forked by image-processes.ts). It runs at nice 19, so on a busy
 * machine the kernel gives the cores to the API's password hashes and requests first; a job
 * that runs long is raised meanwhile (render-priority.ts).
 */
import type { ImageJob } from './transforms.js';
import { RENDER_NICE, setThreadsNice } from './render-priority.js';

/**
 * Linux keeps niceness per thread, and Node's threads (the libuv pool sharp runs on among
 * them) start before this module does: each is lowered, and the threads they start later
 * (libvips workers) inherit it. Lowering a priority needs no permission.
 */
const lowerPriority = () => void setThreadsNice(process.pid, RENDER_NICE);

lowerPriority();
const { default: sharp } = await import('sharp');
const { runImageJob } = await import('./transforms.js');
// One libvips thread per job: the API's slots (image-work.ts) are then image work's whole CPU.
sharp.concurrency(1);

interface Request {
  id: number;
  job: ImageJob;
}

/** Answers the API, unless it has gone meanwhile (then 'disconnect' ends this process). */
function reply(message: object): void {
  if (process.connected) process.send?.(message, undefined, undefined, () => undefined);
}

process.on('message', (message: Request) => {
  // Undoes a raise (image-processes.ts) that came as the last job ended.
  lowerPriority();
  runImageJob(message.job)
    .then(
      (result) => reply({ id: message.id, result }),
      (error: unknown) =>
        reply({ id: message.id, error: error instanceof Error ? error.message : 'failed' }),
    )
    // Cheap, and catches any thread started since at another priority, or raised.
    .finally(lowerPriority);
});
// Never outlive the API (it exited, or closed the channel).
process.on('disconnect', () => process.exit(0));
reply({ ready: true });
