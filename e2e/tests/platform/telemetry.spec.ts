import { expect, test } from '@playwright/test';
import { preAcceptCookies } from '../shell/shell-helpers';
import { remoteRoutes } from '../../support/remote-routes';
import { attachScreenshot } from '../../support/screenshots';
import { leave, storedForTrace, traceOf } from './telemetry-helpers';

type Row = Record<string, unknown>;

test('a page view reports each remote’s load phases, release and variant, and LCP, CLS and INP by area', async ({
  page,
}, testInfo) => {
  await preAcceptCookies(page);
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: remoteRoutes.discovery.heading }),
  ).toBeVisible();
  // An interaction inside discovery's area, for INP.
  await page.locator('[data-citylens-remote="discovery"] h1').first().click();
  await page.getByRole('navigation').getByRole('link', { name: 'EVENTS' }).first().click();
  await expect(
    page.getByRole('heading', { level: 1, name: remoteRoutes.events.heading }),
  ).toBeVisible();
  await page.getByRole('navigation').getByRole('link', { name: 'FRAME SHOP' }).first().click();
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
});
