import { expect, test, type Page } from '@playwright/test';
import { routes, SITE_FOOTER_ID } from '@citylens/shared/contracts';
import { createAccount, startSignedIn } from '../account/account-helpers';
import { header, preAcceptCookies } from './shell-helpers';
import { keepCartInStorage, listFrames } from '../shop/shop-helpers';
import { holdRequests } from '../../support/hold-requests';
import { gotoHydrated, serverRendersWhole, waitForHydration } from '../../support/hydration';

/**
 * The header's first paint, before any script has run: a signed-in visitor sees their own header
 * (the page's first inline script marks them; the server's page is the same for everyone), and
 * nothing in it moves when the app takes over.
 */

/** Sums, from the page's first script on, the layout shifts of anything inside the header. */
async function recordHeaderShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts = { header: 0, all: 0 };
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        sources?: { node?: Node | null }[];
      })[]) {
        shifts.all += entry.value;
        const inHeader = (entry.sources ?? []).some((source) => {
          const node = source.node;
          const element = node instanceof Element ? node : (node?.parentElement ?? null);
          return Boolean(element?.closest('header'));
        });
        if (inHeader) shifts.header += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const shiftsOf = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ header: number; all: number }>((resolve) =>
        // Entries of the last frame are delivered by the next one.
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            resolve((window as unknown as { __shifts: { header: number; all: number } }).__shifts),
          ),
        ),
      ),
  );

function hydrationWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (/hydrat|#418|#423|#425/i.test(message.text())) warnings.push(message.text());
  });
  return warnings;
}

test('a signed-in visitor’s header shows their name and UPLOAD PHOTO at first paint, never Sign In, and does not move', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'firstpaint');
  await startSignedIn(page, request, account);
  await page.setViewportSize({ width: 1366, height: 900 });
  // The first visit stores the visitor's profile, as after any sign-in.
  await gotoHydrated(page, routes.faq.href());
  const userMenu = header(page).getByRole('button', { name: account.username });
  await expect(userMenu).toContainText(account.username);

  await recordHeaderShifts(page);
  const warnings = hydrationWarnings(page);
  const releaseHostScript = await holdRequests(page, /\/main\.js$/);
  await page.reload({ waitUntil: 'commit' });
  // First paint, no script of the app yet: the visitor's own header (the name is the marker's).
  await expect(userMenu).toBeVisible();
  await expect(
    header(page)
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'UPLOAD PHOTO' }),
  ).toBeVisible();
  await expect(header(page).getByRole('button', { name: 'Sign In', exact: true })).toHaveCount(0);
  const before = await userMenu.boundingBox();

  releaseHostScript();
  await waitForHydration(page);
  // React's own render of the visitor: the name is text now, in the same button.
  await expect(userMenu).toContainText(account.username);
  await expect(header(page).getByRole('button', { name: 'Sign In', exact: true })).toHaveCount(0);
  expect(await userMenu.boundingBox()).toEqual(before);
  expect((await shiftsOf(page)).header).toBe(0);
  expect(warnings).toEqual([]);
});

test('on a phone, a signed-in visitor’s city page shows Back, the logo, CART and the menu at first paint, where they stay', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'firstphone');
  await startSignedIn(page, request, account);
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, routes.faq.href());
  await expect(header(page).getByRole('button', { name: 'Open menu' })).toBeVisible();

  await recordHeaderShifts(page);
  // A slow phone's parser yields mid-page: without the header held to its end, a frame of a
  // half-parsed header (the logo not yet squeezed by CART and the menu) was painted, then shifted.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
  const releaseHostScript = await holdRequests(page, /\/main\.js$/);
  await page.goto(routes.city.href('Paris'), { waitUntil: 'commit' });
  const controls = [
    header(page).getByRole('button', { name: 'Back' }),
    header(page).getByRole('link', { name: 'CityLens home' }),
    header(page).getByTestId('mobile-cart'),
    header(page).getByRole('button', { name: 'Open menu' }),
  ];
  for (const control of controls) await expect(control).toBeVisible();
  const before = await Promise.all(controls.map((control) => control.boundingBox()));

  releaseHostScript();
  await waitForHydration(page);
  expect(await Promise.all(controls.map((control) => control.boundingBox()))).toEqual(before);
  expect((await shiftsOf(page)).header).toBe(0);
});

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`${viewport.width}×${viewport.height}: a visitor with a cart sees CART's count at first paint, and the header does not move`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const frames = await listFrames(request);
    const items = [
      { ...frames.picture[0]!, kind: 'picture', selectedColor: 'black', quantity: 2 },
      { ...frames.painting[0]!, kind: 'painting', selectedColor: 'brown', quantity: 1 },
    ];
    await preAcceptCookies(page);
    await keepCartInStorage(page, items);
    // The first page mirrors the kept cart into its cookie, which the next page's marker reads.
    await gotoHydrated(page, routes.faq.href());
    const cart =
      viewport.width > 1000
        ? header(page)
            .getByRole('navigation', { name: 'Main' })
            .getByRole('button', { name: /^CART/ })
        : header(page).getByTestId('mobile-cart');
    await expect(cart.getByTestId('cart-badge')).toHaveText('3');

    await recordHeaderShifts(page);
    const warnings = hydrationWarnings(page);
    const releaseHostScript = await holdRequests(page, /\/main\.js$/);
    await page.reload({ waitUntil: 'commit' });
    // No script of the app yet: the badge is the marker's count, as generated content.
    const badge = cart.locator('span[aria-hidden="true"]').last();
    await expect(badge).toBeVisible();
    expect(await badge.evaluate((element) => getComputedStyle(element, '::before').content)).toBe(
      '"3"',
    );
    await expect(
      page.getByRole('contentinfo').getByRole('button', { name: 'View Cart (3)' }),
    ).toBeAttached();
    const before = { cart: await cart.boundingBox(), badge: await badge.boundingBox() };

    releaseHostScript();
    await waitForHydration(page);
    // The cart's own count, React's text now, where the marker's was.
    await expect(cart.getByTestId('cart-badge')).toHaveText('3');
    expect({
      cart: await cart.boundingBox(),
      badge: await cart.getByTestId('cart-badge').boundingBox(),
    }).toEqual(before);
    expect((await shiftsOf(page)).header).toBe(0);
    expect(warnings).toEqual([]);
  });
}

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`${viewport.width}×${viewport.height}: a scroll before the app’s scripts run shrinks the header at once (spec §9), and hydration leaves the page and the header where they are`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(viewport);
    await serverRendersWhole(page, routes.home.href());
    await preAcceptCookies(page);
    const releaseHostScript = await holdRequests(page, /\/main\.js$/);
    await page.goto(routes.home.href(), { waitUntil: 'commit' });
    await page.locator(`#${SITE_FOOTER_ID}`).waitFor({ state: 'attached' });
    // The header's look: its band, and its row's top padding (it shrinks past 80 px).
    const look = () =>
      header(page).evaluate((bar) => ({
        background: getComputedStyle(bar).backgroundColor,
        padding: getComputedStyle(bar.firstElementChild!).paddingTop,
      }));
    const tall = { background: 'rgba(35, 28, 24, 0.88)', padding: '16px' };
    const compact = { background: 'rgb(35, 28, 24)', padding: '8px' };
    expect(await look()).toEqual(tall);

    // Scrolled past 80 px before any script of the app has run: compact once its transition ends.
    await page.mouse.wheel(0, 400);
    await expect.poll(look).toEqual(compact);
    const scrolledTo = await page.evaluate(() => window.scrollY);
    // The viewport, as the visitor sees it (an element's screenshot would scroll the header in).
    await page.screenshot({ path: testInfo.outputPath('compact-before-hydration.png') });
    // From here on, every frame: the header never grows back while the app takes over.
    await page.evaluate(() => {
      const win = window as unknown as { __headerGrew?: boolean };
      const watch = () => {
        const row = document.querySelector('header > div');
        if (!row || getComputedStyle(row).paddingTop !== '8px') win.__headerGrew = true;
        requestAnimationFrame(watch);
      };
      requestAnimationFrame(watch);
    });

    releaseHostScript();
    await waitForHydration(page);
    await expect(header(page)).toHaveAttribute('data-scrolled', 'true');
    expect(await look()).toEqual(compact);
    // The page stayed where the visitor had scrolled it (it had jumped back to its top).
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolledTo);
    expect(
      await page.evaluate(() => (window as unknown as { __headerGrew?: boolean }).__headerGrew),
    ).toBeUndefined();

    await page.screenshot({ path: testInfo.outputPath('compact-hydrated.png') });

    // Back at the top, the header is tall again.
    await page.mouse.wheel(0, -400);
    await expect(header(page)).toHaveAttribute('data-scrolled', 'false');
    await expect.poll(look).toEqual(tall);
  });
}
