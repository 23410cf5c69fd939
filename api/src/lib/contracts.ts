import { createRequire } from 'node:module';

/**
 * The runtime values of `@citylens/shared/contracts` (pricing, paths, limits). The shared
 * contracts are CommonJS TypeScript source: Node's ESM loader cannot see their named exports
 * through the barrel, so they are required, here once. Types are imported as usual.
 */
export const contracts = createRequire(import.meta.url)(
  '@citylens/shared/contracts',
) as typeof import('@citylens/shared/contracts');
