import type { ServerResponse } from 'node:http';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { localAppOrigins } from '../src/contracts/remotes';
import { RUNTIME_CONFIG_PATH } from '../src/contracts/runtime-config';
import { runtimeConfigFromEnv } from './runtime-config';

/** Origins the dev servers answer CORS for: the five apps, or CITYLENS_CORS_ORIGINS. */
const devOrigins = process.env.CITYLENS_CORS_ORIGINS?.split(',').map((o) => o.trim()) ?? [
  ...localAppOrigins('localhost'),
  ...localAppOrigins('127.0.0.1'),
];

/** Where the dev servers listen and which Host headers they answer (never 'all'). */
export function devServerBinding(env: NodeJS.ProcessEnv = process.env): {
  host: string;
  allowedHosts: 'auto' | string[];
} {
  const host = env.CITYLENS_DEV_HOST || 'localhost';
  const extra = (env.CITYLENS_DEV_ALLOWED_HOSTS ?? '')
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean);
  return { host, allowedHosts: extra.length > 0 ? ['localhost', '127.0.0.1', ...extra] : 'auto' };
}

/** `pnpm dev`: one app's webpack-dev-server, with hot reload and the same runtime config as production. */
export function devServerConfig(port: number): DevServerConfiguration {
  return {
    port,
    // Loopback by default: a dev server with source and hot reload is not for the network.
    // CITYLENS_DEV_HOST (e.g. 0.0.0.0 in a container) opens it, still for localhost names only.
    ...devServerBinding(),
    hot: true,
    historyApiFallback: true,
    // CORS for the apps' own origins only (the host loads remotes across ports), never '*'.
    headers: (req: { headers: { origin?: string } }) => {
      const origin = req.headers.origin;
      return {
        'Cache-Control': 'no-cache',
        Vary: 'Origin',
        ...(origin && devOrigins.includes(origin) ? { 'Access-Control-Allow-Origin': origin } : {}),
      };
    },
    client: { overlay: { errors: true, warnings: false } },
    // Same runtime config as production, from the same environment variables.
    setupMiddlewares(middlewares) {
      middlewares.unshift({
        name: 'citylens-runtime-config',
        path: RUNTIME_CONFIG_PATH,
        middleware: (_req: unknown, res: ServerResponse) => {
          res.setHeader('Content-Type', 'application/json; charset=utf-8');
          res.setHeader('Cache-Control', 'no-cache');
          res.end(JSON.stringify(runtimeConfigFromEnv()));
        },
      });
      return middlewares;
    },
  };
}
