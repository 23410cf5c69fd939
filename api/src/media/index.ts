/**
 * CityLens media: original files under /media/*, transformed variants under /api/images/*,
 * and the upload store. Register without a prefix: the routes carry their full paths.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { contentTypes, negotiateFormat } from './negotiate.js';
import {
  parseVariantQuery,
  RESPONSIVE_WIDTHS,
  type ImageFormat,
  type VariantRequest,
} from './presets.js';
import { mediaPathCandidate, resolveMediaPath, servedTypes } from './safe-path.js';
import { HttpError, type Refusal } from '../lib/errors.js';
import { imageProcesses } from './image-processes.js';
import { IMAGE_BUSY, imageWork } from './image-work.js';
import { VariantCache } from './variants.js';
import { contracts } from '../lib/contracts.js';

export {
  imagePresets,
  RESPONSIVE_WIDTHS,
  DEFAULT_QUALITY,
  DEFAULT_AVIF_QUALITY,
  type ImagePreset,
  type ImagePresetName,
} from './presets.js';
export {
  storeUpload,
  UploadRejectedError,
  MAX_UPLOAD_BYTES,
  uploadMessages,
  type StoredUpload,
} from './store-upload.js';

const { apiPaths } = contracts;

/** OpenAPI for a route that answers with a file (errors stay DRF JSON). */
const fileSchema = (summary: string): FastifySchema => ({
  tags: ['media'],
  summary,
  response: {
    200: {
      description: 'The file',
      content: { '*/*': { schema: { type: 'string', format: 'binary' } } },
    },
  },
});

export interface MediaPluginOptions {
  /** Folder holding originals (seed artwork and uploads). */
  mediaDir: string;
  /** Folder for transformed variants; safe to delete at any time. */
  cacheDir: string;
  /** Bytes of variants kept on disk before the least recently used go. */
  cacheMaxBytes?: number;
  /**
   * Originals (paths under mediaDir) whose responsive widths are rendered in the background once
   * the server is ready, one transform at a time, so visitors' requests keep the other cores.
   */
  warm?: () => Promise<string[]>;
  /**
   * Called before a request renders a variant nobody asked for yet (a cold one): throws to
   * refuse it (the per-address limit on cold renders, 429).
   */
  beforeColdRender?: (request: FastifyRequest) => Promise<void>;
  /**
   * The refusal a cold render for this request would get now (the address is over its limit),
   * counting nothing; null when it would be let through.
   */
  coldRenderRefusal?: (request: FastifyRequest) => Promise<Refusal | null>;
}

/** The formats browsers ask for today (Accept names AVIF, or WebP); JPEG stays on demand. */
const WARM_FORMATS: readonly ImageFormat[] = ['avif', 'webp'];

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NOT_FOUND = { detail: 'Not found.' };

function wildcardOf(request: FastifyRequest): string {
  return (request.params as { '*'?: string })['*'] ?? '';
}

/** True when the request's If-None-Match already names this ETag. */
function isFresh(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** Adds Accept to Vary without dropping what other plugins (CORS: Origin) put there. */
function varyOnAccept(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  const values = String(current ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  if (!values.some((v) => v.toLowerCase() === 'accept' || v === '*')) values.push('Accept');
  reply.header('Vary', values.join(', '));
}

function refuse(reply: FastifyReply, refusal: Refusal): FastifyReply {
  return reply
    .code(refusal.statusCode)
    .headers({ ...refusal.headers, 'cache-control': 'no-store' })
    .send(refusal.body);
}

/** Originals the image route found on disk, by URL path: what names their variants' files. */
const KNOWN_SOURCES = 10_000;

class KnownSources {
  private readonly sources = new Map<string, { size: number; mtimeMs: number }>();

  get(relativePath: string): { size: number; mtimeMs: number } | undefined {
    return this.sources.get(relativePath);
  }

  set(relativePath: string, info: { size: number; mtimeMs: number }): void {
    this.sources.delete(relativePath);
    this.sources.set(relativePath, { size: info.size, mtimeMs: info.mtimeMs });
    if (this.sources.size > KNOWN_SOURCES) this.sources.delete(this.sources.keys().next().value!);
  }

  delete(relativePath: string): void {
    this.sources.delete(relativePath);
  }
}

function sendFile(
  reply: FastifyReply,
  file: string,
  size: number,
  contentType: string,
  etag: string,
): FastifyReply {
  return reply
    .header('Content-Type', contentType)
    .header('Content-Length', size)
    .header('ETag', etag)
    .send(createReadStream(file));
}

export const mediaPlugin: FastifyPluginAsync<MediaPluginOptions> = async (app, options) => {
  const mediaDir = path.resolve(options.mediaDir);
  const variants = new VariantCache(path.resolve(options.cacheDir), options.cacheMaxBytes);
  const sources = new KnownSources();

  /**
   * The refusal of a request for a variant this process does not hold, decided from memory
   * before any disk access (path checks, stats, the cache lookup): those go through libuv's
   * thread pool, where password hashes run, and a flood of refused cold renders made each of
   * its refusals cost four or five trips there. Only refuses, never serves: a source seen before
   * names the variant's cache file; when the cache does not hold it, the answer is what the full
   * path would give a cold variant: 429 when the address is over its limit, else (counted
   * against that limit, as there) 503 when every render slot and the queue are taken. Anything
   * else, a source not seen yet included, takes the full path below, which checks the disk.
   */
  async function refusedBeforeDisk(
    request: FastifyRequest,
    relativePath: string,
    variant: VariantRequest,
    format: ImageFormat,
  ): Promise<Refusal | null> {
    const source = sources.get(relativePath);
    if (!source || !variants.loaded) return null;
    const key = variants.key(relativePath, source, variant, format);
    if (variants.holds(key) || isFresh(request, `"${key.hash}"`)) return null;
    try {
      const refusal = await options.coldRenderRefusal?.(request);
      if (refusal) return refusal;
      if (!imageWork.full) return null;
      await options.beforeColdRender?.(request);
      return IMAGE_BUSY;
    } catch (error) {
      if (error instanceof HttpError) return error;
      throw error;
    }
  }

  let closing = false;
  let warming: Promise<void> = Promise.resolve();
  if (options.warm) {
    const listWarm = options.warm;
    app.addHook('onReady', async () => {
      warming = (async () => {
        const started = Date.now();
        let rendered = 0;
        const widths = RESPONSIVE_WIDTHS.map((w) => parseVariantQuery({ w: String(w) }))
          .filter((parsed) => parsed.ok)
          .map((parsed) => parsed.variant);
        for (const relativePath of new Set(await listWarm())) {
          const file = await resolveMediaPath(mediaDir, relativePath);
          const info = file ? await stat(file).catch(() => null) : null;
          if (!file || !info?.isFile()) continue;
          for (const variant of widths) {
            for (const format of WARM_FORMATS) {
              if (closing) return;
              const key = variants.key(relativePath, info, variant, format);
              const before = variants.rendered;
              await variants.ensure(key, file, variant, format);
              rendered += variants.rendered - before;
            }
          }
        }
        app.log.info({ rendered, ms: Date.now() - started }, 'image variants warmed');
      })().catch((error: unknown) => app.log.warn({ err: error }, 'image warm-up stopped'));
    });
  }
  // Closing the API ends its image processes, each once the job in hand is done.
  app.addHook('onClose', async () => {
    closing = true;
    await warming;
    await imageProcesses.close();
  });

  app.get(
    '/media/*',
    { schema: fileSchema('An original file: seed artwork or an upload') },
    async (request, reply) => {
      const file = await resolveMediaPath(mediaDir, wildcardOf(request));
      const info = file ? await stat(file).catch(() => null) : null;
      if (!file || !info?.isFile()) return reply.code(404).send(NOT_FOUND);

      const etag = `"${info.size.toString(36)}-${Math.trunc(info.mtimeMs).toString(36)}"`;
      reply
        .header('Cache-Control', IMMUTABLE)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Last-Modified', info.mtime.toUTCString());
      if (isFresh(request, etag)) return reply.code(304).header('ETag', etag).send();
      const type = servedTypes[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
      return sendFile(reply, file, info.size, type, etag);
    },
  );

  app.get(
    apiPaths.images,
    { schema: fileSchema('An image resized and re-encoded (AVIF, WebP or JPEG by Accept)') },
    async (request, reply) => {
      const parsed = parseVariantQuery(request.query as Record<string, unknown>);
      if (!parsed.ok) return reply.code(400).send({ detail: parsed.detail });

      const relativePath = wildcardOf(request);
      if (!mediaPathCandidate(mediaDir, relativePath)) return reply.code(404).send(NOT_FOUND);
      const format = negotiateFormat(request.headers.accept);
      const refused = await refusedBeforeDisk(request, relativePath, parsed.variant, format);
      if (refused) {
        // Decided without I/O, a refusal would otherwise be answered in the same turn of the event
        // loop, and a client sending the next request as soon as it has the answer (pipelining,
        // or in-process injection) could chain hundreds of them without letting anything else
        // run: a password hash finished meanwhile waited 30 to 50 ms for its callback. Answered
        // on the next turn, each refusal lets pending I/O through first.
        await nextTurn();
        varyOnAccept(reply);
        return refuse(reply, refused);
      }

      const file = await resolveMediaPath(mediaDir, relativePath);
      const info = file ? await stat(file).catch(() => null) : null;
      if (!file || !info?.isFile()) {
        sources.delete(relativePath);
        return reply.code(404).send(NOT_FOUND);
      }
      sources.set(relativePath, info);

      const key = variants.key(relativePath, info, parsed.variant, format);
      const etag = `"${key.hash}"`;
      varyOnAccept(reply);
      reply.header('Cache-Control', IMMUTABLE).header('X-Content-Type-Options', 'nosniff');
      if (isFresh(request, etag)) return reply.code(304).header('ETag', etag).send();

      const beforeColdRender = options.beforeColdRender;
      let size: number;
      try {
        size = await variants.ensure(
          key,
          file,
          parsed.variant,
          format,
          beforeColdRender && (() => beforeColdRender(request)),
        );
      } catch (error) {
        // Refused (per-address limit, or every render slot and the queue busy): said so.
        if (error instanceof HttpError) return refuse(reply, error);
        // A stored file the decoder rejects is treated as absent rather than a server error.
        request.log.warn({ err: error, path: relativePath }, 'image variant could not be rendered');
        return reply.code(404).header('Cache-Control', 'no-store').send(NOT_FOUND);
      }
      return sendFile(reply, key.file, size, contentTypes[format], etag);
    },
  );
};
