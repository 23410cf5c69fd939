import { routes } from '@citylens/shared/contracts';
import { expect, test } from '../../support/cookies-answered';
import { expectNoSeriousA11yViolations } from '../../support/axe';
import { gotoHydrated } from '../../support/hydration';

test('frame cards are as tall as their row, with Add to cart lined up across it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await gotoHydrated(page, routes.frameShop.href());
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.first()).toBeVisible();
  const rows = await cards.evaluateAll((els) => {
    const byTop = new Map<number, { heights: number[]; buttons: number[] }>();
    for (const el of els) {
      const box = el.getBoundingClientRect();
      const button = [...el.querySelectorAll('button')].find(
        (b) => b.textContent === 'Add to cart',
      )!;
      const row = byTop.get(Math.round(box.top)) ?? { heights: [], buttons: [] };
      row.heights.push(Math.round(box.height));
      row.buttons.push(Math.round(button.getBoundingClientRect().top));
      byTop.set(Math.round(box.top), row);
    }
    return [...byTop.values()];
  });
  expect(rows.length).toBeGreaterThan(1);
  for (const row of rows) {
    expect(new Set(row.heights).size).toBe(1);
    expect(new Set(row.buttons).size).toBe(1);
  }
  await expectNoSeriousA11yViolations(page);
});
