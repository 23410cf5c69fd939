import { expect, test } from '@playwright/test';
import type { City, CityContent, CityEvent } from '@citylens/shared/contracts';
import { cityArticles } from '@citylens/shared/seo';
import { API, preAcceptCookies } from '../shell/shell-helpers';
import { eventGrid, openEventsPage } from '../events/events-helpers';
import { waitForHydration } from '../../support/hydration';

test('robots.txt allows crawlers and points at the sitemap', async ({ request, baseURL }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${baseURL}/sitemap.xml\n`);
});

test('sitemap.xml lists every seeded city, its sub-pages and every article, and every URL in it answers 200', async ({
  request,
  baseURL,
}) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/xml; charset=utf-8');
  const xml = await response.text();
  const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));

  const cities = (await (await request.get(`${API}/api/cities/`)).json()) as City[];
  expect(cities.length).toBeGreaterThan(0);
  let articleCount = 0;
  for (const city of cities) {
    const base = `${baseURL}/city/${encodeURIComponent(city.name)}`;
    for (const page of ['', '/lifestyle', '/articles', '/videos', '/food', '/transport']) {
      expect(locs, `${city.name}${page}`).toContain(`${base}${page}`);
    }
    const content = (await (
      await request.get(`${API}/api/cities/${encodeURIComponent(city.name)}/content/`)
    ).json()) as CityContent;
    for (const article of cityArticles(content)) {
      expect(locs, article.title).toContain(`${base}/articles?article=${article.id}`);
      articleCount += 1;
    }
  }
  expect(articleCount).toBeGreaterThan(0);
  const events = (await (await request.get(`${API}/api/events/`)).json()) as CityEvent[];
  for (const event of events) expect(locs).toContain(`${baseURL}/events?event=${event.id}`);
  for (const page of [
    '/',
    '/events',
    '/frame-shop',
    '/privacy',
    '/terms',
    '/cookies',
    '/faq',
    '/contact',
  ]) {
    expect(locs).toContain(`${baseURL}${page}`);
  }

  const failures: string[] = [];
  for (const loc of locs) {
    const status = (await request.get(loc, { maxRedirects: 0 })).status();
    if (status !== 200) failures.push(`${status} ${loc}`);
  }
  expect(failures).toEqual([]);
});

test.describe('page titles name their subject', () => {
  test.beforeEach(async ({ page }) => {
    await preAcceptCookies(page);
  });

  test('a city sub-page: "Paris — Lifestyle — CityLens"; moving to the city page renames the tab', async ({
    page,
  }) => {
    await page.goto('/city/Paris/lifestyle');
    await expect(page).toHaveTitle('Paris — Lifestyle — CityLens');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/city\/Paris\/lifestyle$/,
    );
    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Paris' })
      .click();
    await expect(page).toHaveURL(/\/city\/Paris$/);
    await expect(page).toHaveTitle('Paris — CityLens');
  });

  test("an article's title while its reader is open, and on its deep link", async ({
    page,
    request,
  }) => {
    const content = (await (
      await request.get(`${API}/api/cities/Paris/content/`)
    ).json()) as CityContent;
    const article = cityArticles(content)[0]!;
    await page.goto('/city/Paris/articles');
    await waitForHydration(page);
    await expect(page).toHaveTitle('Paris — Articles — CityLens');
    // The card's title is its link ("Read …").
    await page
      .getByRole('main')
      .getByRole('link', { name: /^Read / })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`\\?article=${article.id}$`));
    await expect(page).toHaveTitle(`${article.title} — CityLens`);

    // The deep link opens on the article's title too.
    await page.goto(`/city/Paris/articles?article=${article.id}`);
    await expect(page).toHaveTitle(`${article.title} — CityLens`);
  });

  test("the section's title comes back once the reader is closed, even while the article is still loading", async ({
    page,
  }) => {
    await page.goto('/city/Paris/articles');
    await waitForHydration(page);
    const read = page.getByRole('main').getByRole('link', { name: /^Read / });
    await expect(read.first()).toBeVisible();
    // From here on the site's scripts arrive slowly, the article's text among them (its markdown
    // is loaded on first open): the reader must already be there, and Escape must close it.
    const slowScripts = /\/chunks\/.*\.js$/;
    await page.route(slowScripts, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      await route.continue().catch(() => undefined);
    });
    await read.first().click();
    const reader = page.getByRole('dialog');
    await expect(reader.getByText('Loading article…')).toBeVisible();
    await expect(page).toHaveURL(/\?article=\d+$/);
    await expect(page).not.toHaveTitle('Paris — Articles — CityLens');
    await page.keyboard.press('Escape');
    await expect(reader).toHaveCount(0);
    await expect(page).toHaveURL(/\/city\/Paris\/articles$/);
    await expect(page).toHaveTitle('Paris — Articles — CityLens');
    await page.unroute(slowScripts);

    // Read to the end and closed with its Close button, the same.
    await read.nth(1).click();
    await expect(reader.getByRole('heading', { level: 2 })).toBeFocused();
    await expect(reader.getByRole('navigation', { name: 'More articles' })).toBeVisible();
    await expect(page).not.toHaveTitle('Paris — Articles — CityLens');
    await reader.getByRole('button', { name: 'Close article' }).click();
    await expect(reader).toHaveCount(0);
    await expect(page).toHaveTitle('Paris — Articles — CityLens');
  });

  test("an event's name while its details are open", async ({ page }) => {
    await openEventsPage(page);
    await expect(page).toHaveTitle('Events — CityLens');
    const open = eventGrid(page).getByRole('article').first().getByRole('link');
    const name = (await open.innerText()).trim();
    await open.click();
    await expect(page.getByRole('dialog', { name })).toBeVisible();
    await expect(page).toHaveTitle(`${name} — CityLens`);
    await page.keyboard.press('Escape');
    await expect(page).toHaveTitle('Events — CityLens');
  });
});
