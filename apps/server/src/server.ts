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

/** After SIGTERM the process is gone within this, closed or not (docker stop waits 10 s). */
const SHUTDOWN_LIMIT_MS = 9_000;
/** Once closed, how long log lines may take to reach a slow reader of stdout. */
const LOG_DRAIN_MS = 2_000;

/** Resolves when everything written to `stream` has left the process, or after `ms`. */
function drained(stream: NodeJS.WriteStream, ms: number) {
  return new Promise<void>((resolve) => {
    if (stream.writableLength === 0) {
      resolve();
      return;
    }
    const timer = setTimeout(resolve, ms);
    timer.unref();
    stream.once('drain', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

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
      // The JSON goes through process.stdout, never pino's default destination: that one
      // (sonic-boom, asynchronous) registers an exit handler that flushes synchronously, and
      // when stdout is a pipe nobody reads, its flushSync retries EAGAIN forever
      // (Atomics.wait between tries), so process.exit never returns, not even the failsafe's.
      // process.stdout keeps what the pipe cannot take in memory and runs nothing at exit;
      // shutdown waits a bounded time for it to drain instead (drained()).
      ...(process.stdout.isTTY && config.NODE_ENV === 'development' && canPrettyPrint()
        ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss' } } }
        : { stream: process.stdout }),
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
    // Nothing runs at exit that could block (see the logger above), so this always ends it.
    const force = setTimeout(() => process.exit(1), SHUTDOWN_LIMIT_MS);
    force.unref();
    app.close().then(
      async () => {
        await drained(process.stdout, LOG_DRAIN_MS);
        process.exit(0);
      },
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
