import { renderHeadHtml, scriptSafeJson } from './render-head-html';
import type { RouteHead } from './route-head';

const head: RouteHead = {
  title: 'Tom & Jerry’s "Paris" <b> — CityLens',
  description: 'Cafés <em>&</em> quays',
  canonical: 'https://citylens.example/city/Paris/articles?article=3&x="y"',
  image: {
    url: 'https://api.citylens.example/api/images/seed/paris.jpg?preset=large&q=80',
    alt: 'Paris, France',
    width: 1200,
    height: 900,
  },
  ogType: 'article',
  jsonLd: [
    {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: '</script><script>alert(1)</script><!--',
    },
  ],
};

/** The head's tags as a document parses them, so the test reads what a crawler reads. */
function parse(html: string): Document {
  return new DOMParser().parseFromString(
    `<!doctype html><html><head>${html}</head></html>`,
    'text/html',
  );
}

test('title, description, canonical, Open Graph and a large-image Twitter card, every value escaped', () => {
  const html = renderHeadHtml(head);
  expect(html).not.toContain('<b>');
  expect(html).not.toContain('<em>');
  const doc = parse(html);
  const content = (selector: string) => doc.querySelector(selector)?.getAttribute('content');
  expect(doc.title).toBe(head.title);
  expect(content('meta[name="description"]')).toBe(head.description);
  expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(head.canonical);
  expect(content('meta[property="og:type"]')).toBe('article');
  expect(content('meta[property="og:site_name"]')).toBe('CityLens');
  expect(content('meta[property="og:title"]')).toBe(head.title);
  expect(content('meta[property="og:url"]')).toBe(head.canonical);
  expect(content('meta[property="og:image"]')).toBe(head.image!.url);
  expect(content('meta[property="og:image:width"]')).toBe('1200');
  expect(content('meta[property="og:image:alt"]')).toBe('Paris, France');
  expect(content('meta[name="twitter:card"]')).toBe('summary_large_image');
  expect(content('meta[name="twitter:image"]')).toBe(head.image!.url);
  expect(doc.querySelector('meta[name="robots"]')).toBeNull();
});

test('JSON-LD cannot close its script element, reads back as the same data, and carries the nonce', () => {
  const html = renderHeadHtml(head, { nonce: 'abc123' });
  expect(html.match(/<\/script>/g)).toHaveLength(1);
  expect(html).not.toContain('<!--');
  const doc = parse(html);
  const scripts = doc.querySelectorAll('script[type="application/ld+json"]');
  expect(scripts).toHaveLength(1);
  expect(scripts[0]!.getAttribute('nonce')).toBe('abc123');
  expect(JSON.parse(scripts[0]!.textContent!)).toEqual(head.jsonLd[0]);
});

test('a page without a photo gets a summary card; robots when the page asks not to be indexed', () => {
  const doc = parse(renderHeadHtml({ ...head, image: undefined, jsonLd: [], robots: 'noindex' }));
  expect(doc.querySelector('meta[name="twitter:card"]')?.getAttribute('content')).toBe('summary');
  expect(doc.querySelector('meta[property="og:image"]')).toBeNull();
  expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  expect(doc.querySelector('script')).toBeNull();
});

test('script-safe JSON escapes <, >, & and the line separators', () => {
  expect(scriptSafeJson({ a: '<>&\u2028\u2029' })).toBe(
    '{"a":"\\u003c\\u003e\\u0026\\u2028\\u2029"}',
  );
});
