// `pnpm start`: build the five apps once, then serve the production builds on 3000–3004 and the API on 8000.
import path from 'node:path';
import { repoRoot, run, runOrExit, supervise } from './lib.mjs';

await runOrExit('tsx', ['shared/build/cli.ts', 'build'], { name: 'build' });
supervise([
  // The demo account exists where people try the site locally (never in production images).
  run('tsx', ['src/server.ts'], {
    cwd: path.join(repoRoot, 'api'),
    name: 'api',
    env: { SEED_DEMO: 'true' },
  }),
  run('tsx', ['shared/build/cli.ts', 'serve'], { name: 'apps' }),
]);
console.log('\nCityLens: http://localhost:3000  (API http://localhost:8000/api/docs)\n');
