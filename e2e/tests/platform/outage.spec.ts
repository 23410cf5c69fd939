import { expect, test, type Page } from '@playwright/test';
import { remoteLoadMark, remoteNames, remotes, type RemoteName } from '@citylens/shared/contracts';
import { setAppState } from '../../support/app-control';
import { remoteRoutes } from '../../support/remote-routes';

type FallbackWindow = Window & { __fallbackAt?: number };

/** Records, inside the page, the moment the first fallback is added to the DOM. */
async function watchForFallback(page: Page) {
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.querySelector('[data-testid="remote-unavailable"]')) {
        (window as FallbackWindow).__fallbackAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

/**
 * When the area's fallback was on screen: milliseconds from navigation start, and from the moment
 * the host began loading the remote (its `remoteLoadMark`), which leaves out how long this
 * machine took to load the page's own code.
 */
async function timeToFallback(
  page: Page,
  remote: RemoteName,
): Promise<{ sinceNavigation: number; sinceLoadStart: number }> {
  const fallback = page.getByTestId('remote-unavailable');
  await expect(fallback).toBeVisible({ timeout: 15_000 });
  await expect(fallback).toContainText(`${remotes[remote].title} is temporarily unavailable`);
  return page.evaluate((mark) => {
    const at = (window as FallbackWindow).__fallbackAt ?? Number.NaN;
    const loadStart = performance.getEntriesByName(mark, 'mark')[0]?.startTime ?? Number.NaN;
    return { sinceNavigation: Math.round(at), sinceLoadStart: Math.round(at - loadStart) };
  }, remoteLoadMark(remote));
}

/** Stops or hangs the remote's server, opens its page, and times its fallback (timeToFallback). */
async function openWithRemoteDown(page: Page, remote: RemoteName, state: 'stop' | 'hang') {
  await setAppState(remote, state);
  await watchForFallback(page);
  await page.goto(remoteRoutes[remote].path);
  return timeToFallback(page, remote);
}

/** The rest of the site still works: shell visible and another remote's page renders. */
async function expectRestOfSiteWorks(page: Page, down: RemoteName) {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  const other = remoteNames.find((r) => r !== down)!;
  const { path, heading } = remoteRoutes[other];
  // Client-side navigation inside the same page load.
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await page.goBack();
}

/** Bring the remote back and press Try again: the area returns with no page reload. */
async function expectRetryRecovers(page: Page, remote: RemoteName) {
  await page.evaluate(
    () => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true),
  );
  await setAppState(remote, 'start');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: remoteRoutes[remote].heading }),
  ).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
  ).toBe(true);
}

// Stops and hangs the local servers through their control endpoint: not for a composed site.
test.describe(
  'a remote that is down or never answers stays inside its own area',
  { tag: '@local-servers' },
  () => {
    let currentRemote: RemoteName = 'discovery';

    test.afterEach(async () => {
      await setAppState(currentRemote, 'start');
    });

    for (const remote of remoteNames) {
      test(`${remote} stopped: fallback within 2 s, rest works, Try again recovers`, async ({
        page,
      }) => {
        currentRemote = remote;
        const { sinceNavigation, sinceLoadStart } = await openWithRemoteDown(page, remote, 'stop');
        console.log(
          `[outage] ${remote} stopped → fallback ${sinceLoadStart} ms after the host asked for it (${sinceNavigation} ms after navigation)`,
        );
        expect(sinceLoadStart).toBeLessThanOrEqual(2000);
        await expectRestOfSiteWorks(page, remote);
        await expect(page.getByTestId('remote-unavailable')).toBeVisible();
        await expectRetryRecovers(page, remote);
      });

      test(`${remote} accepting connections but never answering: fallback within 6 s, Try again recovers`, async ({
        page,
      }) => {
        currentRemote = remote;
        const { sinceNavigation } = await openWithRemoteDown(page, remote, 'hang');
        console.log(`[outage] ${remote} hanging → fallback after ${sinceNavigation} ms`);
        expect(sinceNavigation).toBeLessThanOrEqual(6000);
        await expect(page.getByRole('banner')).toBeVisible();
        await expectRetryRecovers(page, remote);
      });
    }
  },
);
