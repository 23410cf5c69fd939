import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { appMeta } from '../db/schema.js';
import type { ViewCache } from '../lib/cache.js';
import { MemoryLimitStore, RedisLimitStore, type LimitStore } from './limits/store.js';

/**
 * What replicas must agree on: the JWT secret, the abuse-limit counters and the view cache.
 * With REDIS_URL the counters live in Redis and cache invalidations travel over pub/sub;
 * without it everything stays in this process, as one replica needs.
 */
export interface SharedState {
  limitStore: LimitStore;
  close(): Promise<void>;
}

const JWT_SECRET_KEY = 'jwt_secret';

/**
 * The JWT secret: JWT_SECRET; else on PostgreSQL one generated once and kept in the database
 * (every replica reads the same); else one kept in the data folder (PGlite, one process).
 */
export async function jwtSecret(config: Config, database: Database): Promise<string> {
  if (config.JWT_SECRET) return config.JWT_SECRET;
  if (database.kind === 'postgres') {
    await database.db
      .insert(appMeta)
      .values({ key: JWT_SECRET_KEY, value: randomBytes(48).toString('base64url') })
      .onConflictDoNothing();
    const [row] = await database.db.select().from(appMeta).where(eq(appMeta.key, JWT_SECRET_KEY));
    return row!.value;
  }
  const file = path.join(config.DATA_DIR, 'jwt-secret');
  try {
    const existing = (await fs.readFile(file, 'utf8')).trim();
    if (existing.length >= 32) return existing;
  } catch {
    // First start: create below.
  }
  await fs.mkdir(config.DATA_DIR, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  await fs.writeFile(file, secret, { mode: 0o600 });
  return secret;
}

function connect(url: string, name: string): Redis {
  return new Redis(url, {
    connectionName: name,
    // While Redis is away a command fails at once (the limits answer 503 + Retry-After)
    // instead of waiting in the offline queue through reconnects; a hung one gives up in 2 s.
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    commandTimeout: 2000,
    lazyConnect: true,
  });
}

async function ready(client: Redis, url: string): Promise<void> {
  try {
    await client.connect();
  } catch (error) {
    client.disconnect();
    const where = new URL(url);
    throw new Error(
      `Cannot reach Redis at ${where.host} (REDIS_URL): ${(error as Error).message}`,
      { cause: error },
    );
  }
}

export async function openSharedState(
  config: Config,
  views: ViewCache,
  log: FastifyBaseLogger,
): Promise<SharedState> {
  if (!config.REDIS_URL) {
    return { limitStore: new MemoryLimitStore(), close: async () => undefined };
  }
  const url = config.REDIS_URL;
  const commands = connect(url, 'citylens-api');
  const subscriber = connect(url, 'citylens-api-events');
  await ready(commands, url);
  await ready(subscriber, url);
  const channel = `${config.REDIS_PREFIX}views`;
  const me = randomUUID();
  const onError = (error: Error) => log.warn({ err: error.message }, 'redis connection error');
  commands.on('error', onError);
  subscriber.on('error', onError);
  subscriber.on('message', (from: string, sender: string) => {
    if (from === channel && sender !== me) views.invalidateLocal();
  });
  // Messages sent while disconnected are lost: start clean after every reconnect.
  subscriber.on('ready', () => views.invalidateLocal());
  await subscriber.subscribe(channel);
  views.onInvalidate(async () => {
    try {
      await commands.publish(channel, me);
    } catch (error) {
      // The write itself succeeded; other replicas catch up within the cache TTL.
      log.warn({ err: (error as Error).message }, 'could not announce a cache invalidation');
    }
  });
  return {
    limitStore: new RedisLimitStore(commands, config.REDIS_PREFIX),
    close: async () => {
      await Promise.allSettled([subscriber.quit(), commands.quit()]);
      // With Redis away, quit fails but the clients keep reconnecting (and the process alive).
      subscriber.disconnect();
      commands.disconnect();
    },
  };
}
