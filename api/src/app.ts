import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
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
import { mediaUrlBuilder } from './lib/urls.js';
import { MAX_UPLOAD_BYTES, mediaPlugin } from './media/index.js';
import { Auth } from './plugins/auth.js';
import { registerErrorHandling } from './plugins/errors.js';
import { authRoutes } from './routes/auth/routes.js';
import { cityRoutes } from './routes/cities/routes.js';
import { cityPhotoRoutes } from './routes/city-photos/routes.js';
import { eventRoutes } from './routes/events/routes.js';
import { frameRoutes } from './routes/frames/routes.js';
import { healthRoutes } from './routes/health/routes.js';
import { lifestylePhotoRoutes } from './routes/lifestyle-photos/routes.js';
import { orderRoutes } from './routes/orders/routes.js';
import { LoginThrottle } from './services/auth/login-throttle.js';
import { ResetTokens } from './services/auth/reset-tokens.js';
import { TokenSigner } from './services/auth/tokens.js';
import { Mailer } from './services/mailer.js';
import { seedDatabase, type SeedOptions } from './seed/index.js';

export interface BuildOptions {
  config: Config;
  /** An already open database (tests share one); otherwise opened from config. */
  database?: Database;
  /** Injected clock for token and reset-link expiry. */
  clock?: () => Date;
  /** Seed on first start; false skips. Defaults to config.SEED with full content. */
  seed?: SeedOptions | false;
  logger?: FastifyServerOptions['logger'];
}

/** Password-reset emails sent to one address per hour; further requests answer the same but send nothing. */
export const RESET_MAILS_PER_HOUR = 5;

/** JSON bodies beyond this are refused with 413 (uploads go through multipart). */
export const JSON_BODY_LIMIT = 256 * 1024;

/** The JWT secret: JWT_SECRET, else one generated once and kept in the data folder. */
async function jwtSecret(config: Config): Promise<string> {
  if (config.JWT_SECRET) return config.JWT_SECRET;
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

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config } = options;
  const clock = options.clock ?? (() => new Date());
  const app = Fastify({
    logger: options.logger ?? { level: config.LOG_LEVEL },
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 300 },
    ajv: { customOptions: { coerceTypes: true, removeAdditional: false, allErrors: true } },
    // Bad URLs (e.g. broken %-escapes) answer in DRF shape too.
    frameworkErrors: (_error, _request, reply) => {
      void (reply as FastifyReply).code(400).send({ detail: 'Malformed request.' });
    },
  });
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

  const mediaDir = path.join(config.DATA_DIR, 'media');
  const secret = await jwtSecret(config);
  const tokens = new TokenSigner(secret, clock);
  const ctx: AppContext = {
    config,
    db: database.db,
    dbKind: database.kind,
    clock,
    mediaUrl: mediaUrlBuilder(config.PUBLIC_API_URL),
    mediaDir,
    tokens,
    resetTokens: new ResetTokens(secret, clock),
    throttle: new LoginThrottle(clock),
    resetMailThrottle: new LoginThrottle(clock, RESET_MAILS_PER_HOUR, 60 * 60 * 1000),
    mailer: new Mailer(
      {
        smtpUrl: config.SMTP_URL,
        from: config.MAIL_FROM,
        outboxDir: path.join(config.DATA_DIR, 'outbox'),
      },
      app.log,
    ),
    views: new ViewCache(),
    auth: new Auth({ db: database.db, tokens }),
  };
  app.decorate('ctx', ctx);
  app.addHook('onClose', () => ctx.mailer.idle());

  const seed = options.seed ?? (config.SEED ? {} : false);
  if (seed) await seedDatabase(ctx, { ...seed, log: app.log });

  await app.register(helmet, {
    // Images and JSON are read by the five app origins.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    // The API is often served over plain http (localhost); upgrading would break the docs page.
    contentSecurityPolicy: { directives: { upgradeInsecureRequests: null } },
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
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(mediaPlugin, {
    mediaDir,
    cacheDir: path.join(config.DATA_DIR, 'cache', 'images'),
  });
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(cityRoutes);
  await app.register(cityPhotoRoutes);
  await app.register(lifestylePhotoRoutes);
  await app.register(eventRoutes);
  await app.register(frameRoutes);
  await app.register(orderRoutes);
  return app;
}
