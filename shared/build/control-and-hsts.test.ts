/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { CONTROL_SECRET_HEADER, controlHandler } from './testing/e2e-control';
import { HSTS, securityHeaders } from './security-headers';
import { devServerBinding } from './dev-server-config';
import { appInfo } from './apps';
import { runtimeConfigFromEnv } from './runtime-config';
import { createRequestHandler } from './serve';
import { seoSettingsFromEnv } from './seo-files';
import { tmp, writeBuild } from './testing/app-builds';

describe('the e2e control endpoint', () => {
  const calls: string[] = [];
  const fake = {
    state: 'serving',
    release: null,
    reload: () => void calls.push('reload'),
    stop: async () => void calls.push('stop'),
    start: async () => void calls.push('start'),
    hang: async () => void calls.push('hang'),
  };
  let server: http.Server;
  let base: string;
  beforeAll(async () => {
    server = http.createServer(
      controlHandler(new Map([['host', fake as never]]), 'a-secret-of-the-run-1234'),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  test('a simple POST from a web page (no secret header) stops nothing', async () => {
    const res = await fetch(`${base}/apps/host/stop`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', origin: 'https://evil.example' },
      body: 'x',
    });
    expect(res.status).toBe(403);
    const wrong = await fetch(`${base}/apps/host/stop`, {
      method: 'POST',
      headers: { [CONTROL_SECRET_HEADER]: 'a-secret-of-the-run-1235' },
    });
    expect(wrong.status).toBe(403);
    expect(calls).toEqual([]);
  });

  test('with the run’s secret it works', async () => {
    const res = await fetch(`${base}/apps/host/stop`, {
      method: 'POST',
      headers: { [CONTROL_SECRET_HEADER]: 'a-secret-of-the-run-1234' },
    });
    expect(res.status).toBe(200);
    expect(calls).toEqual(['stop']);
  });
});

test('the static servers send HSTS when the site is https, not over plain http', () => {
  expect(securityHeaders('default-src self', 'https://citylens.example')).toMatchObject({
    'Strict-Transport-Security': HSTS,
  });
  expect(securityHeaders('default-src self', 'http://localhost:3000')).not.toHaveProperty(
    'Strict-Transport-Security',
  );
});

test('an app server given CITYLENS_SITE_URL=https://… (and no SITE_URL) sends HSTS on its pages and files', async () => {
  const served = async (env: NodeJS.ProcessEnv) => {
    const server = http.createServer(
      createRequestHandler({
        app: appInfo('discovery'),
        distDir: writeBuild(tmp(), '42.abcdef1234.js', 'v1'),
        archiveDir: tmp(),
        runtimeConfig: runtimeConfigFromEnv({}),
        corsOrigins: [],
        seo: seoSettingsFromEnv(env),
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const answers = await Promise.all(['/', '/main.js'].map((p) => fetch(`${base}${p}`)));
      return answers.map((a) => a.headers.get('strict-transport-security'));
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  };
  expect(await served({ CITYLENS_SITE_URL: 'https://citylens.example.com' })).toEqual([HSTS, HSTS]);
  expect(await served({})).toEqual([null, null]);
});

test('dev servers bind to localhost and never allow every Host header', () => {
  expect(devServerBinding({})).toEqual({ host: 'localhost', allowedHosts: 'auto' });
  const opened = devServerBinding({
    CITYLENS_DEV_HOST: '0.0.0.0',
    CITYLENS_DEV_ALLOWED_HOSTS: 'host.docker.internal',
  });
  expect(opened.host).toBe('0.0.0.0');
  expect(opened.allowedHosts).toEqual(['localhost', '127.0.0.1', 'host.docker.internal']);
});
