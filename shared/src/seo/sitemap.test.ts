import { robotsTxt, sitemapEntries, sitemapXml } from './sitemap';

const data = {
  cities: [
    { name: 'Paris', articles: [{ id: 3, published_at: '2026-11-20T09:00:00.000Z' }] },
    { name: 'New York', articles: [] },
  ],
  events: [{ id: 4 }],
};

test('every public page, each city with its five sub-pages, each article and event deep link', () => {
  const locs = sitemapEntries('https://citylens.example/', data).map((entry) => entry.loc);
  expect(locs).toEqual([
    'https://citylens.example/',
    'https://citylens.example/events',
    'https://citylens.example/frame-shop',
    'https://citylens.example/privacy',
    'https://citylens.example/terms',
    'https://citylens.example/cookies',
    'https://citylens.example/faq',
    'https://citylens.example/contact',
    'https://citylens.example/city/Paris',
    'https://citylens.example/city/Paris/lifestyle',
    'https://citylens.example/city/Paris/articles',
    'https://citylens.example/city/Paris/videos',
    'https://citylens.example/city/Paris/food',
    'https://citylens.example/city/Paris/transport',
    'https://citylens.example/city/Paris/articles?article=3',
    'https://citylens.example/city/New%20York',
    'https://citylens.example/city/New%20York/lifestyle',
    'https://citylens.example/city/New%20York/articles',
    'https://citylens.example/city/New%20York/videos',
    'https://citylens.example/city/New%20York/food',
    'https://citylens.example/city/New%20York/transport',
    'https://citylens.example/events?event=4',
  ]);
  expect(locs).not.toContain('https://citylens.example/checkout');
  expect(locs).not.toContain('https://citylens.example/profile');
});

test('the XML is a sitemaps.org urlset with escaped URLs and article dates', () => {
  const xml = sitemapXml([
    { loc: 'https://citylens.example/events?event=4&x=<y>' },
    { loc: 'https://citylens.example/city/Paris/articles?article=3', lastmod: '2026-11-20' },
  ]);
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.querySelector('parsererror')).toBeNull();
  expect(doc.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  expect([...doc.getElementsByTagName('loc')].map((loc) => loc.textContent)).toEqual([
    'https://citylens.example/events?event=4&x=<y>',
    'https://citylens.example/city/Paris/articles?article=3',
  ]);
  expect(doc.getElementsByTagName('lastmod')[0]?.textContent).toBe('2026-11-20');
  expect(
    sitemapEntries('https://citylens.example', data).find((e) => e.loc.endsWith('article=3'))
      ?.lastmod,
  ).toBe('2026-11-20');
});

test('robots.txt allows every crawler and names the sitemap', () => {
  expect(robotsTxt('https://citylens.example/')).toBe(
    'User-agent: *\nAllow: /\n\nSitemap: https://citylens.example/sitemap.xml\n',
  );
});
