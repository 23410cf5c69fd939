import { expect, test, type Page } from '@playwright/test';
import { SITE_FOOTER_ID } from '@citylens/shared/contracts';
import { holdRequests } from '../../support/hold-requests';
import { serverRendersWhole, waitForHydration } from '../../support/hydration';
import { nextFrames, pageSettled, photosInViewComplete } from '../../support/page-settled';
import { publicRoutes } from '../../support/route-tour';
import { preAcceptCookies } from '../shell/shell-helpers';

/**
 * Each public route, mid-load (the server's page on screen, the app's scripts held back) and
 * loaded: what the first screen showed mid-load is still there once the page has hydrated and
 * its data has come, at the same place and size. Nothing flashes, jumps or goes blank while an
 * area hydrates. Both pictures are attached to the report.
 */

type Box = { x: number; y: number; width: number; height: number };
type MidLoadWindow = Window & { __midLoad?: Map<Element, { box: Box; what: string }> };

/** Every element of the first screen that draws something (text, a picture, a control). */
async function markFirstScreen(page: Page): Promise<number> {
  return page.evaluate(() => {
    const marked = new Map<Element, { box: Box; what: string }>();
    const drawn = (el: Element) =>
      el instanceof HTMLImageElement ||
      el instanceof HTMLInputElement ||
      el instanceof HTMLButtonElement ||
      [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim());
    for (const el of document.querySelectorAll('#root header *, #root main *')) {
      const box = el.getBoundingClientRect();
      const inView =
        box.width > 0 &&
        box.height > 0 &&
        box.top < innerHeight &&
        box.bottom > 0 &&
        box.left < innerWidth &&
        box.right > 0;
      if (
        !inView ||
        !drawn(el) ||
        !el.checkVisibility({ opacityProperty: true, visibilityProperty: true })
      )
        continue;
      const label =
        el instanceof HTMLImageElement ? el.currentSrc.split('/').pop() : el.textContent;
      const what = `${el.tagName.toLowerCase()} "${(label ?? '').trim().slice(0, 40)}"`;
      marked.set(el, { box: { x: box.x, y: box.y, width: box.width, height: box.height }, what });
    }
    (window as MidLoadWindow).__midLoad = marked;
    return marked.size;
  });
}

/** What of the marked first screen moved, resized, left the page or stopped showing. */
async function changedSinceMidLoad(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const changed: string[] = [];
    for (const [el, { box, what }] of (window as MidLoadWindow).__midLoad ?? []) {
      if (!el.isConnected) {
        changed.push(`${what}: replaced`);
        continue;
      }
      const now = el.getBoundingClientRect();
      const moved = (['x', 'y', 'width', 'height'] as const).filter(
        (side) => Math.abs(now[side] - box[side]) > 1,
      );
      if (moved.length)
        changed.push(
          `${what}: ${moved.map((side) => `${side} ${Math.round(box[side])}→${Math.round(now[side])}`).join(', ')}`,
        );
      else if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
        changed.push(`${what}: hidden`);
    }
    return changed;
  });
}

for (const size of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`${size.width}×${size.height}: each route's first screen mid-load is its first screen loaded`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(240_000);
    await page.setViewportSize(size);
    // A hero slideshow that advanced while the page loaded would change its photo, not jump: with
    // reduced motion it stays on its first photo.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await preAcceptCookies(page);
    const changed: string[] = [];
    for (const route of publicRoutes) {
      // The page as the server keeps it: one with a section left to the browser shows its loading
      // state mid-load, which the browser's answer then replaces.
      await serverRendersWhole(page, route);
      const release = await holdRequests(page, /\/main\.js$/);
      await page.goto(route, { waitUntil: 'commit' });
      // The whole page has been read and its first screen's photos drawn: the server's page.
      await page.locator(`#${SITE_FOOTER_ID}`).waitFor({ state: 'attached' });
      await photosInViewComplete(page);
      await nextFrames(page);
      expect(await markFirstScreen(page), `${route}: a first screen mid-load`).toBeGreaterThan(0);
      const name = `${route.replaceAll('/', '_') || 'home'}-${size.width}`;
      const midLoad = testInfo.outputPath(`${name}-mid-load.png`);
      await page.screenshot({ path: midLoad });
      await testInfo.attach(`${name}-mid-load.png`, { path: midLoad, contentType: 'image/png' });
      release();
      await waitForHydration(page);
      await pageSettled(page);
      const loaded = testInfo.outputPath(`${name}-loaded.png`);
      await page.screenshot({ path: loaded });
      await testInfo.attach(`${name}-loaded.png`, { path: loaded, contentType: 'image/png' });
      changed.push(...(await changedSinceMidLoad(page)).map((line) => `${route}: ${line}`));
      await page.unrouteAll();
    }
    expect(changed, changed.join('\n')).toEqual([]);
  });
}
