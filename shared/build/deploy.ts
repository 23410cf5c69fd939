import { existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { appInfo, type AppName } from './apps';
import { archiveBuild } from './release-archive';
import { CANARY_PREFIX } from './serve';

export interface DeployOptions {
  repoRoot: string;
  /** Build into `dist-canary` (served under /canary/) instead of replacing the stable build. */
  canary?: boolean;
  /** Production build of the app into the given folder. */
  build: (outDir: string) => Promise<void>;
  /** How long to wait for the running server to serve the new release. */
  waitMs?: number;
}

export interface DeployResult {
  app: AppName;
  release: string;
  manifestUrl: string;
  /** True when a running server answered with the new release. */
  live: boolean;
}

const releaseOf = (dir: string): string | undefined => {
  try {
    const manifest = JSON.parse(readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8')) as {
      metaData?: { citylens?: { release?: string } };
    };
    return manifest.metaData?.citylens?.release;
  } catch {
    return undefined;
  }
};

/**
 * Redeploy one app into running servers, with no restart and no rebuild of anything else:
 * 1. build it into `<folder>/dist.next` while the live build keeps being served;
 * 2. keep the live build's hashed chunks in the release archive (pages opened before still ask
 *    for them), then rename the new build into place (`dist`, or `dist-canary` for a canary);
 * 3. the servers watch that folder and load the new build into memory on their next poll;
 *    this waits until the app's manifest answers with the new release.
 */
export async function deployApp(name: AppName, options: DeployOptions): Promise<DeployResult> {
  if (name === 'host') throw new Error('deploy is for the remotes; the host ships with pnpm start');
  const app = appInfo(name);
  const folder = path.join(options.repoRoot, app.folder);
  const next = path.join(folder, 'dist.next');
  const target = path.join(folder, options.canary ? 'dist-canary' : 'dist');
  const previous = path.join(folder, 'dist.previous');
  const archive = path.join(folder, '.release-archive');
  rmSync(next, { recursive: true, force: true });
  process.env.CITYLENS_RELEASE ??= `${name}-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  await options.build(next);
  const release = releaseOf(next) ?? process.env.CITYLENS_RELEASE;

  if (existsSync(target)) {
    archiveBuild(target, archive, options.canary ? CANARY_PREFIX.slice(1, -1) : '');
    rmSync(previous, { recursive: true, force: true });
    renameSync(target, previous);
  }
  renameSync(next, target);
  rmSync(previous, { recursive: true, force: true });

  const manifestUrl = `http://localhost:${app.port}${options.canary ? CANARY_PREFIX : '/'}mf-manifest.json`;
  const deadline = Date.now() + (options.waitMs ?? 15_000);
  let live = false;
  while (!live && Date.now() < deadline) {
    try {
      const res = await fetch(manifestUrl, { cache: 'no-store' });
      const served = res.ok
        ? ((await res.json()) as { metaData?: { citylens?: { release?: string } } })
        : null;
      live = served?.metaData?.citylens?.release === release;
    } catch {
      break; // no server running: the new build is served when one starts
    }
    if (!live) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { app: name, release, manifestUrl, live };
}
