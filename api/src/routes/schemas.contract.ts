/**
 * Compile-time check, no runtime code. What the API answers has one shape: its schemas are
 * @citylens/shared/schemas, and the front end's entities are derived from them (`Static`). What
 * the apps send is declared in the contract (entities.ts); each body is held here to the API's
 * body schema, which fails `tsc` (the first step of the API's tests) on a drift.
 *
 * - `Accepted`: what the app sends fits the API's body schema, and the API knows every field.
 */
import type { Static, TSchema } from 'typebox';
import type * as Contract from '@citylens/shared/contracts';
import type { PasswordResetBody, RegisterBody } from './auth/schemas.js';
import type { ProfileChangeBody } from './auth/profile-updates.js';
import type { OrderBody } from './orders/schemas.js';
import type { PaymentField, ShippingField } from './orders/validate.js';

/** True when A and B are the same type (not merely assignable either way). */
export type Equal<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
export type Expect<T extends true> = T;

type Accepted<Body, Sent> = [Sent] extends [Body]
  ? [Exclude<keyof Sent, keyof Body>] extends [never]
    ? true
    : false
  : false;

type S<T extends TSchema> = Static<T>;

export type ContractChecks = [
  Expect<Accepted<S<typeof RegisterBody>, Contract.RegistrationRequest>>,
  Expect<Accepted<S<typeof ProfileChangeBody>, Contract.ProfileUpdateRequest>>,
  Expect<Accepted<S<typeof PasswordResetBody>, Contract.PasswordResetRequest>>,
  Expect<Accepted<S<typeof OrderBody>, Contract.OrderRequest>>,
  Expect<Equal<keyof Contract.ShippingAddress, ShippingField>>,
  Expect<Equal<keyof Contract.PaymentInfo, PaymentField>>,
];
