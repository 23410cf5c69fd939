import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { FIRST_CITY } from '../discovery/discovery-helpers';
import { API } from '../shell/shell-helpers';

/** Reading the host's server-rendered pages: as a crawler gets them, and what a visitor reads. */

export interface CityContent {
  name: string;
  country: string;
  categories: Record<string, { name_display?: string; content?: { id: number; title?: string }[] }>;
}

export async function cityContent(request: APIRequestContext): Promise<CityContent> {
  const res = await request.get(`${API}/api/cities/${FIRST_CITY}/content/`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as CityContent;
}

/** The page's HTML as a crawler gets it (no script run). */
export async function htmlOf(request: APIRequestContext, path: string): Promise<string> {
  const res = await request.get(path, { headers: { Accept: 'text/html' } });
  expect(res.status(), path).toBe(200);
  return res.text();
}

/**
 * The page's HTML once the server is warm (a first request has loaded the remote's module and
 * warmed the API), as every visitor after the first gets it.
 */
export async function warmHtmlOf(request: APIRequestContext, path: string): Promise<string> {
  await htmlOf(request, path);
  return htmlOf(request, path);
}

/** The text a visitor reads (tags dropped, entities decoded as the page shows them). */
export const textOf = (html: string) =>
  html
    .replace(/<style[\s\S]*?<\/style>|<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');

/** Console errors, hydration warnings and uncaught errors of the page, as they come. */
export function hydrationProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || /hydrat/i.test(m.text())) problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  return problems;
}

/** The head's structured data (JSON-LD blocks), as a crawler reads it from the HTML. */
export function jsonLdOf(html: string): { '@type': string; [field: string]: unknown }[] {
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map(
    ([, data]) => JSON.parse(data!) as { '@type': string },
  );
}

/** The head's share tags: `og:image` and the canonical link, each an absolute URL. */
export function expectAbsoluteShareTags(html: string): void {
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+"/);
  expect(head).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+"/);
}
