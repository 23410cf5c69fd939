import type http from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream';
import zlib from 'node:zlib';
import { loggableUrl, pageRequestFor, withoutSecrets } from '../../src/contracts/page-urls';
import { localAppOrigins } from '../../src/contracts/remotes';
import { RUNTIME_CONFIG_PATH } from '../../src/contracts/runtime-config';
import {
  PAGE_CACHE_STATUS,
  PUBLIC_HTML_CACHE_CONTROL,
  SECRET_PAGE_CACHE_CONTROL,
  type PageCacheStatus,
} from '../../src/contracts';
import { RendererSaturated } from '../page-renderer';
import { readArchived } from '../release-archive';
import type { ServedFile } from './served-file';
import { buildSite, type AppServerOptions, type Site, type StreamedPage } from './site';

/**
 * The request handler: CORS for the host's origin, security headers and a CSP on every response,
 * no-cache on the files that name other files, immutable caching on content-hashed chunks and
 * assets (and every earlier build's from the release archive), server-rendered pages for the host.
 * The host answers its routes' paths with a page and redirects any other path to / (spec §2), so no
 * made-up path is ever rendered. Every HTML answer says where it came from in `Cache-Status`.
 * No request can throw out of the handler: a path that cannot be decoded is a 400.
 */

/** Answers 200 with the app and its release while the app serves (container health checks). */
export const HEALTH_PATH = '/healthz';
const MAX_PATH_LENGTH = 2048;

/** Content-hashed files: safe to cache for a year, and kept in the archive after a redeploy. */
export const HASHED_PATH = /^\/(?:canary\/)?(?:chunks|assets)\//;

const NO_CACHE = 'no-cache';
const PRIVATE_NO_CACHE = 'private, no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

type Encoding = 'br' | 'gzip';

function negotiate(acceptEncoding: string | string[] | undefined): Encoding | null {
  const accepted = String(acceptEncoding ?? '').toLowerCase();
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
}

/** Decoded, checked request path; null when it cannot be a path of this site. */
export function requestPath(url: string | undefined): string | null {
  const raw = (url ?? '/').split('?')[0]!.split('#')[0]!;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.length > MAX_PATH_LENGTH) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null;
  }
  // Control characters, backslashes and dot segments never name a file or a route here.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(decoded) || /(^|\/)\.\.?(\/|$)/.test(decoded)) return null;
  return decoded;
}

function send(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  file: ServedFile,
  cacheControl: string,
  { status = 200, cacheStatus }: { status?: number; cacheStatus?: PageCacheStatus } = {},
): void {
  res.setHeader('Vary', 'Origin, Accept-Encoding');
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('ETag', file.etag);
  if (cacheStatus) res.setHeader('Cache-Status', cacheStatus);
  if (status === 200 && req.headers['if-none-match'] === file.etag) {
    res.writeHead(304).end();
    return;
  }
  const encoding = negotiate(req.headers['accept-encoding']);
  const body = (encoding && file[encoding]) || file.identity;
  res.setHeader('Content-Type', file.type);
  if (body !== file.identity) res.setHeader('Content-Encoding', encoding!);
  res.setHeader('Content-Length', body.length);
  res.writeHead(status).end(req.method === 'HEAD' ? undefined : body);
}

/**
 * A page sent as it renders: the head's start at once (compressed and flushed), the rest once the
 * page has rendered. It has no ETag (its bytes are not known when the headers go) and is `no-cache`
 * until it is known to be whole: the next request gets the kept copy, public. A render that fails
 * after the head has gone ends the document as the static shell, which the browser renders.
 */
function sendStreamed(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  page: StreamedPage,
  cacheControl: string,
): void {
  res.setHeader('Vary', 'Origin, Accept-Encoding');
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('Cache-Status', page.cacheStatus);
  res.setHeader('Content-Security-Policy', page.csp);
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  const rest = page.rest.catch((error: unknown) => {
    const reason = error instanceof Error ? (error.stack ?? error.message) : String(error);
    console.error(
      `server render of ${loggableUrl(req.url)} failed after its head was sent; ending it as the shell`,
      withoutSecrets(reason, req.url),
    );
    return page.shellRest;
  });
  if (req.method === 'HEAD') {
    res.writeHead(200).end();
    return;
  }
  const encoding = negotiate(req.headers['accept-encoding']);
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.writeHead(200);
  // The same quality as a kept page's copy (about a millisecond for a page).
  const compressor =
    encoding === 'br'
      ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
      : encoding === 'gzip'
        ? zlib.createGzip({ level: 6 })
        : null;
  if (compressor) pipeline(compressor, res, () => undefined);
  const out = compressor ?? res;
  out.write(page.early);
  compressor?.flush();
  void rest.then((text) => {
    if (!res.destroyed) out.end(text);
  });
}

/** The static shell of a page (the browser renders it), saying why no server render came. */
function sendShell(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  site: Site,
  pathname: string,
  cacheStatus: PageCacheStatus,
  secret = false,
): void {
  send(req, res, site.page(pathname), secret ? SECRET_PAGE_CACHE_CONTROL : NO_CACHE, {
    cacheStatus,
  });
}

/**
 * A server-rendered page; the static shell (rendered in the browser) when every render worker is at
 * its cap or rendering fails. A page whose path carries a secret (a reset link) is no-store.
 */
async function sendRendered(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  site: Site,
  pathname: string,
  secret: boolean,
): Promise<void> {
  try {
    const page = await site.renderPage!(req.url ?? '/', req.headers.cookie);
    if (page.setCookie) res.setHeader('Set-Cookie', page.setCookie);
    const streamed = 'early' in page;
    // A visitor's own bucket or cart: no shared cache may hand it to anybody else. Else one HTML
    // serves every anonymous visitor (what depends on the visitor is fetched after hydration), once
    // it is known to be whole.
    const cacheControl = secret
      ? SECRET_PAGE_CACHE_CONTROL
      : page.setCookie || page.personal
        ? PRIVATE_NO_CACHE
        : !streamed && page.cacheable
          ? PUBLIC_HTML_CACHE_CONTROL
          : NO_CACHE;
    if (streamed) return sendStreamed(req, res, page, cacheControl);
    if (page.csp) res.setHeader('Content-Security-Policy', page.csp);
    send(req, res, page, cacheControl, { status: page.status, cacheStatus: page.cacheStatus });
  } catch (error) {
    if (res.headersSent) return;
    if (error instanceof RendererSaturated)
      return sendShell(req, res, site, pathname, PAGE_CACHE_STATUS.saturated, secret);
    const reason = error instanceof Error ? (error.stack ?? error.message) : String(error);
    console.error(
      `server render of ${loggableUrl(req.url)} failed; serving the shell`,
      withoutSecrets(reason, req.url),
    );
    sendShell(req, res, site, pathname, PAGE_CACHE_STATUS.renderFailed, secret);
  }
}

/** A path the host has no page for: to the home page, as the spec says, without rendering anything. */
function redirectHome(res: http.ServerResponse): void {
  res.writeHead(302, { Location: '/', 'Cache-Control': NO_CACHE, 'Content-Length': 0 });
  res.end();
}

function plain(res: http.ServerResponse, status: number, text: string): void {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': NO_CACHE });
  res.end(text);
}

/**
 * A path that names no file: the host's page for one of its routes (server-rendered when it can),
 * else a redirect to / (or, with an extension, a missing file: 404). A remote's server gives its
 * client-side routes the shell.
 */
function page(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  site: Site,
  pathname: string,
): void {
  const request = site.redirectsUnknownPaths ? pageRequestFor(req.url ?? '/') : null;
  if (site.redirectsUnknownPaths && !request) {
    if (path.extname(pathname) !== '') return plain(res, 404, 'Not found');
    return redirectHome(res);
  }
  if (!request && path.extname(pathname) !== '') return plain(res, 404, 'Not found');
  const secret = request?.route.secretInPath ?? false;
  if (site.renderPage) return void sendRendered(req, res, site, pathname, secret);
  sendShell(req, res, site, pathname, PAGE_CACHE_STATUS.shell, secret);
}

/** The request handler over a site that `current()` returns (swapped on reload). */
export function handlerFor(current: () => Site, corsOrigins: string[]): http.RequestListener {
  return (req, res) => {
    const site = current();
    try {
      for (const [name, value] of Object.entries(site.headers)) res.setHeader(name, value);
      const origin = req.headers.origin;
      if (origin && corsOrigins.includes(origin)) {
        res.setHeader('Access-Control-Allow-Origin', origin);
      }
      if (req.method === 'OPTIONS') {
        res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
        res.writeHead(204).end();
        return;
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.setHeader('Allow', 'GET, HEAD, OPTIONS');
        plain(res, 405, 'Method not allowed');
        return;
      }
      const pathname = requestPath(req.url);
      if (pathname === null) {
        plain(res, (req.url ?? '').length > MAX_PATH_LENGTH ? 414 : 400, 'Bad request path');
        return;
      }
      if (pathname === RUNTIME_CONFIG_PATH) return send(req, res, site.config, NO_CACHE);
      if (pathname === HEALTH_PATH) return send(req, res, site.health, NO_CACHE);
      if (pathname === '/index.html')
        return sendShell(req, res, site, '/', PAGE_CACHE_STATUS.shell);
      if (site.seoFiles?.(req, res, pathname)) return;
      const file = site.files.get(pathname);
      if (file) return send(req, res, file, HASHED_PATH.test(pathname) ? IMMUTABLE : NO_CACHE);
      if (HASHED_PATH.test(pathname) && site.archiveDir) {
        const archived = readArchived(site.archiveDir, pathname);
        if (archived) return send(req, res, archived, IMMUTABLE);
      }
      return page(req, res, site, pathname);
    } catch (error) {
      const reason = error instanceof Error ? (error.stack ?? error.message) : String(error);
      console.error(
        `${req.method} ${loggableUrl(req.url)} failed`,
        withoutSecrets(reason, req.url),
      );
      if (!res.headersSent) plain(res, 500, 'Server error');
      else res.destroy();
    }
  };
}

export function createRequestHandler(options: AppServerOptions): http.RequestListener {
  const site = buildSite(options);
  return handlerFor(() => site, options.corsOrigins);
}

export function corsOriginsFromEnv(env: NodeJS.ProcessEnv = process.env): string[] {
  const fromEnv = env.CITYLENS_CORS_ORIGINS?.split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  return fromEnv?.length
    ? fromEnv
    : [localAppOrigins('localhost')[0]!, localAppOrigins('127.0.0.1')[0]!];
}
