import { expect, test, type Page } from '@playwright/test';
import { routes } from '@citylens/shared/contracts';
import { preAcceptCookies } from '../shell/shell-helpers';
import { FIRST_CITY } from './discovery-helpers';
import { remoteOrigin } from '../../support/site';

const DISCOVERY_ORIGIN = remoteOrigin('discovery');
const HOME_BUDGET_BYTES = 50 * 1024;

/** Discovery's scripts as they arrive: URL → bytes on the wire (brotli from the static server). */
function recordDiscoveryScripts(page: Page): Map<string, number> {
  const scripts = new Map<string, number>();
  page.on('requestfinished', async (request) => {
    if (!request.url().startsWith(DISCOVERY_ORIGIN) || request.resourceType() !== 'script') return;
    const sizes = await request.sizes();
    scripts.set(request.url(), sizes.responseBodySize);
  });
  return scripts;
}

const total = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);

test.beforeEach(async ({ page }) => {
  await preAcceptCookies(page);
});

test('discovery’s own JavaScript on / stays within 50 KB brotli', async ({ page }) => {
  const scripts = recordDiscoveryScripts(page);
  await page.goto(routes.home.href());
  await expect(page.getByRole('heading', { name: 'Popular Cities' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.size).toBeGreaterThan(0);
  expect(total(scripts)).toBeLessThanOrEqual(HOME_BUDGET_BYTES);
});

test('the article reader and its markdown load only when an article is opened', async ({
  page,
}) => {
  const scripts = recordDiscoveryScripts(page);
  await page.goto(routes.cityArticles.href(FIRST_CITY));
  await expect(page.getByRole('link', { name: /^Read / }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
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
