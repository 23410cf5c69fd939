/**
 * The production site for the benches, started from a given tree (this checkout by default, or a
 * ref's temporary worktree, see tree.ts) with that tree's own servers: its `scripts/start.mjs
 * --no-build` when it has that flag, else the same processes its `pnpm start` runs (each app's
 * `shared/build/cli.ts serve <app>` and the API's `src/server.ts`). Each tree serves on the
 * site's own ports (3000–3004, API 8000), so two trees are measured in turn, never at once.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { atInterrupt, portInUse, runToEnd, stopAll } from './site-processes';

export const API_URL = 'http://localhost:8000';
export const HOST_URL = 'http://localhost:3000';
/** The ports one site binds: the host, the four remotes, the API. */
export const SITE_PORTS = [3000, 3001, 3002, 3003, 3004, 8000];
const APPS = ['host', 'discovery', 'events', 'shop', 'account'];

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../support/chromium';

export { CHROMIUM_FLAGS, CHROMIUM_PATH };

/** A mid-range phone's screen, for the slow-phone benches: 390×844 at 2×, touch. */
export const PHONE_CONTEXT = {
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_FLAGS,
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};

/** This checkout's root: the working tree the benches measure unless told otherwise. */
export const WORKING_TREE = path.resolve(__dirname, '../..');

export interface Tree {
  /** How the output names it: a short commit id, or "working tree". */
  label: string;
  /** The tree's root folder (it has its own node_modules). */
  dir: string;
}

async function apiUp(): Promise<boolean> {
  try {
    return (await fetch(`${API_URL}/api/health/`)).ok;
  } catch {
    return false;
  }
}

/** Build a tree with its own build command (`shared/build/cli.ts build`, as its `pnpm start` does). */
export function buildTree(tree: Tree): Promise<void> {
  console.log(`Building ${tree.label} (${tree.dir})…`);
  return runToEnd(path.join(tree.dir, 'node_modules/.bin/tsx'), ['shared/build/cli.ts', 'build'], {
    cwd: tree.dir,
    what: `the build of ${tree.label}`,
  });
}

/** The API's log line once every hero and frame width is rendered (`IMAGE_WARM`). */
const WARMED = 'image variants warmed';
// A fresh seed's variants took over 5 minutes on two cores under eight people's builds.
const WARM_TIMEOUT_MS = 15 * 60_000;
// The API's first start renders its seed's images before it listens: minutes on a busy machine.
const UP_TIMEOUT_MS = 15 * 60_000;

export interface SiteOptions {
  /** The tree to serve; this checkout by default. */
  tree?: Tree;
  /** Resolve only once the API has rendered its image variants, as `pnpm start` does. */
  warmImages?: boolean;
  /** The API's data folder: kept between starts of one tree, so a restart reopens its seed. */
  dataDir?: string;
  /** More environment for the servers (e.g. CITYLENS_SSR_CACHE). */
  env?: NodeJS.ProcessEnv;
}

export interface BenchSite {
  tree: Tree;
  stop(): Promise<void>;
}

/** The ports the site's own servers bind: all but the API's when an API already answering is used. */
const ownPorts = (reuseApi: boolean) =>
  reuseApi ? SITE_PORTS.filter((p) => p !== 8000) : SITE_PORTS;

async function refuseTakenPorts(reuseApi: boolean): Promise<void> {
  const taken: number[] = [];
  for (const port of ownPorts(reuseApi)) if (await portInUse(port)) taken.push(port);
  if (taken.length) {
    throw new Error(
      `port(s) ${taken.join(', ')} already answer: stop that site first (benches run under flock /tmp/citylens-e2e.lock)`,
    );
  }
}

/**
 * The tree's servers: its start.mjs when it has `--no-build`, else each app's server and the API.
 * `logs` are the processes whose output carries the API's log (its image warming).
 */
function spawnServers(
  tree: Tree,
  serverEnv: NodeJS.ProcessEnv,
  reuseApi: boolean,
): { children: ChildProcess[]; logs: ChildProcess[] } {
  const children: ChildProcess[] = [];
  const spawnInTree = (command: string, args: string[], cwd = tree.dir) => {
    // Its own process group, so stopping it stops whatever it started (start.mjs's children too).
    const child = spawn(command, args, {
      cwd,
      env: serverEnv,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    return child;
  };
  const tsx = path.join(tree.dir, 'node_modules/.bin/tsx');
  const startScript = path.join(tree.dir, 'scripts/start.mjs');
  const logs: ChildProcess[] = [];
  if (
    !reuseApi &&
    existsSync(startScript) &&
    readFileSync(startScript, 'utf8').includes('--no-build')
  ) {
    logs.push(spawnInTree(process.execPath, [startScript, '--no-build']));
  } else {
    for (const app of APPS) spawnInTree(tsx, ['shared/build/cli.ts', 'serve', app]);
    if (!reuseApi) logs.push(spawnInTree(tsx, ['src/server.ts'], path.join(tree.dir, 'api')));
  }
  return { children, logs };
}

/** What the servers said lately, whether the API logged its images warmed, and which one exited. */
interface ServersHeard {
  output: string;
  warmed: boolean;
  exited: string | null;
}

function listenToServers(children: ChildProcess[], tree: Tree): ServersHeard {
  const heard: ServersHeard = { output: '', warmed: false, exited: null };
  for (const child of children) {
    const keep = (chunk: Buffer) => {
      heard.output = (heard.output + String(chunk)).slice(-8000);
      // Noted at once: later log lines may push it out of the kept tail before it is looked at.
      if (heard.output.includes(WARMED)) heard.warmed = true;
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    child.on('exit', (code) => (heard.exited ??= `a server of ${tree.label} exited (${code})`));
  }
  return heard;
}

/** Until every port and the API answer, then (when asked) until the API has warmed its images. */
async function waitForSite(tree: Tree, heard: ServersHeard, waitForWarm: boolean): Promise<void> {
  const started = Date.now();
  const up = async () =>
    (await Promise.all(SITE_PORTS.map((port) => portInUse(port)))).every(Boolean) &&
    (await apiUp());
  while (!(await up())) {
    if (heard.exited) throw new Error(`${heard.exited} while starting:\n${heard.output}`);
    if (Date.now() - started > UP_TIMEOUT_MS)
      throw new Error(
        `${tree.label} did not answer on every port within 15 minutes:\n${heard.output}`,
      );
    await new Promise((r) => setTimeout(r, 300));
  }
  if (waitForWarm) {
    console.log(`Waiting for the API of ${tree.label} to render its image variants…`);
    while (!heard.warmed) {
      if (heard.exited) throw new Error(`${heard.exited} while warming images:\n${heard.output}`);
      if (Date.now() - started > WARM_TIMEOUT_MS)
        throw new Error(`the API did not log "${WARMED}" within 15 minutes:\n${heard.output}`);
      await new Promise((r) => setTimeout(r, 300));
    }
  }
}

/**
 * Serves a tree's production build (built beforehand) and its API on a fresh seed. Refuses to
 * start when another site holds the ports. When an API already answers and no tree is named, the
 * benches measure against it (as they always have); a named tree always brings its own API.
 */
export async function startSite({
  tree = { label: 'working tree', dir: WORKING_TREE },
  warmImages = false,
  dataDir,
  env = {},
}: SiteOptions = {}): Promise<BenchSite> {
  const ownTree = tree.dir === WORKING_TREE;
  const reuseApi = ownTree && !dataDir && (await apiUp());
  await refuseTakenPorts(reuseApi);
  if (reuseApi && warmImages) {
    console.log(
      `An API already answers on ${API_URL}: measuring against it (start it with IMAGE_WARM=true and wait for "${WARMED}").`,
    );
  }
  const ownDataDir = !dataDir && !reuseApi;
  const apiDataDir =
    dataDir ??
    (warmImages
      ? mkdtempSync(path.join(tmpdir(), 'citylens-bench-api-'))
      : path.join(WORKING_TREE, 'e2e/.data/api'));
  const serverEnv: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: apiDataDir,
    SEED_DEMO: 'true',
    IMAGE_WARM: String(warmImages),
    LOG_LEVEL: 'info',
    ...env,
  };
  const { children, logs } = spawnServers(tree, serverEnv, reuseApi);
  const heard = listenToServers(children, tree);
  const forget = atInterrupt(() => {
    for (const child of children) {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }
  });
  const stop = async () => {
    forget();
    await stopAll(children, ownPorts(reuseApi));
    if (ownDataDir && warmImages) rmSync(apiDataDir, { recursive: true, force: true });
  };

  try {
    await waitForSite(tree, heard, warmImages && logs.length > 0);
  } catch (error) {
    await stop();
    throw error;
  }
  return { tree, stop };
}
