import { expect, test } from '@playwright/test';
import { routes } from '@citylens/shared/contracts';
import { preAcceptCookies } from '../shell/shell-helpers';
import { API, frameCard, listFrames } from './shop-helpers';

/**
 * The frame shop's lists are asked for by the early page script while the app's code is still
 * arriving, and the first card's photo is preloaded (shared/src/frames/early-frame-shop.ts): each
 * list is asked for once, and the first card shows the preloaded file.
 */
for (const [search, first] of [
  ['', 'picture'],
  ['?tab=painting', 'painting'],
] as const) {
  test(`${routes.frameShop.href()}${search}: each list once, early, and the first card's photo preloaded`, async ({
    page,
    request,
  }) => {
    const frames = await listFrames(request);
    const firstFrame = frames[first][0]!;
    await preAcceptCookies(page);
    const calls: string[] = [];
    page.on('request', (r) => {
      if (/\/api\/(picture|painting)-frames\/$/.test(r.url())) calls.push(r.url());
    });
    await page.goto(`${routes.frameShop.href()}${search}`);

    const photo = frameCard(page, firstFrame.name).locator('img');
    await expect(photo).toHaveJSProperty('complete', true);
    const preloaded = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')).map(
        (link) => link.getAttribute('href'),
      ),
    );
    // The preload names the card's own fallback file, and the card shows the file it picked.
    expect(preloaded).toContain(await photo.getAttribute('src'));
    const shown = await photo.evaluate((img: HTMLImageElement) => img.currentSrc);
    // Fetched once, by the preload: the card found it in the cache.
    const fetchedBy = await page.evaluate(
      (url) =>
        (performance.getEntriesByName(url, 'resource') as PerformanceResourceTiming[]).map(
          (entry) => entry.initiatorType,
        ),
      shown,
    );
    expect(fetchedBy).toEqual(['link']);

    await page.waitForLoadState('networkidle');
    expect(calls).toEqual(
      search
        ? [`${API}/api/painting-frames/`]
        : [`${API}/api/picture-frames/`, `${API}/api/painting-frames/`],
    );
  });
}
