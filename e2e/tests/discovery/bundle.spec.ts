import { expect, test, type Page } from '@playwright/test';
import { routes } from '@citylens/shared/contracts';
import { preAcceptCookies } from '../shell/shell-helpers';
import { FIRST_CITY } from './discovery-helpers';
import { remoteOrigin } from '../../support/site';
import { waitForHydration } from '../../support/hydration';

const DISCOVERY_ORIGIN = remoteOrigin('discovery');
const HOME_BUDGET_BYTES = 50 * 1024;

/**
 * Discovery's scripts as they arrive: URL → bytes on the wire (brotli from the static server).
 * `settled()` waits for every size still being read, so none is missed by counting too soon.
 */
function recordDiscoveryScripts(page: Page) {
  const scripts = new Map<string, number>();
  const reading: Promise<void>[] = [];
  page.on('requestfinished', (request) => {
    if (!request.url().startsWith(DISCOVERY_ORIGIN) || request.resourceType() !== 'script') return;
    reading.push(
      request.sizes().then((sizes) => {
        scripts.set(request.url(), sizes.responseBodySize);
      }),
    );
  });
  return { scripts, settled: () => Promise.all(reading) };
}

const total = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);

test.beforeEach(async ({ page }) => {
  await preAcceptCookies(page);
});

test('discovery’s own JavaScript on / stays within 50 KB brotli', async ({ page }) => {
  const { scripts, settled } = recordDiscoveryScripts(page);
  await page.goto(routes.home.href());
  // The heading is in the server's HTML and paints before any script starts: hydrated means
  // discovery's module has loaded and run, then the quiet network lets its lazy chunks finish.
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  await settled();
  expect(scripts.size).toBeGreaterThan(0);
  expect(total(scripts)).toBeLessThanOrEqual(HOME_BUDGET_BYTES);
});

test('the article reader and its markdown load only when an article is opened', async ({
  page,
}) => {
  const { scripts, settled } = recordDiscoveryScripts(page);
  await page.goto(routes.cityArticles.href(FIRST_CITY));
  await waitForHydration(page);
  await expect(page.getByRole('link', { name: /^Read / }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await settled();
  const before = new Set(scripts.keys());

  await page
    .getByRole('link', { name: /^Read / })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  // The reader opens at once ("Loading article…") and its chunks arrive after it (the page went
  // network-idle long before the click, so waiting for that state again returns at once).
  const added = () =>
    [...scripts.entries()]
      .filter(([url]) => !before.has(url))
      .reduce((sum, [, bytes]) => sum + bytes, 0);
  // The reader's chunks (markdown-to-jsx among them) are several KB, fetched only now.
  await expect.poll(added).toBeGreaterThan(10 * 1024);
});
