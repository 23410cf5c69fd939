import { createHash, timingSafeEqual } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, unwatchFile, watchFile, type Stats } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  brotliCompress,
  brotliCompressSync,
  constants as zlibConstants,
  gzip,
  gzipSync,
} from 'node:zlib';
import { localAppOrigins, type RemoteName } from '../src/contracts/remotes';
import { remoteForPath } from '../src/contracts/routes';
import {
  CLOUDINARY_ORIGIN,
  hasLiveCanary,
  remoteLocation,
  runtimeConfigEnv,
  RUNTIME_CONFIG_GLOBAL,
  RUNTIME_CONFIG_PATH,
  type RuntimeConfig,
} from '../src/contracts/runtime-config';
import { appInfo, type AppInfo, type AppName } from './apps';
import { loadPageRenderer, type RenderedDocument } from './page-renderer';
import {
  PUBLIC_HTML_CACHE_CONTROL,
  SERVER_BUILD_DIR,
  type ServerAddresses,
} from '../src/contracts/server-render';
import { archiveBuild, readArchived } from './release-archive';
import { runtimeConfigFromEnv, serverRemotesFromEnv } from './runtime-config';
import { contentSecurityPolicy, originOf, securityHeaders } from './security-headers';
import {
  seoFilesHandler,
  seoSettingsFromEnv,
  type SeoFilesHandler,
  type SeoSettings,
} from './seo-files';

export { remoteForPath };

/**
 * Production static server for one CityLens app. The build is read into memory when the server
 * starts and again when it changes on disk (a redeploy swaps it in with no restart and no window
 * of missing files). Precompressed brotli/gzip, CORS for the host's origin, security headers and a
 * CSP on every response, no-cache on the files that name other files, immutable caching on
 * content-hashed chunks and assets, and every earlier build's hashed chunks still served from the
 * release archive, so a page opened before a redeploy keeps loading its chunks.
 * No request can throw out of the handler: a path that cannot be decoded is a 400.
 */
export interface AppServerOptions {
  app: AppInfo;
  distDir: string;
  /** A second build served under /canary/ (e.g. `<folder>/dist-canary`), when it exists. */
  canaryDir?: string;
  /** Where hashed chunks of every build served so far are kept (see release-archive.ts). */
  archiveDir?: string;
  runtimeConfig: RuntimeConfig | (() => RuntimeConfig);
  corsOrigins: string[];
  host?: string;
  /** The host's sitemap.xml and robots.txt: the site's public URL and where the API is. */
  seo?: SeoSettings;
  /**
   * The host's server rendering: each remote's manifest URL as this server reaches it, when not at
   * the runtime config's (in a container). The API's is `seo.serverApiUrl`.
   */
  serverRemotes?: ServerAddresses['remotes'];
}

/** Where index.html takes the inline runtime config (and the route's preload links). */
export const RUNTIME_CONFIG_PLACEHOLDER = '<!--citylens:runtime-config-->';
/** Answers 200 with the app and its release while the app serves (container health checks). */
export const HEALTH_PATH = '/healthz';
/** The URL prefix of the canary build on a remote's origin. */
export const CANARY_PREFIX = '/canary/';
const MAX_PATH_LENGTH = 2048;

/** Content-hashed files: safe to cache for a year, and kept in the archive after a redeploy. */
export const HASHED_PATH = /^\/(?:canary\/)?(?:chunks|assets)\//;

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

export function contentTypeOf(file: string): string {
  return CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

export interface ServedFile {
  type: string;
  etag: string;
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

type Encoding = 'br' | 'gzip';

function negotiate(acceptEncoding: string | string[] | undefined): Encoding | null {
  const accepted = String(acceptEncoding ?? '').toLowerCase();
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
}

const etagOf = (body: Buffer) =>
  `W/"${body.length.toString(16)}-${createHash('sha1').update(body).digest('base64url').slice(0, 16)}"`;

/** Every file of a build, keyed by URL path, with its precompressed variants beside it. */
export function loadBuild(dir: string, prefix = '/'): Map<string, ServedFile> {
  const files = new Map<string, ServedFile>();
  const walk = (sub: string) => {
    for (const entry of readdirSync(path.join(dir, sub), { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const rel = sub ? `${sub}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(rel);
      else if (entry.isFile() && !/\.(br|gz)$/.test(entry.name)) {
        const identity = readFileSync(path.join(dir, rel));
        const variant = (ext: string) => {
          const file = path.join(dir, rel + ext);
          return existsSync(file) ? readFileSync(file) : undefined;
        };
        files.set(prefix + rel, {
          type: contentTypeOf(rel),
          etag: etagOf(identity),
          identity,
          br: variant('.br'),
          gzip: variant('.gz'),
        });
      }
    }
  };
  walk('');
  return files;
}

/** A small in-memory document, compressed once. */
function documentFile(body: string, type: string): ServedFile {
  const identity = Buffer.from(body);
  return {
    type,
    etag: etagOf(identity),
    identity,
    br: brotliCompressSync(identity),
    gzip: gzipSync(identity, { level: 9 }),
  };
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * A server-rendered page, compressed off the event loop (libuv's threads) at a quality that costs
 * about a millisecond: it is made per render, not once per build like the static files.
 */
async function renderedFile(body: string, type: string): Promise<ServedFile> {
  const identity = Buffer.from(body);
  const [br, gz] = await Promise.all([
    brotliAsync(identity, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }),
    gzipAsync(identity, { level: 6 }),
  ]);
  return { type, etag: etagOf(identity), identity, br, gzip: gz };
}

/**
 * On a server-rendered page whose first screen is a hero photo, the app's scripts start once the
 * photo has loaded (1 s at most): the page is on screen already, and the four scripts (about 160 KB)
 * downloading beside the photo would hold the largest paint back on a slow link. They run in their
 * order (`async = false`), as the `defer`s they replace. Allowed by its CSP hash.
 */
export const APP_AFTER_HERO_PHOTO =
  '(function(){var d=document,started=false;function start(){if(started)return;started=true;' +
  'var m=d.querySelectorAll(\'meta[name="citylens-app-entry"]\');for(var i=0;i<m.length;i++){' +
  "var s=d.createElement('script');s.src=m[i].content;s.async=false;d.head.appendChild(s)}}" +
  'var p=d.querySelector(\'#root img[fetchpriority="high"]\');if(!p||p.complete){start();return}' +
  "p.addEventListener('load',function(){requestAnimationFrame(function(){setTimeout(start,0)})});" +
  "p.addEventListener('error',start);setTimeout(start,1000)})()";

const DEFERRED_SCRIPT = /<script defer(?:="defer")? src="([^"]+)"><\/script>/g;

/** A page with a hero photo: its `defer` scripts become entries the inline starter adds after the photo. */
export function appAfterHeroPhoto(html: string): string {
  const root = html.indexOf('<div id="root">');
  if (root < 0 || !/<img [^>]*fetchpriority="high"/i.test(html.slice(root))) return html;
  const page = html.replace(
    DEFERRED_SCRIPT,
    (_, src: string) => `<meta name="citylens-app-entry" content="${src}">`,
  );
  return page.replace('</body>', () => `<script>${APP_AFTER_HERO_PHOTO}</script></body>`);
}

/**
 * The route's remote manifest and entry, fetched in parallel with main.js instead of after it
 * (the entry at low priority, so it never delays the host's own script and first paint).
 * The entry sits beside the manifest (each remote's build writes both to its root).
 */
function preloadLinks(manifestUrl: string): string {
  const entryUrl = new URL('remoteEntry.js', manifestUrl).href;
  return (
    `<link rel="preload" as="fetch" href="${manifestUrl}" crossorigin="anonymous">` +
    `<link rel="preload" as="script" href="${entryUrl}" fetchpriority="low">`
  );
}

/**
 * Connections opened while main.js downloads, to the origins the first render needs. The browser
 * keeps two pools per origin: CORS requests without credentials (API calls, the remote's manifest)
 * and plain ones (photos, the remote's entry script), so each use gets its own hint.
 */
export function preconnectLinks(hints: {
  cors: (string | null)[];
  plain: (string | null)[];
}): string {
  const links = (origins: (string | null)[], attribute: string) =>
    [...new Set(origins.filter((o): o is string => o !== null))].map(
      (origin) => `<link rel="preconnect" href="${origin}"${attribute}>`,
    );
  return [...links(hints.cors, ' crossorigin="anonymous"'), ...links(hints.plain, '')].join('');
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

interface Site {
  files: Map<string, ServedFile>;
  config: ServedFile;
  health: ServedFile;
  page: (pathname: string) => ServedFile;
  headers: Record<string, string>;
  archiveDir?: string;
  /** The host's server-rendered page for a URL (its server build); null without one. */
  renderPage:
    | ((
        url: string,
        cookie: string | undefined,
      ) => Promise<ServedFile & { cacheable: boolean; csp: string | null; setCookie?: string }>)
    | null;
  seoFiles: SeoFilesHandler | null;
}

function buildSite(options: AppServerOptions): Site {
  const { distDir } = options;
  const runtimeConfig =
    typeof options.runtimeConfig === 'function' ? options.runtimeConfig() : options.runtimeConfig;
  const configJson = JSON.stringify(runtimeConfig);
  const indexPath = path.join(distDir, 'index.html');
  if (!existsSync(indexPath)) {
    throw new Error(
      `${options.app.folder} has no production build at ${distDir}: run its build first.`,
    );
  }
  const files = loadBuild(distDir);
  const isHost = options.app.name === 'host';
  // The host's server build is its own code, never a file for browsers (a remote's is: the
  // host's server loads it over HTTP, as the browser loads the browser build).
  if (isHost)
    for (const key of files.keys()) if (key.startsWith(`/${SERVER_BUILD_DIR}/`)) files.delete(key);
  if (options.canaryDir && existsSync(path.join(options.canaryDir, 'index.html'))) {
    for (const [key, file] of loadBuild(options.canaryDir, CANARY_PREFIX)) files.set(key, file);
  }
  if (options.archiveDir) {
    archiveBuild(distDir, options.archiveDir, '');
    if (options.canaryDir && existsSync(options.canaryDir)) {
      archiveBuild(options.canaryDir, options.archiveDir, CANARY_PREFIX.slice(1, -1));
    }
  }
  // Inline the config so first render never waits for a request (`<` escaped for safety); the
  // CSP allows exactly this script by its hash, so script-src needs no 'unsafe-inline'.
  const inlineScript = `window.${RUNTIME_CONFIG_GLOBAL}=${configJson.replace(/</g, '\\u003c')}`;
  const template = files.get('/index.html')!.identity.toString('utf8');
  if (!template.includes(RUNTIME_CONFIG_PLACEHOLDER)) {
    throw new Error(
      `${indexPath} has no ${RUNTIME_CONFIG_PLACEHOLDER} placeholder: rebuild ${options.app.folder}.`,
    );
  }
  const scriptHashes = [inlineScript, APP_AFTER_HERO_PHOTO].map((script) =>
    createHash('sha256').update(script).digest('base64'),
  );
  const render = (extraHead: string) =>
    documentFile(
      template.replace(RUNTIME_CONFIG_PLACEHOLDER, `<script>${inlineScript}</script>${extraHead}`),
      'text/html; charset=utf-8',
    );
  // The host's page for a remote's route preloads that remote; every other page is the plain shell.
  // A remote with a live canary is not preloaded: the visitor's bucket, known only in the browser,
  // decides which build loads.
  // Photos come from the API's image endpoint unless a Cloudinary account serves them.
  const apiOrigin = isHost ? originOf(runtimeConfig.apiBaseUrl) : null;
  const imageOrigin = isHost && runtimeConfig.imageHost?.cloudName ? CLOUDINARY_ORIGIN : apiOrigin;
  const plainPage = render(preconnectLinks({ cors: [apiOrigin], plain: [imageOrigin] }));
  const remotePages = new Map<string, ServedFile>();
  if (isHost) {
    for (const [name, entry] of Object.entries(runtimeConfig.remotes) as [
      RemoteName,
      RuntimeConfig['remotes'][RemoteName],
    ][]) {
      const location = remoteLocation(entry);
      if (!hasLiveCanary(location)) {
        const remoteOrigin = originOf(location.url);
        const hints = { cors: [apiOrigin, remoteOrigin], plain: [imageOrigin, remoteOrigin] };
        const head = preconnectLinks(hints) + preloadLinks(location.url);
        remotePages.set(name, render(head));
      }
    }
  }
  const siteUrl = options.seo?.siteUrl ?? seoSettingsFromEnv({}).siteUrl;
  // The server's own calls (API, remotes' server builds) go to its own addresses when it has them.
  const renderer = isHost
    ? loadPageRenderer(distDir, runtimeConfig, siteUrl, {
        apiBaseUrl: options.seo?.serverApiUrl,
        remotes: options.serverRemotes,
      })
    : null;
  const renderedFiles = new WeakMap<RenderedDocument, Promise<ServedFile>>();
  // The server-rendered page: the shell's head (runtime config, connection hints) and the page.
  const renderedPage = (doc: RenderedDocument) =>
    appAfterHeroPhoto(
      pageHead(template, doc.head)
        .replace(
          RUNTIME_CONFIG_PLACEHOLDER,
          () =>
            `<script>${inlineScript}</script>${preconnectLinks({ cors: [apiOrigin], plain: [imageOrigin] })}${doc.head}`,
        )
        .replace('<div id="root"></div>', () => doc.root),
    );
  return {
    files,
    renderPage: renderer
      ? async (url, cookie) => {
          const doc = await renderer(url, cookie);
          // A page from the renderer's cache is the same object: compressed once, not per request.
          let file = renderedFiles.get(doc);
          if (!file) {
            file = renderedFile(renderedPage(doc), 'text/html; charset=utf-8');
            renderedFiles.set(doc, file);
          }
          return {
            ...(await file),
            cacheable: doc.cacheable,
            setCookie: doc.setCookie,
            // React's inline scripts completing an area left to the browser, allowed by hash.
            csp: doc.scriptHashes.length
              ? contentSecurityPolicy(runtimeConfig, [...scriptHashes, ...doc.scriptHashes])
              : null,
          };
        }
      : null,
    config: documentFile(configJson, 'application/json; charset=utf-8'),
    health: documentFile(
      JSON.stringify({ status: 'ok', app: options.app.name, release: releaseOf(files) }),
      'application/json; charset=utf-8',
    ),
    page: (pathname) => {
      const remote = remoteForPath(pathname);
      return (remote && remotePages.get(remote)) || plainPage;
    },
    headers: securityHeaders(
      contentSecurityPolicy(runtimeConfig, scriptHashes),
      process.env.SITE_URL,
    ),
    archiveDir: options.archiveDir,
    seoFiles: isHost
      ? seoFilesHandler({
          siteUrl,
          apiBaseUrl: options.seo?.serverApiUrl ?? runtimeConfig.apiBaseUrl,
        })
      : null,
  };
}

/**
 * The shell's head with the page's own title and description in place of the shell's generic
 * ones (a rendered head always has both), so the document has one of each.
 */
function pageHead(template: string, head: string): string {
  if (!head.includes('<title>')) return template;
  return template
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<meta name="description"[^>]*>/, '');
}

/** The release label a remote's manifest carries (null for the host, which has none). */
function releaseOf(files: Map<string, ServedFile>): string | null {
  const manifest = files.get('/mf-manifest.json');
  if (!manifest) return null;
  try {
    const parsed = JSON.parse(manifest.identity.toString('utf8')) as {
      metaData?: { citylens?: { release?: string } };
    };
    return parsed.metaData?.citylens?.release ?? null;
  } catch {
    return null;
  }
}

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

function send(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  file: ServedFile,
  cacheControl: string,
): void {
  res.setHeader('Vary', 'Origin, Accept-Encoding');
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('ETag', file.etag);
  if (req.headers['if-none-match'] === file.etag) {
    res.writeHead(304).end();
    return;
  }
  const encoding = negotiate(req.headers['accept-encoding']);
  const body = (encoding && file[encoding]) || file.identity;
  res.setHeader('Content-Type', file.type);
  if (body !== file.identity) res.setHeader('Content-Encoding', encoding!);
  res.setHeader('Content-Length', body.length);
  res.writeHead(200).end(req.method === 'HEAD' ? undefined : body);
}

/** A server-rendered page; the static shell (rendered in the browser) if rendering fails. */
async function sendRendered(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  site: Site,
  pathname: string,
): Promise<void> {
  try {
    const page = await site.renderPage!(req.url ?? '/', req.headers.cookie);
    if (page.csp) res.setHeader('Content-Security-Policy', page.csp);
    if (page.setCookie) {
      // This visitor's own bucket: no shared cache may hand it to anybody else.
      res.setHeader('Set-Cookie', page.setCookie);
      return send(req, res, page, 'private, no-cache');
    }
    // One HTML serves every anonymous visitor: what depends on the visitor is fetched after hydration.
    send(req, res, page, page.cacheable ? PUBLIC_HTML_CACHE_CONTROL : NO_CACHE);
  } catch (error) {
    console.error(`server render of ${req.url} failed; serving the shell`, error);
    if (!res.headersSent) send(req, res, site.page(pathname), NO_CACHE);
  }
}

function plain(res: http.ServerResponse, status: number, text: string): void {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': NO_CACHE });
  res.end(text);
}

/** The request handler over a site that `current()` returns (swapped on reload). */
function handlerFor(current: () => Site, corsOrigins: string[]): http.RequestListener {
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
      if (pathname === '/' || pathname === '/index.html') {
        if (site.renderPage && pathname === '/') return void sendRendered(req, res, site, pathname);
        return send(req, res, site.page('/'), NO_CACHE);
      }
      if (site.seoFiles?.(req, res, pathname)) return;
      const file = site.files.get(pathname);
      if (file) return send(req, res, file, HASHED_PATH.test(pathname) ? IMMUTABLE : NO_CACHE);
      if (HASHED_PATH.test(pathname) && site.archiveDir) {
        const archived = readArchived(site.archiveDir, pathname);
        if (archived) return send(req, res, archived, IMMUTABLE);
      }
      // Client-side routes get the app shell; a missing file with an extension is a real 404.
      if (path.extname(pathname) === '') {
        if (site.renderPage) return void sendRendered(req, res, site, pathname);
        return send(req, res, site.page(pathname), NO_CACHE);
      }
      plain(res, 404, 'Not found');
    } catch (error) {
      console.error(`${req.method} ${req.url} failed`, error);
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

/**
 * One app's server, which can be stopped, started again, or made to hang (accept connections and
 * never answer) — the last two are what the e2e suite uses to prove the host survives outages.
 * While serving it watches its build and the runtime config file and swaps in a new site when
 * either changes (a failed reload keeps serving the last good site).
 */
export class AppServer {
  private server: http.Server | net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();
  private site: Site | null = null;
  /** Each watched file with this server's own listener: several servers in one process watch the
   * same runtime config file, and `unwatchFile(file)` alone would remove every server's listener. */
  private watched: { file: string; listener: (now: Stats, before: Stats) => void }[] = [];
  state: 'stopped' | 'serving' | 'hanging' = 'stopped';
  /** Release label of the build being served (from its manifest), for logs and the control endpoint. */
  release: string | null = null;

  constructor(private readonly options: AppServerOptions) {}

  get port(): number {
    return this.options.app.port;
  }

  async start(): Promise<void> {
    await this.stop();
    this.site = buildSite(this.options);
    this.release = this.readRelease();
    const server = http.createServer(handlerFor(() => this.site!, this.options.corsOrigins));
    this.server = server;
    await this.listen(server);
    this.state = 'serving';
    this.watch();
  }

  /** Read the build (and config) again; keeps the current site if the new one is broken. */
  reload(): boolean {
    try {
      this.site = buildSite(this.options);
      this.release = this.readRelease();
      console.log(`${this.options.app.name} reloaded (release ${this.release ?? 'unknown'})`);
      return true;
    } catch (error) {
      console.error(`${this.options.app.name}: reload failed, still serving the last build`, error);
      return false;
    }
  }

  async hang(): Promise<void> {
    await this.stop();
    this.server = net.createServer(() => {
      /* accept and never answer */
    });
    await this.listen(this.server);
    this.state = 'hanging';
  }

  async stop(): Promise<void> {
    this.unwatch();
    const server = this.server;
    if (!server) return;
    this.server = null;
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    this.state = 'stopped';
  }

  private readRelease(): string | null {
    return this.site ? releaseOf(this.site.files) : null;
  }

  /** A redeploy renames a new build into place: its index.html changes, so poll that file. */
  private watch(): void {
    const files = [path.join(this.options.distDir, 'index.html')];
    if (this.options.canaryDir) files.push(path.join(this.options.canaryDir, 'index.html'));
    const configFile = process.env[runtimeConfigEnv.configFile];
    if (configFile) files.push(configFile);
    this.watched = files.map((file) => {
      const listener = (now: Stats, before: Stats) => {
        if (now.mtimeMs !== before.mtimeMs || now.ino !== before.ino) this.reload();
      };
      watchFile(file, { interval: 300, persistent: false }, listener);
      return { file, listener };
    });
  }

  private unwatch(): void {
    for (const { file, listener } of this.watched) unwatchFile(file, listener);
    this.watched = [];
  }

  private listen(server: http.Server | net.Server): Promise<void> {
    server.on('connection', (socket: net.Socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, this.options.host ?? '0.0.0.0', () => resolve());
    });
  }
}

/**
 * The app's server; its build is `<repoRoot>/<folder>/dist` (canary: `dist-canary`, archive:
 * `.release-archive`), or CITYLENS_DIST_DIR / CITYLENS_CANARY_DIR / CITYLENS_ARCHIVE_DIR in a container.
 */
export function appServerFor(
  name: AppName,
  repoRoot: string,
  env: NodeJS.ProcessEnv = process.env,
): AppServer {
  const app = appInfo(name);
  const folder = path.join(repoRoot, app.folder);
  return new AppServer({
    app,
    distDir: env.CITYLENS_DIST_DIR ?? path.join(folder, 'dist'),
    canaryDir: env.CITYLENS_CANARY_DIR ?? path.join(folder, 'dist-canary'),
    archiveDir: env.CITYLENS_ARCHIVE_DIR ?? path.join(folder, '.release-archive'),
    // Read on every (re)load, so the overrides file takes effect without a restart.
    runtimeConfig: () => runtimeConfigFromEnv(env),
    corsOrigins: corsOriginsFromEnv(env),
    host: env.HOST,
    seo: seoSettingsFromEnv(env),
    serverRemotes: serverRemotesFromEnv(env),
  });
}

/** Serve the named apps until SIGINT/SIGTERM. CITYLENS_CONTROL_PORT adds the e2e control endpoint. */
export async function serveApps(
  names: AppName[],
  { repoRoot }: { repoRoot: string },
): Promise<void> {
  const servers = new Map<AppName, AppServer>();
  for (const name of names) {
    const server = appServerFor(name, repoRoot);
    await server.start();
    servers.set(name, server);
    console.log(`${name} serving on http://localhost:${server.port}`);
  }
  const controlPort = Number(process.env.CITYLENS_CONTROL_PORT);
  if (controlPort) startControl(controlPort, servers);
  const shutdown = async () => {
    await Promise.all([...servers.values()].map((s) => s.stop()));
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

/** The header the e2e control endpoint requires, holding CITYLENS_CONTROL_SECRET. */
export const CONTROL_SECRET_HEADER = 'x-citylens-control-secret';

/**
 * POST /apps/<name>/stop|start|hang|reload, for the e2e journeys. Every call needs the run's
 * secret in a custom header: a web page cannot set one without a preflight, which this
 * endpoint never grants, so no page can stop the test servers with a simple POST.
 */
export function controlHandler(
  servers: Map<
    AppName,
    Pick<AppServer, 'state' | 'release' | 'reload' | 'stop' | 'start' | 'hang'>
  >,
  secret: string,
): http.RequestListener {
  const expected = Buffer.from(secret);
  return async (req, res) => {
    const given = Buffer.from(String(req.headers[CONTROL_SECRET_HEADER] ?? ''));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      res.writeHead(403).end();
      return;
    }
    const match = /^\/apps\/([a-z-]+)\/(stop|start|hang|reload)$/.exec(req.url ?? '');
    const server = match && servers.get(match[1] as AppName);
    if (req.method !== 'POST' || !match || !server) {
      res.writeHead(404).end();
      return;
    }
    try {
      if (match[2] === 'reload') server.reload();
      else await server[match[2] as 'stop' | 'start' | 'hang']();
      res
        .writeHead(200, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ state: server.state, release: server.release }));
    } catch (error) {
      res.writeHead(409, { 'Content-Type': 'text/plain' }).end(String(error));
    }
  };
}

/** Loopback only, and only with CITYLENS_CONTROL_SECRET set (at least 16 characters). */
function startControl(port: number, servers: Map<AppName, AppServer>): void {
  const secret = process.env.CITYLENS_CONTROL_SECRET ?? '';
  if (secret.length < 16) {
    throw new Error('CITYLENS_CONTROL_PORT needs CITYLENS_CONTROL_SECRET (16+ characters)');
  }
  http
    .createServer(controlHandler(servers, secret))
    .listen(port, '127.0.0.1', () => console.log(`control endpoint on http://127.0.0.1:${port}`));
}
