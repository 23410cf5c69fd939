/**
 * Child process for image work (forked by image-processes.ts). It runs at the lowest CPU
 * priority, so on a busy machine the kernel gives the cores to the API's password hashes and
 * requests first; renders take what is left.
 */
import { readdirSync } from 'node:fs';
import os from 'node:os';
import type { ImageJob } from './transforms.js';

/**
 * Linux keeps niceness per thread, and Node's threads (the libuv pool sharp runs on among
 * them) start before this module does: each is lowered, and the threads they start later
 * (libvips workers) inherit it. Elsewhere there is no /proc and the call covers the process.
 */
function lowerPriority(): void {
  let threads = [0];
  try {
    threads = readdirSync('/proc/self/task').map(Number);
  } catch {
    // Not Linux.
  }
  for (const thread of threads) {
    try {
      os.setPriority(thread, 19);
    } catch {
      // Gone already, or not permitted: the work still runs apart from the API's threads.
    }
  }
}

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
  runImageJob(message.job)
    .then(
      (result) => reply({ id: message.id, result }),
      (error: unknown) =>
        reply({ id: message.id, error: error instanceof Error ? error.message : 'failed' }),
    )
    // Cheap, and catches any thread started at normal priority since.
    .finally(lowerPriority);
});
// Never outlive the API (it exited, or closed the channel).
process.on('disconnect', () => process.exit(0));
reply({ ready: true });
