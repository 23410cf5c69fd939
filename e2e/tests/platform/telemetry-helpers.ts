import type { Browser, Page } from '@playwright/test';
import { storageKeys, type TelemetryRecord } from '@citylens/shared/contracts';
import { OPS_TOKEN } from '../../playwright.config';

export const API = 'http://localhost:8000';

/** Every telemetry batch the page sends (beacons included), parsed. */
export function captureTelemetry(page: Page): TelemetryRecord[] {
  const records: TelemetryRecord[] = [];
  // On the context: a beacon sent as the page is left is no longer the page's request.
  page.context().on('request', (request) => {
    if (!request.url().endsWith('/api/telemetry/') || request.method() !== 'POST') return;
    const body = request.postData();
    if (body) records.push(...(JSON.parse(body) as { records: TelemetryRecord[] }).records);
  });
  return records;
}

export interface OpsVariant {
  remote: string;
  variant: string;
  views: number;
  errors: number;
  fallbacks: number;
}
export interface OpsData {
  variants: OpsVariant[];
  canaries: { remote: string; worse: boolean; canaryViews: number }[];
  topErrors: { remote: string; variant: string; release: string; message: string; count: number }[];
  failures: { remote: string; variant: string; release: string; phase: string; count: number }[];
  rollbacks: { remote: string; reason: string }[];
}

/** The release health page's figures, as the page reads them (behind the ops token). */
export async function opsData(window: 'hour' | 'day' = 'hour'): Promise<OpsData> {
  const response = await fetch(`${API}/ops/releases/data?window=${window}`, {
    headers: { authorization: `Bearer ${OPS_TOKEN}` },
  });
  if (!response.ok) throw new Error(`ops data: ${response.status}`);
  return (await response.json()) as OpsData;
}

/** The rows the API stored for one page view. */
export async function storedForTrace(trace: string): Promise<Record<string, unknown>[]> {
  const response = await fetch(`${API}/ops/releases/trace/${trace}`, {
    headers: { authorization: `Bearer ${OPS_TOKEN}` },
  });
  return ((await response.json()) as { records: Record<string, unknown>[] }).records;
}

/** The page view's trace id (the host's telemetry keeps it on the page). */
export const traceOf = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { __CITYLENS_TELEMETRY_v1__?: { trace: string } })
        .__CITYLENS_TELEMETRY_v1__?.trace ?? '',
  );

export const opsCredentials = { username: 'ops', password: OPS_TOKEN };

/** A fresh visitor with a consent choice (and optionally a release bucket); images skipped. */
export async function telemetryVisitor(
  browser: Browser,
  { consent, bucket }: { consent: 'accepted' | 'declined'; bucket?: number },
) {
  const context = await browser.newContext();
  await context.addInitScript(
    ({ keys, consent, bucket }) => {
      localStorage.setItem(keys.cookieConsent, consent);
      if (bucket !== undefined) localStorage.setItem(keys.releaseBucket, String(bucket));
    },
    { keys: storageKeys, consent, bucket },
  );
  await context.route(/:8000\/media\//, (route) => route.abort());
  const page = await context.newPage();
  return { context, page, records: captureTelemetry(page) };
}

/** Leaving the page sends its last batch (pagehide); wait until the request has gone. */
export async function leave(page: Page): Promise<void> {
  const sent = page
    .waitForRequest((r) => r.url().endsWith('/api/telemetry/'), { timeout: 5000 })
    .catch(() => null);
  await page.goto('about:blank');
  await sent;
}
