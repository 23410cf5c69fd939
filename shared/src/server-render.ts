/**
 * What the host's server build needs of the router and React Query, beside the shared singletons
 * (`./router`, `./query`): the same packages, so the same instances, never shipped to browsers.
 */
export { StaticRouter } from 'react-router-dom';
export { dehydrate } from '@tanstack/react-query';
export type { DehydratedState, Query } from '@tanstack/react-query';
export { isQueryEnabled } from './query-enabled';
export { fetchServerRelease, serverManifestUrl } from './server-release';
export { readRenderConfigFrom, renderConfig, type RenderConfig } from './config/runtime-config';
