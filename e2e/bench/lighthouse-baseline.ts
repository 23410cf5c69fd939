import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { HOST_URL } from './site';

/** An empty page with the host's response headers, with and without COOP. */
export async function startBaselineServer(): Promise<{ url: string; close(): void }> {
  const hostHeaders = (await fetch(`${HOST_URL}/`, { method: 'HEAD' })).headers;
  const copied = [
    'content-security-policy',
    'referrer-policy',
    'x-content-type-options',
    'x-frame-options',
    'cross-origin-opener-policy',
    'permissions-policy',
  ];
  const body =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="description" content="A page with no script"><title>Baseline</title></head><body><main><h1>Baseline</h1><p>No script, no image.</p></main></body></html>';
  const server = http.createServer((req, res) => {
    const withoutCoop = (req.url ?? '').includes('without-coop');
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    for (const name of copied) {
      const value = hostHeaders.get(name);
      if (value && !(withoutCoop && name === 'cross-origin-opener-policy'))
        res.setHeader(name, value);
    }
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() };
}
