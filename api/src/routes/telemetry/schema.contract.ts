/**
 * Compile-time check, no runtime code: the endpoint's TypeBox schema accepts exactly the records
 * the front end's contract (`@citylens/shared/contracts` telemetry.ts) describes.
 */
import type * as Contract from '@citylens/shared/contracts';
import type {
  ErrorRecordBody,
  LoadRecordBody,
  TelemetryBatchBody,
  VitalRecordBody,
} from './schemas.js';
import type { Equal, Expect } from '../schemas.contract.js';

export type TelemetryContractChecks = [
  Expect<Equal<LoadRecordBody, Contract.LoadRecord>>,
  Expect<Equal<ErrorRecordBody, Contract.ErrorRecord>>,
  Expect<Equal<VitalRecordBody, Contract.VitalRecord>>,
  Expect<Equal<TelemetryBatchBody, Contract.TelemetryBatch>>,
];
