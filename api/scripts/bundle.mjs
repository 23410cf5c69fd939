// `pnpm --filter @citylens/api build`: the API as plain JavaScript for its image (api/Dockerfile),
// so production runs `node dist/server.js` with no TypeScript loader. Our code and the shared
// contracts are bundled; every npm dependency stays external, installed beside it by `pnpm deploy`.
import { cp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(await readFile(path.join(apiRoot, 'package.json'), 'utf8'));
const outdir = path.join(apiRoot, 'dist');

await rm(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: apiRoot,
  // image-processes.ts forks `image-process.js` from its own folder: both land in dist/.
  entryPoints: { server: 'src/server.ts', 'image-process': 'src/media/image-process.ts' },
  outdir,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  external: Object.keys(pkg.dependencies),
  // Not minified: stack traces read as our code, with no source map to ship.
  logLevel: 'warning',
});
// db/client.ts reads the migrations beside itself: beside the bundle.
await cp(path.join(apiRoot, 'src/db/migrations'), path.join(outdir, 'migrations'), {
  recursive: true,
});
console.log(`API bundled into ${path.relative(process.cwd(), outdir) || 'dist'}`);
