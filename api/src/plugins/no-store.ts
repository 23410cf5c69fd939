import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Route-level onSend hook for answers that carry tokens or personal data (sign-in, profile,
 * orders): no browser, proxy or shared cache may keep a copy, errors included.
 */
export async function noStore(
  _request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  void reply.header('cache-control', 'no-store');
  return payload;
}
