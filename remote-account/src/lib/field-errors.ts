import { ApiError } from '@citylens/shared';

/**
 * The server's per-field messages (Django REST shape `{ field: ["…"] }`), first message per
 * field, for the fields a form shows under its inputs.
 */
export function fieldErrorsFrom<F extends string>(
  err: unknown,
  fields: readonly F[],
): Partial<Record<F, string>> {
  const out: Partial<Record<F, string>> = {};
  if (!(err instanceof ApiError)) return out;
  const body = err.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return out;
  const record = body as Record<string, unknown>;
  for (const field of fields) {
    const value = record[field];
    const first = Array.isArray(value) ? value.find((v) => typeof v === 'string') : value;
    if (typeof first === 'string' && first.trim()) out[field] = first;
  }
  return out;
}

/** The first per-field message of an error body, in the order given, with its field. */
export function firstFieldError<F extends string>(
  err: unknown,
  fields: readonly F[],
): { field: F; message: string } | null {
  const errors = fieldErrorsFrom(err, fields);
  for (const field of fields) {
    const message = errors[field];
    if (message) return { field, message };
  }
  return null;
}
