import type { Config } from './config.js';
import type { Auth } from './plugins/auth.js';
import type { Db } from './db/client.js';
import type { ViewCache } from './lib/cache.js';
import type { MediaUrl } from './lib/urls.js';
import type { ResetTokens } from './services/auth/reset-tokens.js';
import type { TokenSigner } from './services/auth/tokens.js';
import type { Limits } from './services/limits/policy.js';
import type { Mailer } from './services/mailer.js';

/** What route plugins need, built once in app.ts and decorated on the instance. */
export interface AppContext {
  config: Config;
  db: Db;
  dbKind: 'pglite' | 'postgres';
  clock: () => Date;
  mediaUrl: MediaUrl;
  mediaDir: string;
  tokens: TokenSigner;
  resetTokens: ResetTokens;
  /** Abuse limits (in Redis when REDIS_URL is set, so every replica counts together). */
  limits: Limits;
  mailer: Mailer;
  views: ViewCache;
  auth: Auth;
  /** Drops unusable refresh tokens every `everyMs` (and on demand). */
  sessionPurge: { everyMs: number; run(): Promise<number> };
}

export interface AuthUser {
  id: number;
  username: string;
  email: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
