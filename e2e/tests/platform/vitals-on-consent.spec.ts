import { expect, test } from '@playwright/test';
import { routes, type TelemetryRecord } from '@citylens/shared/contracts';
import { waitForHydration } from '../../support/hydration';
import { captureTelemetry, leave } from './telemetry-helpers';

/**
 * A first visit: the visitor accepts analytics on the page they landed on. Their Web Vitals are
 * sent for that page too (web-vitals reads what the browser buffered since navigation), and the
 * `web-vitals` script is fetched only once they have accepted.
 */
test('vitals are sent after consent given on the first page, and web-vitals loads only then', async ({
  page,
}) => {
  const records = captureTelemetry(page);
  const vitalsScripts: string[] = [];
  page.on('request', (request) => {
    if (/web-vitals/.test(request.url())) vitalsScripts.push(request.url());
  });
  await page.goto(routes.faq.href());
  await waitForHydration(page);
  const banner = page.getByRole('region', { name: 'We use cookies' });
  await expect(banner).toBeVisible();
  expect(vitalsScripts).toEqual([]);

  const vitalsScript = page.waitForResponse((response) => /web-vitals/.test(response.url()));
  await banner.getByRole('button', { name: 'Accept All', exact: true }).click();
  await vitalsScript;
  await page.waitForFunction(
    () =>
      (window as unknown as { __CITYLENS_TELEMETRY_v1__?: { vitalsObserved: boolean } })
        .__CITYLENS_TELEMETRY_v1__?.vitalsObserved === true,
  );
  // An interaction after the observers started: INP has one to report.
  await page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }).click();
  await leave(page);

  const vitals = records.filter(
    (record): record is Extract<TelemetryRecord, { kind: 'vital' }> => record.kind === 'vital',
  );
  const names = vitals.map((vital) => vital.name);
  // FCP and TTFB came before the consent: read from the browser's buffer, not lost.
  for (const name of ['FCP', 'TTFB', 'LCP', 'CLS']) expect(names, name).toContain(name);
});
