import { unwatchFile, watchFile, type Stats } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { runtimeConfigEnv } from '../../src/contracts';
import { appInfo, type AppName } from '../apps';
import { runtimeConfigFromEnv, serverRemotesFromEnv } from '../runtime-config';
import { seoSettingsFromEnv } from '../seo-files';
import { corsOriginsFromEnv, handlerFor } from './request-handler';
import { releaseOf } from './served-file';
import { buildSite, type AppServerOptions, type Site } from './site';

/**
 * One app's server, which can be stopped, started again, or made to hang (accept connections and
 * never answer) — the e2e suite does so through its control endpoint (testing/e2e-control.ts) to
 * prove the host survives outages.
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
  /** Release label of the build being served (from its manifest), for logs and the e2e control endpoint's answers. */
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

/** Serve the named apps until SIGINT/SIGTERM; the servers, by app. */
export async function serveApps(
  names: AppName[],
  { repoRoot }: { repoRoot: string },
): Promise<Map<AppName, AppServer>> {
  const servers = new Map<AppName, AppServer>();
  for (const name of names) {
    const server = appServerFor(name, repoRoot);
    await server.start();
    servers.set(name, server);
    console.log(`${name} serving on http://localhost:${server.port}`);
  }
  const shutdown = async () => {
    await Promise.all([...servers.values()].map((s) => s.stop()));
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  return servers;
}
