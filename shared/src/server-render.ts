import { SERVER_BUILD_DIR } from './contracts/server-render';

/**
 * What the host's server build needs of the router and React Query, beside the shared singletons
 * (`./router`, `./query`): the same packages, so the same instances, never shipped to browsers.
 */
export { StaticRouter } from 'react-router-dom';
export { dehydrate } from '@tanstack/react-query';
export type { DehydratedState, Query } from '@tanstack/react-query';

/**
 * A remote's server build manifest, beside the browser manifest the runtime config names. Here,
 * not in the contracts: the browser never needs it, and the host's browser bundle names no
 * manifest.
 */
export function serverManifestUrl(browserManifestUrl: string): string {
  return new URL(`${SERVER_BUILD_DIR}/mf-manifest.json`, browserManifestUrl).href;
}
