/**
 * @jest-environment node
 */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { RUNTIME_CONFIG_GLOBAL } from '../src/contracts/runtime-config';
import { appInfo } from './apps';
import { runtimeConfigFromEnv } from './runtime-config';
import { AppServer, createRequestHandler, remoteForPath } from './serve';
import { freePort } from './testing/app-builds';

function fakeBuild(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'citylens-dist-'));
  mkdirSync(path.join(dir, 'chunks'));
  const files: Record<string, string> = {
    'index.html':
      '<!doctype html><html><head><!--citylens:runtime-config--></head><body><div id="root"></div></body></html>',
    'main.js': 'console.log("main");'.repeat(50),
    'remoteEntry.js': 'var shop;'.repeat(50),
    'mf-manifest.json': JSON.stringify({ name: 'shop' }),
    'chunks/42.abcdef1234.js': 'console.log("chunk");'.repeat(50),
  };
  for (const [name, body] of Object.entries(files)) {
    writeFileSync(path.join(dir, name), body);
    if (name.endsWith('.js') || name.endsWith('.json')) {
      writeFileSync(path.join(dir, `${name}.br`), brotliCompressSync(body));
      writeFileSync(path.join(dir, `${name}.gz`), gzipSync(body));
    }
  }
  return dir;
}

const env = {
  CITYLENS_REMOTE_SHOP_URL: 'https://shop.example.test/v2/mf-manifest.json',
  CITYLENS_API_URL: 'https://api.example.test/',
};

let server: http.Server;
let base: string;

beforeAll(async () => {
  const handler = createRequestHandler({
    app: appInfo('host'),
    distDir: fakeBuild(),
    runtimeConfig: runtimeConfigFromEnv(env),
    corsOrigins: ['http://localhost:3000'],
  });
  server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const get = (p: string, headers: Record<string, string> = {}) => fetch(base + p, { headers });

test('the runtime config comes from the environment: a moved remote needs no rebuild', async () => {
  const config = await (await get('/runtime-config.json')).json();
  expect(config.remotes.shop).toBe('https://shop.example.test/v2/mf-manifest.json');
  expect(config.remotes.events).toBe('http://localhost:3002/mf-manifest.json');
  expect(config.apiBaseUrl).toBe('https://api.example.test');
  const html = await (await get('/')).text();
  expect(html).toContain(`window.${RUNTIME_CONFIG_GLOBAL}=`);
  expect(html).toContain('https://shop.example.test/v2/mf-manifest.json');
});

test('files that name other files are no-cache; hashed chunks are immutable', async () => {
  for (const p of [
    '/',
    '/main.js',
    '/remoteEntry.js',
    '/mf-manifest.json',
    '/runtime-config.json',
  ]) {
    expect([p, (await get(p)).headers.get('cache-control')]).toEqual([p, 'no-cache']);
  }
  expect((await get('/chunks/42.abcdef1234.js')).headers.get('cache-control')).toBe(
    'public, max-age=31536000, immutable',
  );
});

test('serves brotli or gzip as the browser accepts, identity otherwise', async () => {
  // Node's fetch decodes bodies, so the encoding is read from the headers.
  expect(
    (await get('/main.js', { 'Accept-Encoding': 'gzip, br' })).headers.get('content-encoding'),
  ).toBe('br');
  expect(
    (await get('/main.js', { 'Accept-Encoding': 'gzip' })).headers.get('content-encoding'),
  ).toBe('gzip');
  expect(
    (await get('/main.js', { 'Accept-Encoding': 'identity' })).headers.get('content-encoding'),
  ).toBeNull();
  expect((await get('/', { 'Accept-Encoding': 'br' })).headers.get('content-encoding')).toBe('br');
  expect((await get('/main.js')).headers.get('vary')).toContain('Accept-Encoding');
});

test('CORS only for the allowed origins', async () => {
  const allowed = await get('/remoteEntry.js', { Origin: 'http://localhost:3000' });
  expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
  const other = await get('/remoteEntry.js', { Origin: 'https://elsewhere.test' });
  expect(other.headers.get('access-control-allow-origin')).toBeNull();
});

test('client-side routes get the app shell; a missing file is a 404', async () => {
  const route = await get('/city/S%C3%A3o%20Paulo/food');
  expect(route.status).toBe(200);
  expect(route.headers.get('content-type')).toContain('text/html');
  expect((await get('/chunks/missing.js')).status).toBe(404);
  expect((await fetch(base + '/main.js', { method: 'POST' })).status).toBe(405);
});

test('an app server can be stopped, made to hang, and started again', async () => {
  const port = await new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, () => {
      const p = (probe.address() as net.AddressInfo).port;
      probe.close(() => resolve(p));
    });
  });
  const app = new AppServer({
    app: { ...appInfo('shop'), port },
    distDir: fakeBuild(),
    runtimeConfig: runtimeConfigFromEnv({}),
    corsOrigins: [],
    host: '127.0.0.1',
  });
  const url = `http://127.0.0.1:${port}/mf-manifest.json`;
  await app.start();
  expect((await fetch(url)).status).toBe(200);
  await app.stop();
  await expect(fetch(url)).rejects.toThrow();
  await app.hang();
  await expect(fetch(url, { signal: AbortSignal.timeout(300) })).rejects.toThrow(/abort|timeout/i);
  await app.start();
  expect((await fetch(url)).status).toBe(200);
  await app.stop();
});

test('stopping one app server leaves the others watching the shared runtime config file', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'citylens-config-'));
  const configFile = path.join(dir, 'runtime-config.json');
  const previous = process.env.CITYLENS_RUNTIME_CONFIG_FILE;
  process.env.CITYLENS_RUNTIME_CONFIG_FILE = configFile;
  let shopUrl = 'http://localhost:3003/mf-manifest.json';
  const serverFor = async (name: 'host' | 'shop') =>
    new AppServer({
      app: { ...appInfo(name), port: await freePort() },
      distDir: fakeBuild(),
      runtimeConfig: () => ({
        ...runtimeConfigFromEnv({}),
        remotes: { ...runtimeConfigFromEnv({}).remotes, shop: shopUrl },
      }),
      corsOrigins: [],
      host: '127.0.0.1',
    });
  const host = await serverFor('host');
  const shop = await serverFor('shop');
  try {
    await host.start();
    await shop.start();
    // A remote restarted (as the outage journeys and supervisors do) must not unhook the host.
    await shop.stop();
    await shop.start();
    // Let the watchers take their first look (asynchronous) before the file appears.
    await new Promise((resolve) => setTimeout(resolve, 400));
    shopUrl = 'http://localhost:3003/canary/mf-manifest.json';
    writeFileSync(configFile, '{}');
    const url = `http://127.0.0.1:${host.port}/runtime-config.json`;
    let served = '';
    for (let waited = 0; waited < 5000 && !served.includes('/canary/'); waited += 100) {
      served = await (await fetch(url)).text();
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(served).toContain('/canary/');
  } finally {
    await host.stop();
    await shop.stop();
    if (previous === undefined) delete process.env.CITYLENS_RUNTIME_CONFIG_FILE;
    else process.env.CITYLENS_RUNTIME_CONFIG_FILE = previous;
  }
});

test('each route maps to the remote that renders it', () => {
  expect(remoteForPath('/')).toBe('discovery');
  expect(remoteForPath('/city/S%C3%A3o Paulo/food')).toBe('discovery');
  expect(remoteForPath('/events')).toBe('events');
  expect(remoteForPath('/checkout')).toBe('shop');
  expect(remoteForPath('/reset-password/MQ/abc')).toBe('account');
  expect(remoteForPath('/faq')).toBeNull();
  expect(remoteForPath('/city/Paris/unknown')).toBeNull();
});

test("the host page preloads the route's remote manifest and entry, and only that remote", async () => {
  const shop = await (await get('/frame-shop')).text();
  expect(shop).toContain(
    '<link rel="preload" as="fetch" href="https://shop.example.test/v2/mf-manifest.json" crossorigin="anonymous">',
  );
  expect(shop).toContain(
    '<link rel="preload" as="script" href="https://shop.example.test/v2/remoteEntry.js" fetchpriority="low">',
  );
  expect(shop.match(/rel="preload"/g)).toHaveLength(2);
  const faq = await (await get('/faq')).text();
  expect(faq).not.toContain('rel="preload"');
});

test('host pages open connections to the API, and a remote route to its remote, for both request kinds', async () => {
  const preconnects = (html: string) => html.match(/<link rel="preconnect"[^>]*>/g) ?? [];
  expect(preconnects(await (await get('/faq')).text())).toEqual([
    '<link rel="preconnect" href="https://api.example.test" crossorigin="anonymous">',
    '<link rel="preconnect" href="https://api.example.test">',
  ]);
  expect(preconnects(await (await get('/frame-shop')).text())).toEqual([
    '<link rel="preconnect" href="https://api.example.test" crossorigin="anonymous">',
    '<link rel="preconnect" href="https://shop.example.test" crossorigin="anonymous">',
    '<link rel="preconnect" href="https://api.example.test">',
    '<link rel="preconnect" href="https://shop.example.test">',
  ]);
});

test('with Cloudinary photos, the photo connection goes to Cloudinary', async () => {
  const cloudinary = http.createServer(
    createRequestHandler({
      app: appInfo('host'),
      distDir: fakeBuild(),
      runtimeConfig: runtimeConfigFromEnv({
        CITYLENS_API_URL: 'https://api.example.test',
        CITYLENS_CLOUDINARY_CLOUD_NAME: 'citylens',
      }),
      corsOrigins: [],
    }),
  );
  await new Promise<void>((resolve) => cloudinary.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = cloudinary.address() as net.AddressInfo;
    const html = await (await fetch(`http://127.0.0.1:${port}/faq`)).text();
    expect(html.match(/<link rel="preconnect"[^>]*>/g)).toEqual([
      '<link rel="preconnect" href="https://api.example.test" crossorigin="anonymous">',
      '<link rel="preconnect" href="https://res.cloudinary.com">',
    ]);
  } finally {
    await new Promise((resolve) => cloudinary.close(resolve));
  }
});

test('a build whose index.html lost the placeholder is refused, not served without its config', () => {
  const dir = fakeBuild();
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head></head><body></body></html>',
  );
  expect(() =>
    createRequestHandler({
      app: appInfo('host'),
      distDir: dir,
      runtimeConfig: runtimeConfigFromEnv({}),
      corsOrigins: [],
    }),
  ).toThrow(/placeholder/);
});
