import { nextTask } from './next-task';

afterEach(() => {
  delete (globalThis as { scheduler?: unknown }).scheduler;
});

test('resolves in a later task, not in the current one', async () => {
  const order: string[] = [];
  const done = nextTask().then(() => order.push('next task'));
  await Promise.resolve();
  order.push('same task');
  await done;
  expect(order).toEqual(['same task', 'next task']);
});

test('uses scheduler.yield() where the browser has it', async () => {
  const yieldToBrowser = jest.fn(() => Promise.resolve());
  (globalThis as { scheduler?: unknown }).scheduler = { yield: yieldToBrowser };
  await nextTask();
  expect(yieldToBrowser).toHaveBeenCalledTimes(1);
});
