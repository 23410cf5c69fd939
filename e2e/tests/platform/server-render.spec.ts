import { expect, test } from '@playwright/test';
import { routes, WHOLE_SERVER_HEAD_META, type CityEvent } from '@citylens/shared/contracts';
import { FIRST_CITY } from '../discovery/discovery-helpers';
import { API, preAcceptCookies } from '../shell/shell-helpers';
import { listFrames } from '../shop/shop-helpers';
import {
  cityContent,
  expectAbsoluteShareTags,
  htmlOf,
  jsonLdOf,
  textOf,
  warmHtmlOf,
  type CityContent,
} from './server-render-helpers';
import { waitForHydration } from '../../support/hydration';
import { CONTAINERS } from '../../support/tags';

/**
 * The host answers every public route with HTML holding the page's content (issue 24): read here
 * without a browser, then hydrated in one (no mismatch, the first screen kept), then followed with
 * script off. A remote's server build that fails or hangs costs only its own area.
 */

test.describe('content in the HTML, without a browser', CONTAINERS, () => {
  test(`${routes.city.href(FIRST_CITY)}: name, country, categories, absolute og:image and canonical`, async ({
    request,
  }) => {
    const city = await cityContent(request);
    const html = await warmHtmlOf(request, routes.city.href(FIRST_CITY));
    const text = textOf(html);
    expect(text).toContain(city.name);
    expect(text).toContain(city.country);
    const names = Object.values(city.categories)
      .map((c) => c.name_display)
      .filter(Boolean);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(text).toContain(name!);
    // The hero's first photo is a real image in the HTML.
    expect(html).toMatch(/<section[^>]*aria-roledescription="carousel"[\s\S]*?<img [^>]*src="http/);
    // The answers behind it are handed to the browser.
    expect(html).toContain('<script type="application/json" id="citylens-query-state">');
    // A shared link's preview: the city's photo and canonical link as absolute URLs.
    expectAbsoluteShareTags(html);
    expect(jsonLdOf(html).map((ld) => ld['@type'])).toContain('BreadcrumbList');
  });

  test("an article's deep link: its title and its Article JSON-LD", async ({ request }) => {
    const res = await request.get(`${API}/api/cities/${FIRST_CITY}/content/`);
    const articles = ((await res.json()) as CityContent).categories.articles?.content ?? [];
    const article = articles[0]!;
    expect(article?.title).toBeTruthy();
    const html = await warmHtmlOf(
      request,
      `${routes.cityArticles.href(FIRST_CITY)}?article=${article.id}`,
    );
    const text = textOf(html);
    expect(text).toContain(article.title!);
    expect(html).toMatch(/role="dialog"/);
    expectAbsoluteShareTags(html);
    expect(jsonLdOf(html)).toContainEqual(
      expect.objectContaining({ '@type': 'Article', headline: article.title }),
    );
  });

  test(`${routes.events.href()}: event names, and a deep-linked event's details and Event JSON-LD`, async ({
    request,
  }) => {
    const events = (await (await request.get(`${API}/api/events/`)).json()) as CityEvent[];
    // The API keeps events still on somewhere (down to UTC−12); the server's HTML counts days in
    // UTC, so an event of yesterday in UTC is on the list but not on the page.
    const todayInUtc = new Date().toISOString().slice(0, 10);
    const upcoming = events.filter((event) => event.event_date.slice(0, 10) >= todayInUtc);
    expect(upcoming.length).toBeGreaterThan(2);
    const text = textOf(await warmHtmlOf(request, routes.events.href()));
    for (const event of upcoming.slice(0, 3)) expect(text).toContain(event.name);
    const deep = upcoming[1]!;
    const deepHtml = await warmHtmlOf(request, `${routes.events.href()}?event=${deep.id}`);
    expect(deepHtml).toMatch(/role="dialog"/);
    expect(textOf(deepHtml)).toContain(deep.name);
    expect(jsonLdOf(deepHtml)).toContainEqual(
      expect.objectContaining({ '@type': 'Event', name: deep.name }),
    );
  });

  test(`${routes.frameShop.href()}: frame names and prices, and Product JSON-LD with its Offer`, async ({
    request,
  }) => {
    const frames = await listFrames(request);
    const html = await warmHtmlOf(request, routes.frameShop.href());
    const text = textOf(html);
    const products = jsonLdOf(html).filter((ld) => ld['@type'] === 'Product');
    for (const frame of frames.picture.slice(0, 4)) {
      expect(text).toContain(frame.name);
      expect(text).toContain(frame.price.toFixed(2));
      expect(products).toContainEqual(
        expect.objectContaining({
          name: frame.name,
          offers: expect.objectContaining({
            '@type': 'Offer',
            price: frame.price.toFixed(2),
            priceCurrency: 'USD',
          }),
        }),
      );
    }
    expectAbsoluteShareTags(html);
  });

  test('public HTML is shared-cacheable once kept; every answer has a strict CSP', async ({
    request,
  }) => {
    // The first answer may be the render itself, streamed before it was known to be whole.
    const first = await request.get(routes.frameShop.href());
    const res = await request.get(routes.frameShop.href());
    expect(res.headers()['cache-status']).toMatch(/^CityLens; hit/);
    expect(res.headers()['cache-control']).toMatch(/s-maxage=\d+.*stale-while-revalidate=\d+/);
    for (const answer of [first, res]) {
      const csp = answer.headers()['content-security-policy']!;
      expect(csp).toMatch(/script-src [^;]*'sha256-/);
      expect(csp).not.toMatch(/script-src [^;]*'unsafe-inline'/);
    }
  });
});

test(
  "the head in the HTML: the page's title, description, canonical link, share tags and JSON-LD; one of each after hydration",
  CONTAINERS,
  async ({ page, request }) => {
    const city = await cityContent(request);
    const path = routes.city.href(FIRST_CITY);
    const html = await warmHtmlOf(request, path);
    const head = html.slice(0, html.indexOf('</head>'));
    const count = (re: RegExp) => (head.match(re) ?? []).length;
    expect(count(/<title>/g)).toBe(1);
    expect(head).toMatch(new RegExp(`<title>${city.name} [^<]*CityLens</title>`));
    expect(count(/<meta name="description"/g)).toBe(1);
    expect(count(/<link rel="canonical"/g)).toBe(1);
    for (const tag of ['og:title', 'og:description', 'og:url', 'og:image'])
      expect(head).toContain(`property="${tag}"`);
    expect(head).toContain('name="twitter:card"');
    const jsonLd = [...head.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)];
    expect(jsonLd.length).toBeGreaterThan(0);
    for (const [, data] of jsonLd) expect(JSON.parse(data!)['@context']).toBe('https://schema.org');

    // In the browser: no CSP report for the JSON-LD. The server's head was whole, so the head
    // rule's script (the host's seo chunk) waits for a move; then it updates the server's tags in
    // place rather than adding its own.
    expect(head).toContain(`<meta name="${WHOLE_SERVER_HEAD_META}"`);
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(m.text());
    });
    const headRuleAsked: string[] = [];
    page.on('request', (r) => {
      if (/\/chunks\/seo\.[0-9a-f]+\.js$/.test(r.url())) headRuleAsked.push(r.url());
    });
    await preAcceptCookies(page);
    await page.goto(path);
    await waitForHydration(page);
    // The city's area has rendered (its Food card is the client's), and nothing asked for the rule.
    const food = page.getByRole('main').getByRole('link', { name: /^Food/ });
    await expect(food).toBeVisible();
    expect(headRuleAsked).toEqual([]);
    await expect(page).toHaveTitle(new RegExp(`^${city.name} .*CityLens$`));
    await food.click();
    await expect(page).toHaveURL(new RegExp(`${routes.cityFood.href(FIRST_CITY)}$`));
    await expect(page).toHaveTitle(`${city.name} — Food — CityLens`);
    expect(headRuleAsked).toHaveLength(1);
    await expect(page.locator(`head meta[name="${WHOLE_SERVER_HEAD_META}"]`)).toHaveCount(0);
    const tags = await page.evaluate(() => ({
      titles: document.head.querySelectorAll('title').length,
      descriptions: document.head.querySelectorAll('meta[name="description"]').length,
      canonicals: document.head.querySelectorAll('link[rel="canonical"]').length,
      jsonLd: document.head.querySelectorAll('script[type="application/ld+json"]').length,
    }));
    expect(tags).toEqual({ titles: 1, descriptions: 1, canonicals: 1, jsonLd: jsonLd.length });
    expect(problems).toEqual([]);
  },
);

test('without script: home → a city → its articles → an article → events → frames, all by links', async ({
  browser,
  request,
}) => {
  const city = await cityContent(request);
  const article = city.categories.articles?.content?.[0];
  // The walk's pages from a warm server, as the tests above read them: a cold render on a loaded
  // machine may leave an answer that misses the budget to the browser, which runs no script here.
  for (const path of [
    routes.home.href(),
    routes.city.href(FIRST_CITY),
    routes.cityArticles.href(FIRST_CITY),
    `${routes.cityArticles.href(FIRST_CITY)}?article=${article!.id}`,
    routes.events.href(),
    routes.frameShop.href(),
  ])
    await htmlOf(request, path);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(routes.home.href());
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Its choices need script: without it the server's cookie banner never covers the page.
  await expect(page.getByRole('region', { name: 'We use cookies' })).toBeHidden();
  await page
    .locator(`a[href="${routes.city.href(FIRST_CITY)}"]`)
    .first()
    .click();
  await expect(page).toHaveURL(routes.city.href(FIRST_CITY));
  await expect(page.getByText(city.country).first()).toBeVisible();
  await page
    .locator(`a[href="${routes.cityArticles.href(FIRST_CITY)}"]`)
    .first()
    .click();
  await expect(page).toHaveURL(routes.cityArticles.href(FIRST_CITY));
  // The card's title is a link to the article's deep link, which a crawler follows too.
  const read = page.getByRole('link', { name: `Read ${article!.title}` });
  await expect(read).toHaveAttribute(
    'href',
    `${routes.cityArticles.href(FIRST_CITY)}?article=${article!.id}`,
  );
  await read.click();
  await expect(page).toHaveURL(new RegExp(`article=${article!.id}`));
  await expect(page.getByText(article!.title!).first()).toBeVisible();
  // The reader is a dialog over the page: its close button follows the articles' page.
  await page.getByRole('button', { name: 'Close article' }).click();
  // (A GET form with no fields leaves an empty query: /city/Paris/articles?)
  await expect(page).toHaveURL(new RegExp(`${routes.cityArticles.href(FIRST_CITY)}\\??$`));
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('banner').getByRole('link', { name: 'EVENTS' }).click();
  await expect(page).toHaveURL(routes.events.href());
  await expect(page.getByRole('heading', { name: 'All Events' })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'FRAME SHOP' }).click();
  await expect(page).toHaveURL(routes.frameShop.href());
  const frames = await listFrames(request);
  await expect(page.getByText(frames.picture[0]!.name).first()).toBeVisible();
  await context.close();
});
