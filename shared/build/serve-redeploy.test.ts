/**
 * @jest-environment node
 */
import { renameSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { appInfo } from './apps';
import { runtimeConfigFromEnv } from './runtime-config';
import { AppServer, createRequestHandler } from './serve';
import { freePort, tmp, writeBuild } from './testing/app-builds';

// The machine may be busy: the watcher polls every 300 ms and a test may wait on it.
jest.setTimeout(30_000);

describe('redeploys', () => {
  test('a new build swapped into place is served without a restart; the old chunks keep loading', async () => {
    const folder = tmp();
    const dist = path.join(folder, 'dist');
    writeBuild(dist, '1.aaaaaaaaaa.js', 'release-1');
    const port = await freePort();
    const app = new AppServer({
      app: { ...appInfo('shop'), port },
      distDir: dist,
      archiveDir: path.join(folder, '.release-archive'),
      runtimeConfig: runtimeConfigFromEnv({}),
      corsOrigins: [],
      host: '127.0.0.1',
    });
    await app.start();
    const base = `http://127.0.0.1:${port}`;
    try {
      expect(app.release).toBe('release-1');
      // The watcher takes its first look at the build asynchronously: a swap before that look
      // would become its baseline. Let one poll interval pass, as any real deploy does.
      await new Promise((resolve) => setTimeout(resolve, 400));
      // What a deploy does: build beside the live one, then rename it into place.
      writeBuild(path.join(folder, 'dist.next'), '2.bbbbbbbbbb.js', 'release-2');
      renameSync(dist, path.join(folder, 'dist.previous'));
      renameSync(path.join(folder, 'dist.next'), dist);
      rmSync(path.join(folder, 'dist.previous'), { recursive: true });
      for (let waited = 0; app.release !== 'release-2' && waited < 15_000; waited += 100) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(app.release).toBe('release-2');
      const manifest = await (await fetch(`${base}/mf-manifest.json`)).json();
      expect(manifest.metaData.citylens.release).toBe('release-2');
      expect((await fetch(`${base}/chunks/2.bbbbbbbbbb.js`)).status).toBe(200);
      // The previous build is gone from disk, but a page opened before still gets its chunk.
      const old = await fetch(`${base}/chunks/1.aaaaaaaaaa.js`, {
        headers: { 'Accept-Encoding': 'br' },
      });
      expect(old.status).toBe(200);
      expect(old.headers.get('content-encoding')).toBe('br');
      expect(old.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(await old.text()).toBe('console.log("1.aaaaaaaaaa.js");');
    } finally {
      await app.stop();
    }
  });

  test('a canary build is served under /canary/ beside the stable one', async () => {
    const folder = tmp();
    writeBuild(path.join(folder, 'dist'), '1.aaaaaaaaaa.js', 'stable');
    writeBuild(path.join(folder, 'dist-canary'), '9.cccccccccc.js', 'canary');
    const handler = createRequestHandler({
      app: appInfo('shop'),
      distDir: path.join(folder, 'dist'),
      canaryDir: path.join(folder, 'dist-canary'),
      runtimeConfig: runtimeConfigFromEnv({}),
      corsOrigins: [],
    });
    const server = http.createServer(handler);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
    try {
      const stable = await (await fetch(`${base}/mf-manifest.json`)).json();
      const canary = await (await fetch(`${base}/canary/mf-manifest.json`)).json();
      expect([stable.metaData.citylens.release, canary.metaData.citylens.release]).toEqual([
        'stable',
        'canary',
      ]);
      expect((await fetch(`${base}/canary/chunks/9.cccccccccc.js`)).status).toBe(200);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

test('/healthz answers with the app and the release it serves', async () => {
  const handler = createRequestHandler({
    app: appInfo('shop'),
    distDir: writeBuild(tmp(), '1.aaaaaaaaaa.js', 'release-9'),
    runtimeConfig: runtimeConfigFromEnv({}),
    corsOrigins: [],
  });
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const res = await fetch(
      `http://127.0.0.1:${(server.address() as net.AddressInfo).port}/healthz`,
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', app: 'shop', release: 'release-9' });
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});
