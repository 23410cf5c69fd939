import { stat } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { parseVariantQuery, RESPONSIVE_WIDTHS, type ImageFormat } from './presets.js';
import { resolveMediaPath } from './safe-path.js';
import type { VariantCache } from './variants.js';

/** The formats browsers ask for today (Accept names AVIF, or WebP); JPEG stays on demand. */
const WARM_FORMATS: readonly ImageFormat[] = ['avif', 'webp'];

/**
 * Renders the responsive widths of the originals `listWarm` names (paths under mediaDir) in the
 * background once the server is ready, one transform at a time, so visitors' requests keep the
 * other cores. Returns the stop: no render starts after it, and it resolves once the one in
 * hand is done.
 */
export function warmVariantsWhenReady(
  app: FastifyInstance,
  mediaDir: string,
  variants: VariantCache,
  listWarm: () => Promise<string[]>,
): () => Promise<void> {
  let closing = false;
  let warming: Promise<void> = Promise.resolve();
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
  return async () => {
    closing = true;
    await warming;
  };
}
