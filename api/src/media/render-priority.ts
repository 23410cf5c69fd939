/**
 * The image children's CPU priority (image-processes.ts forks them, image-process.ts is one).
 * At rest they run at nice 19, so the kernel gives the cores to the API's own work first
 * (password hashes above all); a job that runs long is raised to nice 0, the API's own, until
 * it ends, so a busy machine slows renders down but never starves them.
 */
import { readdirSync } from 'node:fs';
import os from 'node:os';

/** The children's nice value at rest, and after each job. */
export const RENDER_NICE = 19;

/**
 * A job still running this long (wall time) is raised to nice 0 until it ends: at nice 19 a
 * render gets a sliver of a core a busy process wants, and on a loaded machine a cold render
 * would take many seconds. A flood's renders are short, so they are seldom raised.
 */
export const RAISE_AFTER_MS = 1000;

/**
 * Sets every thread of process `pid` to `nice` (Linux keeps it per thread; elsewhere the call on
 * the process covers them). Returns false when refused: raising a priority takes CAP_SYS_NICE
 * or RLIMIT_NICE, which root has and the containers' `node` user does not.
 */
export function setThreadsNice(pid: number, nice: number): boolean {
  let threads = [pid];
  try {
    threads = readdirSync(`/proc/${pid}/task`).map(Number);
  } catch {
    // Not Linux, or the process has exited (then setPriority below says so).
  }
  for (const thread of threads) {
    try {
      os.setPriority(thread, nice);
    } catch (error) {
      // ESRCH: the thread (or process) has ended meanwhile, nothing to set.
      if ((error as NodeJS.ErrnoException).code !== 'ESRCH') return false;
    }
  }
  return true;
}
