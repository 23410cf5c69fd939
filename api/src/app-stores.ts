/**
 * What buildApp keeps for the routes: the database, the context (tokens, limits, mail, caches,
 * shared by the replicas through Redis when configured), its hourly session purge, and the
 * first start's seed.
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from './app-context.js';
import type { Config } from './config.js';
import { openDatabase, type Database } from './db/client.js';
import { ViewCache } from './lib/cache.js';
import { mediaUrlBuilder } from './lib/urls.js';
import { imageWork } from './media/image-work.js';
import { sweepOrphanUploads } from './media/orphans.js';
import { Auth } from './plugins/auth.js';
import { UsersRepository } from './routes/auth/repository.js';
import { configurePasswordHashing, passwordHashingIdle } from './services/auth/passwords.js';
import { Limits } from './services/limits/policy.js';
import { jwtSecret, openSharedState } from './services/shared-state.js';
import { ResetTokens } from './services/auth/reset-tokens.js';
import { TokenSigner } from './services/auth/tokens.js';
import { Mailer } from './services/mailer.js';
import { seedDatabase, type SeedOptions } from './seed/index.js';

const SESSION_PURGE_EVERY_MS = 60 * 60 * 1000;

/** PostgreSQL when DATABASE_URL is set, otherwise PGlite under DATA_DIR. */
export function openConfiguredDatabase(config: Config): Promise<Database> {
  return openDatabase(
    config.DATABASE_URL
      ? { kind: 'postgres', url: config.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.join(config.DATA_DIR, 'pglite') },
  );
}

/** How many password hashes run at once, and image renders giving way to them. */
export function shareCoresWithPasswordHashing(config: Config): void {
  configurePasswordHashing({
    concurrency: config.PASSWORD_HASH_CONCURRENCY,
    queue: config.PASSWORD_HASH_QUEUE,
  });
  // Sign-ins go before image renders: a render starts only once no hash is running (≤ 250 ms).
  imageWork.giveWayTo(() => passwordHashingIdle(250));
}

/** The context the routes use (app.ctx); the shared state closes with the app. */
export async function buildAppContext(
  app: FastifyInstance,
  config: Config,
  database: Database,
  clock: () => Date,
): Promise<AppContext> {
  const mediaDir = config.MEDIA_DIR;
  const secret = await jwtSecret(config, database);
  const tokens = new TokenSigner(secret, clock, config.SESSION_MAX_HOURS * 3600);
  const views = new ViewCache();
  const shared = await openSharedState(config, views, app.log);
  app.addHook('onClose', () => shared.close());
  return {
    config,
    db: database.db,
    dbKind: database.kind,
    clock,
    mediaUrl: mediaUrlBuilder(config.PUBLIC_API_URL),
    mediaDir,
    tokens,
    resetTokens: new ResetTokens(secret, clock),
    limits: new Limits(shared.limitStore, clock, config.LIMITS),
    mailer: new Mailer(
      {
        smtpUrl: config.SMTP_URL,
        from: config.MAIL_FROM,
        outboxDir: path.join(config.DATA_DIR, 'outbox'),
        logLinks: config.NODE_ENV !== 'production',
      },
      app.log,
    ),
    views,
    auth: new Auth({ db: database.db, tokens }),
    sessionPurge: {
      everyMs: SESSION_PURGE_EVERY_MS,
      run: () => new UsersRepository(database.db).purgeRefresh(clock()),
    },
  };
}

/** Expired and revoked refresh tokens are useless rows: purged hourly (any replica may run it). */
export function purgeSessionsHourly(app: FastifyInstance, ctx: AppContext): void {
  const purge = setInterval(() => {
    ctx.sessionPurge.run().catch((error: unknown) => {
      app.log.warn({ err: error }, 'could not purge refresh tokens');
    });
  }, SESSION_PURGE_EVERY_MS);
  purge.unref();
  app.addHook('onClose', () => clearInterval(purge));
}

/**
 * Seeds the database (the seed asked for, else config.SEED's with full content; false skips),
 * and removes uploaded files no row names.
 */
export async function seedAndSweepOrphans(
  app: FastifyInstance,
  ctx: AppContext,
  database: Database,
  requested: SeedOptions | false | undefined,
): Promise<void> {
  const { config } = ctx;
  const seed =
    requested ?? (config.SEED ? { images: config.SEED_IMAGES, demo: config.SEED_DEMO } : false);
  // One replica at a time: the first seeds, the others find the marker and skip.
  await database.exclusive(async () => {
    if (seed) await seedDatabase(ctx, { ...seed, log: app.log });
    const orphans = await sweepOrphanUploads(database.db, ctx.mediaDir);
    if (orphans.length > 0) app.log.info({ count: orphans.length }, 'removed orphan uploads');
  });
}
