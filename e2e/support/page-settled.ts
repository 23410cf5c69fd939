import { expect, type Page } from '@playwright/test';

/**
 * Waits until every image with a source within `margin` px of the view is complete (loaded, or
 * failed). A lazy photo is a placeholder until it is within 50 px, then an <img> with its source;
 * a hero slide not yet due is an <img> with none.
 */
export async function photosInViewComplete(page: Page, margin = 0): Promise<void> {
  await page.waitForFunction(
    (margin) =>
      Array.from(document.images)
        .filter((img) => {
          const box = img.getBoundingClientRect();
          return (
            img.getAttribute('src') &&
            box.width + box.height > 0 &&
            box.bottom >= -margin &&
            box.top <= innerHeight + margin &&
            box.right >= -margin &&
            box.left <= innerWidth + margin
          );
        })
        // A photo the page's holder keeps until near the view shows a stand-in pixel meanwhile.
        .every((img) => img.complete && !img.hasAttribute('data-citylens-held-src')),
    margin,
  );
}

/** Resolves after the page has rendered two more frames (an observer's news has been handed out). */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/**
 * Waits, on a hydrated page, until it has finished loading as a visitor sees it: no loading text
 * left (every area's spinner says "Loading …", so the data each asks for has come), its fonts
 * loaded and every image with a source in view complete; then two frames, so the effects and
 * events those caused have run.
 */
export async function pageSettled(page: Page): Promise<void> {
  await expect(page.getByText(/^Loading\b/)).toHaveCount(0, { timeout: 15_000 });
  await page.waitForFunction(() => document.fonts.status === 'loaded');
  await photosInViewComplete(page);
  await nextFrames(page);
}
