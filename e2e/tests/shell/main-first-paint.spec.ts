import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { routes, SITE_FOOTER_ID } from '@citylens/shared/contracts';
import { preAcceptCookies } from './shell-helpers';
import { nextFrames } from '../../support/page-settled';
import { SITE_URL } from '../../support/site';

/**
 * A server-rendered page's first frame holds its header and its whole `<main>`: a slow phone's
 * parser yields mid-page, and a frame painted then moved once the rest was read (the events hero's
 * centred title stood alone, then rose when its search form joined it).
 */

type FirstFrameWindow = Window & {
  __firstFrame?: { footer: boolean; search: boolean };
  __shift?: number;
};

/**
 * The site behind a proxy that sends `path`'s page in two parts: up to `cut`'s end, then, once
 * `release` is called, the rest. Every other request passes straight through.
 */
async function pageSentInTwoParts(path: string, cut: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const server = http.createServer(async (req, res) => {
    const answer = await fetch(`${SITE_URL}${req.url}`, {
      headers: { accept: req.headers.accept ?? '*/*' },
    });
    const body = Buffer.from(await answer.arrayBuffer());
    const contentType = answer.headers.get('content-type') ?? 'application/octet-stream';
    if (req.url !== path) {
      res.writeHead(answer.status, { 'content-type': contentType });
      res.end(body);
      return;
    }
    const html = body.toString('utf8');
    const at = html.indexOf(cut);
    expect(at, `${cut} in the page`).toBeGreaterThan(html.indexOf('<main'));
    // No Content-Length: the browser reads the first part and waits for the rest.
    res.writeHead(answer.status, { 'content-type': contentType, 'cache-control': 'no-store' });
    res.write(html.slice(0, at + cut.length));
    await released;
    res.end(html.slice(at + cut.length));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}${path}`,
    release,
    close: () =>
      new Promise<void>((resolve) => {
        release();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

test('the events page read only up to its hero title paints nothing; its first frame holds the whole main, and nothing moves', async ({
  page,
}) => {
  await preAcceptCookies(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript((footerId) => {
    const win = window as FirstFrameWindow;
    win.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
        win.__shift! += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    // The first animation frame runs in the first rendering update, just before the first paint.
    requestAnimationFrame(() => {
      win.__firstFrame = {
        footer: document.getElementById(footerId) !== null,
        search: document.querySelector('main form[role="search"]') !== null,
      };
    });
  }, SITE_FOOTER_ID);
  const site = await pageSentInTwoParts(routes.events.href(), 'Find all Upcoming Events</h1>');
  try {
    await page.goto(site.url, { waitUntil: 'commit' });
    // Polled by a timer: a held first paint runs no animation frame, Playwright's default poll.
    await page.waitForFunction(() => document.querySelector('main h1') !== null, undefined, {
      polling: 50,
    });
    // Read up to the hero's title: the page has not been rendered yet.
    expect(await page.evaluate(() => (window as FirstFrameWindow).__firstFrame)).toBeUndefined();
    site.release();
    await page.waitForFunction(
      () => (window as FirstFrameWindow).__firstFrame !== undefined,
      undefined,
      { polling: 50 },
    );
    expect(await page.evaluate(() => (window as FirstFrameWindow).__firstFrame)).toEqual({
      footer: true,
      search: true,
    });
    await expect(page.getByRole('search')).toBeVisible();
    // Entries of the last frame are delivered by the next one.
    await nextFrames(page);
    expect(await page.evaluate(() => (window as FirstFrameWindow).__shift)).toBe(0);
  } finally {
    await site.close();
  }
});
