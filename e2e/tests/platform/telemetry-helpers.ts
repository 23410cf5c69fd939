import http from 'node:http';
import type { AddressInfo } from 'node:net';
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

/**
 * A fresh visitor with a consent choice (and optionally a release bucket, and an address of their
 * own as a balancer would forward it to the API); images skipped.
 */
export async function telemetryVisitor(
  browser: Browser,
  {
    consent,
    bucket,
    address,
  }: { consent: 'accepted' | 'declined'; bucket?: number; address?: string },
) {
  // Beacons (keepalive) are not seen by request interception: the visitor's own address is put in
  // by a forwarding proxy of theirs, as a balancer in front of the API would.
  const proxy = await balancerAs(address);
  const context = await browser.newContext({
    proxy: { server: proxy.url, bypass: '<-loopback>' },
  });
  context.on('close', proxy.close);
  await context.addInitScript(
    ({ keys, consent, bucket }) => {
      localStorage.setItem(keys.cookieConsent, consent);
      if (bucket !== undefined) localStorage.setItem(keys.releaseBucket, String(bucket));
    },
    { keys: storageKeys, consent, bucket },
  );
  await context.route(/:8000\/media\//, (route) => route.abort());
  const page = await context.newPage();
  proxies.set(page, proxy);
  return { context, page, records: captureTelemetry(page) };
}

/** Each visitor page's proxy, which sees the beacons Playwright's network events do not. */
const proxies = new WeakMap<Page, { telemetryAnswered: () => Promise<void> }>();

/**
 * Leaving the page sends its last batch (a keepalive beacon at pagehide); wait until the API has
 * answered it. Playwright reports no event for such a beacon, so a visitor's own proxy
 * (`telemetryVisitor`) watches for it; a page without one waits up to 5 s for a request event.
 */
export async function leave(page: Page): Promise<void> {
  const proxy = proxies.get(page);
  const answered = proxy
    ? proxy.telemetryAnswered()
    : page
        .context()
        .waitForEvent('requestfinished', {
          predicate: (r) => r.url().endsWith('/api/telemetry/') && r.method() === 'POST',
          timeout: 5000,
        })
        .catch(() => null);
  await page.goto('about:blank');
  await answered;
}

/**
 * A loopback forward proxy that states `address`, when given, as the client's to the API
 * (X-Forwarded-For), and tells when the API has answered a telemetry batch.
 */
async function balancerAs(address?: string) {
  let waiting: (() => void)[] = [];
  const server = http.createServer((request, response) => {
    const target = new URL(request.url ?? '/');
    const headers = { ...request.headers };
    delete headers['proxy-connection'];
    if (address && target.port === '8000') headers['x-forwarded-for'] = address;
    if (target.pathname.endsWith('/api/telemetry/') && request.method === 'POST') {
      response.on('finish', () => {
        const answered = waiting;
        waiting = [];
        for (const resolve of answered) resolve();
      });
    }
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: request.method,
        headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
    /** The next telemetry batch the API answers through this proxy. */
    telemetryAnswered: () =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error('no telemetry batch reached the API within 10 s')),
          10_000,
        );
        waiting.push(() => {
          clearTimeout(timer);
          resolve();
        });
      }),
  };
}
