import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { contracts } from '../../lib/contracts.js';

/** The releases the test manifests name: path under the server → release. */
export const TEST_RELEASES: Record<string, string> = {
  '/discovery/mf-manifest.json': 'discovery-1.0.0',
  '/events/mf-manifest.json': 'events-1',
  '/events/canary/mf-manifest.json': 'events-2',
  '/shop/mf-manifest.json': 'shop-1.0.0',
  '/shop/canary/mf-manifest.json': 'shop-1.1.0',
  '/account/mf-manifest.json': 'account-1.0.0',
};

/**
 * Each remote's manifests, as the static servers would serve them, for the telemetry tests: the
 * API accepts only records of the releases these name. Returns the environment that points the
 * API at them (events and shop with a canary) and the runtime config file's form of the same.
 */
export async function serveTestManifests() {
  const server = http.createServer((request, response) => {
    const release = TEST_RELEASES[request.url ?? ''];
    if (!release) return void response.writeHead(404).end();
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ name: 'remote', metaData: { citylens: { release } } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const env: Record<string, string> = {};
  for (const name of contracts.remoteNames) {
    env[`CITYLENS_REMOTE_${name.toUpperCase()}_URL`] = `${base}/${name}/mf-manifest.json`;
  }
  env.CITYLENS_REMOTE_SHOP_CANARY_URL = `${base}/shop/canary/mf-manifest.json`;
  env.CITYLENS_REMOTE_EVENTS_CANARY_URL = `${base}/events/canary/mf-manifest.json`;
  const withEventsCanary = (percent: number) => ({
    remotes: {
      events: {
        url: `${base}/events/mf-manifest.json`,
        canary: { url: `${base}/events/canary/mf-manifest.json`, percent },
      },
    },
  });
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return { base, env, withEventsCanary, close };
}
