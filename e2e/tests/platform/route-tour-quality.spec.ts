import { expect, test, type Page } from '@playwright/test';
import { seriousA11yViolations } from '../../support/axe';
import { waitForHydration } from '../../support/hydration';
import { pageSettled } from '../../support/page-settled';
import { publicRoutes, signedInRoutes } from '../../support/route-tour';
import { DEMO, preAcceptCookies, signInThroughModal } from '../shell/shell-helpers';

type ShiftWindow = Window & { __layoutShifts?: { value: number; nodes: string[] }[] };

/** Layout shifts no input caused, from the navigation's start (buffered), each with what moved. */
async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number; nodes: string[] }[] = [];
    (window as ShiftWindow).__layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        const nodes = (entry.sources ?? []).map((source) => {
          const el = source.node as Element | null;
          return el?.outerHTML?.slice(0, 120) ?? String(source.node?.nodeName);
        });
        shifts.push({ value: entry.value, nodes });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The route loaded as a visitor finishes loading it; the shifts counted are those of that load. */
async function visit(page: Page, route: string) {
  await page.goto(route);
  await waitForHydration(page);
  await pageSettled(page);
  const shifts = await page.evaluate(() => (window as ShiftWindow).__layoutShifts ?? []);
  const cls = shifts.reduce((sum, shift) => sum + shift.value, 0);
  return {
    shifted: cls > 0 ? [`${route}: CLS ${cls.toFixed(4)} ${JSON.stringify(shifts)}`] : [],
    axe: (await seriousA11yViolations(page)).map((line) => `${route}: ${line}`),
  };
}

for (const size of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`${size.width}×${size.height}: every route loads with no layout shift and no serious or critical axe violation`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize(size);
    await preAcceptCookies(page);
    await watchLayoutShifts(page);
    const shifted: string[] = [];
    const axe: string[] = [];
    const record = (result: Awaited<ReturnType<typeof visit>>) => {
      shifted.push(...result.shifted);
      axe.push(...result.axe);
    };
    for (const route of publicRoutes) record(await visit(page, route));
    // Signed in from the desktop header (a phone's Sign In is inside its menu), then back.
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/');
    await signInThroughModal(page, DEMO.username, DEMO.password);
    await page.setViewportSize(size);
    for (const route of signedInRoutes) record(await visit(page, route));
    expect(axe, axe.join('\n')).toEqual([]);
    expect(shifted, shifted.join('\n')).toEqual([]);
  });
}
