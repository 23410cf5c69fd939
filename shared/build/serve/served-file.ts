import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  brotliCompress,
  brotliCompressSync,
  constants as zlibConstants,
  gzip,
  gzipSync,
} from 'node:zlib';

/** One file the static server answers with: its bytes and their precompressed variants. */
export interface ServedFile {
  type: string;
  etag: string;
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

export function contentTypeOf(file: string): string {
  return CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

const etagOf = (body: Buffer) =>
  `W/"${body.length.toString(16)}-${createHash('sha1').update(body).digest('base64url').slice(0, 16)}"`;

/** Every file of a build, keyed by URL path, with its precompressed variants beside it. */
export function loadBuild(dir: string, prefix = '/'): Map<string, ServedFile> {
  const files = new Map<string, ServedFile>();
  const walk = (sub: string) => {
    for (const entry of readdirSync(path.join(dir, sub), { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const rel = sub ? `${sub}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(rel);
      else if (entry.isFile() && !/\.(br|gz)$/.test(entry.name)) {
        const identity = readFileSync(path.join(dir, rel));
        const variant = (ext: string) => {
          const file = path.join(dir, rel + ext);
          return existsSync(file) ? readFileSync(file) : undefined;
        };
        files.set(prefix + rel, {
          type: contentTypeOf(rel),
          etag: etagOf(identity),
          identity,
          br: variant('.br'),
          gzip: variant('.gz'),
        });
      }
    }
  };
  walk('');
  return files;
}

/** A small in-memory document, compressed once. */
export function documentFile(body: string, type: string): ServedFile {
  const identity = Buffer.from(body);
  return {
    type,
    etag: etagOf(identity),
    identity,
    br: brotliCompressSync(identity),
    gzip: gzipSync(identity, { level: 9 }),
  };
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * A server-rendered page, compressed off the event loop (libuv's threads) at a quality that costs
 * about a millisecond: it is made per render, not once per build like the static files.
 */
export async function renderedFile(body: string, type: string): Promise<ServedFile> {
  const identity = Buffer.from(body);
  const [br, gz] = await Promise.all([
    brotliAsync(identity, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }),
    gzipAsync(identity, { level: 6 }),
  ]);
  return { type, etag: etagOf(identity), identity, br, gzip: gz };
}

/** The release label a remote's manifest carries (null for the host, which has none). */
export function releaseOf(files: Map<string, ServedFile>): string | null {
  const manifest = files.get('/mf-manifest.json');
  if (!manifest) return null;
  try {
    const parsed = JSON.parse(manifest.identity.toString('utf8')) as {
      metaData?: { citylens?: { release?: string } };
    };
    return parsed.metaData?.citylens?.release ?? null;
  } catch {
    return null;
  }
}
