import { Type } from 'typebox';

/** Shared OpenAPI/validation pieces. Path ids are integers; a bad id is a 404. */
export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
export const CityParams = Type.Object({ name: Type.String({ minLength: 1, maxLength: 100 }) });

export const Detail = Type.Object({ detail: Type.String() }, { description: 'DRF error' });
/** The answer of an action that returns nothing else (book, delete, log out, …). */
export const Success = Type.Object({ success: Type.Boolean(), message: Type.String() });
/** The answer of a like toggle (events, lifestyle photos). */
export const LikeToggled = Type.Object({
  success: Type.Boolean(),
  liked: Type.Boolean(),
  likes_count: Type.Integer(),
});

type Security = { [scheme: string]: string[] }[];
export const bearer: Security = [{ bearerAuth: [] }];
/** Public route that personalises when a token is sent. */
export const optionalBearer: Security = [{}, { bearerAuth: [] }];

export const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

/*
 * Response schemas: each entity shape is declared once, in its domain's `schemas.ts`. They
 * document the API (/api/docs), let Fastify serialise fast (it drops any property a schema does
 * not name), and the API's TS types are derived from them (`Static`). The front end's contract
 * (@citylens/shared/contracts) is checked against them at compile time: schemas.contract.ts.
 */
