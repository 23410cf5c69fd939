import { expect, test } from '@playwright/test';
import { remoteNames } from '@citylens/shared/contracts';
import { gotoHydrated } from '../../support/hydration';
import { SITE_URL, remoteOrigin } from '../../support/site';
import { exposedModuleScripts, routeModuleScripts } from '../../support/remote-scripts';

/**
 * One copy of React and React DOM reaches the browser on a full tour of the four remotes:
 * the host provides them and every remote uses the host's (their own fallbacks stay unfetched).
 */
const markers = {
  // Strings that only one file of each package contains in the production builds.
  react: '.Children={map',
  'react-dom': 'unstable_batchedUpdates',
  'react-dom/client': '__REACT_DEVTOOLS_GLOBAL_HOOK__',
};

test('react and react-dom are fetched exactly once on a tour of all four remotes', async ({
  page,
}) => {
  // Every React DOM copy that runs registers itself with the DevTools hook: count them.
  await page.addInitScript(() => {
    const w = window as unknown as {
      __reactDomCopies: number;
      __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown;
    };
    w.__reactDomCopies = 0;
    w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      renderers: new Map(),
      inject() {
        w.__reactDomCopies += 1;
        return w.__reactDomCopies;
      },
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    };
  });
  const bodies: { url: string; body: string }[] = [];
  // Each body is read after its response event: counted only once every read has finished.
  const reading: Promise<void>[] = [];
  const asked = new Set<string>();
  const answered = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') asked.add(request.url());
  });
  page.on('requestfailed', (request) => answered.add(request.url()));
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    answered.add(response.url());
    reading.push(response.text().then((body) => void bodies.push({ url: response.url(), body })));
  });
  // The scripts the tour's modules cannot run without: each remote's entry and the chunks of each
  // page (and of the cart) it shows, as the remotes' manifests list them.
  const tour = ['/', '/events', '/frame-shop', '/reset-password/MQ/tour'];
  const needed = [
    ...(await Promise.all(tour.map((path) => routeModuleScripts(page.request, path)))).flat(),
    ...(await exposedModuleScripts(page.request, 'shop', 'CartModal')),
  ];

  // The tour is client-side: a link pressed before hydration is a full page load, which would
  // fetch the scripts again and leave the first page's bodies unreadable.
  await gotoHydrated(page, '/');
  await expect(
    page.getByRole('heading', { level: 1, name: /Experience different cultures/ }),
  ).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'EVENTS' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Find all Upcoming Events' }),
  ).toBeVisible();
  await nav.getByRole('link', { name: 'FRAME SHOP' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Frame Shop' })).toBeVisible();
  await nav.getByRole('button', { name: /CART/ }).click();
  await expect(page.getByRole('dialog', { name: /Your Cart/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.evaluate(() => {
    window.history.pushState({}, '', '/reset-password/MQ/tour');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
  // Every script the tour needs, and every other one the page asked for, answered; then read.
  await expect
    .poll(() => [...new Set([...needed, ...asked])].filter((url) => !answered.has(url)))
    .toEqual([]);
  await Promise.all(reading);

  const origins = new Set(bodies.map((b) => new URL(b.url).origin));
  expect([...origins].sort()).toEqual(
    [new URL(SITE_URL).origin, ...remoteNames.map(remoteOrigin)].sort(),
  );
  for (const [name, marker] of Object.entries(markers)) {
    const files = bodies.filter((b) => b.body.includes(marker)).map((b) => b.url);
    console.log(`[singletons] ${name}: ${files.length} file(s) ${files.join(', ')}`);
    expect(files, `${name} must be fetched exactly once`).toHaveLength(1);
  }
  expect(
    await page.evaluate(() => (window as unknown as { __reactDomCopies: number }).__reactDomCopies),
  ).toBe(1);
});
