import { createRequire } from 'node:module';
import { createStudio, studioConfigFrom } from '@reelsmith/studio';
import { buildApp } from './app.js';
import { ConfigError, isDevSignInEnabled, isTestPaymentsEnabled, loadConfig } from './config.js';
import { openDatabase } from './db/open.js';

const canPrettyPrint = () => {
  try {
    createRequire(import.meta.url).resolve('pino-pretty');
    return true;
  } catch {
    return false; // a production install without dev dependencies
  }
};

/** The process: configuration, database, HTTP server, graceful shutdown. */
async function main() {
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

  const studio = createStudio(studioConfigFrom(config));
  const database = await openDatabase(config);
  const app = await buildApp({
    config,
    database,
    closeDatabase: true,
    logger: {
      level: config.LOG_LEVEL,
      // Readable lines for a person at a terminal in development; JSON everywhere else.
      ...(process.stdout.isTTY && config.NODE_ENV === 'development' && canPrettyPrint()
        ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss' } } }
        : {}),
      redact: [
        'req.headers.authorization',
        'req.headers["generation-token"]',
        'req.headers.cookie',
      ],
    },
  });

  app.log.info(
    {
      database:
        database.kind === 'postgres' ? 'postgres (DATABASE_URL)' : `pglite (${config.DATA_DIR})`,
      signIn:
        config.GOOGLE_CLIENT_ID !== undefined
          ? `oidc (${config.OIDC_ISSUER_URL})`
          : isDevSignInEnabled(config)
            ? 'development sign-in'
            : 'disabled',
      studio: studio.describe(),
      payments:
        config.STRIPE_SECRET_KEY !== undefined
          ? 'stripe'
          : isTestPaymentsEnabled(config)
            ? 'test provider'
            : 'disabled',
    },
    'providers',
  );

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ host: config.HOST, port: config.PORT });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
