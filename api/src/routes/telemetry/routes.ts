import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { TelemetryRecord } from '@citylens/shared/contracts';
import { HttpError } from '../../lib/errors.js';
import { clientKey } from '../../services/limits/policy.js';
import { rollBackWorseCanaries } from './auto-rollback.js';
import { clientOf, TelemetryBudget } from './budget.js';
import { LiveReleases } from './live-releases.js';
import { registerOpsRoutes } from './ops-routes.js';
import { otelExport } from './otel-export.js';
import { TelemetryRepository } from './repository.js';
import { TELEMETRY_LIMITS, TelemetryBatchSchema } from './schemas.js';
import { contracts } from '../../lib/contracts.js';

const HOUR = 3_600_000;
const SWEEP_EVERY_MS = HOUR;

/** The Fastify instance the telemetry routes are added to (TypeBox types the requests). */
export type TelemetryApp = Parameters<FastifyPluginAsyncTypebox>[0];

export const telemetryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { config } = app.ctx;
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

  sweepRetentionHourly(app, repo);
  const checkRollback = canaryRollbackCheck(app, repo);
  acceptTextBeacons(app);
  registerTelemetryIntake(app, { repo, budget, live, otel, key, checkRollback });
  registerOpsRoutes(app, { repo, budget });
};

/** Retention: raw rows older than 30 days go, at start and every hour. */
function sweepRetentionHourly(app: TelemetryApp, repo: TelemetryRepository) {
  const { clock } = app.ctx;
  const sweep = () =>
    repo.sweep(clock()).then(
      (n) => n > 0 && app.log.info({ deleted: n }, 'telemetry retention sweep'),
      (error: unknown) => app.log.warn({ err: error }, 'telemetry retention sweep failed'),
    );
  const timer = setInterval(() => void sweep(), SWEEP_EVERY_MS);
  timer.unref();
  app.addHook('onReady', async () => void (await sweep()));
  app.addHook('onClose', () => clearInterval(timer));
}

/**
 * Starts a check of the canaries against their stable releases (rolling a worse one back), one
 * at a time, when OPS_AUTO_ROLLBACK is on and a runtime config file names the releases.
 */
function canaryRollbackCheck(app: TelemetryApp, repo: TelemetryRepository) {
  const { config, clock } = app.ctx;
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
  return checkRollback;
}

/** Beacons are sent as text/plain (a simple request: no preflight on the way out of a page). */
function acceptTextBeacons(app: TelemetryApp) {
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(new HttpError(400, { detail: 'Malformed request.' }), undefined);
    }
  });
}

/** What the intake needs: where records go, what is kept of them, and what is done after. */
interface TelemetryIntake {
  repo: TelemetryRepository;
  budget: TelemetryBudget;
  live: LiveReleases;
  otel: ReturnType<typeof otelExport> | undefined;
  /** Keys the sender hash. */
  key: string;
  checkRollback: () => void;
}

/** The page-view beacons: kept for the releases the runtime config names, within the budget. */
function registerTelemetryIntake(
  app: TelemetryApp,
  { repo, budget, live, otel, key, checkRollback }: TelemetryIntake,
) {
  const { clock, limits } = app.ctx;
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
}
