import { Type } from 'typebox';

/** A value or null (the API's answers say null where there is nothing). */
export const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

/** The answer of an action that returns nothing else (book, delete, log out, …). */
export const Success = Type.Object({ success: Type.Boolean(), message: Type.String() });

/** The answer of a like toggle (events, lifestyle photos). */
export const LikeToggled = Type.Object({
  success: Type.Boolean(),
  liked: Type.Boolean(),
  likes_count: Type.Integer(),
});
