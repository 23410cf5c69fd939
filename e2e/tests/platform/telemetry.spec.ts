import { expect, test, type Page } from '@playwright/test';
import { remoteRoutes } from '../../support/remote-routes';
import { attachScreenshot } from '../../support/screenshots';
import { leave, storedForTrace, telemetryVisitor, traceOf } from './telemetry-helpers';

type Row = Record<string, unknown>;

/** A client-side route change in the same page view, as a link would make, with no input event. */
const navigateWithoutInteraction = (page: Page, path: string) =>
  page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);

// It reads the stored rows through the ops token, which only the launcher's API is given (the
// composed stack runs without one): `pnpm start`'s servers only.
test(
  'a page view reports each remote’s load phases, release and variant, and LCP, CLS and INP by area',
  { tag: '@local-servers' },
  async ({ browser }, testInfo) => {
    // A visitor of their own: their proxy tells when the API has answered the beacon sent as the
    // page is left (Playwright reports no event for it), and gives them an address of their own,
    // so the other journeys' page views on this machine do not share their per-address limit.
    const { context, page } = await telemetryVisitor(browser, {
      consent: 'accepted',
      address: '198.51.100.45',
    });
    // Web Vitals start after the page's load. The click below ends LCP, which is then reported while
    // its element is still on the page (read only at pagehide, the element would be gone).
    await page.goto('/');
    await page.waitForFunction(
      () =>
        (window as unknown as { __CITYLENS_TELEMETRY_v1__?: { vitalsObserved: boolean } })
          .__CITYLENS_TELEMETRY_v1__?.vitalsObserved === true,
    );
    await expect(
      page.getByRole('heading', { level: 1, name: remoteRoutes.discovery.heading }),
    ).toBeVisible();
    // The page view's one interaction, inside discovery's area, so INP is that one. The moves to
    // the next routes are made without a click (a click in the header would be the host's).
    await page.locator('[data-citylens-remote="discovery"] h1').first().click();
    await navigateWithoutInteraction(page, '/events');
    await expect(
      page.getByRole('heading', { level: 1, name: remoteRoutes.events.heading }),
    ).toBeVisible();
    await navigateWithoutInteraction(page, '/frame-shop');
    await expect(
      page.getByRole('heading', { level: 1, name: remoteRoutes.shop.heading }),
    ).toBeVisible();
    const releases = await page.evaluate(() =>
      Object.fromEntries(
        ['discovery', 'events', 'shop'].map((r) => [
          r,
          document.documentElement.getAttribute(`data-${r}-release`),
        ]),
      ),
    );
    const trace = await traceOf(page);
    expect(trace).toMatch(/^[0-9a-f]{32}$/);
    await attachScreenshot(page, testInfo, 'telemetry-page-view', { folder: 'telemetry-shots' });
    await leave(page);
    await context.close();

    // The API stored the page view's records (sent by beacon when the page was left).
    let rows: Row[] = [];
    await expect
      .poll(
        async () => {
          rows = await storedForTrace(trace);
          return ['LCP', 'CLS', 'INP'].every((name) => rows.some((r) => r.name === name));
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    console.log(
      `[telemetry] ${rows.map((r) => `${String(r.kind)}:${String(r.remote)}:${String(r.name ?? r.outcome)}`).join(', ')}`,
    );
    for (const remote of ['discovery', 'events', 'shop']) {
      const load = rows.find((r) => r.kind === 'load' && r.remote === remote);
      expect(load, remote).toMatchObject({
        outcome: 'loaded',
        variant: 'stable',
        release: releases[remote],
      });
      expect(load!.manifest_ms, `${remote} manifest`).toEqual(expect.any(Number));
      expect(load!.entry_ms, `${remote} entry`).toEqual(expect.any(Number));
      expect(load!.render_ms, `${remote} render`).toEqual(expect.any(Number));
    }
    for (const name of ['LCP', 'CLS', 'INP']) {
      const vital = rows.find((r) => r.name === name);
      expect(vital, name).toBeDefined();
    }
    expect(rows.find((r) => r.name === 'LCP')!.remote).not.toBe('host');
    expect(rows.find((r) => r.name === 'INP')!.remote).toBe('discovery');
  },
);
