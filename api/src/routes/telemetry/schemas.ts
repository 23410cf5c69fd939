import { Type, type Static } from 'typebox';
import { contracts } from '../../lib/contracts.js';

export const { TELEMETRY_LIMITS } = contracts;

const L = TELEMETRY_LIMITS;
const ms = () => Type.Optional(Type.Integer({ minimum: 0, maximum: 600_000 }));

const base = {
  trace: Type.String({ pattern: '^[0-9a-f]{32}$' }),
  remote: Type.Union([
    Type.Literal('discovery'),
    Type.Literal('events'),
    Type.Literal('shop'),
    Type.Literal('account'),
    Type.Literal('host'),
  ]),
  variant: Type.Union([Type.Literal('stable'), Type.Literal('canary')]),
  release: Type.String({ minLength: 1, maxLength: L.releaseChars, pattern: '^[\\w.:+-]+$' }),
  route: Type.String({ minLength: 1, maxLength: L.routeChars, pattern: '^(/[\\w:?/-]*|other)$' }),
};

export const LoadRecordSchema = Type.Object(
  {
    ...base,
    kind: Type.Literal('load'),
    outcome: Type.Union([
      Type.Literal('loaded'),
      Type.Literal('retried'),
      Type.Literal('fell-back'),
      Type.Literal('refused'),
    ]),
    phase: Type.Optional(
      Type.Union([
        Type.Literal('manifest'),
        Type.Literal('entry'),
        Type.Literal('chunk'),
        Type.Literal('render'),
      ]),
    ),
    contractsVersion: Type.Optional(Type.String({ maxLength: 32, pattern: '^[\\w.+-]+$' })),
    manifestMs: ms(),
    entryMs: ms(),
    chunkMs: ms(),
    renderMs: ms(),
  },
  { additionalProperties: false },
);

export const ErrorRecordSchema = Type.Object(
  {
    ...base,
    kind: Type.Literal('error'),
    source: Type.Union([
      Type.Literal('boundary'),
      Type.Literal('error'),
      Type.Literal('unhandledrejection'),
    ]),
    message: Type.String({ minLength: 1, maxLength: L.messageChars }),
    stack: Type.Optional(Type.String({ maxLength: L.stackChars })),
  },
  { additionalProperties: false },
);

export const VitalRecordSchema = Type.Object(
  {
    ...base,
    kind: Type.Literal('vital'),
    name: Type.Union([
      Type.Literal('LCP'),
      Type.Literal('INP'),
      Type.Literal('CLS'),
      Type.Literal('FCP'),
      Type.Literal('TTFB'),
    ]),
    value: Type.Number({ minimum: 0, maximum: 600_000 }),
  },
  { additionalProperties: false },
);

export const TelemetryBatchSchema = Type.Object(
  {
    records: Type.Array(Type.Union([LoadRecordSchema, ErrorRecordSchema, VitalRecordSchema]), {
      minItems: 1,
      maxItems: L.recordsPerBatch,
    }),
  },
  { additionalProperties: false },
);

export type TelemetryBatchBody = Static<typeof TelemetryBatchSchema>;
export type LoadRecordBody = Static<typeof LoadRecordSchema>;
export type ErrorRecordBody = Static<typeof ErrorRecordSchema>;
export type VitalRecordBody = Static<typeof VitalRecordSchema>;
