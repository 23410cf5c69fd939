import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

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

/** Helmet's headers on every answer, set once computed (see securityHeaders). */
export async function addSecurityHeaders(app: FastifyInstance, siteUrl: string): Promise<void> {
  const security = await securityHeaders(siteUrl);
  app.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(security);
    done();
  });
}
