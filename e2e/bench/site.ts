/**
 * The production site for the benches: the five apps' static servers (as `pnpm start` runs them)
 * and the API, unless one already answers on port 8000.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apps, appServerFor, type AppServer } from '@citylens/shared/build';

const root = path.resolve(__dirname, '../..');
export const API_URL = 'http://localhost:8000';
export const HOST_URL = 'http://localhost:3000';

export { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../support/chromium';

async function apiUp(): Promise<boolean> {
  try {
    return (await fetch(`${API_URL}/api/health/`)).ok;
  } catch {
    return false;
  }
}

/** The API's log line once every hero and frame width is rendered (`IMAGE_WARM`). */
const WARMED = 'image variants warmed';
const WARM_TIMEOUT_MS = 5 * 60_000;

/**
 * Starts the API on a fresh seed. With `warmImages`, resolves only once the API has rendered its
 * image variants, as `pnpm start` does, so no measured page waits on a cold transform.
 */
async function startApi(warmImages: boolean): Promise<ChildProcess | null> {
  if (await apiUp()) {
    if (warmImages) {
      console.log(
        `An API already answers on ${API_URL}: measuring against it (start it with IMAGE_WARM=true and wait for "${WARMED}").`,
      );
    }
    return null;
  }
  const dataDir = warmImages
    ? mkdtempSync(path.join(tmpdir(), 'citylens-bench-api-'))
    : path.join(root, 'e2e/.data/api');
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['src/server.ts'], {
    cwd: path.join(root, 'api'),
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      LOG_LEVEL: warmImages ? 'info' : 'warn',
      ...(warmImages ? { IMAGE_WARM: 'true', SEED_DEMO: 'true' } : {}),
    },
    stdio: ['ignore', warmImages ? 'pipe' : 'ignore', 'ignore'],
  });
  const warmed = warmImages
    ? new Promise<void>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`the API did not log "${WARMED}" within 5 minutes`)),
          WARM_TIMEOUT_MS,
        );
        let tail = '';
        child.stdout?.on('data', (chunk: Buffer) => {
          tail = (tail + chunk.toString()).slice(-4096);
          if (tail.includes(WARMED)) {
            clearTimeout(timer);
            resolve();
          }
        });
        child.on('exit', (code) => reject(new Error(`the API exited (${code}) while starting`)));
      })
    : Promise.resolve();
  // Awaited below; until then a failure must not surface as an unhandled rejection.
  warmed.catch(() => undefined);
  for (let i = 0; i < 240 && !(await apiUp()); i++) await new Promise((r) => setTimeout(r, 500));
  if (warmImages) {
    console.log('Waiting for the API to render its image variants (about a minute)…');
    await warmed;
  }
  return child;
}

export interface BenchSite {
  stop(): Promise<void>;
}

export async function startSite({ warmImages = false } = {}): Promise<BenchSite> {
  const servers: AppServer[] = [];
  for (const app of apps) {
    const server = appServerFor(app.name, root);
    await server.start();
    servers.push(server);
  }
  const api = await startApi(warmImages);
  return {
    async stop() {
      await Promise.all(servers.map((s) => s.stop()));
      api?.kill('SIGTERM');
    },
  };
}
