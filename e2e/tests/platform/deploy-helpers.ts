import { spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test, type Browser, type Page } from '@playwright/test';
import {
  RELEASE_BUCKET_COOKIE,
  remotes,
  storageKeys,
  type RemoteName,
} from '@citylens/shared/contracts';
import { API_URL } from '../../support/site';

export const repoRoot = path.resolve(__dirname, '../../..');
/** The runtime config overrides file the e2e static servers watch (see playwright.config.ts). */
export const OVERRIDES_FILE = path.join(repoRoot, 'e2e', '.data', 'runtime-config.json');
const tsx = path.join(repoRoot, 'node_modules', '.bin', 'tsx');

export const folderOf = (remote: RemoteName) => path.join(repoRoot, remotes[remote].folder);
export const mtimeOf = (file: string) => statSync(file).mtimeMs;

/** `deploy:local` for one remote, as a team would run it: rebuild it alone and swap it in. */
export async function deployRemote(
  remote: RemoteName,
  release: string,
  { canary = false }: { canary?: boolean } = {},
): Promise<string> {
  const args = ['shared/build/cli.ts', 'deploy', ...(canary ? ['--canary'] : []), remote];
  const child = spawn(tsx, args, {
    cwd: repoRoot,
    env: { ...process.env, CITYLENS_RELEASE: release },
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`deploy ${remote} failed (${code}):\n${output}`);
  if (!output.includes(`${release} is live`)) throw new Error(`deploy did not go live:\n${output}`);
  return output;
}

/** Keep a copy of a remote's live build, to put back after a journey that redeploys it. */
export function backupBuild(remote: RemoteName): () => void {
  const dist = path.join(folderOf(remote), 'dist');
  const backup = path.join(os.tmpdir(), `citylens-e2e-${remote}-${Date.now()}`);
  cpSync(dist, backup, { recursive: true });
  return () => {
    const next = path.join(folderOf(remote), 'dist.next');
    rmSync(next, { recursive: true, force: true });
    cpSync(backup, next, { recursive: true });
    const previous = path.join(folderOf(remote), 'dist.previous');
    rmSync(previous, { recursive: true, force: true });
    renameSync(dist, previous);
    renameSync(next, dist);
    rmSync(previous, { recursive: true, force: true });
    rmSync(backup, { recursive: true, force: true });
  };
}

/** Write (or with null, remove) the runtime config overrides and wait until the host serves them. */
export async function setRuntimeOverrides(overrides: object | null): Promise<void> {
  mkdirSync(path.dirname(OVERRIDES_FILE), { recursive: true });
  if (overrides) writeFileSync(OVERRIDES_FILE, JSON.stringify(overrides, null, 2));
  else rmSync(OVERRIDES_FILE, { force: true });
  const wanted = overrides as {
    remotes?: Record<string, unknown>;
    apiBaseUrl?: string;
    serviceWorker?: 'off';
  } | null;
  for (let waited = 0; waited < 10_000; waited += 200) {
    const config = (await (await fetch('http://localhost:3000/runtime-config.json')).json()) as {
      remotes: Record<string, unknown>;
      apiBaseUrl: string;
      serviceWorker?: 'off';
    };
    const workerMatches = config.serviceWorker === wanted?.serviceWorker;
    const apiMatches = config.apiBaseUrl === (wanted?.apiBaseUrl ?? API_URL);
    const remotesMatch = wanted?.remotes
      ? Object.entries(wanted.remotes).every(
          ([name, value]) => JSON.stringify(config.remotes[name]) === JSON.stringify(value),
        )
      : // No overrides: every remote back on its own server's stable manifest, as the env gives it.
        Object.entries(config.remotes).every(
          ([name, value]) =>
            value === `http://localhost:${remotes[name as RemoteName].port}/mf-manifest.json`,
        );
    if (apiMatches && remotesMatch && workerMatches) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the host never served the new runtime config');
}

/** Remove a canary build (the servers drop it on their next poll). */
export function removeCanaryBuild(remote: RemoteName): void {
  const dir = path.join(folderOf(remote), 'dist-canary');
  if (existsSync(dir)) rmSync(dir, { recursive: true, force: true });
}

/** After the journeys: no runtime overrides, no shop canary build left behind. */
export async function putShopBack(): Promise<void> {
  await setRuntimeOverrides(null);
  removeCanaryBuild('shop');
}

/** Temporarily replace a source file (restored by the returned function). */
export function editSource(file: string, write: (movedOriginal: string) => void): () => void {
  // Still a TypeScript module, so the replacement can import it.
  const moved = file.replace(/(\.[a-z]+)$/, '.e2e-original$1');
  renameSync(file, moved);
  try {
    write(moved);
  } catch (error) {
    renameSync(moved, file);
    throw error;
  }
  return () => {
    rmSync(file, { force: true });
    renameSync(moved, file);
  };
}

export interface VisitResult {
  variant: string | null;
  release: string | null;
}

/** Which build of a remote a page got: the host's choice and the release its manifest named. */
export async function variantOn(page: Page, remote: RemoteName): Promise<VisitResult> {
  await page.waitForFunction(
    (r) => document.documentElement.hasAttribute(`data-${r}-release`),
    remote,
    {
      timeout: 15_000,
    },
  );
  return page.evaluate(
    (r) => ({
      variant: document.documentElement.getAttribute(`data-${r}-variant`),
      release: document.documentElement.getAttribute(`data-${r}-release`),
    }),
    remote,
  );
}

/**
 * A fresh visitor (own storage), optionally a returning one with a known release bucket: in
 * localStorage and in the cookie the browser mirrors it to, as a returning visitor has both.
 */
export async function freshVisitor(browser: Browser, bucket?: number) {
  const context = await browser.newContext();
  if (bucket !== undefined) {
    const url = test.info().project.use.baseURL ?? 'http://localhost:3000';
    await context.addCookies([{ name: RELEASE_BUCKET_COOKIE, value: String(bucket), url }]);
  }
  await context.addInitScript(
    ({ consentKey, bucketKey, bucket }) => {
      localStorage.setItem(consentKey, 'accepted');
      if (bucket !== undefined && !localStorage.getItem(bucketKey)) {
        localStorage.setItem(bucketKey, String(bucket));
      }
    },
    { consentKey: storageKeys.cookieConsent, bucketKey: storageKeys.releaseBucket, bucket },
  );
  // Which build a visitor gets depends on the runtime config and the manifests alone: skipping the
  // API and images keeps each of the canary journey's fresh visits cheap.
  await context.route(/:8000\/(api|media)\//, (route) => route.abort());
  const page = await context.newPage();
  return { context, page };
}
