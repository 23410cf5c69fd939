import { Type } from 'typebox';

/** Shared OpenAPI/validation pieces. Path ids are integers; a bad id is a 404. */
export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
export const CityParams = Type.Object({ name: Type.String({ minLength: 1, maxLength: 100 }) });

export const Detail = Type.Object({ detail: Type.String() }, { description: 'DRF error' });
export { LikeToggled, Nullable, Success } from '../lib/schemas.js';

type Security = { [scheme: string]: string[] }[];
export const bearer: Security = [{ bearerAuth: [] }];
/** Public route that personalises when a token is sent. */
export const optionalBearer: Security = [{}, { bearerAuth: [] }];

/*
 * Response schemas: each answer's shape is declared once, in @citylens/shared/schemas, and each
 * domain's `schemas.ts` here adds its request bodies. They document the API (/api/docs), let
 * Fastify serialise fast (it drops any property a schema does not name), and both the API's types
 * and the front end's entities are derived from them (`Static`). The bodies the apps send are
 * held to the API's at compile time: schemas.contract.ts.
 */
