/**
 * @jest-environment node
 */
import { createHash } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import { appInfo } from './apps';
import { runtimeConfigFromEnv } from './runtime-config';
import { createRequestHandler, requestPath } from './serve';
import { tmp, writeBuild } from './testing/app-builds';

// The machine may be busy: the watcher polls every 300 ms and a test may wait on it.
jest.setTimeout(30_000);

/** Raw HTTP over a socket, so paths and methods reach the server exactly as written. */
function rawRequest(port: number, method: string, target: string, headers = ''): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let data = '';
    socket.setTimeout(10_000, () => socket.destroy());
    socket.on('data', (chunk) => (data += chunk.toString('latin1')));
    socket.on('close', () => resolve(data));
    socket.on('error', () => resolve(data));
    socket.write(
      `${method} ${target} HTTP/1.1\r\nHost: localhost\r\n${headers}Connection: close\r\n\r\n`,
    );
  });
}

const statusOf = (response: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(response)?.[1] ?? 0);

describe('the static server under hostile input', () => {
  let server: http.Server;
  let port: number;
  let crashes = 0;
  const onCrash = () => (crashes += 1);

  beforeAll(async () => {
    process.on('uncaughtException', onCrash);
    const handler = createRequestHandler({
      app: appInfo('host'),
      distDir: writeBuild(tmp(), '42.abcdef1234.js', 'v1'),
      archiveDir: tmp(),
      runtimeConfig: runtimeConfigFromEnv({}),
      corsOrigins: ['http://localhost:3000'],
    });
    server = http.createServer(handler);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    process.off('uncaughtException', onCrash);
    await new Promise((resolve) => server.close(resolve));
  });

  test('the path that used to take every app down is a 400, and the server keeps serving', async () => {
    expect(statusOf(await rawRequest(port, 'GET', '/%E0%A4%A'))).toBe(400);
    expect(statusOf(await rawRequest(port, 'GET', '/city/%E0%A4%A/food'))).toBe(400);
    expect(statusOf(await rawRequest(port, 'GET', '/main.js'))).toBe(200);
    expect(statusOf(await rawRequest(port, 'GET', '/chunks/nothing.0123456789.js'))).toBe(404);
  });

  test('a few thousand odd paths and methods: no crash, no 5xx, security headers on every response', async () => {
    const methods = [
      'GET',
      'GET',
      'GET',
      'GET',
      'GET',
      'HEAD',
      'POST',
      'PUT',
      'DELETE',
      'OPTIONS',
      'PATCH',
      'TRACE',
      'FOO',
    ];
    const pieces = [
      '%',
      '%%',
      '%E0%A4%A',
      '%C0%AF',
      '%00',
      '%2e%2e',
      '..',
      '.',
      '%2F',
      '%5C',
      '\\',
      '~',
      '*',
      'chunks',
      'assets',
      'index.html',
      'main.js',
      'mf-manifest.json',
      'city',
      'S%C3%A3o Paulo',
      '%F0%9F%98%80',
      '%FF',
      '%uD800',
      '?',
      '??a=%',
      '#',
      ';',
      ':',
      '@',
      '$',
      '&',
      '=',
      '+',
      "'",
      '"',
      '<script>',
      '%3Cscript%3E',
      'a'.repeat(300),
      '%25',
      '/',
      '//',
      'runtime-config.json',
    ];
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const statuses = new Map<number, number>();
    let count = 0;
    let missingHeaders = 0;
    for (let i = 0; i < 2500; i++) {
      const segments = Array.from({ length: 1 + random(5) }, () => pieces[random(pieces.length)]);
      let target = '/' + segments.join(random(3) ? '/' : '');
      if (i % 97 === 0) target = target.replace(/^\//, ''); // not even a path
      if (i % 101 === 0) target = 'http://elsewhere.test' + target; // absolute form
      if (i % 89 === 0) target = '/' + 'x'.repeat(5000);
      const headers =
        i % 7 === 0
          ? 'Range: bytes=9-2\r\nAccept-Encoding: br, gzip\r\nIf-None-Match: "x"\r\n'
          : i % 11 === 0
            ? 'Origin: http://localhost:3000\r\nAccept-Encoding: gzip\r\n'
            : '';
      const response = await rawRequest(port, methods[random(methods.length)]!, target, headers);
      const status = statusOf(response);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      count += 1;
      // Node answers unparseable request lines itself (400, no app headers): only ours are checked.
      if (status !== 400 || /content-security-policy/i.test(response)) {
        if (
          !/content-security-policy: /i.test(response) ||
          !/x-content-type-options: nosniff/i.test(response)
        ) {
          missingHeaders += 1;
        }
      }
    }
    const fiveHundreds = [...statuses].filter(([s]) => s >= 500).reduce((n, [, c]) => n + c, 0);
    console.log(
      `[fuzz] ${count} requests, ${crashes} crashes, ${fiveHundreds} 5xx; statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    expect(count).toBe(2500);
    expect(crashes).toBe(0);
    expect(fiveHundreds).toBe(0);
    expect(statuses.get(0) ?? 0).toBe(0); // every request got an answer
    expect(missingHeaders).toBe(0);
    expect(statusOf(await rawRequest(port, 'GET', '/'))).toBe(200);
  }, 120_000);

  test('every response carries the security headers, and the CSP allows the inline config by its hash', async () => {
    for (const target of ['/', '/frame-shop', '/main.js', '/nope.js', '/%E0%A4%A']) {
      const res = await fetch(`http://127.0.0.1:${port}${target}`);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('permissions-policy')).toContain('camera=()');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      const csp = res.headers.get('content-security-policy')!;
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain('frame-src https://www.youtube-nocookie.com https://www.youtube.com');
      expect(csp).toMatch(/img-src 'self' data: blob: http:\/\/localhost:8000/);
      expect(csp).toMatch(
        /connect-src 'self' http:\/\/localhost:8000 http:\/\/localhost:3001 http:\/\/localhost:3002 http:\/\/localhost:3003 http:\/\/localhost:3004/,
      );
      expect(/script-src ([^;]*)/.exec(csp)![1]).not.toContain('unsafe-inline');
    }
    const res = await fetch(`http://127.0.0.1:${port}/`);
    const html = await res.text();
    const inline = /<script>(.*?)<\/script>/.exec(html)![1]!;
    const hash = createHash('sha256').update(inline).digest('base64');
    expect(res.headers.get('content-security-policy')).toContain(`'sha256-${hash}'`);
  });

  test('request paths are decoded once and checked', () => {
    expect(requestPath('/city/S%C3%A3o%20Paulo/food?x=1')).toBe('/city/São Paulo/food');
    expect(requestPath('/%E0%A4%A')).toBeNull();
    expect(requestPath('/chunks/%2e%2e/%2e%2e/etc/passwd')).toBeNull();
    expect(requestPath('/a%00b')).toBeNull();
    expect(requestPath('relative')).toBeNull();
    expect(requestPath('http://elsewhere.test/')).toBeNull();
  });
});
