import { buildApp } from './app.js';
import { ConfigError, developmentFallbacks, loadConfig } from './config.js';
import { startImageProcesses } from './media/image-processes.js';

/** Starts the API and closes it cleanly on SIGTERM/SIGINT (in-flight requests finish). */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // While the process is still small, before the database opens: forking it is cheap then.
  startImageProcesses();
  const app = await buildApp({ config });
  const fallbacks = developmentFallbacks();
  if (fallbacks.length > 0) {
    app.log.warn(
      { fallbacks },
      config.NODE_ENV === 'production'
        ? `DEVELOPMENT DEFAULTS IN USE (CITYLENS_DEV_DEFAULTS=true), NOT FOR PRODUCTION: ${fallbacks.join(', ')} not set. Set them and CITYLENS_DEV_DEFAULTS=false to deploy (production then refuses to start without them).`
        : `DEVELOPMENT DEFAULTS IN USE, NOT FOR PRODUCTION: ${fallbacks.join(', ')} not set. Set them and NODE_ENV=production to deploy (production refuses to start without them).`,
    );
  }
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while closing');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
  // Fastify logs one line per address of the machine (three on a laptop with Docker's bridge):
  // one says the API is up. Only the listen call is quieted; every other line keeps its level.
  await app.ready();
  const level = app.log.level;
  app.log.level = 'warn';
  let address: string;
  try {
    address = await app.listen({ port: config.PORT, host: config.HOST });
  } finally {
    app.log.level = level;
  }
  app.log.info(`Server listening at ${address}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
