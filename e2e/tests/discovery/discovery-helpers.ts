import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page, type TestInfo } from '@playwright/test';

/** Where copies of the screenshots are kept for review outside the HTML report. */
export const SHOTS_DIR = process.env.CITYLENS_SHOTS_DIR ?? '';

export const FIRST_CITY = 'Paris';

/** Scrolls down the page in steps so lazy images (50 px before view) load, then back to the top. */
export async function loadLazyImages(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = Math.max(300, Math.floor((page.viewportSize()?.height ?? 800) * 0.8));
  for (let y = 0; y < height; y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(250);
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

/** A full-page screenshot attached to the report (and copied to SHOTS_DIR when set). */
export async function attachShot(
  page: Page,
  testInfo: TestInfo,
  name: string,
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<void> {
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file, fullPage, animations: 'disabled' });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
  if (SHOTS_DIR) {
    fs.mkdirSync(SHOTS_DIR, { recursive: true });
    fs.copyFileSync(file, path.join(SHOTS_DIR, `${name}.png`));
  }
}

/** The sub-page's grid has its seeded items. */
export async function expectGridItems(page: Page, min = 1): Promise<void> {
  const items = page.getByRole('main').getByRole('listitem');
  await expect(items.first()).toBeVisible();
  expect(await items.count()).toBeGreaterThanOrEqual(min);
}
