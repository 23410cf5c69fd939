import type { Locator, Page } from '@playwright/test';
import { routes } from '@citylens/shared/contracts';
import { expect, test } from '../../support/cookies-answered';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { gotoHydrated } from '../../support/hydration';
import { FIRST_CITY, expectFullyShown } from './discovery-helpers';

const DESKTOP = { width: 1366, height: 900 } as const;
const PHONE = { width: 390, height: 844 } as const;

/** Each box's top and bottom, rounded to the pixel. */
async function boxes(locator: Locator) {
  return locator.evaluateAll((els) =>
    els.map((el) => {
      const box = el.getBoundingClientRect();
      return { top: Math.round(box.top), bottom: Math.round(box.bottom), height: box.height };
    }),
  );
}

/** Layout shifts the page has had that no input caused (the CLS entries). */
function layoutShift(page: Page) {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[])
            if (!entry.hadRecentInput) sum += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(sum)));
      }),
  );
}

test('videos: the Watch full screen buttons line up at the cards’ foot', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await gotoHydrated(page, routes.cityVideos.href(FIRST_CITY));
  const buttons = page.getByRole('button', { name: /^Watch .* full screen$/ });
  await expect(buttons.first()).toBeVisible();
  const bottoms = (await boxes(buttons)).map((box) => box.bottom);
  expect(new Set(bottoms).size).toBe(1);
  expect(await layoutShift(page)).toBe(0);
});

test('phone: the article reader keeps its counter and close button on one line, in view while reading', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await gotoHydrated(page, routes.cityArticles.href(FIRST_CITY));
  await page.locator('main [data-card-action]').nth(1).click();
  const reader = page.getByRole('dialog');
  const close = reader.getByRole('button', { name: 'Close article' });
  const counter = reader.getByText(/^\d+ of \d+$/);
  await expect(counter).toHaveText('2 of 3');
  await expect(reader.getByRole('navigation', { name: 'More articles' })).toBeAttached();

  // Read to the end once the body is in (its code loads when the reader opens; an end scrolled to
  // under the spinner is no longer the end when the text arrives): the bar is still there.
  await expect(reader.getByRole('article').locator('p').first()).toBeVisible();
  await expect(reader.getByRole('status', { name: 'Loading article…' })).toHaveCount(0);
  await reader.evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await expect(reader.getByRole('navigation', { name: 'More articles' })).toBeInViewport();
  await expectFullyShown(page, close);
  await expectFullyShown(page, counter);
  // One line: the counter is no taller than one line of its text, beside the close button.
  const lines = await counter.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
  expect(lines).toBe(1);
  const [counterBox, closeBox] = [await counter.boundingBox(), await close.boundingBox()];
  expect(counterBox!.y).toBeGreaterThanOrEqual(closeBox!.y);
  expect(counterBox!.y + counterBox!.height).toBeLessThanOrEqual(closeBox!.y + closeBox!.height);
  await expectNoSeriousA11yViolations(page, '[role="dialog"]');
});

test('phone: Play on a card whose top is under the header brings Close video out from under it', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await gotoHydrated(page, routes.cityTransport.href(FIRST_CITY));
  const play = page.getByRole('button', { name: 'Play Métro Line 1' });
  const card = page.getByRole('main').locator('li:has(> article)').filter({ has: play });
  // The card's top band (where Close video will sit) scrolled to just under the sticky header.
  await card.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 20));
  await play.press('Enter');
  const close = page.getByRole('button', { name: 'Close video' });
  await expect(close).toBeFocused();
  await expectFullyShown(page, close);
  // Not under the header: what is painted at each edge of the button (inside its rounded
  // corners) is the button.
  const covered = await close.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const [midX, midY] = [(box.left + box.right) / 2, (box.top + box.bottom) / 2];
    const edges = [
      [midX, box.top + 3],
      [midX, box.bottom - 3],
      [box.left + 10, midY],
      [box.right - 10, midY],
    ];
    return edges.filter(([x, y]) => !el.contains(document.elementFromPoint(x!, y!)));
  });
  expect(covered).toEqual([]);
});

/** Every card of the page's grid (the cards' own list items, not the breadcrumb's). */
const gridCards = (page: Page) => page.getByRole('main').locator('li:has(> article)');

for (const size of [DESKTOP, PHONE]) {
  test(`${size.width} px: a transport card plays its video in place at its own size, its “${FIRST_CITY} · Metro” line kept, nothing around it moved`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await gotoHydrated(page, routes.cityTransport.href(FIRST_CITY));
    const cards = gridCards(page);
    const play = page.getByRole('button', { name: 'Play Métro Line 1' });
    await expect(cards.filter({ has: play })).toContainText(`${FIRST_CITY} · Metro`);
    const before = await boxes(cards);
    await play.click();
    const close = page.getByRole('button', { name: 'Close video' });
    await expect(close).toBeFocused();
    const playing = cards.filter({ has: close });
    await expect(playing.getByRole('heading', { name: 'Métro Line 1' })).toBeVisible();
    await expect(playing).toContainText(`${FIRST_CITY} · Metro`);
    expect(await boxes(cards)).toEqual(before);
    await close.click();
    await expect(play).toBeFocused();
    expect(await boxes(cards)).toEqual(before);
  });

  test(`${size.width} px: a video card playing in place keeps its size, text and Watch full screen`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await gotoHydrated(page, routes.cityVideos.href(FIRST_CITY));
    const cards = gridCards(page);
    const play = page.getByRole('button', { name: /^Play / }).first();
    const before = await boxes(cards);
    await play.click();
    const close = page.getByRole('button', { name: 'Close video' });
    await expect(close).toBeFocused();
    const playing = cards.filter({ has: close });
    await expect(playing.getByRole('button', { name: /^Watch .* full screen$/ })).toBeVisible();
    expect(await boxes(cards)).toEqual(before);
  });
}

for (const section of ['food', 'transport'] as const) {
  test(`desktop: ${section} ends without a lone card, its cards in rows of equal height`, async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await gotoHydrated(page, `${routes.city.href(FIRST_CITY)}/${section}`);
    const cards = await boxes(gridCards(page));
    expect(cards.length).toBeGreaterThan(1);
    const rows = new Map<number, number[]>();
    for (const card of cards) rows.set(card.top, [...(rows.get(card.top) ?? []), card.height]);
    const lastRow = [...rows.values()].at(-1)!;
    expect(lastRow.length).toBeGreaterThan(1);
    for (const heights of rows.values()) expect(new Set(heights).size).toBe(1);
  });
}
