import { expect, type Page } from '@playwright/test';
import { waitForHydration } from '../../support/hydration';

/**
 * The visitor's second page of the visit, where the offline worker installs: this page loaded
 * again, then the worker registered once it is quiet, active and answering its requests.
 */
export async function secondPageWithWorker(page: Page): Promise<void> {
  await page.reload();
  await waitForHydration(page);
  await waitForOfflineWorker(page);
}

/** Waits until the offline worker is active and answers this page's requests. */
export async function waitForOfflineWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    );
  });
  expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

/** Every photo on screen has been drawn (none broken). */
export async function brokenPhotos(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('img')]
      .filter((img) => {
        const box = img.getBoundingClientRect();
        const onScreen = box.bottom > 0 && box.top < innerHeight && box.width > 0;
        return onScreen && img.loading !== 'lazy' && (!img.complete || img.naturalWidth === 0);
      })
      .map((img) => img.currentSrc || img.src),
  );
}
