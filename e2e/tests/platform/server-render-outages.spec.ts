import { expect, test, type APIRequestContext } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { routes, SERVER_RENDER_BUDGET_MS } from '@citylens/shared/contracts';
import { reloadApp, setAppState } from '../../support/app-control';
import { repoRoot, setRuntimeOverrides } from './deploy-helpers';
import { FIRST_CITY } from '../discovery/discovery-helpers';
import { API, preAcceptCookies } from '../shell/shell-helpers';
import { listFrames } from '../shop/shop-helpers';
import { cityContent, htmlOf, textOf } from './server-render-helpers';

/**
 * A remote's server build that fails or hangs costs only its own area of the server's page; a slow
 * API costs only the answers it has not given in time.
 */

// Worst case by design: the release check, the module and the answers (a budget each) and the
// pass cut; plus 1.5 s for a loaded two-core machine.
const PAGE_WITHIN_MS = 3 * SERVER_RENDER_BUDGET_MS + 500 + 1500;

/**
 * /frame-shop's server page once the host's server has looked at the shop again: it reuses a look
 * at a remote's manifest for 250 ms (a burst of pages asks once), so a page asked right after the
 * last journey's can still come from the build that was there. Waits until the shop's own content
 * (`shopText`) is gone from the page, and returns that page and how long it took to answer.
 */
async function pageOnceServerLooked(request: APIRequestContext, shopText: string) {
  let page = { took: 0, text: '' };
  await expect
    .poll(
      async () => {
        const started = Date.now();
        const html = await htmlOf(request, routes.frameShop.href());
        page = { took: Date.now() - started, text: textOf(html) };
        return page.text.includes(shopText);
      },
      { timeout: 10_000 },
    )
    .toBe(false);
  return page;
}

test(
  "the shop's server build hanging: the page within the budget, the shell server-rendered, the area in the browser",
  { tag: '@local-servers' },
  async ({ page, request }) => {
    const frames = await listFrames(request);
    await setAppState('shop', 'hang');
    try {
      const { took, text } = await pageOnceServerLooked(request, frames.picture[0]!.name);
      console.log(`[server-render] /frame-shop with the shop hanging answered in ${took} ms`);
      expect(took).toBeLessThan(PAGE_WITHIN_MS);
      expect(text).toContain('FRAME SHOP');
      await preAcceptCookies(page);
      await page.goto(routes.frameShop.href());
      await expect(page.getByTestId('remote-unavailable')).toBeVisible({ timeout: 15_000 });
    } finally {
      await setAppState('shop', 'start');
    }
    // Back up: the next page is whole again, rendered on the server.
    await expect
      .poll(async () => textOf(await htmlOf(request, routes.frameShop.href())), { timeout: 10_000 })
      .toContain(frames.picture[0]!.name);
  },
);

test(
  "the shop's server build throwing: its area is rendered in the browser, the rest on the server",
  { tag: '@local-servers' },
  async ({ page, request }) => {
    const frames = await listFrames(request);
    const serverDir = path.join(repoRoot, 'remote-shop', 'dist', 'server');
    const entry = path.join(serverDir, 'remoteEntry.js');
    const manifest = path.join(serverDir, 'mf-manifest.json');
    const [entrySource, manifestSource] = [readFileSync(entry), readFileSync(manifest, 'utf8')];
    // A new server build (new release) whose entry throws when the host's server runs it.
    writeFileSync(entry, 'throw new Error("e2e: this server build is broken");\n');
    writeFileSync(
      manifest,
      manifestSource.replace(/"release":\s*"[^"]*"/, '"release":"e2e-broken"'),
    );
    await reloadApp('shop');
    try {
      const { text } = await pageOnceServerLooked(request, frames.picture[0]!.name);
      expect(text).toContain('FRAME SHOP');
      const problems: string[] = [];
      page.on('pageerror', (e) => problems.push(e.message));
      await preAcceptCookies(page);
      await page.goto(routes.frameShop.href());
      await expect(page.getByText(frames.picture[0]!.name).first()).toBeVisible();
      expect(problems).toEqual([]);
    } finally {
      writeFileSync(entry, entrySource);
      writeFileSync(manifest, manifestSource);
      await reloadApp('shop');
    }
    await expect
      .poll(async () => textOf(await htmlOf(request, routes.frameShop.href())), { timeout: 10_000 })
      .toContain(frames.picture[0]!.name);
  },
);

/** The API behind a proxy that holds every request `delayMs` before passing it on. */
async function slowApi(delayMs: number): Promise<{ url: string; close: () => Promise<void> }> {
  const target = new URL(API);
  const server = http.createServer((req, res) => {
    setTimeout(() => {
      const upstream = http.request(
        {
          host: target.hostname,
          port: target.port,
          method: req.method,
          path: req.url,
          headers: { ...req.headers, host: target.host },
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => res.destroy());
      req.pipe(upstream);
    }, delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

test(
  'the API answering slowly: the page within the budget, the shell server-rendered, the answers fetched in the browser',
  { tag: '@local-servers' },
  async ({ page, request }) => {
    test.setTimeout(90_000);
    const city = await cityContent(request);
    const api = await slowApi(5_000);
    // A URL no earlier test has had rendered, so no cached page answers for it.
    const url = `${routes.city.href(FIRST_CITY)}?visit=slow-api-${Date.now()}`;
    try {
      // The host's server and the browser both reach the API through the slow proxy.
      await setRuntimeOverrides({ apiBaseUrl: api.url });
      const started = Date.now();
      const res = await request.get(url, { headers: { Accept: 'text/html' } });
      const took = Date.now() - started;
      console.log(`[server-render] ${url} with the API 5 s slow answered in ${took} ms`);
      expect(res.status()).toBe(200);
      expect(took).toBeLessThan(PAGE_WITHIN_MS);
      // A page missing its answers is not a page to share with other visitors.
      expect(res.headers()['cache-control']).toBe('no-cache');
      const text = textOf(await res.text());
      expect(text).toContain('FRAME SHOP');
      expect(text).not.toContain(city.country);

      // The browser asks for the answers itself and shows them when the API gives them.
      await preAcceptCookies(page);
      await page.goto(url);
      await expect(page.getByText(city.country).first()).toBeVisible({ timeout: 20_000 });
    } finally {
      await setRuntimeOverrides(null);
      await api.close();
    }
    // With the API answering again, the same URL is server-rendered whole: nothing partial was kept.
    await expect
      .poll(async () => textOf(await htmlOf(request, url)), { timeout: 10_000 })
      .toContain(city.country);
  },
);
