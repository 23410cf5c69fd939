/**
 * The database tables (Drizzle), one file per domain in ./schema/. Migrations are generated
 * from this module (`pnpm --filter @citylens/api db:generate`, drizzle.config.ts).
 */
export * from './schema/accounts.js';
export * from './schema/cities.js';
export * from './schema/lifestyle-photos.js';
export * from './schema/events.js';
export * from './schema/shop.js';
export * from './schema/app-meta.js';
export * from './schema/telemetry.js';
