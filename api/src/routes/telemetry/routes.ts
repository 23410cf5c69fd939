import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { TelemetryRecord } from '@citylens/shared/contracts';
import { HttpError } from '../../lib/errors.js';
import { clientKey } from '../../services/limits/policy.js';
import { rollBackWorseCanaries } from './auto-rollback.js';
import { clientOf, TelemetryBudget } from './budget.js';
import { LiveReleases } from './live-releases.js';
import { compareCanaries, SIGNIFICANCE_Z } from './canary-comparison.js';
import { OPS_SCRIPT, OPS_STYLE, opsReleasesPage } from './ops-page.js';
import { otelExport } from './otel-export.js';
import { TelemetryRepository } from './repository.js';
import { TELEMETRY_LIMITS, TelemetryBatchSchema } from './schemas.js';
import { contracts } from '../../lib/contracts.js';

const HOUR = 3_600_000;
const SWEEP_EVERY_MS = HOUR;

const require = createRequire(import.meta.url);
const uplotDir = path.dirname(require.resolve('uplot/package.json'));
// The chart library is read once and served only to the health page (never to visitors' pages).
const uplotFiles = {
  'uPlot.iife.min.js': {
    type: 'text/javascript; charset=utf-8',
    body: readFileSync(path.join(uplotDir, 'dist/uPlot.iife.min.js')),
  },
  'uPlot.min.css': {
    type: 'text/css; charset=utf-8',
    body: readFileSync(path.join(uplotDir, 'dist/uPlot.min.css')),
  },
};

export const telemetryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { config, clock, limits } = app.ctx;
  const repo = new TelemetryRepository(app.ctx.db);
  // Keys the sender hash and the sample: shared by replicas when JWT_SECRET is (it is in production).
  const key = config.JWT_SECRET ?? randomBytes(32).toString('hex');
  const budget = new TelemetryBudget(
    app.ctx.db,
    config.TELEMETRY_DAILY_ROWS,
    config.TELEMETRY_SAMPLE_EVERY,
    key,
  );
  const live = new LiveReleases(config.REMOTE_ENV, config.RUNTIME_CONFIG_FILE);
  const otel = config.OTEL_EXPORTER_OTLP_ENDPOINT
    ? otelExport(config.OTEL_EXPORTER_OTLP_ENDPOINT)
    : undefined;
  if (otel) app.addHook('onClose', () => otel.close());

  // Retention: raw rows older than 30 days go, at start and every hour.
  const sweep = () =>
    repo.sweep(clock()).then(
      (n) => n > 0 && app.log.info({ deleted: n }, 'telemetry retention sweep'),
      (error: unknown) => app.log.warn({ err: error }, 'telemetry retention sweep failed'),
    );
  const timer = setInterval(() => void sweep(), SWEEP_EVERY_MS);
  timer.unref();
  app.addHook('onReady', async () => void (await sweep()));
  app.addHook('onClose', () => clearInterval(timer));

  let rollbackCheck: Promise<unknown> | null = null;
  const checkRollback = () => {
    if (!config.OPS_AUTO_ROLLBACK || !config.RUNTIME_CONFIG_FILE || rollbackCheck) return;
    rollbackCheck = rollBackWorseCanaries({
      file: config.RUNTIME_CONFIG_FILE,
      minViews: config.OPS_ROLLBACK_MIN_VIEWS,
      minClients: config.OPS_ROLLBACK_MIN_CLIENTS,
      repo,
      now: clock(),
      log: app.log,
    })
      .catch((error: unknown) => app.log.warn({ err: error }, 'canary rollback check failed'))
      .finally(() => {
        rollbackCheck = null;
      });
  };

  // Beacons are sent as text/plain (a simple request: no preflight on the way out of a page).
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(new HttpError(400, { detail: 'Malformed request.' }), undefined);
    }
  });

  app.post(
    contracts.apiPaths.telemetry,
    {
      bodyLimit: TELEMETRY_LIMITS.bodyBytes,
      schema: {
        tags: ['telemetry'],
        summary:
          'Page-view telemetry per remote: load phases, errors, Web Vitals (no personal data)',
        body: TelemetryBatchSchema,
        response: { 202: Type.Object({ accepted: Type.Integer() }) },
      },
    },
    async (request, reply) => {
      // Keyed like every per-address limit (an IPv6 visitor by their /64, not one address of it).
      await limits.consume(['TELEMETRY_IP', clientKey(request.ip)]);
      const at = clock();
      // Only the releases the runtime config names: a made-up release or variant is dropped.
      const named: TelemetryRecord[] = [];
      for (const record of request.body.records as TelemetryRecord[]) {
        if (await live.accepts(record)) named.push(record);
      }
      const { kept, sampledOut } = await budget.split(named, at);
      if (named.length > 0) {
        await repo.append(kept, at, clientOf(clientKey(request.ip), at, key), sampledOut);
      }
      otel?.record(kept);
      if (kept.length > 0) checkRollback();
      return reply.code(202).send({ accepted: kept.length });
    },
  );

  // The release health page: off without OPS_TOKEN; with it, HTTP Basic (any user name, the
  // token as password) or a Bearer token, compared in constant time.
  const authorised = (request: FastifyRequest): boolean => {
    const token = config.OPS_TOKEN;
    if (!token) throw new HttpError(404, { detail: 'Not found.' });
    const header = request.headers.authorization ?? '';
    let given = '';
    if (header.startsWith('Bearer ')) given = header.slice(7);
    else if (header.startsWith('Basic ')) {
      const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
      given = decoded.slice(decoded.indexOf(':') + 1);
    }
    const a = Buffer.from(given);
    const b = Buffer.from(token);
    return a.length === b.length && timingSafeEqual(a, b);
  };
  const requireOps = async (request: FastifyRequest) => {
    if (!authorised(request)) {
      throw new HttpError(
        401,
        { detail: 'Authentication credentials were not provided.' },
        { 'www-authenticate': 'Basic realm="CityLens ops", charset="UTF-8"' },
      );
    }
  };
  const hide = { hide: true };

  app.get('/ops/releases', { schema: hide, preHandler: requireOps }, async (_request, reply) =>
    reply
      .header('cache-control', 'no-store')
      .header(
        'content-security-policy',
        "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; base-uri 'none'; frame-ancestors 'none'",
      )
      .type('text/html; charset=utf-8')
      .send(opsReleasesPage()),
  );

  app.get(
    '/ops/releases/data',
    {
      schema: {
        ...hide,
        querystring: Type.Object({
          window: Type.Optional(Type.Union([Type.Literal('hour'), Type.Literal('day')])),
        }),
      },
      preHandler: requireOps,
    },
    async (request, reply) => {
      const window = request.query.window ?? 'hour';
      const since = new Date(clock().getTime() - (window === 'day' ? 24 * HOUR : HOUR));
      const stats = await repo.variantStats(since);
      void reply.header('cache-control', 'no-store');
      const at = clock();
      return {
        budget: {
          dailyRows: budget.dailyRows,
          sampleEvery: budget.sampleEvery,
          storedToday: await budget.storedToday(at),
          sampledOut: await budget.sampledOut(since),
        },
        window,
        since: since.toISOString(),
        test: `one-sided two-proportion z-test, worse when z > ${SIGNIFICANCE_Z} (p < 0.05)`,
        autoRollback: config.OPS_AUTO_ROLLBACK && Boolean(config.RUNTIME_CONFIG_FILE),
        variants: stats,
        canaries: compareCanaries(stats),
        topErrors: await repo.topErrors(since),
        failures: await repo.failuresByPhase(since),
        minutes: await repo.minutes(since),
        rollbacks: await repo.rollbacks(new Date(clock().getTime() - 24 * HOUR)),
      };
    },
  );

  app.get(
    '/ops/releases/trace/:trace',
    {
      schema: {
        ...hide,
        params: Type.Object({ trace: Type.String({ pattern: '^[0-9a-f]{32}$' }) }),
      },
      preHandler: requireOps,
    },
    async (request) => ({ records: await repo.byTrace(request.params.trace) }),
  );

  app.get('/ops/assets/ops-releases.css', { schema: hide, preHandler: requireOps }, (_r, reply) =>
    reply.type('text/css; charset=utf-8').send(OPS_STYLE),
  );
  app.get('/ops/assets/ops-releases.js', { schema: hide, preHandler: requireOps }, (_r, reply) =>
    reply.type('text/javascript; charset=utf-8').send(OPS_SCRIPT),
  );
  app.get(
    '/ops/assets/:file',
    { schema: { ...hide, params: Type.Object({ file: Type.String() }) }, preHandler: requireOps },
    async (request, reply) => {
      const file = uplotFiles[request.params.file as keyof typeof uplotFiles];
      if (!file) throw new HttpError(404, { detail: 'Not found.' });
      return reply.type(file.type).header('cache-control', 'private, max-age=3600').send(file.body);
    },
  );
};
