/**
 * Bench target: the CityLens API (full seed, PGlite in .bench-data) and a bare Fastify
 * hello-world, in one child process so autocannon (the parent) does not share its event loop.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const config = loadConfig({
  ...process.env,
  DATA_DIR: process.env.BENCH_DATA_DIR ?? path.join(root, '.bench-data'),
  LOG_LEVEL: 'warn',
  PORT: '8099',
});

const api = await buildApp({ config, seed: { images: false } });
await api.listen({ port: 0, host: '127.0.0.1' });

const bare = Fastify({ logger: false });
bare.get('/', async () => ({ hello: 'world' }));
await bare.listen({ port: 0, host: '127.0.0.1' });

const port = (app: typeof bare) => (app.server.address() as { port: number }).port;
process.send?.({ api: port(api as unknown as typeof bare), bare: port(bare) });
process.on('disconnect', () => {
  void Promise.all([api.close(), bare.close()]).then(() => process.exit(0));
});
