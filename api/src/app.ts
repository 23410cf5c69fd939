import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
} from 'fastify';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { AppContext } from './app-context.js';
import { addSecurityHeaders } from './app-security-headers.js';
import {
  buildAppContext,
  openConfiguredDatabase,
  purgeSessionsHourly,
  seedAndSweepOrphans,
  shareCoresWithPasswordHashing,
} from './app-stores.js';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { loggerOptions, RequestLogAtDebug } from './lib/logging.js';
import { redactError } from './lib/redact.js';
import { MAX_UPLOAD_BYTES, mediaPlugin } from './media/index.js';
import { registerErrorHandling } from './plugins/errors.js';
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
import { clientKey, throttledAnswer } from './services/limits/policy.js';
import type { SeedOptions } from './seed/index.js';
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

/** JSON bodies beyond this are refused with 413 (uploads go through multipart). */
export const JSON_BODY_LIMIT = 256 * 1024;

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
  const app = createServer(config, options.logger);
  options.instrument?.(app);
  registerErrorHandling(app);
  acceptEmptyJsonBodies(app);

  const database = options.database ?? (await openConfiguredDatabase(config));
  if (!options.database) app.addHook('onClose', () => database.close());
  shareCoresWithPasswordHashing(config);
  const ctx = await buildAppContext(app, config, database, clock);
  app.decorate('ctx', ctx);
  purgeSessionsHourly(app, ctx);
  app.addHook('onClose', () => ctx.mailer.idle());
  await seedAndSweepOrphans(app, ctx, database, options.seed);

  await addSecurityHeaders(app, config.SITE_URL);
  await registerHttpPlugins(app, config);
  await registerApiDocs(app, config);
  await registerMedia(app, ctx);
  await registerRoutes(app);
  return app;
}

/** The Fastify instance: logging, body limit, proxies trusted, routing and validation. */
function createServer(config: Config, logger: LoggerOption | undefined): FastifyInstance {
  return Fastify({
    // Every logged error goes through redactError: no query values in any log line.
    logger: withRedaction(logger ?? loggerOptions(config.LOG_LEVEL)),
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
}

/** Like DRF, an empty JSON body counts as no body (a bare POST to /api/token/logout/ is fine). */
function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') return done(null, null);
    return parseJson(request, body as string, done);
  });
}

/** CORS for the apps' origins, compression, and multipart uploads within their limits. */
async function registerHttpPlugins(app: FastifyInstance, config: Config): Promise<void> {
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
}

/** The OpenAPI document and its page at the contract's docs path. */
async function registerApiDocs(app: FastifyInstance, config: Config): Promise<void> {
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
}

/** Originals and image variants, cold renders under the per-address limit. */
async function registerMedia(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(mediaPlugin, {
    mediaDir: ctx.mediaDir,
    cacheDir: ctx.config.IMAGE_CACHE_DIR,
    cacheMaxBytes: ctx.config.IMAGE_CACHE_MAX_BYTES,
    beforeColdRender: (request) => ctx.limits.consume(['COLD_RENDER_IP', clientKey(request.ip)]),
    coldRenderRefusal: async (request) => {
      const wait = await ctx.limits.peek('COLD_RENDER_IP', clientKey(request.ip));
      return wait > 0 ? throttledAnswer(wait) : null;
    },
    // The heroes' photos and the frames are the largest images of the home, events, city and
    // frame shop pages.
    warm: ctx.config.IMAGE_WARM
      ? async () => [
          ...(await new CitiesRepository(ctx).heroPhotoPaths()),
          ...(await new FramesRepository(ctx).imagePaths()),
        ]
      : undefined,
  });
}

/** Every domain's routes, in this order. */
async function registerRoutes(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(cityRoutes);
  await app.register(cityPhotoRoutes);
  await app.register(lifestylePhotoRoutes);
  await app.register(eventRoutes);
  await app.register(frameRoutes);
  await app.register(orderRoutes);
  await app.register(telemetryRoutes);
}
