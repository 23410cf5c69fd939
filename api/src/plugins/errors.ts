import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError } from '../lib/errors.js';
import { redactError } from '../lib/redact.js';

interface AjvError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

/** DRF-style wording for JSON-schema failures. */
function messageFor(error: AjvError): string {
  switch (error.keyword) {
    case 'required':
      return 'This field is required.';
    case 'type': {
      const type = String(error.params.type);
      if (type === 'integer' || type === 'number') return 'A valid number is required.';
      if (type === 'boolean') return 'Must be a valid boolean.';
      if (type === 'string') return 'Not a valid string.';
      if (type === 'array') return 'Expected a list of items.';
      return 'Invalid value.';
    }
    case 'maxLength':
      return `Ensure this field has no more than ${String(error.params.limit)} characters.`;
    case 'minLength':
      return `Ensure this field has at least ${String(error.params.limit)} characters.`;
    case 'maximum':
      return `Ensure this value is less than or equal to ${String(error.params.limit)}.`;
    case 'minimum':
      return `Ensure this value is greater than or equal to ${String(error.params.limit)}.`;
    case 'maxItems':
      return `Ensure this field has no more than ${String(error.params.limit)} elements.`;
    case 'enum':
    case 'const':
      return 'Not a valid choice.';
    default:
      return 'Invalid value.';
  }
}

/** Turns schema failures into `{field: [msg]}` (or non_field_errors for the whole body). */
export function validationBody(errors: AjvError[]): Record<string, string[]> {
  const body: Record<string, string[]> = {};
  for (const error of errors) {
    const segments = error.instancePath.split('/').filter(Boolean);
    if (error.keyword === 'required') segments.push(String(error.params.missingProperty));
    const field = segments.length > 0 ? segments.join('.') : 'non_field_errors';
    const message =
      field === 'non_field_errors' && error.keyword === 'type'
        ? 'Invalid data. Expected a dictionary.'
        : messageFor(error);
    const messages = (body[field] ??= []);
    if (!messages.includes(message)) messages.push(message);
  }
  return body;
}

/** True when any string inside (bounded depth) holds a NUL, which PostgreSQL text refuses. */
function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 8 || !value || typeof value !== 'object') return false;
  if (Buffer.isBuffer(value)) return false;
  return Object.entries(value).some(([key, v]) => key.includes('\u0000') || hasNul(v, depth + 1));
}

/** PostgreSQL SQLSTATE class 22 (data exception): bad input that slipped past validation. */
function isDataException(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Every error leaves in a DRF shape; nothing leaks a stack trace. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    if (hasNul(request.params)) throw new HttpError(404, { detail: 'Not found.' });
    if (hasNul(request.query) || hasNul(request.body)) {
      throw new HttpError(400, { detail: 'Null characters are not allowed.' });
    }
  });

  app.setNotFoundHandler((_request, reply) => {
    void reply.code(404).send({ detail: 'Not found.' });
  });

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send(error.body);
    }
    const fastifyError = error as FastifyError;
    if (fastifyError.validation) {
      // A malformed id in the path names no resource.
      if (fastifyError.validationContext === 'params') {
        return reply.code(404).send({ detail: 'Not found.' });
      }
      return reply.code(400).send(validationBody(fastifyError.validation as AjvError[]));
    }
    const status = fastifyError.statusCode ?? 500;
    if (status === 413 || fastifyError.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.code(413).send({ detail: 'Request body is too large.' });
    }
    if (fastifyError.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      const type = String(request.headers['content-type'] ?? '').slice(0, 100);
      return reply.code(415).send({ detail: `Unsupported media type "${type}" in request.` });
    }
    if (
      fastifyError.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
      fastifyError.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      error instanceof SyntaxError
    ) {
      return reply
        .code(400)
        .send({ detail: 'JSON parse error - the request body is not valid JSON.' });
    }
    if (status >= 400 && status < 500) {
      return reply
        .code(status)
        .send({ detail: fastifyError.message || 'The request could not be processed.' });
    }
    if (isDataException(error)) {
      return reply.code(400).send({ detail: 'Invalid input.' });
    }
    request.log.error({ err: redactError(error) }, 'unhandled error');
    return reply.code(500).send({ detail: 'A server error occurred.' });
  });
}
