import { timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AppName } from '../apps';
import type { AppServer } from '../serve';

/**
 * The e2e suite's control endpoint over the app servers of one process: test-only, loaded by the
 * e2e launcher (serve-for-e2e.ts), never by `cli.ts serve` or the container's server.
 */

/** The header the e2e control endpoint requires, holding CITYLENS_CONTROL_SECRET. */
export const CONTROL_SECRET_HEADER = 'x-citylens-control-secret';

type ControlledServer = Pick<AppServer, 'state' | 'release' | 'reload' | 'stop' | 'start' | 'hang'>;

/**
 * POST /apps/<name>/stop|start|hang|reload, for the e2e journeys. Every call needs the run's
 * secret in a custom header: a web page cannot set one without a preflight, which this
 * endpoint never grants, so no page can stop the test servers with a simple POST.
 */
export function controlHandler(
  servers: Map<AppName, ControlledServer>,
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

/** Loopback only, and only with a secret of at least 16 characters. */
export function startControl(
  port: number,
  servers: Map<AppName, ControlledServer>,
  secret: string,
): http.Server {
  if (secret.length < 16) {
    throw new Error('CITYLENS_CONTROL_PORT needs CITYLENS_CONTROL_SECRET (16+ characters)');
  }
  return http
    .createServer(controlHandler(servers, secret))
    .listen(port, '127.0.0.1', () => console.log(`control endpoint on http://127.0.0.1:${port}`));
}
