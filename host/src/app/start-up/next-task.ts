interface TaskScheduler {
  yield?: () => Promise<void>;
}

/**
 * Resolves in a new task, so the work after it is not part of the current long task: the
 * browser may paint and handle input in between. `scheduler.yield()` keeps the page's place in
 * the queue where the browser has it.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: TaskScheduler }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
