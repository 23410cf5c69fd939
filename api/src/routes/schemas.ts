import { Type, type Static } from 'typebox';

/** Shared OpenAPI/validation pieces. Path ids are integers; a bad id is a 404. */
export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
export const CityParams = Type.Object({ name: Type.String({ minLength: 1, maxLength: 100 }) });

export const Detail = Type.Object({ detail: Type.String() }, { description: 'DRF error' });
export const Success = Type.Object({ success: Type.Boolean(), message: Type.String() });

type Security = { [scheme: string]: string[] }[];
export const bearer: Security = [{ bearerAuth: [] }];
/** Public route that personalises when a token is sent. */
export const optionalBearer: Security = [{}, { bearerAuth: [] }];

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

/**
 * Response schemas: each entity shape is declared here once. They document the API, let Fastify
 * serialise fast, and the API's TS types are derived from them (`Static`). The front end's
 * contract (@citylens/shared) must stay identical: schemas.contract.ts checks it at compile time.
 */
export const CitySchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  country: Type.String(),
  country_part: Nullable(Type.String()),
  thumbnail_url: Nullable(Type.String()),
  image: Nullable(Type.String()),
  description: Type.String(),
  formatted_name: Type.String(),
  location: Type.String(),
  likes_count: Type.Integer(),
  is_liked: Type.Boolean(),
});

export const ReviewSchema = Type.Object({
  id: Type.Integer(),
  content: Type.String(),
  created_at: Type.String(),
  user: Type.Object({ id: Type.Integer(), username: Type.String() }),
});

export const EventSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  thumbnail_url: Nullable(Type.String()),
  city: Type.String(),
  country: Type.String(),
  event_date: Type.String({ description: 'yyyy-mm-dd' }),
  event_time: Type.String({ description: 'hh:mm:ss, 24-hour' }),
  location: Type.String(),
  description: Type.String(),
  date: Type.Optional(Type.String()),
  category: Type.Optional(Type.String()),
});

export const FrameSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  price: Type.Number(),
  frame_size: Type.String(),
  black_image_url: Type.String(),
  brown_image_url: Type.String(),
  kind: Type.Union([Type.Literal('picture'), Type.Literal('painting')]),
  description: Type.Optional(Type.String()),
});

export type City = Static<typeof CitySchema>;
export type CityReview = Static<typeof ReviewSchema>;
export type CityEvent = Static<typeof EventSchema>;
export type Frame = Static<typeof FrameSchema>;
export type FrameKind = Frame['kind'];
