/**
 * The contracts the apps import from `@citylens/shared` (its root re-exports this list): every
 * contract but the serving side's (`./serving`, `./page-urls`), which no browser needs.
 */
export * from './remotes';
export * from './routes';
export * from './entities';
export * from './frame-tabs';
export * from './bus';
export * from './runtime-config';
export * from './storage-keys';
export * from './query-keys';
export * from './version';
export * from './telemetry';
export * from './server-render';
export * from './cart-cookie';
export * from './event-marks';
export * from './offline';
export * from './pricing';
export * from './api-paths';
export * from './page-head';
export * from './city-sub-pages';
