import type { Page } from '@playwright/test';

/**
 * Holds every request whose URL matches `pattern` until the returned function is called: the
 * server's page is on screen while its scripts wait, as on a slow phone.
 */
export async function holdRequests(page: Page, pattern: RegExp): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
