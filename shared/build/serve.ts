import { readFileSync, existsSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import sirv from 'sirv';
import { routes } from '../src/contracts/routes';
import type { RemoteName } from '../src/contracts/remotes';
import {
  RUNTIME_CONFIG_GLOBAL,
  RUNTIME_CONFIG_PATH,
  type RuntimeConfig,
} from '../src/contracts/runtime-config';
import { appInfo, type AppInfo, type AppName } from './apps';
import { runtimeConfigFromEnv } from './runtime-config';

/**
 * Production static server for one CityLens app: precompressed brotli/gzip, CORS for the host's
 * origin, no-cache on the files that name other files (manifest, remoteEntry, runtime config,
 * index.html, main.js), immutable caching on content-hashed chunks and assets.
 */
export interface AppServerOptions {
  app: AppInfo;
  distDir: string;
  runtimeConfig: RuntimeConfig;
  corsOrigins: string[];
  host?: string;
}

/** Where index.html takes the inline runtime config (and the route's preload links). */
export const RUNTIME_CONFIG_PLACEHOLDER = '<!--citylens:runtime-config-->';

const NO_CACHE =
  /(^|\/)(index\.html|mf-manifest\.json|mf-stats\.json|remoteEntry\.js|main\.js|runtime-config\.json)$/;

function negotiate(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
}

/** A small in-memory document served with the best encoding the client takes. */
function precompressed(body: string, contentType: string) {
  const raw = Buffer.from(body);
  const variants = { br: brotliCompressSync(raw), gzip: gzipSync(raw, { level: 9 }) };
  return (req: http.IncomingMessage, res: http.ServerResponse) => {
    const encoding = negotiate(req.headers['accept-encoding']);
    res.setHeader('Content-Type', contentType);
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Vary', 'Origin, Accept-Encoding');
    if (encoding) res.setHeader('Content-Encoding', encoding);
    const payload = encoding ? variants[encoding] : raw;
    res.setHeader('Content-Length', payload.length);
    res.end(req.method === 'HEAD' ? undefined : payload);
  };
}

/** Which remote renders a path, from the route table (`:param` matches one segment). */
export function remoteForPath(pathname: string): RemoteName | null {
  for (const route of Object.values(routes)) {
    if (route.owner.kind !== 'remote') continue;
    const pattern = route.path
      .split('/')
      .map((seg) => (seg.startsWith(':') ? '[^/]+' : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/');
    if (new RegExp(`^${pattern}/?$`).test(pathname)) return route.owner.remote;
  }
  return null;
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

export function createRequestHandler(options: AppServerOptions): http.RequestListener {
  const { distDir, runtimeConfig, corsOrigins } = options;
  const configJson = JSON.stringify(runtimeConfig);
  const indexPath = path.join(distDir, 'index.html');
  if (!existsSync(indexPath)) {
    throw new Error(
      `${options.app.folder} has no production build at ${distDir}: run its build first.`,
    );
  }
  // Inline the config so first render never waits for a request (`<` escaped for safety).
  const configScript = `<script>window.${RUNTIME_CONFIG_GLOBAL}=${configJson.replace(/</g, '\\u003c')}</script>`;
  const template = readFileSync(indexPath, 'utf8');
  if (!template.includes(RUNTIME_CONFIG_PLACEHOLDER)) {
    throw new Error(
      `${indexPath} has no ${RUNTIME_CONFIG_PLACEHOLDER} placeholder: rebuild ${options.app.folder}.`,
    );
  }
  const page = (extraHead: string) =>
    precompressed(
      template.replace(RUNTIME_CONFIG_PLACEHOLDER, configScript + extraHead),
      'text/html; charset=utf-8',
    );
  // The host's page for a remote's route preloads that remote; every other page is the plain shell.
  const plainPage = page('');
  const remotePages = new Map<RemoteName, ReturnType<typeof page>>();
  if (options.app.name === 'host') {
    for (const [name, url] of Object.entries(runtimeConfig.remotes) as [RemoteName, string][]) {
      remotePages.set(name, page(preloadLinks(url)));
    }
  }
  const serveIndex = (req: http.IncomingMessage, res: http.ServerResponse, pathname: string) => {
    const remote = remoteForPath(pathname);
    return ((remote && remotePages.get(remote)) || plainPage)(req, res);
  };
  const serveConfig = precompressed(configJson, 'application/json; charset=utf-8');

  const assets = sirv(distDir, {
    brotli: true,
    gzip: true,
    etag: true,
    dotfiles: false,
    setHeaders(res, pathname) {
      // sirv sets Vary for encodings; responses also vary by Origin (CORS).
      res.setHeader('Vary', 'Origin, Accept-Encoding');
      res.setHeader(
        'Cache-Control',
        NO_CACHE.test(pathname) ? 'no-cache' : 'public, max-age=31536000, immutable',
      );
    },
  });

  return (req, res) => {
    const origin = req.headers.origin;
    if (origin && corsOrigins.includes(origin)) {
      res.setHeader('Access-Control-Allow-Origin', origin);
    }
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (req.method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
      res.writeHead(204).end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD, OPTIONS' }).end();
      return;
    }
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (pathname === RUNTIME_CONFIG_PATH) return serveConfig(req, res);
    if (pathname === '/' || pathname === '/index.html') return serveIndex(req, res, '/');
    assets(req, res, () => {
      // Client-side routes get the app shell; a missing file with an extension is a real 404.
      if (path.extname(pathname) === '') return serveIndex(req, res, decodeURIComponent(pathname));
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
    });
  };
}

export function corsOriginsFromEnv(env: NodeJS.ProcessEnv = process.env): string[] {
  const fromEnv = env.CITYLENS_CORS_ORIGINS?.split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  return fromEnv?.length ? fromEnv : ['http://localhost:3000', 'http://127.0.0.1:3000'];
}

/**
 * One app's server, which can be stopped, started again, or made to hang (accept connections and
 * never answer) — the last two are what the e2e suite uses to prove the host survives outages.
 */
export class AppServer {
  private server: http.Server | net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();
  state: 'stopped' | 'serving' | 'hanging' = 'stopped';

  constructor(private readonly options: AppServerOptions) {}

  get port(): number {
    return this.options.app.port;
  }

  async start(): Promise<void> {
    await this.stop();
    this.server = http.createServer(createRequestHandler(this.options));
    await this.listen(this.server);
    this.state = 'serving';
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
    const server = this.server;
    if (!server) return;
    this.server = null;
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    this.state = 'stopped';
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

/** The app's server; its build is `<repoRoot>/<folder>/dist`, or CITYLENS_DIST_DIR in a container. */
export function appServerFor(
  name: AppName,
  repoRoot: string,
  env: NodeJS.ProcessEnv = process.env,
): AppServer {
  const app = appInfo(name);
  return new AppServer({
    app,
    distDir: env.CITYLENS_DIST_DIR ?? path.join(repoRoot, app.folder, 'dist'),
    runtimeConfig: runtimeConfigFromEnv(env),
    corsOrigins: corsOriginsFromEnv(env),
    host: env.HOST,
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

/** Loopback only: POST /apps/<name>/stop|start|hang, for the e2e outage journeys. */
function startControl(port: number, servers: Map<AppName, AppServer>): void {
  http
    .createServer(async (req, res) => {
      const match = /^\/apps\/([a-z-]+)\/(stop|start|hang)$/.exec(req.url ?? '');
      const server = match && servers.get(match[1] as AppName);
      if (req.method !== 'POST' || !match || !server) {
        res.writeHead(404).end();
        return;
      }
      await server[match[2] as 'stop' | 'start' | 'hang']();
      res
        .writeHead(200, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ state: server.state }));
    })
    .listen(port, '127.0.0.1', () => console.log(`control endpoint on http://127.0.0.1:${port}`));
}
