import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Serious and critical axe violations on the page (or the part `include` selects), one line
 * each with the nodes, enough to fix them from the report.
 *
 * It waits first for every finite animation to finish: a dialog still fading or sliding in is
 * half transparent, and axe would measure its text's contrast against a blend (composed runs
 * flagged the opening event details sheet and the Delete Account dialog's Show password button).
 */
export async function seriousA11yViolations(page: Page, include?: string): Promise<string[]> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  let builder = new AxeBuilder({ page });
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact}: ${v.id}, ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    );
}

/** axe on the page (or the part `include` selects): no serious or critical violation. */
export async function expectNoSeriousA11yViolations(page: Page, include?: string): Promise<void> {
  const serious = await seriousA11yViolations(page, include);
  expect(serious, serious.join('\n')).toEqual([]);
}
