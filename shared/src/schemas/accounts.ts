import { Type } from 'typebox';
import { Nullable } from './common';

export const UserSchema = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  email: Type.String(),
  /** The spec's optional display name: this API has none to send. */
  name: Type.Optional(Type.String()),
});

export const UserProfileSchema = Type.Object({
  ...UserSchema.properties,
  first_name: Type.String(),
  last_name: Type.String(),
  date_joined: Nullable(Type.String()),
});

export const tokenFields = { access: Type.String(), refresh: Type.String() };

/** A sign-in answers with the user; a refresh with the new pair only. */
export const TokenPairSchema = Type.Object({ ...tokenFields, user: Type.Optional(UserSchema) });
