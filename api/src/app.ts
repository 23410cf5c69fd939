import path from 'node:path';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
} from 'fastify';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { AppContext } from './app-context.js';
import type { Config } from './config.js';
import { openDatabase, type Database } from './db/client.js';
import { ViewCache } from './lib/cache.js';
import { loggerOptions, RequestLogAtDebug } from './lib/logging.js';
import { redactError } from './lib/redact.js';
import { mediaUrlBuilder } from './lib/urls.js';
import { imageWork } from './media/image-work.js';
import { MAX_UPLOAD_BYTES, mediaPlugin } from './media/index.js';
import { sweepOrphanUploads } from './media/orphans.js';
import { Auth } from './plugins/auth.js';
import { registerErrorHandling } from './plugins/errors.js';
import { UsersRepository } from './routes/auth/repository.js';
import { authRoutes } from './routes/auth/routes.js';
import { CitiesRepository } from './routes/cities/repository.js';
import { cityRoutes } from './routes/cities/routes.js';
import { cityPhotoRoutes } from './routes/city-photos/routes.js';
import { eventRoutes } from './routes/events/routes.js';
import { FramesRepository } from './routes/frames/repository.js';
import { frameRoutes } from './routes/frames/routes.js';
import { healthRoutes } from './routes/health/routes.js';
import { lifestylePhotoRoutes } from './routes/lifestyle-photos/routes.js';
import { orderRoutes } from './routes/orders/routes.js';
import { telemetryRoutes } from './routes/telemetry/routes.js';
import { configurePasswordHashing, passwordHashingIdle } from './services/auth/passwords.js';
import { Limits, clientKey, throttledAnswer } from './services/limits/policy.js';
import { jwtSecret, openSharedState } from './services/shared-state.js';
import { ResetTokens } from './services/auth/reset-tokens.js';
import { TokenSigner } from './services/auth/tokens.js';
import { Mailer } from './services/mailer.js';
import { seedDatabase, type SeedOptions } from './seed/index.js';
import { contracts } from './lib/contracts.js';

export interface BuildOptions {
  config: Config;
  /** An already open database (tests share one); otherwise opened from config. */
  database?: Database;
  /** Injected clock for token and reset-link expiry. */
  clock?: () => Date;
  /** Seed on first start; false skips. Defaults to config.SEED with full content. */
  seed?: SeedOptions | false;
  logger?: FastifyServerOptions['logger'];
  /** Called before any route is registered (the tests add their checks here). */
  instrument?: (app: FastifyInstance) => void;
}

const SESSION_PURGE_EVERY_MS = 60 * 60 * 1000;

/** JSON bodies beyond this are refused with 413 (uploads go through multipart). */
export const JSON_BODY_LIMIT = 256 * 1024;

const HELMET_OPTIONS = {
  // Images and JSON are read by the five app origins.
  crossOriginResourcePolicy: { policy: 'cross-origin' },
  // The API is often served over plain http (localhost); upgrading would break the docs page.
  contentSecurityPolicy: { directives: { upgradeInsecureRequests: null } },
} as const;

/**
 * Helmet's security headers, computed once. They are the same on every answer here (no CSP
 * nonces), and helmet's per-request middleware was ~6 % of the busy time on the hot cached
 * city content call (bench/profile.ts); setting the finished headers costs a fraction.
 */
async function securityHeaders(siteUrl: string): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, {
    ...HELMET_OPTIONS,
    // HSTS only for a site served over https (SITE_URL); over plain http it means nothing.
    strictTransportSecurity: siteUrl.startsWith('https://')
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
  });
  probe.get('/', (_request, reply) => {
    void reply.send('');
  });
  const response = await probe.inject({ url: '/' });
  await probe.close();
  const own = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);
  return Object.fromEntries(
    Object.entries(response.headers)
      .filter(([name, value]) => !own.has(name) && typeof value === 'string')
      .map(([name, value]) => [name, value as string]),
  );
}

type LoggerOption = FastifyServerOptions['logger'];

function withRedaction(logger: LoggerOption): LoggerOption {
  if (!logger || typeof logger !== 'object') return logger;
  const err = (error: Error) =>
    redactError(error) as { type: string; message: string; stack: string };
  return { ...logger, serializers: { err, ...logger.serializers } } as LoggerOption;
}

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config } = options;
  const clock = options.clock ?? (() => new Date());
  const app = Fastify({
    // Every logged error goes through redactError: no query values in any log line.
    logger: withRedaction(options.logger ?? loggerOptions(config.LOG_LEVEL)),
    logController: new RequestLogAtDebug(),
    bodyLimit: JSON_BODY_LIMIT,
    // Behind a balancer the client address comes from X-Forwarded-For, but only from the hops
    // TRUST_PROXY names; otherwise anyone could pick the address the limits count.
    trustProxy: config.TRUST_PROXY,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 300 },
    ajv: { customOptions: { coerceTypes: true, removeAdditional: false, allErrors: true } },
    // Bad URLs (e.g. broken %-escapes) answer in DRF shape too.
    frameworkErrors: (_error, _request, reply) => {
      void (reply as FastifyReply).code(400).send({ detail: 'Malformed request.' });
    },
  });
  options.instrument?.(app);
  registerErrorHandling(app);
  // Like DRF, an empty JSON body counts as no body (a bare POST to /api/token/logout/ is fine).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') return done(null, null);
    return parseJson(request, body as string, done);
  });

  const database =
    options.database ??
    (await openDatabase(
      config.DATABASE_URL
        ? { kind: 'postgres', url: config.DATABASE_URL }
        : { kind: 'pglite', dataDir: path.join(config.DATA_DIR, 'pglite') },
    ));
  if (!options.database) app.addHook('onClose', () => database.close());

  configurePasswordHashing({
    concurrency: config.PASSWORD_HASH_CONCURRENCY,
    queue: config.PASSWORD_HASH_QUEUE,
  });
  // Sign-ins go before image renders: a render starts only once no hash is running (≤ 250 ms).
  imageWork.giveWayTo(() => passwordHashingIdle(250));
  const mediaDir = config.MEDIA_DIR;
  const secret = await jwtSecret(config, database);
  const tokens = new TokenSigner(secret, clock, config.SESSION_MAX_HOURS * 3600);
  const views = new ViewCache();
  const shared = await openSharedState(config, views, app.log);
  app.addHook('onClose', () => shared.close());
  const ctx: AppContext = {
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
  app.decorate('ctx', ctx);
  // Expired and revoked refresh tokens are useless rows: purged hourly (any replica may run it).
  const purge = setInterval(() => {
    ctx.sessionPurge.run().catch((error: unknown) => {
      app.log.warn({ err: error }, 'could not purge refresh tokens');
    });
  }, SESSION_PURGE_EVERY_MS);
  purge.unref();
  app.addHook('onClose', () => clearInterval(purge));
  app.addHook('onClose', () => ctx.mailer.idle());

  const seed =
    options.seed ?? (config.SEED ? { images: config.SEED_IMAGES, demo: config.SEED_DEMO } : false);
  // One replica at a time: the first seeds, the others find the marker and skip.
  await database.exclusive(async () => {
    if (seed) await seedDatabase(ctx, { ...seed, log: app.log });
    const orphans = await sweepOrphanUploads(database.db, mediaDir);
    if (orphans.length > 0) app.log.info({ count: orphans.length }, 'removed orphan uploads');
  });

  const security = await securityHeaders(config.SITE_URL);
  app.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(security);
    done();
  });
  await app.register(cors, {
    origin: config.CORS_ORIGINS,
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept', 'Idempotency-Key'],
    // The apps read when a throttled action may be tried again.
    exposedHeaders: ['Retry-After'],
    maxAge: 600,
  });
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
  await app.register(multipart, {
    limits: {
      fileSize: MAX_UPLOAD_BYTES,
      files: 2,
      fields: 10,
      fieldSize: 4096,
      parts: 20,
      headerPairs: 100,
    },
    throwFileSizeLimit: true,
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'CityLens API',
        version: '1.0.0',
        description:
          'Cities, events, photos, frames and orders for CityLens. Errors use Django REST Framework shapes.',
      },
      servers: [{ url: config.PUBLIC_API_URL }],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
  });
  await app.register(swaggerUi, { routePrefix: contracts.apiPaths.docs });

  await app.register(mediaPlugin, {
    mediaDir,
    cacheDir: config.IMAGE_CACHE_DIR,
    cacheMaxBytes: config.IMAGE_CACHE_MAX_BYTES,
    beforeColdRender: (request) => ctx.limits.consume(['COLD_RENDER_IP', clientKey(request.ip)]),
    coldRenderRefusal: async (request) => {
      const wait = await ctx.limits.peek('COLD_RENDER_IP', clientKey(request.ip));
      return wait > 0 ? throttledAnswer(wait) : null;
    },
    // The heroes' photos and the frames are the largest images of the home, events, city and
    // frame shop pages.
    warm: config.IMAGE_WARM
      ? async () => [
          ...(await new CitiesRepository(ctx).heroPhotoPaths()),
          ...(await new FramesRepository(ctx).imagePaths()),
        ]
      : undefined,
  });
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(cityRoutes);
  await app.register(cityPhotoRoutes);
  await app.register(lifestylePhotoRoutes);
  await app.register(eventRoutes);
  await app.register(frameRoutes);
  await app.register(orderRoutes);
  await app.register(telemetryRoutes);
  return app;
}
