/**
 * CityLens media: original files under /media/*, transformed variants under /api/images/*,
 * and the upload store. Register without a prefix: the routes carry their full paths.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { fileSchema, IMMUTABLE, isFresh, NOT_FOUND, sendFile, wildcardOf } from './answers.js';
import { registerImageVariants } from './image-route.js';
import { imageProcesses } from './image-processes.js';
import { resolveMediaPath, servedTypes } from './safe-path.js';
import type { Refusal } from '../lib/errors.js';
import { VariantCache } from './variants.js';
import { warmVariantsWhenReady } from './warm-up.js';

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

export const mediaPlugin: FastifyPluginAsync<MediaPluginOptions> = async (app, options) => {
  const mediaDir = path.resolve(options.mediaDir);
  const variants = new VariantCache(path.resolve(options.cacheDir), options.cacheMaxBytes);
  const stopWarming = options.warm
    ? warmVariantsWhenReady(app, mediaDir, variants, options.warm)
    : undefined;
  // Closing the API ends its image processes, each once the job in hand is done.
  app.addHook('onClose', async () => {
    await stopWarming?.();
    await imageProcesses.close();
  });

  registerOriginals(app, mediaDir);
  registerImageVariants(app, mediaDir, variants, options);
};

/** /media/*: an original file as stored (seed artwork, uploads), cached for good. */
function registerOriginals(app: FastifyInstance, mediaDir: string) {
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
}
