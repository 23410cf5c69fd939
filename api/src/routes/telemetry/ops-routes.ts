import { timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { Config } from '../../config.js';
import { HttpError } from '../../lib/errors.js';
import type { TelemetryBudget } from './budget.js';
import { compareCanaries, SIGNIFICANCE_Z } from './canary-comparison.js';
import { OPS_SCRIPT, OPS_STYLE, opsReleasesPage } from './ops-page.js';
import type { TelemetryRepository } from './repository.js';
import type { TelemetryApp } from './routes.js';

const HOUR = 3_600_000;

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

const hide = { hide: true };

/** What the release health page reads: the stored telemetry and the budget it was kept under. */
interface ReleaseHealthData {
  repo: TelemetryRepository;
  budget: TelemetryBudget;
}

/** The release health page and its assets, each behind the ops token. */
export function registerOpsRoutes(app: TelemetryApp, data: ReleaseHealthData) {
  const requireOps = opsAccess(app.ctx.config);
  registerReleaseHealth(app, data, requireOps);
  registerOpsAssets(app, requireOps);
}

type OpsCheck = (request: FastifyRequest) => Promise<void>;

/**
 * The release health page: off without OPS_TOKEN; with it, HTTP Basic (any user name, the
 * token as password) or a Bearer token, compared in constant time.
 */
function opsAccess(config: Config): OpsCheck {
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
  return requireOps;
}

/** The release health page, its data (an hour or a day of telemetry) and one trace's records. */
function registerReleaseHealth(
  app: TelemetryApp,
  { repo, budget }: ReleaseHealthData,
  requireOps: OpsCheck,
) {
  const { config, clock } = app.ctx;

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
}

/** The health page's own style and script, and the chart library it draws with. */
function registerOpsAssets(app: TelemetryApp, requireOps: OpsCheck) {
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
}
