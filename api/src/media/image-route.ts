import { stat } from 'node:fs/promises';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, type Refusal } from '../lib/errors.js';
import { contracts } from '../lib/contracts.js';
import {
  IMMUTABLE,
  NOT_FOUND,
  fileSchema,
  isFresh,
  refuse,
  sendFile,
  varyOnAccept,
  wildcardOf,
} from './answers.js';
import { IMAGE_BUSY, imageWork } from './image-work.js';
import type { MediaPluginOptions } from './index.js';
import { contentTypes, negotiateFormat } from './negotiate.js';
import { parseVariantQuery, type ImageFormat, type VariantRequest } from './presets.js';
import { mediaPathCandidate, resolveMediaPath } from './safe-path.js';
import type { VariantCache } from './variants.js';

const { apiPaths } = contracts;

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

/** What a refusal is decided from: the variants held, the originals seen, the plugin's options. */
interface ImageVariantDeps {
  variants: VariantCache;
  sources: KnownSources;
  options: MediaPluginOptions;
}

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
  { variants, sources, options }: ImageVariantDeps,
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

/** /api/images/*: an original resized and re-encoded, rendered once and kept in the cache. */
export function registerImageVariants(
  app: FastifyInstance,
  mediaDir: string,
  variants: VariantCache,
  options: MediaPluginOptions,
) {
  const deps: ImageVariantDeps = { variants, sources: new KnownSources(), options };
  const { sources } = deps;
  app.get(
    apiPaths.images,
    { schema: fileSchema('An image resized and re-encoded (AVIF, WebP or JPEG by Accept)') },
    async (request, reply) => {
      const parsed = parseVariantQuery(request.query as Record<string, unknown>);
      if (!parsed.ok) return reply.code(400).send({ detail: parsed.detail });

      const relativePath = wildcardOf(request);
      if (!mediaPathCandidate(mediaDir, relativePath)) return reply.code(404).send(NOT_FOUND);
      const format = negotiateFormat(request.headers.accept);
      const refused = await refusedBeforeDisk(deps, request, relativePath, parsed.variant, format);
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
}
