import assert from 'node:assert/strict';
import net from 'node:net';
import { randomBytes } from 'node:crypto';
import { after, before, test } from 'node:test';
import { createTestApp, type TestApp } from '../../testing/harness.js';
import {
  forgotPasswordRequest,
  refreshRequest,
  signInRequest,
} from '../../testing/auth-requests.js';

/**
 * Redis goes away under a running API: the limited routes answer 503 + Retry-After at once,
 * not 500 and not after waiting in the Redis client's offline queue. The API reaches the real
 * Redis (127.0.0.1:6379, or REDIS_URL) through a local relay that the test then closes, so the
 * port refuses connections as a dead Redis would.
 */
const target = new URL(process.env.REDIS_URL || 'redis://127.0.0.1:6379');
let skip: string | false = false;
let relay: net.Server;
const sockets = new Set<net.Socket>();
let t: TestApp | undefined;

async function redisAnswers(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(Number(target.port || 6379), target.hostname);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

before(async () => {
  if (!(await redisAnswers())) {
    skip = `needs a Redis at ${target.host}`;
    return;
  }
  relay = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 6379), target.hostname);
    sockets.add(client).add(upstream);
    client.pipe(upstream).pipe(client);
    const drop = () => (client.destroy(), upstream.destroy());
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  const port = (relay.address() as net.AddressInfo).port;
  t = await createTestApp({
    env: {
      REDIS_URL: `redis://127.0.0.1:${port}`,
      REDIS_PREFIX: `citylens-test-${randomBytes(4).toString('hex')}:`,
    },
  });
});
after(async () => {
  await t?.close();
  relay?.close();
});

test('with Redis down, limited routes answer 503 + Retry-After within a second', async (ctx) => {
  if (skip || !t) return ctx.skip(skip || 'no app');
  const app = t;
  const me = await app.newUser('redisdown');
  // While Redis answers, the limits work.
  const ok = await app.call(signInRequest(me.user.username, me.password));
  assert.equal(ok.statusCode, 200);

  // Redis goes away: the relay stops listening (connection refused) and drops every link.
  await new Promise<void>((resolve) => {
    relay.close(() => resolve());
    for (const socket of sockets) socket.destroy();
  });
  await new Promise((resolve) => setTimeout(resolve, 50));

  const calls: [string, () => ReturnType<TestApp['call']>][] = [
    ['sign-in', () => app.call(signInRequest(me.user.username, me.password))],
    ['refresh', () => app.call(refreshRequest(me.refresh))],
    ['forgot-password', () => app.call(forgotPasswordRequest('someone@example.com'))],
  ];
  for (const [name, call] of calls) {
    const started = performance.now();
    const res = await call();
    const took = performance.now() - started;
    assert.equal(res.statusCode, 503, `${name}: ${res.statusCode} ${res.body}`);
    assert.ok(Number(res.headers['retry-after']) >= 1, `${name}: Retry-After`);
    assert.equal(res.json().detail, 'The server is busy. Please try again in a moment.');
    assert.ok(took < 1000, `${name} took ${Math.round(took)} ms`);
  }
  // Routes without limits still answer.
  assert.equal((await app.call({ url: '/api/cities/' })).statusCode, 200);
});
