import type { Page } from '@playwright/test';
import { expect, test } from './account-helpers';
import { exposedModuleScripts, routeModuleScripts } from '../../support/remote-scripts';
import { waitForHydration } from '../../support/hydration';
import { SITE_URL, remoteOrigin } from '../../support/site';

/** Budget from the account area's brief: its own JS on /profile, brotli. */
const PROFILE_BUDGET_BROTLI = 40 * 1024;
const ACCOUNT_ORIGIN = remoteOrigin('account');

test.use({ accountPrefix: 'bytes' });

/** Brotli bytes on the wire (the static servers send precompressed files with their length). */
async function brotliBytes(url: string): Promise<number> {
  const res = await fetch(url, {
    headers: { 'Accept-Encoding': 'br', Origin: SITE_URL },
  });
  await res.arrayBuffer();
  return Number(res.headers.get('content-length'));
}

/** Script responses from here on (URLs); `has(urls)` waits until each of `urls` is among them. */
function recordScripts(page: Page) {
  const urls = new Set<string>();
  const listener = (res: { url(): string; request(): { resourceType(): string } }) => {
    if (res.request().resourceType() === 'script') urls.add(res.url());
  };
  page.on('response', listener);
  return {
    urls,
    has: (wanted: string[]) =>
      expect.poll(() => wanted.filter((url) => !urls.has(url))).toEqual([]),
    stop: () => page.off('response', listener),
  };
}

const fromAccount = (urls: Iterable<string>) =>
  [...urls].filter((url) => url.startsWith(ACCOUNT_ORIGIN));

/**
 * The account scripts `path` loads: read once the page is hydrated and every script of the module
 * that renders it (its remote's entry and the module's chunks, as the manifest lists them) has
 * come. Hydrated is not enough alone: a signed-in page hydrates the server's spinner, then loads
 * its module.
 */
async function accountScripts(page: Page, path: string): Promise<string[]> {
  const needed = await routeModuleScripts(page.request, path);
  const scripts = recordScripts(page);
  await page.goto(path);
  await waitForHydration(page);
  await scripts.has(needed);
  scripts.stop();
  return fromAccount(scripts.urls);
}

test("account's own JavaScript per page stays small; the reviews modal's code is not in it", async ({
  page,
  // Asked for its sign-in: the pages measured are the signed-in ones.
  account: _signedIn,
}, testInfo) => {
  const lines: string[] = [];
  const totals: Record<string, number> = {};
  for (const path of ['/profile', '/reviews', '/lifestyle-photos']) {
    const scripts = await accountScripts(page, path);
    let total = 0;
    for (const url of scripts) {
      const bytes = await brotliBytes(url);
      total += bytes;
      lines.push(`${path}  ${new URL(url).pathname}  ${bytes} B br`);
    }
    totals[path] = total;
    lines.push(`${path}  total ${(total / 1024).toFixed(1)} KB br in ${scripts.length} files`);
  }
  // The modal: its code arrives only when it is opened.
  const before = await accountScripts(page, '/');
  const modalNeeds = await exposedModuleScripts(page.request, 'account', 'CityReviewsModal');
  const opened = recordScripts(page);
  await page.evaluate(() =>
    (
      window as unknown as { __CITYLENS_BUS_v1__: { sendIntent(i: unknown): void } }
    ).__CITYLENS_BUS_v1__.sendIntent({ type: 'open-reviews', cityName: 'Paris' }),
  );
  await expect(page.getByRole('dialog', { name: 'Paris Reviews' })).toBeVisible();
  // Counted once every script of the modal's module (account's entry and its chunks) has come.
  await opened.has(modalNeeds);
  const modalScripts = new Set(fromAccount(opened.urls));
  let modalTotal = 0;
  for (const url of modalScripts) modalTotal += await brotliBytes(url);
  lines.push(`/ before the modal: ${before.length} account files`);
  lines.push(
    `/ on opening the modal: ${modalScripts.size} files, ${(modalTotal / 1024).toFixed(1)} KB br`,
  );
  const report = lines.join('\n');
  console.log(report);
  await testInfo.attach('account-js-bytes.txt', { body: report, contentType: 'text/plain' });

  expect(before).toEqual([]);
  expect(modalScripts.size).toBeGreaterThan(0);
  expect(totals['/profile']).toBeGreaterThan(0);
  expect(totals['/profile']).toBeLessThanOrEqual(PROFILE_BUDGET_BROTLI);
});
