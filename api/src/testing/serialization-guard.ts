import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const plainJson = Symbol('the answer as JSON.stringify writes it');
type Marked = FastifyRequest & { [plainJson]?: string };

/**
 * Fastify serialises an answer with its route's response schema, and drops every property the
 * schema does not name. In the tests each serialised answer is compared with what
 * JSON.stringify writes: a schema that would drop or change a field fails the request (500),
 * so every test that calls a route also checks that its schema describes all of the answer.
 */
export function guardSerialization(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request: Marked, _reply, payload) => {
    request[plainJson] = JSON.stringify(payload);
    return payload;
  });
  app.addHook('onSend', async (request: Marked, _reply, payload) => {
    const plain = request[plainJson];
    if (plain === undefined || typeof payload !== 'string') return payload;
    if (!isDeepStrictEqual(JSON.parse(payload), JSON.parse(plain))) {
      const route = `${request.method} ${request.routeOptions.url}`;
      console.error(`${route}: the response schema changes the answer\n${payload}\n${plain}`);
      throw new Error(`${route}: the response schema changes the answer`);
    }
    return payload;
  });
}
