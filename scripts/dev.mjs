// `pnpm dev`: the API in watch mode and the five apps on webpack-dev-server with HMR.
import path from 'node:path';
import { repoRoot, run, supervise } from './lib.mjs';

supervise([
  {
    name: 'api',
    start: () =>
      run('tsx', ['watch', 'src/server.ts'], { cwd: path.join(repoRoot, 'api'), name: 'api' }),
  },
  { name: 'apps', start: () => run('tsx', ['shared/build/cli.ts', 'dev'], { name: 'apps' }) },
]);
