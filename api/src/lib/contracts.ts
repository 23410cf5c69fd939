import * as shared from '@citylens/shared/contracts';

/**
 * The runtime values of `@citylens/shared/contracts` (pricing, paths, limits). From sources (tsx)
 * the shared contracts are CommonJS TypeScript: Node's ESM loader cannot see their named exports
 * through the barrel, so they arrive whole as `default`. In the API image's bundle (esbuild) they
 * are the namespace itself. A static import either way, so the bundle carries them.
 */
const loaded = shared as unknown as { default?: typeof shared };
export const contracts = (loaded.default ?? shared) as typeof shared;
