import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import test from 'node:test';
import Fastify from 'fastify';
import { loggerOptions, RequestLogAtDebug } from './logging.js';

test('text through pino-pretty on a terminal; JSON under CI or with no terminal (containers, pipes)', () => {
  const onTerminal = loggerOptions('info', { isTTY: true, env: {} });
  assert.match(onTerminal.transport?.target ?? '', /pino-pretty/);
  assert.deepEqual(loggerOptions('info', { isTTY: true, env: { CI: 'true' } }), { level: 'info' });
  assert.deepEqual(loggerOptions('warn', { isTTY: false, env: {} }), { level: 'warn' });
});

async function requestLines(level: string): Promise<Array<Record<string, unknown>>> {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const app = Fastify({ logger: { level, stream }, logController: new RequestLogAtDebug() });
  app.get('/api/cities/', async () => []);
  await app.inject({ url: '/api/cities/' });
  await app.close();
  return lines.filter((line) => line.url !== undefined);
}

test('each request is one line at LOG_LEVEL=debug, and none at info', async () => {
  assert.deepEqual(await requestLines('info'), []);
  const [line, ...more] = await requestLines('debug');
  assert.equal(more.length, 0);
  assert.equal(line?.msg, 'request completed');
  assert.equal(line?.method, 'GET');
  assert.equal(line?.url, '/api/cities/');
  assert.equal(line?.statusCode, 200);
});
