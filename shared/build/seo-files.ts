import type http from 'node:http';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { localAppOrigins } from '../src/contracts/remotes';
import type { CityContent } from '../src/contracts/entities';
import { cityArticles, robotsTxt, sitemapEntries, sitemapXml, type SitemapData } from '../src/seo';

/** The site's public origin, for the sitemap's and robots.txt's absolute URLs. */
export const SITE_URL_ENV = 'CITYLENS_SITE_URL';
/**
 * Where the host's own server reaches the API, when that differs from the browser's
 * CITYLENS_API_URL (in a container, `localhost` is the container itself).
 */
export const SERVER_API_URL_ENV = 'CITYLENS_SERVER_API_URL';

/** CITYLENS_SITE_URL without its trailing slash; the host's local origin when unset. */
export function siteUrlFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  const raw = env[SITE_URL_ENV]?.trim();
  if (!raw) return localAppOrigins('localhost')[0]!;
  if (!/^https?:\/\/[^/]+/i.test(raw)) {
    throw new Error(
      `${SITE_URL_ENV} must be an http(s) URL such as https://citylens.example (got "${raw}").`,
    );
  }
  return raw.replace(/\/+$/, '');
}

/** What the host's robots.txt and sitemap.xml need from the environment. */
export interface SeoSettings {
  siteUrl: string;
  /** Absent: the runtime config's API URL. */
  serverApiUrl?: string;
}

export function seoSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): SeoSettings {
  const serverApiUrl = env[SERVER_API_URL_ENV]?.trim();
  if (serverApiUrl && !/^https?:\/\/[^/]+/i.test(serverApiUrl)) {
    throw new Error(
      `${SERVER_API_URL_ENV} must be an http(s) URL such as http://api:8000 (got "${serverApiUrl}").`,
    );
  }
  return { siteUrl: siteUrlFromEnv(env), ...(serverApiUrl ? { serverApiUrl } : {}) };
}

export interface SeoFilesOptions {
  siteUrl: string;
  /** Where this server reaches the API (the runtime config's API URL unless told otherwise). */
  apiBaseUrl: string;
  /** One budget for all the sitemap's API calls: past it the sitemap is not built. */
  timeoutMs?: number;
  /** How long a built sitemap is served before the API is asked again. */
  cacheMs?: number;
  /** For tests. */
  fetch?: typeof fetch;
  now?: () => number;
}

export const SITEMAP_PATH = '/sitemap.xml';
export const ROBOTS_PATH = '/robots.txt';
/** A new city, article or event reaches the sitemap within this time; crawlers come far less often. */
const SITEMAP_CACHE_MS = 10 * 60_000;
const SITEMAP_TIMEOUT_MS = 5_000;
/** Cities whose content is asked for at once: the API also serves visitors meanwhile. */
const CONTENT_CONCURRENCY = 4;
const RETRY_AFTER_SECONDS = 60;

interface Body {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

const compressed = (text: string): Body => {
  const identity = Buffer.from(text);
  return { identity, br: brotliCompressSync(identity), gzip: gzipSync(identity) };
};

function reply(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  body: Body,
  type: string,
  cacheControl: string,
): void {
  const accepted = String(req.headers['accept-encoding'] ?? '').toLowerCase();
  const encoding = accepted.includes('br') ? 'br' : accepted.includes('gzip') ? 'gzip' : null;
  const bytes = encoding ? body[encoding] : body.identity;
  res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('Content-Type', type);
  res.setHeader('Cache-Control', cacheControl);
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', bytes.length);
  res.writeHead(200).end(req.method === 'HEAD' ? undefined : bytes);
}

/**
 * The host's `/robots.txt` and `/sitemap.xml`. The sitemap lists what the API holds (cities,
 * their articles, events), so it is built from the API with a timeout, kept for a few minutes,
 * and, while the API cannot answer, the last good one is served; with none yet, a 503 with
 * Retry-After tells crawlers to come back. Returns a handler that answers those two paths and
 * says whether it did.
 */
export function seoFilesHandler(options: SeoFilesOptions) {
  const fetchFn = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const cacheMs = options.cacheMs ?? SITEMAP_CACHE_MS;
  const timeoutMs = options.timeoutMs ?? SITEMAP_TIMEOUT_MS;
  const api = options.apiBaseUrl.replace(/\/+$/, '');
  const robots = compressed(robotsTxt(options.siteUrl));
  let built: { body: Body; at: number } | null = null;
  let building: Promise<Body> | null = null;

  async function getJson(path: string, signal: AbortSignal): Promise<unknown> {
    const response = await fetchFn(`${api}${path}`, {
      signal,
      headers: { accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
    return response.json();
  }

  async function sitemapData(signal: AbortSignal): Promise<SitemapData> {
    const [cityList, eventList] = await Promise.all([
      getJson('/api/cities/', signal),
      getJson('/api/events/', signal),
    ]);
    const names = (Array.isArray(cityList) ? cityList : [])
      .map((city: { name?: unknown }) => city?.name)
      .filter((name): name is string => typeof name === 'string' && name !== '');
    const cities: SitemapData['cities'] = [];
    for (let i = 0; i < names.length; i += CONTENT_CONCURRENCY) {
      const batch = names.slice(i, i + CONTENT_CONCURRENCY);
      const contents = await Promise.all(
        batch.map((name) => getJson(`/api/cities/${encodeURIComponent(name)}/content/`, signal)),
      );
      batch.forEach((name, index) => {
        // A city's answer that is not its content (an error) lists the city without articles.
        const content = contents[index] as Partial<CityContent> | undefined;
        cities.push({
          name,
          articles: content?.categories ? cityArticles({ categories: content.categories }) : [],
        });
      });
    }
    const events = (Array.isArray(eventList) ? eventList : []).filter(
      (event: { id?: unknown }) => typeof event?.id === 'number',
    ) as { id: number }[];
    return { cities, events };
  }

  function sitemap(): Promise<Body> {
    if (built && now() - built.at < cacheMs) return Promise.resolve(built.body);
    building ??= sitemapData(AbortSignal.timeout(timeoutMs))
      .then((data) => {
        const body = compressed(sitemapXml(sitemapEntries(options.siteUrl, data)));
        built = { body, at: now() };
        return body;
      })
      .finally(() => {
        building = null;
      });
    return building;
  }

  return function handle(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    pathname: string,
  ): boolean {
    if (pathname === ROBOTS_PATH) {
      reply(req, res, robots, 'text/plain; charset=utf-8', 'public, max-age=3600');
      return true;
    }
    if (pathname !== SITEMAP_PATH) return false;
    const maxAge = `public, max-age=${Math.round(cacheMs / 1000)}`;
    sitemap()
      .then((body) => reply(req, res, body, 'application/xml; charset=utf-8', maxAge))
      .catch((error: unknown) => {
        console.error(`${SITEMAP_PATH}: the API did not answer`, error);
        if (res.headersSent) return void res.destroy();
        if (built) return reply(req, res, built.body, 'application/xml; charset=utf-8', 'no-cache');
        res.writeHead(503, {
          'Content-Type': 'text/plain; charset=utf-8',
          'Cache-Control': 'no-store',
          'Retry-After': String(RETRY_AFTER_SECONDS),
        });
        res.end('The sitemap is unavailable right now. Please try again later.');
      });
    return true;
  };
}

export type SeoFilesHandler = ReturnType<typeof seoFilesHandler>;
