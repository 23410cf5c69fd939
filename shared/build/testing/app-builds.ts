import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/** The static server's tests: small app builds on disk (each release labelled) and free ports. */

/** A shop-like build in `dir` whose page, entry and manifest carry `label` (its release). */
export function writeBuild(dir: string, chunk: string, label: string): string {
  mkdirSync(path.join(dir, 'chunks'), { recursive: true });
  const files: Record<string, string> = {
    'index.html': `<!doctype html><html><head><!--citylens:runtime-config--></head><body>${label}</body></html>`,
    'main.js': `console.log(${JSON.stringify(label)});`,
    'remoteEntry.js': `var shop=${JSON.stringify(label)};`,
    'mf-manifest.json': JSON.stringify({
      name: 'shop',
      metaData: { citylens: { release: label } },
    }),
    [`chunks/${chunk}`]: `console.log("${chunk}");`,
  };
  for (const [name, body] of Object.entries(files)) {
    writeFileSync(path.join(dir, name), body);
    writeFileSync(path.join(dir, `${name}.br`), brotliCompressSync(body));
    writeFileSync(path.join(dir, `${name}.gz`), gzipSync(body));
  }
  return dir;
}

export const tmp = () => mkdtempSync(path.join(os.tmpdir(), 'citylens-serve-'));

export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, () => {
      const p = (probe.address() as net.AddressInfo).port;
      probe.close(() => resolve(p));
    });
  });
