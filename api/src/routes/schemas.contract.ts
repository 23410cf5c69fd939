/**
 * Compile-time check, no runtime code: the API's entity types (derived from its TypeBox
 * schemas) and the front end's contract in @citylens/shared are the same shapes. A change on
 * either side that the other does not follow fails `tsc` (run by the API test command).
 */
import type * as Contract from '@citylens/shared/contracts';
import type { City, CityEvent, CityReview, Frame, FrameKind } from './schemas.js';

/** True when A and B are the same type (not merely assignable either way). */
export type Equal<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
export type Expect<T extends true> = T;

export type ContractChecks = [
  Expect<Equal<City, Contract.City>>,
  Expect<Equal<CityReview, Contract.CityReview>>,
  Expect<Equal<CityEvent, Contract.CityEvent>>,
  Expect<Equal<Frame, Contract.Frame>>,
  Expect<Equal<FrameKind, Contract.FrameKind>>,
];
