/** The load test's faults, each from its command until its service is healthy again. */
import type { FaultWindow } from './report';
import { now } from './samples';
import { compose, SECONDS, say, sh } from './settings';

export function containerOf(service: string, index = 0): string {
  const ids = sh(`${compose} ps -q ${service}`).split('\n').filter(Boolean).sort();
  if (!ids[index]) throw new Error(`no container for ${service}`);
  return ids[index]!;
}

async function healthy(id: string, limitMs = 120_000): Promise<void> {
  const until = Date.now() + limitMs;
  while (Date.now() < until) {
    const state = sh(
      `docker inspect -f '{{if .State.Health}}{{.State.Health.Status}}{{else}}{{.State.Status}}{{end}}' ${id}`,
    );
    if (state === 'healthy' || state === 'running') return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${id} not healthy within ${limitMs} ms`);
}

/** The faults injected so far, with their windows. */
export const faults: FaultWindow[] = [];
async function fault(name: string, cause: () => Promise<void>) {
  const start = now();
  say(`fault: ${name}`);
  await cause();
  faults.push({ name, start, end: now() });
  say(`fault over: ${name} (${((now() - start) / 1000).toFixed(1)} s)`);
}

const at = (fraction: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, SECONDS * 1000 * fraction - now())));

/** The three faults, at fixed points of the run (README.md). */
export async function injectFaults() {
  await at(0.2);
  const replica = containerOf('api', 0);
  await fault('one API replica stopped, then started', async () => {
    sh(`docker stop --time 5 ${replica}`);
    await at(0.3);
    sh(`docker start ${replica}`);
    await healthy(replica);
  });
  await at(0.45);
  await fault('Redis restarted', async () => {
    sh(`${compose} restart redis`);
    await healthy(containerOf('redis'));
  });
  await at(0.65);
  await fault('the shop redeployed', async () => {
    sh(`${compose} up -d --no-deps --force-recreate shop`);
    await healthy(containerOf('shop'));
  });
}
