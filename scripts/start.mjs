// `pnpm start`: build the five apps once, then serve the production builds on 3000–3004 and the API on 8000.
// `--no-build` serves the builds already there (the benches build a tree once, then start it often).
import path from 'node:path';
import { repoRoot, run, runOrExit, supervise } from './lib.mjs';

const apps = ['host', 'discovery', 'events', 'shop', 'account'];

if (!process.argv.includes('--no-build')) {
  await runOrExit('tsx', ['shared/build/cli.ts', 'build'], { name: 'build' });
}
// One process per app: a crash in one is restarted and never takes the others or the API down.
supervise([
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
  ...apps.map((app) => ({
    name: app,
    start: () => run('tsx', ['shared/build/cli.ts', 'serve', app], { name: app }),
  })),
]);
console.log('\nCityLens: http://localhost:3000  (API http://localhost:8000/api/docs)\n');
