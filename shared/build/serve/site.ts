import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { RemoteName } from '../../src/contracts/remotes';
import { remoteForPath } from '../../src/contracts/routes';
import { hasLiveCanary } from '../../src/config/remote-build';
import {
  CLOUDINARY_ORIGIN,
  remoteLocation,
  RUNTIME_CONFIG_GLOBAL,
  type RuntimeConfig,
} from '../../src/contracts/runtime-config';
import {
  SERVER_BUILD_DIR,
  type PageCacheStatus,
  type ServerAddresses,
} from '../../src/contracts/server-render';
import type { AppInfo } from '../apps';
import { loadPageRenderer, type RenderedDocument } from '../page-renderer';
import { archiveBuild } from '../release-archive';
import { contentSecurityPolicy, originOf, securityHeaders } from '../security-headers';
import {
  seoFilesHandler,
  seoSettingsFromEnv,
  type SeoFilesHandler,
  type SeoSettings,
} from '../seo-files';
import {
  APP_AFTER_FIRST_PAINT,
  MAIN_BEFORE_FIRST_PAINT,
  PRESS_RECORDER,
  VISITOR_MARKER,
  appAfterFirstPaint,
  preconnectLinks,
  preloadLinks,
  splitShellTitle,
  RUNTIME_CONFIG_PLACEHOLDER,
} from './page-shell';
import { documentFile, loadBuild, releaseOf, renderedFile, type ServedFile } from './served-file';

/**
 * What one app's server serves: its build, read into memory (with the canary build under
 * /canary/), the runtime config, /healthz, the shell pages and, for the host, server rendering.
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

/**
 * A page being rendered, whose status (200) is known: the head's start goes out at once (the
 * connection hints, the first inline scripts), the rest of the document once the page has rendered.
 * Together they are the document a kept page is, so a crawler reads the same complete HTML.
 */
export interface StreamedPage {
  early: string;
  /** The rest of the document; rejects when the render fails (then `shellRest` ends the page). */
  rest: Promise<string>;
  /** The static shell's rest: the browser renders the page, as after a failed render. */
  shellRest: string;
  cacheStatus: PageCacheStatus;
  /** React's inline scripts in the page carry this response's nonce, allowed by this CSP. */
  csp: string;
  setCookie?: string;
  personal?: boolean;
}

/** The URL prefix of the canary build on a remote's origin. */
export const CANARY_PREFIX = '/canary/';

/** One loaded build with everything derived from it; a reload makes a new one. */
export interface Site {
  files: Map<string, ServedFile>;
  config: ServedFile;
  health: ServedFile;
  page: (pathname: string) => ServedFile;
  headers: Record<string, string>;
  archiveDir?: string;
  /** The host's server-rendered page for a URL (its server build); null without one. */
  renderPage:
    ((url: string, cookie: string | undefined) => Promise<RenderedPageFile | StreamedPage>) | null;
  /** The host answers only its routes' paths with a page, and redirects any other to / (spec §2). */
  redirectsUnknownPaths: boolean;
  seoFiles: SeoFilesHandler | null;
}

/** A server-rendered page as served: its file, its status, and how it may be cached. */
export type RenderedPageFile = ServedFile & {
  cacheable: boolean;
  status: number;
  cacheStatus: PageCacheStatus;
  csp: string | null;
  setCookie?: string;
  /** The visitor's own page (their cart): `private`. */
  personal?: boolean;
};

export function buildSite(options: AppServerOptions): Site {
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
  // The host's pages also mark a signed-in visitor for the header's first paint, and keep presses
  // made before hydration, for the host to make again after.
  const headScripts =
    `<script>${inlineScript}</script>` +
    (isHost ? `<script>${VISITOR_MARKER}</script><script>${PRESS_RECORDER}</script>` : '');
  const scriptHashes = [inlineScript, VISITOR_MARKER, PRESS_RECORDER, APP_AFTER_FIRST_PAINT].map(
    (script) => createHash('sha256').update(script).digest('base64'),
  );
  const render = (extraHead: string) =>
    documentFile(
      template.replace(RUNTIME_CONFIG_PLACEHOLDER, `${headScripts}${extraHead}`),
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
  // The server-rendered page: the shell's head (runtime config, connection hints), which needs no
  // render and goes first, then the page's own head (title, preloads, styles) and the page.
  const [templateHead, templateTail] = template.split(RUNTIME_CONFIG_PLACEHOLDER) as [
    string,
    string,
  ];
  const shell = splitShellTitle(templateHead);
  const earlyHead =
    shell.head +
    headScripts +
    MAIN_BEFORE_FIRST_PAINT +
    preconnectLinks({ cors: [apiOrigin], plain: [imageOrigin] });
  const pageRest = (doc: RenderedDocument) =>
    appAfterFirstPaint(
      (doc.head.includes('<title>') ? '' : shell.titleTags) +
        doc.head +
        templateTail.replace('<div id="root"></div>', () => doc.root),
    );
  const renderedPage = (doc: RenderedDocument) => earlyHead + pageRest(doc);
  const shellRest = shell.titleTags + templateTail;
  return {
    files,
    renderPage: renderer
      ? async (url, cookie) => {
          const answer = await renderer(url, cookie);
          if ('rendering' in answer) {
            // Not yet rendered: React's inline scripts, if any, are allowed by this answer's nonce.
            const nonce = randomBytes(16).toString('base64');
            const rest = answer.rendering.then((doc) =>
              pageRest({
                ...doc,
                root: doc.root.replace(/<script>/g, `<script nonce="${nonce}">`),
              }),
            );
            return {
              early: earlyHead,
              rest,
              shellRest,
              cacheStatus: answer.cacheStatus,
              setCookie: answer.setCookie,
              personal: answer.personal,
              csp: contentSecurityPolicy(runtimeConfig, scriptHashes, nonce),
            };
          }
          const { doc, cacheStatus, setCookie, personal } = answer;
          // A page from the renderer's cache is the same object: compressed once, not per request.
          let file = renderedFiles.get(doc);
          if (!file) {
            file = renderedFile(renderedPage(doc), 'text/html; charset=utf-8');
            renderedFiles.set(doc, file);
          }
          return {
            ...(await file),
            cacheable: doc.cacheable,
            status: doc.status,
            cacheStatus,
            setCookie,
            personal,
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
    // CITYLENS_SITE_URL, as every container is given it (SITE_URL is only the API's).
    headers: securityHeaders(contentSecurityPolicy(runtimeConfig, scriptHashes), siteUrl),
    archiveDir: options.archiveDir,
    redirectsUnknownPaths: isHost,
    seoFiles: isHost
      ? seoFilesHandler({
          siteUrl,
          apiBaseUrl: options.seo?.serverApiUrl ?? runtimeConfig.apiBaseUrl,
        })
      : null,
  };
}
