import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';
import { contracts } from './lib/contracts.js';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const { localAppOrigins } = contracts;

// The host and the four remotes on their contract ports, by both local names.
const DEFAULT_ORIGINS = [...localAppOrigins('localhost'), ...localAppOrigins('127.0.0.1')];

/** Every variable the API reads, with its rule; parsed once at start. */
const EnvSchema = Type.Object({
  PORT: Type.Integer({ minimum: 1, maximum: 65535 }),
  HOST: Type.String({ minLength: 1 }),
  DATA_DIR: Type.String({ minLength: 1 }),
  DATABASE_URL: Type.Optional(Type.String({ pattern: '^postgres(ql)?://' })),
  JWT_SECRET: Type.Optional(Type.String({ minLength: 32 })),
  PUBLIC_API_URL: Type.String({ pattern: '^https?://' }),
  SITE_URL: Type.String({ pattern: '^https?://' }),
  CORS_ORIGINS: Type.Array(Type.String({ pattern: '^https?://' })),
  SMTP_URL: Type.Optional(Type.String({ pattern: '^smtps?://' })),
  MAIL_FROM: Type.String({ minLength: 3 }),
  LOG_LEVEL: Type.Union([
    Type.Literal('fatal'),
    Type.Literal('error'),
    Type.Literal('warn'),
    Type.Literal('info'),
    Type.Literal('debug'),
    Type.Literal('trace'),
    Type.Literal('silent'),
  ]),
  SEED: Type.Boolean(),
  /** Seed the demo account (`demo` / `CityLens2025!`); on in `pnpm start` and e2e, off otherwise. */
  SEED_DEMO: Type.Boolean(),
  /** Render the seed artwork files; false leaves images to another replica or a later start. */
  SEED_IMAGES: Type.Boolean(),
  NODE_ENV: Type.String(),
  /** `redis://…`: throttles and view-cache invalidation shared by every replica. */
  REDIS_URL: Type.Optional(Type.String({ pattern: '^rediss?://' })),
  /** Prefix of every Redis key and channel, so deployments (and test runs) can share a server. */
  REDIS_PREFIX: Type.String({ minLength: 1, maxLength: 64 }),
  /**
   * Fastify trustProxy: false, true, or the balancers' addresses/CIDRs (proxy-addr names such as
   * `uniquelocal` too). Not a hop count: Fastify 5 never trusts one (it cannot check the peer).
   */
  TRUST_PROXY: Type.Union([Type.Boolean(), Type.Array(Type.String())]),
  /** Originals and uploads (shared by replicas); default DATA_DIR/media. */
  MEDIA_DIR: Type.String({ minLength: 1 }),
  /** Resized image variants (shared or per replica); default DATA_DIR/cache/images. */
  IMAGE_CACHE_DIR: Type.String({ minLength: 1 }),
  /** Bytes the variant cache may hold before the least recently used files are removed. */
  IMAGE_CACHE_MAX_BYTES: Type.Integer({ minimum: 1_000_000 }),
  /**
   * After start, render the city hero photos' and the frames' responsive widths (AVIF and WebP)
   * in the background, so the first visitor's largest image is not a cold transform. On in `pnpm start`
   * and the containers; off by default (tests start many short-lived servers).
   */
  IMAGE_WARM: Type.Boolean(),
  /** Password hashes (argon2, ~19 MiB each) computed at once; further sign-ins wait in line. */
  PASSWORD_HASH_CONCURRENCY: Type.Integer({ minimum: 1, maximum: 64 }),
  /** Sign-ins waiting for a hash slot before new ones get 503 + Retry-After. */
  PASSWORD_HASH_QUEUE: Type.Integer({ minimum: 0, maximum: 100_000 }),
  /** Hours after sign-in after which a session's refresh token family ends. */
  SESSION_MAX_HOURS: Type.Integer({ minimum: 1, maximum: 24 * 365 }),
  /** Abuse limits: `LIMIT_<NAME>=count/seconds` overrides, see src/services/limits/policy.ts. */
  LIMITS: Type.Record(
    Type.String(),
    Type.Object({ max: Type.Integer({ minimum: 1 }), windowSeconds: Type.Integer({ minimum: 1 }) }),
  ),
  /** Opens the release health page (/ops/releases) to whoever sends it; unset, the page is off. */
  OPS_TOKEN: Type.Optional(Type.String({ minLength: 16 })),
  /** Set a canary significantly worse than stable to 0 % in the runtime config file. */
  OPS_AUTO_ROLLBACK: Type.Boolean(),
  /** Canary page views (in the last hour) needed before a rollback is considered. */
  OPS_ROLLBACK_MIN_VIEWS: Type.Integer({ minimum: 1 }),
  /** Distinct senders (in the last hour) a canary needs before a rollback is considered. */
  OPS_ROLLBACK_MIN_CLIENTS: Type.Integer({ minimum: 1 }),
  /** Telemetry rows stored per day (UTC) before only a sample of page views is kept. */
  TELEMETRY_DAILY_ROWS: Type.Integer({ minimum: 1 }),
  /** Past the daily budget, one page view in this many is kept. */
  TELEMETRY_SAMPLE_EVERY: Type.Integer({ minimum: 1 }),
  /** The runtime config file the static servers re-read (CITYLENS_RUNTIME_CONFIG_FILE). */
  RUNTIME_CONFIG_FILE: Type.Optional(Type.String({ minLength: 1 })),
  /**
   * The remotes' manifest addresses as the static servers are given them (CITYLENS_REMOTE_* and
   * CITYLENS_SERVER_REMOTE_*): telemetry accepts only the releases these name.
   */
  REMOTE_ENV: Type.Record(Type.String(), Type.String()),
  /** With it, telemetry is also exported as OpenTelemetry metrics and logs (OTLP over HTTP). */
  OTEL_EXPORTER_OTLP_ENDPOINT: Type.Optional(Type.String({ pattern: '^https?://' })),
});

export type Config = Static<typeof EnvSchema>;

export class ConfigError extends Error {}

/** Settings a production deployment must give explicitly (no development fallback). */
export const PRODUCTION_REQUIRED = [
  'JWT_SECRET',
  'DATABASE_URL',
  'SITE_URL',
  'PUBLIC_API_URL',
  'SMTP_URL',
] as const;

/**
 * The production settings left to their development fallbacks (outside production, or with
 * CITYLENS_DEV_DEFAULTS=true): the
 * server logs them loudly at start, so a first `docker compose up` works yet nobody mistakes it
 * for a deployment.
 */
export function developmentFallbacks(env: NodeJS.ProcessEnv = process.env): string[] {
  if (!developmentDefaultsAllowed(env)) return [];
  return PRODUCTION_REQUIRED.filter((name) => !blankToUndefined(env[name]));
}

/**
 * Outside production, always. In production only with CITYLENS_DEV_DEFAULTS=true: the composed
 * stack runs compiled code with NODE_ENV=production, yet a first `docker compose up` needs no
 * secrets (a generated JWT secret, mail to the catcher at DEV_SMTP_URL).
 */
export function developmentDefaultsAllowed(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.NODE_ENV !== 'production' || parseBool(env.CITYLENS_DEV_DEFAULTS, false) === true;
}

function parseBool(raw: string | undefined, fallback: boolean): boolean | string {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = raw.trim().toLowerCase();
  if (['1', 'true', 'yes', 'on'].includes(value)) return true;
  if (['0', 'false', 'no', 'off'].includes(value)) return false;
  return raw;
}

function parseTrustProxy(raw: string | undefined): boolean | string[] | string {
  const value = (raw ?? '').trim();
  // A bare number would be a hop count, which Fastify never trusts: refuse it by name.
  if (/^\d+$/.test(value)) return value;
  const flag = parseBool(raw, false);
  if (typeof flag === 'boolean') return flag;
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** `LIMIT_LOGIN_IP=100/600` → { LOGIN_IP: { max: 100, windowSeconds: 600 } }. */
function parseLimits(env: NodeJS.ProcessEnv): Record<string, unknown> {
  const limits: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(env)) {
    if (!key.startsWith('LIMIT_') || raw === undefined) continue;
    const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(raw);
    limits[key.slice('LIMIT_'.length)] = match
      ? { max: Number(match[1]), windowSeconds: Number(match[2]) }
      : raw;
  }
  return limits;
}

function toInt(raw: string | undefined, fallback: number): number | string {
  if (raw === undefined || raw === '') return fallback;
  return /^\d+$/.test(raw) ? Number(raw) : raw;
}

function blankToUndefined(raw: string | undefined): string | undefined {
  return raw === undefined || raw.trim() === '' ? undefined : raw.trim();
}

/** Reads the environment; throws one error naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = toInt(env.PORT, 8000);
  const dataDir = path.resolve(env.DATA_DIR || path.join(apiRoot, '.data'));
  const production = env.NODE_ENV === 'production';
  const candidate = {
    PORT: port,
    HOST: env.HOST || '0.0.0.0',
    DATA_DIR: dataDir,
    DATABASE_URL: blankToUndefined(env.DATABASE_URL),
    JWT_SECRET: blankToUndefined(env.JWT_SECRET),
    PUBLIC_API_URL: (env.PUBLIC_API_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    SITE_URL: (env.SITE_URL || 'http://localhost:3000').replace(/\/+$/, ''),
    CORS_ORIGINS: env.CORS_ORIGINS
      ? env.CORS_ORIGINS.split(',')
          .map((o) => o.trim())
          .filter(Boolean)
      : DEFAULT_ORIGINS,
    SMTP_URL:
      blankToUndefined(env.SMTP_URL) ??
      (developmentDefaultsAllowed(env) ? blankToUndefined(env.DEV_SMTP_URL) : undefined),
    MAIL_FROM: env.MAIL_FROM || 'CityLens <no-reply@citylens.local>',
    LOG_LEVEL: env.LOG_LEVEL || 'info',
    SEED: env.SEED === undefined ? true : !['0', 'false', 'no'].includes(env.SEED.toLowerCase()),
    SEED_DEMO: parseBool(env.SEED_DEMO, false),
    SEED_IMAGES: parseBool(env.SEED_IMAGES, true),
    NODE_ENV: env.NODE_ENV || 'development',
    REDIS_URL: blankToUndefined(env.REDIS_URL),
    REDIS_PREFIX: env.REDIS_PREFIX || 'citylens:',
    TRUST_PROXY: parseTrustProxy(env.TRUST_PROXY),
    MEDIA_DIR: path.resolve(env.MEDIA_DIR || path.join(dataDir, 'media')),
    IMAGE_CACHE_DIR: path.resolve(env.IMAGE_CACHE_DIR || path.join(dataDir, 'cache', 'images')),
    IMAGE_CACHE_MAX_BYTES: toInt(env.IMAGE_CACHE_MAX_BYTES, 1024 * 1024 * 1024),
    IMAGE_WARM: parseBool(env.IMAGE_WARM, false),
    PASSWORD_HASH_CONCURRENCY: toInt(env.PASSWORD_HASH_CONCURRENCY, 4),
    PASSWORD_HASH_QUEUE: toInt(env.PASSWORD_HASH_QUEUE, 200),
    SESSION_MAX_HOURS: toInt(env.SESSION_MAX_HOURS, 30 * 24),
    LIMITS: parseLimits(env),
    OPS_TOKEN: blankToUndefined(env.OPS_TOKEN),
    OPS_AUTO_ROLLBACK: parseBool(env.OPS_AUTO_ROLLBACK, false),
    OPS_ROLLBACK_MIN_VIEWS: toInt(env.OPS_ROLLBACK_MIN_VIEWS, 50),
    OPS_ROLLBACK_MIN_CLIENTS: toInt(env.OPS_ROLLBACK_MIN_CLIENTS, 20),
    TELEMETRY_DAILY_ROWS: toInt(env.TELEMETRY_DAILY_ROWS, 500_000),
    TELEMETRY_SAMPLE_EVERY: toInt(env.TELEMETRY_SAMPLE_EVERY, 10),
    RUNTIME_CONFIG_FILE: blankToUndefined(env.CITYLENS_RUNTIME_CONFIG_FILE),
    REMOTE_ENV: Object.fromEntries(
      Object.entries(env).filter(
        (entry): entry is [string, string] =>
          /^CITYLENS_(SERVER_)?REMOTE_/.test(entry[0]) && Boolean(entry[1]?.trim()),
      ),
    ),
    OTEL_EXPORTER_OTLP_ENDPOINT: blankToUndefined(env.OTEL_EXPORTER_OTLP_ENDPOINT),
  };
  const problems = [...Value.Errors(EnvSchema, candidate)].map((error) => {
    const segments = error.instancePath.split('/');
    const name =
      segments[1] === 'LIMITS' && segments[2]
        ? `LIMIT_${segments[2]}`
        : segments[1] || String(error.params ?? '');
    const message =
      segments[1] === 'LIMITS'
        ? 'must be "<count>/<seconds>"'
        : segments[1] === 'TRUST_PROXY'
          ? 'must be true, false, or the balancer addresses/CIDRs (e.g. uniquelocal, 10.0.0.0/8); not a hop count'
          : error.message;
    return `${name}: ${message}`;
  });
  if (production && !developmentDefaultsAllowed(env)) {
    // No development fallback may reach production: a generated secret per replica, the
    // embedded database, localhost links or links written to the log.
    const missing = PRODUCTION_REQUIRED.filter((name) => !blankToUndefined(env[name]));
    problems.unshift(...missing.map((name) => `${name}: required when NODE_ENV=production`));
  }
  if (problems.length > 0) {
    throw new ConfigError(`Invalid environment:\n  ${[...new Set(problems)].join('\n  ')}`);
  }
  return candidate as Config;
}
