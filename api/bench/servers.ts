/**
 * Bench target: the CityLens API (full seed, PGlite in .bench-data) and a bare Fastify
 * hello-world (plus the same server sending the content call's bytes), in one child process
 * so autocannon (the parent) does not share its event loop.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// PGlite in .bench-data, whatever DATABASE_URL / REDIS_URL say (those are for the replicas).
const { DATABASE_URL: _database, REDIS_URL: _redis, ...env } = process.env;
const config = loadConfig({
  ...env,
  DATA_DIR: process.env.BENCH_DATA_DIR ?? path.join(root, '.bench-data'),
  LOG_LEVEL: 'warn',
  PORT: '8099',
});

const api = await buildApp({ config, seed: { images: false } });
await api.listen({ port: 0, host: '127.0.0.1' });

const bare = Fastify({ logger: false });
bare.get('/', async () => ({ hello: 'world' }));
// The floor made of bytes: bare Fastify sending the city content call's exact body.
const content = await api.inject({
  url: `/api/cities/${encodeURIComponent(process.env.BENCH_CITY ?? 'Paris')}/content/`,
});
bare.get('/same-bytes', (_request, reply) => {
  void reply.type('application/json; charset=utf-8').send(content.body);
});
await bare.listen({ port: 0, host: '127.0.0.1' });

const port = (app: typeof bare) => (app.server.address() as { port: number }).port;
process.send?.({ api: port(api as unknown as typeof bare), bare: port(bare) });
process.on('disconnect', () => {
  void Promise.all([api.close(), bare.close()]).then(() => process.exit(0));
});
