import type { Page, TestInfo } from '@playwright/test';
import { eventGrid, expect, openEventsPage, test } from './events-helpers';
import { attachScreenshot } from '../../support/screenshots';
import { seriousA11yViolations } from '../../support/axe';

async function expectNoSeriousViolations(page: Page, testInfo: TestInfo, name: string) {
  const serious = await seriousA11yViolations(page);
  await testInfo.attach(`axe-${name}.txt`, { body: serious.join('\n'), contentType: 'text/plain' });
  expect(serious).toEqual([]);
}

/** Attached to the report (a copy in CITYLENS_SHOTS_DIR/events-shots when set). */
async function shoot(page: Page, testInfo: TestInfo, name: string, fullPage = false) {
  await attachScreenshot(page, testInfo, name, { folder: 'events-shots', fullPage });
}

/** Waits for the hero's first photo and the grid's first thumbnails. */
async function settleImages(page: Page) {
  await page.waitForFunction(() => {
    const imgs = Array.from(document.images).filter((img) => {
      const r = img.getBoundingClientRect();
      return img.getAttribute('src') && r.bottom > 0 && r.top < window.innerHeight;
    });
    return imgs.length > 0 && imgs.every((img) => img.complete);
  });
}

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 390, height: 844 },
]) {
  test(`axe and screenshots on ${viewport.name}: /events and the open details`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await openEventsPage(page);
    await page.getByRole('button', { name: 'Pause slideshow' }).click();
    await settleImages(page);
    await expectNoSeriousViolations(page, testInfo, `events-${viewport.name}`);
    await shoot(page, testInfo, `events-${viewport.name}`);
    await page.mouse.wheel(0, viewport.height * 0.6);
    await settleImages(page);
    await shoot(page, testInfo, `events-grid-${viewport.name}`);

    const card = eventGrid(page).getByRole('article').first().getByRole('link');
    const name = (await card.innerText()).trim();
    await card.click();
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('img')).toHaveJSProperty('complete', true);
    await expectNoSeriousViolations(page, testInfo, `event-details-${viewport.name}`);
    await shoot(page, testInfo, `event-details-${viewport.name}`);

    // The search dropdown, as a visitor sees it.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 0));
    const box = page.getByRole('combobox', { name: 'Search events by city' });
    await box.click();
    await page.keyboard.type('jazz');
    await expect(page.getByRole('option').first()).toBeVisible();
    await expectNoSeriousViolations(page, testInfo, `events-search-${viewport.name}`);
    await shoot(page, testInfo, `events-search-${viewport.name}`);
  });
}
