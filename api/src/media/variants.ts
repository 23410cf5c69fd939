import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { renderVariantFile } from './image-processes.js';
import { imageWork } from './image-work.js';
import type { ImageFormat, VariantRequest } from './presets.js';

const extensions: Record<ImageFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg' };

export interface VariantKey {
  /** Cache file name stem and ETag source. */
  hash: string;
  file: string;
}

/**
 * The cache key covers the source path, its size and mtime (a replaced original gets new
 * variants), the variant, quality and format.
 */
export function variantKey(
  cacheDir: string,
  relativePath: string,
  source: { size: number; mtimeMs: number },
  variant: VariantRequest,
  format: ImageFormat,
): VariantKey {
  const hash = createHash('sha256')
    .update(
      [
        relativePath,
        source.size,
        Math.trunc(source.mtimeMs),
        variant.name,
        variant.quality ?? 'default',
        format,
      ].join('\0'),
    )
    .digest('base64url')
    .slice(0, 32);
  // Two-level fan-out keeps directories small.
  const file = path.join(cacheDir, hash.slice(0, 2), `${hash}.${extensions[format]}`);
  return { hash, file };
}

/** Default size cap of the variant cache on disk. */
export const DEFAULT_CACHE_MAX_BYTES = 1024 * 1024 * 1024;

/**
 * Disk cache of transformed variants. Concurrent requests for the same cold variant share
 * one transform; files are written to a temporary name and renamed into place.
 * Widths, presets and qualities are a closed set (presets.ts), and the bytes on disk are capped:
 * past `maxBytes` the least recently used variants are removed (down to 90 %).
 */
export class VariantCache {
  /** Renders under way, by key hash: each resolves with the variant's size in bytes. */
  private readonly inFlight = new Map<string, Promise<number>>();
  /** Transforms actually performed (cache misses that did the work); for metrics and tests. */
  rendered = 0;
  /** Variants removed to stay under the cap. */
  evicted = 0;
  /** file → bytes, least recently used first (Map keeps insertion order). */
  private readonly recency = new Map<string, number>();
  private bytes = 0;
  private loading: Promise<void> | null = null;
  private loadedNow = false;

  constructor(
    private readonly cacheDir: string,
    private readonly maxBytes = DEFAULT_CACHE_MAX_BYTES,
  ) {}

  /** Bytes this process knows to be in the cache. */
  get size(): number {
    return this.bytes;
  }

  /** Learns what an earlier run left on disk, oldest first. */
  private load(): Promise<void> {
    this.loading ??= (async () => {
      const found: { file: string; size: number; mtime: number }[] = [];
      const buckets = await readdir(this.cacheDir).catch(() => [] as string[]);
      for (const bucket of buckets) {
        const dir = path.join(this.cacheDir, bucket);
        for (const name of await readdir(dir).catch(() => [] as string[])) {
          if (name.endsWith('.tmp')) continue;
          const info = await stat(path.join(dir, name)).catch(() => null);
          if (info?.isFile())
            found.push({ file: path.join(dir, name), size: info.size, mtime: info.mtimeMs });
        }
      }
      found.sort((a, b) => a.mtime - b.mtime);
      for (const entry of found) this.touch(entry.file, entry.size);
      this.loadedNow = true;
      await this.trim();
    })();
    return this.loading;
  }

  private touch(file: string, size: number): void {
    const known = this.recency.get(file);
    if (known !== undefined) {
      this.recency.delete(file);
      this.bytes -= known;
    }
    this.recency.set(file, size);
    this.bytes += size;
  }

  private async trim(): Promise<void> {
    if (this.bytes <= this.maxBytes) return;
    const target = this.maxBytes * 0.9;
    for (const [file, size] of this.recency) {
      if (this.bytes <= target) break;
      this.recency.delete(file);
      this.bytes -= size;
      this.evicted += 1;
      await rm(file, { force: true });
    }
  }

  key(
    relativePath: string,
    source: { size: number; mtimeMs: number },
    variant: VariantRequest,
    format: ImageFormat,
  ): VariantKey {
    return variantKey(this.cacheDir, relativePath, source, variant, format);
  }

  /** True once the cache has read what an earlier run left on disk. */
  get loaded(): boolean {
    return this.loadedNow;
  }

  /**
   * True when this process knows the variant is on disk or being rendered, without touching the
   * disk. It does not know what another replica sharing the folder rendered since this one
   * started (until a request finds that file here), so false only means "probably cold".
   */
  holds(key: VariantKey): boolean {
    return this.inFlight.has(key.hash) || this.recency.has(key.file);
  }

  /**
   * Ensures the variant exists on disk; returns its size in bytes. Before rendering a variant
   * that is neither on disk nor being rendered (a cold one), awaits `beforeRender`, which throws
   * to refuse it (the per-address limit); the render itself may be refused by the image gate
   * (503 when every slot and the queue are taken).
   */
  async ensure(
    key: VariantKey,
    sourceFile: string,
    variant: VariantRequest,
    format: ImageFormat,
    beforeRender?: () => Promise<void>,
  ): Promise<number> {
    await this.load();
    let pending = this.inFlight.get(key.hash);
    if (!pending) {
      const cached = await stat(key.file).catch(() => null);
      if (cached) {
        this.touch(key.file, cached.size);
        return cached.size;
      }
      if (beforeRender && !this.inFlight.has(key.hash)) await beforeRender();
      // Another request may have started the same render meanwhile: share it.
      pending = this.inFlight.get(key.hash);
    }
    if (!pending) {
      pending = imageWork
        .run(() => this.produce(key, sourceFile, variant, format))
        .finally(() => this.inFlight.delete(key.hash));
      this.inFlight.set(key.hash, pending);
    }
    return pending;
  }

  private async produce(
    key: VariantKey,
    sourceFile: string,
    variant: VariantRequest,
    format: ImageFormat,
  ): Promise<number> {
    this.rendered += 1;
    await mkdir(path.dirname(key.file), { recursive: true });
    const temporary = `${key.file}.${randomBytes(6).toString('hex')}.tmp`;
    let bytes: number;
    try {
      bytes = await renderVariantFile(sourceFile, variant, format, temporary);
      await rename(temporary, key.file);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
    this.touch(key.file, bytes);
    // The new file itself is the most recent, so it survives the trim.
    await this.trim();
    return bytes;
  }
}
