import { expect, test, type Page } from '@playwright/test';
import { routeForPath, routes, type CityEvent } from '@citylens/shared/contracts';
import { FIRST_CITY } from '../discovery/discovery-helpers';
import { pageSettled } from '../../support/page-settled';
import { API, preAcceptCookies } from '../shell/shell-helpers';
import { htmlOf, hydrationProblems } from './server-render-helpers';
import { waitForHydration } from '../../support/hydration';

/**
 * Every public route's server HTML is hydrated in a browser, not replaced: no mismatch, no console
 * error, the first screen kept; also for visitors on another calendar day than the server.
 */

/** Every public route: the server's HTML is hydrated, not replaced. */
const publicRoutes = [
  routes.home.href(),
  routes.city.href(FIRST_CITY),
  ...(['cityLifestyle', 'cityArticles', 'cityVideos', 'cityFood', 'cityTransport'] as const).map(
    (name) => routes[name].href(FIRST_CITY),
  ),
  routes.events.href(),
  `${routes.events.href()}?event=1`,
  routes.frameShop.href(),
  routes.checkout.href(),
  routes.reviews.href(),
  routes.privacy.href(),
  routes.terms.href(),
  routes.faq.href(),
  routes.contact.href(),
  routes.cookies.href(),
];

/** Marks the hero's `<img>` of the server's HTML, before any script of the page runs. */
async function markServerHero(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const img = document.querySelector('#root section[aria-roledescription="carousel"] img');
      if (img) (img as unknown as { __fromServer: boolean }).__fromServer = true;
      (window as unknown as { __serverHero: boolean }).__serverHero = Boolean(img);
    });
  });
}

for (const route of publicRoutes) {
  const path = route;
  test(`${path}: hydrated with no mismatch and no console error, the first screen kept`, async ({
    page,
  }) => {
    const problems = hydrationProblems(page);
    // A warm server (its remote's module loaded, the API's answers warm), as a visitor after the
    // first one finds it; a cold first render on a loaded machine may leave the hero to the browser.
    await htmlOf(page.request, path);
    await preAcceptCookies(page);
    await markServerHero(page);
    await page.goto(path);
    // A mismatch is reported during hydration: read the problems only once it has happened (React
    // reports it in the hydrating commit, which `waitForHydration` has seen), and once what the
    // hydrated page still does has: the data it still asks for has come (none where the answers
    // came with the HTML; a signed-out /reviews moves on to / and asks there), each photo in view
    // has loaded (a failed one is a console error) and the effects of the hydrating render, which
    // React runs in a task after its commit, have run.
    await waitForHydration(page);
    await pageSettled(page);
    const hero = await page.evaluate(() => {
      const img = document.querySelector('#root section[aria-roledescription="carousel"] img');
      return {
        inServerHtml: (window as unknown as { __serverHero: boolean }).__serverHero,
        sameNode: Boolean((img as unknown as { __fromServer?: boolean } | null)?.__fromServer),
      };
    });
    if (routeForPath(path.split('?')[0]!)?.photoHero && !path.includes('?')) {
      expect(hero).toEqual({ inServerHtml: true, sameNode: true });
    }
    expect(problems).toEqual([]);
  });
}

/**
 * The host's server counts event days in UTC. Visitors a day ahead (Kiritimati, UTC+14) and a day
 * behind (Pago Pago, UTC−11): at any hour one of them is on another calendar day than the server,
 * so an event can be over for one side and not the other. The page hydrates with no mismatch and
 * then lists the events of the visitor's own calendar.
 */
for (const timezoneId of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
  test.describe(`a visitor in ${timezoneId}`, () => {
    test.use({ timezoneId });

    test('/events: hydrated with no mismatch, then listing by their own calendar day', async ({
      page,
      request,
    }) => {
      const problems = hydrationProblems(page);
      await htmlOf(page.request, routes.events.href());
      await preAcceptCookies(page);
      await page.goto(routes.events.href());
      await waitForHydration(page);
      await pageSettled(page);
      expect(problems).toEqual([]);

      const events: CityEvent[] = await (await request.get(`${API}/api/events/`)).json();
      // 'en-CA' writes a date as YYYY-MM-DD, the API's own format.
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: timezoneId }).format(new Date());
      const theirs = events.filter((event) => event.event_date.slice(0, 10) >= today);
      await expect(page.getByRole('list', { name: 'All Events' }).getByRole('article')).toHaveCount(
        theirs.length,
      );
    });
  });
}
