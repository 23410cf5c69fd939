/**
 * CityLens media: original files under /media/*, transformed variants under /api/images/*,
 * and the upload store. Register without a prefix: the routes carry their full paths.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { contentTypes, negotiateFormat } from './negotiate.js';
import { parseVariantQuery, RESPONSIVE_WIDTHS, type ImageFormat } from './presets.js';
import { resolveMediaPath, servedTypes } from './safe-path.js';
import { HttpError } from '../lib/errors.js';
import { imageProcesses } from './image-processes.js';
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
      const file = await resolveMediaPath(mediaDir, relativePath);
      const info = file ? await stat(file).catch(() => null) : null;
      if (!file || !info?.isFile()) return reply.code(404).send(NOT_FOUND);

      const format = negotiateFormat(request.headers.accept);
      const key = variants.key(relativePath, info, parsed.variant, format);
      const etag = `"${key.hash}"`;
      varyOnAccept(reply);
      reply.header('Cache-Control', IMMUTABLE).header('X-Content-Type-Options', 'nosniff');
      if (isFresh(request, etag)) return reply.code(304).header('ETag', etag).send();

      let size: number;
      try {
        if (options.beforeColdRender && (await variants.cached(key)) === null) {
          await options.beforeColdRender(request);
        }
        size = await variants.ensure(key, file, parsed.variant, format);
      } catch (error) {
        // Refused (per-address limit, or every render slot and the queue busy): said so.
        if (error instanceof HttpError) {
          return reply
            .code(error.statusCode)
            .headers({ ...error.headers, 'cache-control': 'no-store' })
            .send(error.body);
        }
        // A stored file the decoder rejects is treated as absent rather than a server error.
        request.log.warn({ err: error, path: relativePath }, 'image variant could not be rendered');
        return reply.code(404).header('Cache-Control', 'no-store').send(NOT_FOUND);
      }
      return sendFile(reply, key.file, size, contentTypes[format], etag);
    },
  );
};
