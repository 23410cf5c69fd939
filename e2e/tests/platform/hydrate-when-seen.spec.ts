import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiPaths, routes, SITE_FOOTER_ID, type CityEvent } from '@citylens/shared/contracts';
import { createAccount, startSignedIn } from '../account/account-helpers';
import { API, preAcceptCookies } from '../shell/shell-helpers';
import { frameCard, listFrames } from '../shop/shop-helpers';
import { gotoHydrated, serverRendersWhole } from '../../support/hydration';

/**
 * Parts of a page below the fold stay the server's HTML until they come near the viewport
 * (HydrateWhenSeen). A visitor on a phone who scrolls and presses at once presses into a part that
 * has not hydrated yet: each press takes effect once, as soon as the part can take it.
 */
test.use({ viewport: { width: 390, height: 844 } });

/** The part (HydrateWhenSeen) an element is in: "waiting" or "hydrated". */
const partState = (element: Locator) =>
  element.evaluate((el) =>
    el.closest('[data-citylens-when-seen]')?.getAttribute('data-citylens-when-seen'),
  );

/**
 * The page is hydrated above the fold; `element`, far below, still waits for the visitor. Only a
 * page the server rendered whole has parts that wait: a cold server's first render may leave the
 * area to the browser, which renders every part at once.
 */
async function openWithPartWaiting(
  page: Page,
  href: string,
  element: Locator,
  cpuSlowdown: number,
) {
  await serverRendersWhole(page, href);
  await preAcceptCookies(page);
  await gotoHydrated(page, href);
  expect(await partState(element)).toBe('waiting');
  // On a slow phone the part's hydration takes longer than the press that starts it.
  if (cpuSlowdown > 1) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  }
}

for (const cpuSlowdown of [1, 4]) {
  const cpu = cpuSlowdown === 1 ? '' : ` (${cpuSlowdown}× slower CPU)`;

  test(`a frame far below the fold: colour and "Add to cart" pressed as it scrolls in add it once, in that colour${cpu}`, async ({
    page,
    request,
  }) => {
    const frameName = (await listFrames(request)).painting.at(-1)!.name;
    const card = frameCard(page, frameName);
    await openWithPartWaiting(page, routes.frameShop.href(), card, cpuSlowdown);
    // Playwright scrolls each into view and presses at once, as an impatient visitor does.
    await card.getByText('Black', { exact: true }).click();
    await card.getByRole('button', { name: 'Add to cart' }).click();
    await expect(card.getByRole('status')).toContainText(`Added 1 × ${frameName} (Black)`);
    await expect(
      page.getByRole('banner').getByTestId('cart-badge').filter({ visible: true }),
    ).toHaveText('1');
    expect(await partState(card)).toBe('hydrated');
  });

  test(`a signed-in visitor likes a city far below the fold on the home page: counted once${cpu}`, async ({
    page,
    request,
  }) => {
    const account = await createAccount(request, 'seen');
    await startSignedIn(page, request, account);
    const curated = page.getByRole('region', { name: 'Curated Cities Collections' });
    const like = curated.getByRole('button', { name: /^Like / }).last();
    await openWithPartWaiting(page, routes.home.href(), like, cpuSlowdown);
    const [, city] = /^Like (.+), \d+ likes?$/.exec((await like.getAttribute('aria-label'))!)!;
    // The count from the API, not from the page: a cached page may show one from before the
    // journey that ran just before this one liked the same city.
    const likesNow = async () => {
      const cities = (await (await request.get(`${API}${apiPaths.curatedCities}`)).json()) as {
        name: string;
        likes_count: number;
      }[];
      return cities.find((c) => c.name === city)!.likes_count;
    };
    const after = (await likesNow()) + 1;
    await like.click();
    await expect(
      curated.getByRole('button', {
        name: `Like ${city}, ${after} ${after === 1 ? 'like' : 'likes'}`,
      }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(await likesNow()).toBe(after);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await partState(like)).toBe('hydrated');
  });

  test(`the title of an event far below the fold opens its details once${cpu}`, async ({
    page,
    request,
  }) => {
    const events = (await (await request.get(`${API}${apiPaths.events}`)).json()) as CityEvent[];
    const last = events.at(-1)!;
    const title = page.getByRole('link', { name: last.name, exact: true });
    await openWithPartWaiting(page, routes.events.href(), title, cpuSlowdown);
    await title.click();
    const details = page.getByRole('dialog', { name: last.name });
    await expect(details).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    expect(new URL(page.url()).searchParams.get('event')).toBe(String(last.id));
  });

  test(`the footer's script is fetched only as it nears the viewport; "View Cart" pressed then opens the cart once${cpu}`, async ({
    page,
  }) => {
    const footerScripts: string[] = [];
    page.on('request', (request) => {
      if (/\/chunks\/site-footer\.[^/]*\.js$/.test(request.url()))
        footerScripts.push(request.url());
    });
    const viewCart = page.locator(`#${SITE_FOOTER_ID}`).getByRole('button', { name: /^View Cart/ });
    await openWithPartWaiting(page, routes.events.href(), viewCart, cpuSlowdown);
    expect(footerScripts).toEqual([]);
    await viewCart.click();
    await expect(page.getByRole('dialog', { name: 'Your Cart (0)' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    expect(footerScripts).toHaveLength(1);
    expect(await partState(viewCart)).toBe('hydrated');
  });
}
