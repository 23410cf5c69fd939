// `pnpm start`: build the five apps once, then serve the production builds on 3000–3004 and the API on 8000.
// `--no-build` serves the builds already there (the benches build a tree once, then start it often).
import path from 'node:path';
import { repoRoot, run, runOrExit, startAll, takenPorts } from './lib.mjs';

// The ports of shared/src/contracts/remotes.ts (hostApp, remotes, apiPort); this script runs
// on plain Node, before any TypeScript tooling.
const apps = [
  { name: 'host', port: 3000 },
  { name: 'discovery', port: 3001 },
  { name: 'events', port: 3002 },
  { name: 'shop', port: 3003 },
  { name: 'account', port: 3004 },
];
const api = { name: 'api', port: 8000 };
const services = [api, ...apps];
const health = {
  api: `http://localhost:${api.port}/api/health/`,
  ...Object.fromEntries(apps.map((a) => [a.name, `http://localhost:${a.port}/healthz`])),
};

/** Refuses to start anything while a port is taken, naming the port and its process. */
async function exitIfPortsTaken() {
  const taken = await takenPorts(services);
  if (taken.length === 0) return;
  for (const line of taken) console.error(line);
  console.error(
    'Nothing was started. Stop that process (or free the port), then run pnpm start again.',
  );
  process.exit(1);
}

/** Resolves once `url` answers; the answer is the event, a short pause between asks. */
async function answered(url, stopped) {
  while (!stopped()) {
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

await exitIfPortsTaken();
if (!process.argv.includes('--no-build')) {
  await runOrExit('tsx', ['shared/build/cli.ts', 'build', '--progress'], { name: 'build' });
  // The build takes minutes: check again before the first server starts.
  await exitIfPortsTaken();
}

// One process per app: once all are up, a crash in one is restarted and never takes the others
// or the API down. Before that, the first one to stop stops them all.
const started = Date.now();
const { failed } = await startAll(
  [
    {
      name: 'api',
      // The demo account exists where people try the site locally (never in production images).
      start: () =>
        run('tsx', ['src/server.ts'], {
          cwd: path.join(repoRoot, 'api'),
          name: 'api',
          env: { SEED_DEMO: 'true', IMAGE_WARM: 'true' },
        }),
    },
    ...apps.map(({ name }) => ({
      name,
      start: () => run('tsx', ['shared/build/cli.ts', 'serve', name], { name }),
    })),
  ],
  { isUp: (name, stopped) => answered(health[name], stopped) },
);
if (failed) {
  console.error(
    `\n${failed.name} stopped before it was up (exit ${failed.code}): stopped the others.`,
  );
  process.exit(1);
}
const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(
  `\nready in ${seconds} s: CityLens at http://localhost:3000 (remotes on 3001-3004, API docs at http://localhost:8000/api/docs); sign in as demo / CityLens2025!\n`,
);
