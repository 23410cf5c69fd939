import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const DEFAULT_ORIGINS = [3000, 3001, 3002, 3003, 3004].flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
]);

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
});

export type Config = Static<typeof EnvSchema>;

export class ConfigError extends Error {}

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
  const candidate = {
    PORT: port,
    HOST: env.HOST || '0.0.0.0',
    DATA_DIR: path.resolve(env.DATA_DIR || path.join(apiRoot, '.data')),
    DATABASE_URL: blankToUndefined(env.DATABASE_URL),
    JWT_SECRET: blankToUndefined(env.JWT_SECRET),
    PUBLIC_API_URL: (env.PUBLIC_API_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    SITE_URL: (env.SITE_URL || 'http://localhost:3000').replace(/\/+$/, ''),
    CORS_ORIGINS: env.CORS_ORIGINS
      ? env.CORS_ORIGINS.split(',')
          .map((o) => o.trim())
          .filter(Boolean)
      : DEFAULT_ORIGINS,
    SMTP_URL: blankToUndefined(env.SMTP_URL),
    MAIL_FROM: env.MAIL_FROM || 'CityLens <no-reply@citylens.local>',
    LOG_LEVEL: env.LOG_LEVEL || 'info',
    SEED: env.SEED === undefined ? true : !['0', 'false', 'no'].includes(env.SEED.toLowerCase()),
  };
  const problems = [...Value.Errors(EnvSchema, candidate)].map((error) => {
    const name = error.instancePath.split('/')[1] || String(error.params ?? '');
    return `${name}: ${error.message}`;
  });
  if (problems.length > 0) {
    throw new ConfigError(`Invalid environment:\n  ${[...new Set(problems)].join('\n  ')}`);
  }
  return candidate as Config;
}
