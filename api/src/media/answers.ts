/** How the media routes answer: file schemas, ETags and Vary, refusals, files streamed. */
import { createReadStream } from 'node:fs';
import type { FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { Refusal } from '../lib/errors.js';

/** OpenAPI for a route that answers with a file (errors stay DRF JSON). */
export const fileSchema = (summary: string): FastifySchema => ({
  tags: ['media'],
  summary,
  response: {
    200: {
      description: 'The file',
      content: { '*/*': { schema: { type: 'string', format: 'binary' } } },
    },
  },
});

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NOT_FOUND = { detail: 'Not found.' };

export function wildcardOf(request: FastifyRequest): string {
  return (request.params as { '*'?: string })['*'] ?? '';
}

/** True when the request's If-None-Match already names this ETag. */
export function isFresh(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** Adds Accept to Vary without dropping what other plugins (CORS: Origin) put there. */
export function varyOnAccept(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  const values = String(current ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  if (!values.some((v) => v.toLowerCase() === 'accept' || v === '*')) values.push('Accept');
  reply.header('Vary', values.join(', '));
}

export function refuse(reply: FastifyReply, refusal: Refusal): FastifyReply {
  return reply
    .code(refusal.statusCode)
    .headers({ ...refusal.headers, 'cache-control': 'no-store' })
    .send(refusal.body);
}

export function sendFile(
  reply: FastifyReply,
  file: string,
  size: number,
  contentType: string,
  etag: string,
): FastifyReply {
  return reply
    .header('Content-Type', contentType)
    .header('Content-Length', size)
    .header('ETag', etag)
    .send(createReadStream(file));
}
