import { expect, test, type Page, type Request } from '@playwright/test';
import { routes } from '@citylens/shared/contracts';
import { preAcceptCookies } from '../shell/shell-helpers';
import { routeModuleScripts } from '../../support/remote-scripts';
import { FIRST_CITY } from './discovery-helpers';
import { remoteOrigin } from '../../support/site';
import { waitForHydration } from '../../support/hydration';

const DISCOVERY_ORIGIN = remoteOrigin('discovery');
const HOME_BUDGET_BYTES = 50 * 1024;

/**
 * Discovery's scripts as they arrive: URL → bytes on the wire (brotli from the static server).
 * `arrived(urls)` waits until each of `urls`, and every other discovery script the page has asked
 * for meanwhile, has been measured, so none is missed by counting too soon.
 */
function recordDiscoveryScripts(page: Page) {
  const scripts = new Map<string, number>();
  const asked = new Set<string>();
  const isDiscoveryScript = (request: Request) =>
    request.url().startsWith(DISCOVERY_ORIGIN) && request.resourceType() === 'script';
  page.on('request', (request) => {
    if (isDiscoveryScript(request)) asked.add(request.url());
  });
  page.on('requestfailed', (request) => asked.delete(request.url()));
  page.on('requestfinished', (request) => {
    if (!isDiscoveryScript(request)) return;
    // One that cannot be measured stays missing: `arrived` then fails naming it.
    void request.sizes().then(
      (sizes) => void scripts.set(request.url(), sizes.responseBodySize),
      () => undefined,
    );
  });
  const arrived = (urls: string[]) =>
    expect
      .poll(() => [...new Set([...urls, ...asked])].filter((url) => !scripts.has(url)))
      .toEqual([]);
  return { scripts, arrived };
}

const total = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);

test.beforeEach(async ({ page }) => {
  await preAcceptCookies(page);
});

test('discovery’s own JavaScript on / stays within 50 KB brotli', async ({ page }) => {
  const { scripts, arrived } = recordDiscoveryScripts(page);
  const needed = await routeModuleScripts(page.request, routes.home.href());
  await page.goto(routes.home.href());
  // The heading is in the server's HTML and paints before any script starts: hydrated means
  // discovery's module has loaded and run; counted once its entry and the home page's chunks (as
  // its manifest lists them), and any other discovery script asked for by then, are measured.
  await waitForHydration(page);
  await arrived(needed);
  expect(scripts.size).toBeGreaterThan(0);
  expect(total(scripts)).toBeLessThanOrEqual(HOME_BUDGET_BYTES);
});

test('the article reader and its markdown load only when an article is opened', async ({
  page,
}) => {
  const { scripts, arrived } = recordDiscoveryScripts(page);
  const needed = await routeModuleScripts(page.request, routes.cityArticles.href(FIRST_CITY));
  await page.goto(routes.cityArticles.href(FIRST_CITY));
  await waitForHydration(page);
  await expect(page.getByRole('link', { name: /^Read / }).first()).toBeVisible();
  // The page's own scripts (discovery's entry and the articles page's chunks) are all in `before`.
  await arrived(needed);
  const before = new Set(scripts.keys());

  await page
    .getByRole('link', { name: /^Read / })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  // The reader opens at once ("Loading article…") and its chunks arrive after it.
  const added = () =>
    [...scripts.entries()]
      .filter(([url]) => !before.has(url))
      .reduce((sum, [, bytes]) => sum + bytes, 0);
  // The reader's chunks (markdown-to-jsx among them) are several KB, fetched only now.
  await expect.poll(added).toBeGreaterThan(10 * 1024);
});
