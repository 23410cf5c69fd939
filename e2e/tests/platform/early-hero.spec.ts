import { expect, test, type Page } from '@playwright/test';
import { routes } from '@citylens/shared/contracts';
import { EARLY_HERO_WAIT_MS } from '@citylens/shared/build';
import { FIRST_CITY } from '../discovery/discovery-helpers';
import { API, DEMO, header, preAcceptCookies, signInThroughModal } from '../shell/shell-helpers';

/**
 * On a page that opens on a photo hero, the early page script paints the hero's first photo
 * before the app's code runs (the early hero frame), then starts main.js; the page's own hero
 * takes over in the same place. See docs/performance.md, "The hero painted before the app runs".
 */

const FRAME = '#citylens-early-hero';
const HERO = 'section[aria-roledescription="carousel"]';

type Box = { x: number; y: number; width: number; height: number };
type HandOverWatch = { heroCoveredFrames: number; layoutShift: number; sawEarlyFrame: boolean };
const watched = (page: Page) =>
  page.evaluate((): HandOverWatch => {
    const { heroCoveredFrames, layoutShift, sawEarlyFrame } = window as unknown as HandOverWatch;
    return { heroCoveredFrames, layoutShift, sawEarlyFrame };
  });

/** Holds main.js back until `release` is called, so the page before the app can be looked at. */
async function holdAppEntry(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/main.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Counts the frames in which the page's hero hides the early photo without showing its own. */
async function watchHeroHandOver(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as HandOverWatch;
    w.heroCoveredFrames = 0;
    w.layoutShift = 0;
    w.sawEarlyFrame = false;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
        w.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
    const check = () => {
      if (document.getElementById('citylens-early-hero')) w.sawEarlyFrame = true;
      const hero = document.querySelector('section[aria-roledescription="carousel"]');
      if (document.getElementById('citylens-early-hero') && hero && !hero.querySelector('img[src]'))
        w.heroCoveredFrames++;
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
}

const boxOf = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el): Box => {
    const { x, y, width, height } = el.getBoundingClientRect();
    return { x, y, width, height };
  });

test.beforeEach(async ({ page }) => {
  await preAcceptCookies(page);
});

for (const path of [
  routes.home.href(),
  routes.events.href(),
  routes.city.href(FIRST_CITY),
  routes.cityFood.href(FIRST_CITY),
]) {
  test(`${path}: the hero's first photo is on screen before the app runs, and the app's hero takes its place`, async ({
    page,
  }) => {
    await watchHeroHandOver(page);
    const release = await holdAppEntry(page);
    await page.goto(path, { waitUntil: 'commit' });

    const earlyPhoto = page.locator(`${FRAME} img`);
    await expect
      .poll(() => earlyPhoto.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    // No app yet: the header is React's, and main.js is still held.
    await expect(header(page)).toHaveCount(0);
    const early = await boxOf(page, `${FRAME} img`);
    const earlySrc = await earlyPhoto.evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(early.y).toBe(72);
    expect(early.width).toBe(page.viewportSize()!.width);
    const largestPaint = await page.evaluate(
      () =>
        new Promise<string | undefined>((resolve) =>
          new PerformanceObserver((list) => {
            const last = list.getEntries().at(-1) as PerformanceEntry & { element?: Element };
            resolve(last.element?.closest('[id]')?.id);
          }).observe({ type: 'largest-contentful-paint', buffered: true }),
        ),
    );
    expect(largestPaint).toBe('citylens-early-hero');
    // The app's code (main.js and the host's packages) is asked for once the photo has arrived,
    // or once it has waited EARLY_HERO_WAIT_MS for it.
    // A resource timing entry appears once its file has arrived: wait until more than one has.
    const entryTiming = () =>
      page.evaluate((photoUrl) => {
        const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        const photo = resources.find((r) => r.name === photoUrl);
        const entry = resources.filter((r) => {
          const url = new URL(r.name);
          return url.origin === location.origin && /^\/(main\.js|chunks\/)/.test(url.pathname);
        });
        return {
          photoArrived: photo?.responseEnd ?? Infinity,
          entryAsked: Math.min(...entry.map((r) => r.startTime)),
          entryFiles: entry.length,
        };
      }, earlySrc);
    await expect.poll(async () => (await entryTiming()).entryFiles).toBeGreaterThan(1);
    const timing = await entryTiming();
    expect(
      timing.entryAsked >= timing.photoArrived || timing.entryAsked >= EARLY_HERO_WAIT_MS,
    ).toBe(true);

    release();
    await expect(header(page)).toBeVisible();
    await expect(page.locator(FRAME)).toHaveCount(0);
    const heroPhoto = page.locator(`${HERO} img`).first();
    await expect(heroPhoto).toHaveJSProperty('complete', true);
    // Same file, same place: the hand-over moves nothing and never shows an empty hero.
    expect(await heroPhoto.evaluate((img: HTMLImageElement) => img.currentSrc)).toBe(earlySrc);
    expect(await boxOf(page, `${HERO} img >> nth=0`)).toEqual(early);
    const watch = await watched(page);
    expect(watch.heroCoveredFrames).toBe(0);
    expect(watch.layoutShift).toBe(0);
  });
}

test("a city page's content is asked for once, early, by a visitor with no session", async ({
  page,
}) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${API}/api/cities/`) && request.url().endsWith('/content/'))
      calls.push(request.url());
  });
  await page.goto(routes.city.href(FIRST_CITY));
  await expect(page.getByRole('heading', { level: 1, name: FIRST_CITY })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(calls).toEqual([`${API}/api/cities/${FIRST_CITY}/content/`]);
});

test('a signed-in visitor gets their own city (with their token) and no early frame', async ({
  page,
}) => {
  await watchHeroHandOver(page);
  await page.goto(routes.frameShop.href());
  await signInThroughModal(page, DEMO.username, DEMO.password);

  const contentCalls: (string | null)[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith(`/api/cities/${FIRST_CITY}/content/`))
      contentCalls.push(request.headers()['authorization'] ?? null);
  });
  await page.goto(routes.city.href(FIRST_CITY));
  await expect(page.getByRole('heading', { level: 1, name: FIRST_CITY })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(contentCalls).toHaveLength(1);
  expect(contentCalls[0]).toMatch(/^Bearer /);
  expect((await watched(page)).sawEarlyFrame).toBe(false);
});
