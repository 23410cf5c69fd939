/**
 * @citylens/shared/schemas: the API's answers, one TypeBox schema each, declared once. The API
 * validates, documents (/api/docs) and serialises with them; the front end's entity types are
 * derived from them (`Static`, contracts/entities.ts), so both sides read one shape. The apps
 * import them as types only (lint), so no schema is shipped to a browser.
 */
export * from './common';
export * from './accounts';
export * from './cities';
export * from './city-photos';
export * from './events';
export * from './frames';
export * from './lifestyle-photos';
export * from './orders';
