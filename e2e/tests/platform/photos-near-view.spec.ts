import { expect, test } from '@playwright/test';
import {
  heldPhoto,
  PRESSES_BEFORE_HYDRATION_GLOBAL,
  routes,
  SITE_FOOTER_ID,
  type PressesBeforeHydration,
} from '@citylens/shared/contracts';
import { holdRequests } from '../../support/hold-requests';
import { nextFrames } from '../../support/page-settled';
import { preAcceptCookies } from '../shell/shell-helpers';
import { serverRendersWhole } from '../../support/hydration';

/**
 * Spec §9: lazy images load 50 px before entering the view, from the server's HTML too. Before the
 * app's scripts run, the page's photo holder keeps each lazy photo's source until then; the
 * browser's own lazy loading would fetch every photo within about 1250 px of the view beside the
 * hero.
 */
test.use({ viewport: { width: 390, height: 844 } });

const photoPath = (url: string) => new URL(url, 'http://localhost').pathname;

test('before the scripts run, a photo far below the fold is fetched only as it comes within 50 px of the view', async ({
  page,
}) => {
  await serverRendersWhole(page, routes.home.href());
  await preAcceptCookies(page);
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image') requested.push(photoPath(request.url()));
  });
  await holdRequests(page, /\/main\.js$/);
  await page.goto(routes.home.href(), { waitUntil: 'commit' });
  await page.locator(`#${SITE_FOOTER_ID}`).waitFor({ state: 'attached' });
  // The holder's observer has seen the first layout.
  await nextFrames(page);

  const far = await page.evaluate(
    ({ srcAttribute, margin }) =>
      Array.from(document.querySelectorAll<HTMLImageElement>(`img[${srcAttribute}]`))
        .filter((img) => img.getBoundingClientRect().top > innerHeight + margin)
        .map((img) => new URL(img.getAttribute(srcAttribute)!, location.href).pathname),
    { srcAttribute: heldPhoto.srcAttribute, margin: 50 },
  );
  expect(far.length).toBeGreaterThan(3);
  expect(requested.filter((path) => far.includes(path))).toEqual([]);
  // The hero was fetched.
  expect(requested.length).toBeGreaterThan(0);

  // The last of them, scrolled to: fetched and shown, before any script of the app has run.
  const last = page.locator(`img[${heldPhoto.srcAttribute}]`).last();
  const lastPath = photoPath((await last.getAttribute(heldPhoto.srcAttribute))!);
  const photo = await last.elementHandle();
  await last.scrollIntoViewIfNeeded();
  await expect
    .poll(() => photo!.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 1))
    .toBe(true);
  expect(await photo!.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain(lastPath);
  expect(requested).toContain(lastPath);
  // React has not started listening: the app's scripts are still held.
  expect(
    await page.evaluate(
      (key) => (window as unknown as Record<string, PressesBeforeHydration>)[key]!.reactListening,
      PRESSES_BEFORE_HYDRATION_GLOBAL,
    ),
  ).toBe(false);
});
