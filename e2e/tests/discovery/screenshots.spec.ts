import { expect, test, type Locator, type Page } from '@playwright/test';
import { routes } from '@citylens/shared/contracts';
import { preAcceptCookies } from '../shell/shell-helpers';
import {
  FIRST_CITY,
  attachShot,
  expectGridItems,
  loadLazyImages,
  pressFirstOn,
} from './discovery-helpers';

const viewports = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
} as const;

const subPages = [
  ['lifestyle', routes.cityLifestyle.href(FIRST_CITY)],
  ['articles', routes.cityArticles.href(FIRST_CITY)],
  ['videos', routes.cityVideos.href(FIRST_CITY)],
  ['food', routes.cityFood.href(FIRST_CITY)],
  ['transport', routes.cityTransport.href(FIRST_CITY)],
] as const;

test.beforeEach(async ({ page }) => {
  await preAcceptCookies(page);
});

for (const [device, viewport] of Object.entries(viewports)) {
  test(`screenshots of home, the city page and each sub-page (${device})`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);

    await page.goto(routes.home.href());
    await expect(page.getByRole('heading', { name: 'Popular Cities' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Curated Cities Collections' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Pause slideshow/ })).toBeVisible();
    await page.getByRole('button', { name: /Pause slideshow/ }).click();
    await loadLazyImages(page);
    await attachShot(page, testInfo, `home-${device}`);

    await page.goto(routes.city.href(FIRST_CITY));
    await expect(page.getByRole('heading', { name: `Discover ${FIRST_CITY}` })).toBeVisible();
    await loadLazyImages(page);
    await attachShot(page, testInfo, `city-${device}`);

    for (const [name, href] of subPages) {
      await page.goto(href);
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
      await expectGridItems(page);
      await loadLazyImages(page);
      await attachShot(page, testInfo, `${name}-${device}`);
    }
  });
}

/**
 * The dialog as it stays on screen: its content in (no loading status left, e.g. the reader's
 * "Loading article…") and its photo shown: every image in it with a source complete, with pixels.
 */
async function dialogShown(dialog: Locator): Promise<void> {
  await expect(dialog.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
  await expect
    .poll(() =>
      dialog.evaluate((el) => {
        const images = Array.from(el.querySelectorAll('img')).filter((img) =>
          img.getAttribute('src'),
        );
        return images.length > 0 && images.every((img) => img.complete && img.naturalWidth > 0);
      }),
    )
    .toBe(true);
}

/** The viewers and the reader: the page each opens on, the buttons that open it, its shot's name. */
const dialogs: [name: string, href: string, openers: (page: Page) => Locator][] = [
  [
    'photo-of-week-viewer',
    routes.home.href(),
    (page) => page.getByRole('region', { name: 'Photos of the Week' }).getByRole('button'),
  ],
  [
    'lifestyle-viewer',
    routes.cityLifestyle.href(FIRST_CITY),
    (page) => page.getByRole('main').getByRole('link', { name: /^View / }),
  ],
  [
    'article-reader',
    routes.cityArticles.href(FIRST_CITY),
    (page) => page.getByRole('main').getByRole('link', { name: /^Read / }),
  ],
  [
    'transport-details',
    routes.cityTransport.href(FIRST_CITY),
    (page) => page.getByRole('main').getByRole('button', { name: /^Details of / }),
  ],
];

test('screenshots of the viewers and the reader (desktop and mobile)', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  for (const [device, viewport] of Object.entries(viewports)) {
    await page.setViewportSize(viewport);

    for (const [name, href, openers] of dialogs) {
      await pressFirstOn(page, href, openers(page));
      await expect(page.getByRole('dialog')).toBeVisible();
      await dialogShown(page.getByRole('dialog'));
      await attachShot(page, testInfo, `${name}-${device}`, { fullPage: false });

      if (name === 'lifestyle-viewer') {
        await page
          .getByRole('dialog')
          .getByRole('button', { name: /\d+ comments?$/ })
          .click();
        await expect(page.getByRole('dialog', { name: 'Comments' })).toBeVisible();
        await attachShot(page, testInfo, `lifestyle-comments-${device}`, { fullPage: false });
      }
    }
  }
});
