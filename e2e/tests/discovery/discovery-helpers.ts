import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { gotoHydrated } from '../../support/hydration';
import { nextFrames, photosInViewComplete } from '../../support/page-settled';
import { attachScreenshot } from '../../support/screenshots';

export const FIRST_CITY = 'Paris';

/**
 * Opens `href` and presses the first of `buttons` there, once the page is hydrated (the server's
 * markup takes no click before).
 */
export async function pressFirstOn(page: Page, href: string, buttons: Locator): Promise<void> {
  await gotoHydrated(page, href);
  await buttons.first().click();
}

/**
 * Scrolls down the page in steps so lazy images (50 px before view) load, then back to the top.
 * After each step the photos' observers see the new position (two frames), then every image now
 * within 50 px of the view with its source is complete.
 */
export async function loadLazyImages(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = Math.max(300, Math.floor((page.viewportSize()?.height ?? 800) * 0.8));
  for (let y = 0; y < height; y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await nextFrames(page);
    await photosInViewComplete(page, 50);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await page
    .waitForFunction(() =>
      Array.from(document.images)
        .filter((img) => img.getAttribute('src'))
        .every((img) => img.complete),
    )
    .catch(() => undefined);
}

/** A full-page screenshot attached to the report (a copy in CITYLENS_SHOTS_DIR/discovery-shots when set). */
export async function attachShot(
  page: Page,
  testInfo: TestInfo,
  name: string,
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<void> {
  await attachScreenshot(page, testInfo, name, { folder: 'discovery-shots', fullPage });
}

/** The sub-page's grid has its seeded items. */
export async function expectGridItems(page: Page, min = 1): Promise<void> {
  const items = page.getByRole('main').getByRole('listitem');
  await expect(items.first()).toBeVisible();
  // Polled: right after a navigation the old page's items can still be the ones in view.
  await expect.poll(() => items.count()).toBeGreaterThanOrEqual(min);
}

/**
 * From Paris's page, each Discover card leads to its sub-page with its seeded items, and the
 * breadcrumb back; `check` runs on each sub-page (e.g. that its photos are drawn).
 */
export async function visitEachSubPage(
  page: Page,
  check: () => Promise<void> = async () => undefined,
): Promise<void> {
  const cards = [
    ['Lifestyle', /\/city\/Paris\/lifestyle$/],
    ['Articles', /\/city\/Paris\/articles$/],
    ['Videography', /\/city\/Paris\/videos$/],
    ['Food', /\/city\/Paris\/food$/],
    ['Transport', /\/city\/Paris\/transport$/],
  ] as const;
  for (const [name, url] of cards) {
    await page.getByRole('link', { name: new RegExp(`^${name}`) }).click();
    await expect(page).toHaveURL(url);
    await expectGridItems(page, 3);
    await check();
    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: FIRST_CITY })
      .click();
    await expect(page).toHaveURL(/\/city\/Paris$/);
  }
}

/**
 * Fails unless `target` is wholly on screen: inside the window and inside every ancestor that
 * clips its overflow (a hero that hides overflow, a scrolling list).
 */
export async function expectFullyShown(page: Page, target: Locator): Promise<void> {
  const clipped = await target.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const problems: string[] = [];
    if (box.top < 0 || box.left < 0 || box.bottom > innerHeight || box.right > innerWidth)
      problems.push(`outside the window: ${JSON.stringify(box)}`);
    for (let a = el.parentElement; a; a = a.parentElement) {
      const style = getComputedStyle(a);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const clip = a.getBoundingClientRect();
      if (
        box.top < clip.top - 0.5 ||
        box.bottom > clip.bottom + 0.5 ||
        box.left < clip.left - 0.5 ||
        box.right > clip.right + 0.5
      )
        problems.push(`clipped by <${a.tagName.toLowerCase()} class="${a.className}">`);
    }
    return problems;
  });
  expect(clipped).toEqual([]);
}
