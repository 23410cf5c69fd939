import { createHash } from 'node:crypto';
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
import { SERVER_BUILD_DIR, type ServerAddresses } from '../../src/contracts';
import type { AppInfo } from '../apps';
import { loadPageRenderer } from '../page-renderer';
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
  PAGE_SCROLL_MARKER,
  PHOTOS_NEAR_VIEW,
  PRESS_RECORDER,
  VISITOR_MARKER,
  preconnectLinks,
  preloadLinks,
  RUNTIME_CONFIG_PLACEHOLDER,
} from './page-shell';
import { renderedPages, type RenderPage, type ShellParts } from './rendered-pages';
import { documentFile, loadBuild, releaseOf, type ServedFile } from './served-file';

export type { RenderedPageFile, StreamedPage } from './rendered-pages';

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
  renderPage: RenderPage | null;
  /** The host answers only its routes' paths with a page, and redirects any other to / (spec §2). */
  redirectsUnknownPaths: boolean;
  seoFiles: SeoFilesHandler | null;
}

/** The build's files, with the canary build's under /canary/, each kept in the release archive. */
function loadSiteFiles(options: AppServerOptions, isHost: boolean): Map<string, ServedFile> {
  const { distDir } = options;
  const indexPath = path.join(distDir, 'index.html');
  if (!existsSync(indexPath)) {
    throw new Error(
      `${options.app.folder} has no production build at ${distDir}: run its build first.`,
    );
  }
  const files = loadBuild(distDir);
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
  return files;
}

/** index.html with its runtime config slot, and the inline scripts every page of the shell starts with. */
function shellScripts(
  files: Map<string, ServedFile>,
  options: AppServerOptions,
  configJson: string,
  isHost: boolean,
): Pick<ShellParts, 'template' | 'headScripts' | 'scriptHashes'> {
  // Inline the config so first render never waits for a request (`<` escaped for safety); the
  // CSP allows exactly this script by its hash, so script-src needs no 'unsafe-inline'.
  const inlineScript = `window.${RUNTIME_CONFIG_GLOBAL}=${configJson.replace(/</g, '\\u003c')}`;
  const template = files.get('/index.html')!.identity.toString('utf8');
  if (!template.includes(RUNTIME_CONFIG_PLACEHOLDER)) {
    const indexPath = path.join(options.distDir, 'index.html');
    throw new Error(
      `${indexPath} has no ${RUNTIME_CONFIG_PLACEHOLDER} placeholder: rebuild ${options.app.folder}.`,
    );
  }
  // The host's pages also mark a signed-in visitor for the header's first paint, keep presses
  // made before hydration, for the host to make again after, hold photos far from the view, and
  // mark a scroll past the header's threshold.
  const headScripts =
    `<script>${inlineScript}</script>` +
    (isHost
      ? `<script>${VISITOR_MARKER}</script><script>${PRESS_RECORDER}</script>` +
        `<script>${PHOTOS_NEAR_VIEW}</script><script>${PAGE_SCROLL_MARKER}</script>`
      : '');
  const scriptHashes = [
    inlineScript,
    VISITOR_MARKER,
    PRESS_RECORDER,
    PHOTOS_NEAR_VIEW,
    PAGE_SCROLL_MARKER,
    APP_AFTER_FIRST_PAINT,
  ].map((script) => createHash('sha256').update(script).digest('base64'));
  return { template, headScripts, scriptHashes };
}

/**
 * The static shell page for a path. The host's page for a remote's route preloads that remote;
 * every other page is the plain shell. A remote with a live canary is not preloaded: the
 * visitor's bucket, known only in the browser, decides which build loads.
 */
function shellPages(
  { template, headScripts }: Pick<ShellParts, 'template' | 'headScripts'>,
  runtimeConfig: RuntimeConfig,
  isHost: boolean,
  { apiOrigin, imageOrigin }: { apiOrigin: string | null; imageOrigin: string | null },
): (pathname: string) => ServedFile {
  const render = (extraHead: string) =>
    documentFile(
      template.replace(RUNTIME_CONFIG_PLACEHOLDER, `${headScripts}${extraHead}`),
      'text/html; charset=utf-8',
    );
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
  return (pathname) => {
    const remote = remoteForPath(pathname);
    return (remote && remotePages.get(remote)) || plainPage;
  };
}

export function buildSite(options: AppServerOptions): Site {
  const { distDir } = options;
  const runtimeConfig =
    typeof options.runtimeConfig === 'function' ? options.runtimeConfig() : options.runtimeConfig;
  const configJson = JSON.stringify(runtimeConfig);
  const isHost = options.app.name === 'host';
  const files = loadSiteFiles(options, isHost);
  const scripts = shellScripts(files, options, configJson, isHost);
  // Photos come from the API's image endpoint unless a Cloudinary account serves them.
  const apiOrigin = isHost ? originOf(runtimeConfig.apiBaseUrl) : null;
  const imageOrigin = isHost && runtimeConfig.imageHost?.cloudName ? CLOUDINARY_ORIGIN : apiOrigin;
  const page = shellPages(scripts, runtimeConfig, isHost, { apiOrigin, imageOrigin });
  const siteUrl = options.seo?.siteUrl ?? seoSettingsFromEnv({}).siteUrl;
  // The server's own calls (API, remotes' server builds) go to its own addresses when it has them.
  const renderer = isHost
    ? loadPageRenderer(distDir, runtimeConfig, siteUrl, {
        apiBaseUrl: options.seo?.serverApiUrl,
        remotes: options.serverRemotes,
      })
    : null;
  const connectionHints = preconnectLinks({ cors: [apiOrigin], plain: [imageOrigin] });
  return {
    files,
    renderPage: renderer
      ? renderedPages(renderer, { ...scripts, connectionHints }, runtimeConfig)
      : null,
    config: documentFile(configJson, 'application/json; charset=utf-8'),
    health: documentFile(
      JSON.stringify({ status: 'ok', app: options.app.name, release: releaseOf(files) }),
      'application/json; charset=utf-8',
    ),
    page,
    // CITYLENS_SITE_URL, as every container is given it (SITE_URL is only the API's).
    headers: securityHeaders(contentSecurityPolicy(runtimeConfig, scripts.scriptHashes), siteUrl),
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
