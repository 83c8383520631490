import { createRequire } from 'node:module';
import pino from 'pino';
import { buildApp } from './app.js';
import { createContainer } from './composition.js';
import {
  ConfigError,
  isDevSignInEnabled,
  isTestPaymentsEnabled,
  loadConfig,
  type Config,
} from './config.js';
import { openDatabase } from './db/open.js';
import { logOutput, PRETTY_OPTIONS } from './logging.js';

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

  const role = roleOf(process.argv.slice(2), config.ROLE);
  const logger = pino(
    {
      level: config.LOG_LEVEL,
      redact: [
        'req.headers.authorization',
        'req.headers["generation-token"]',
        'req.headers.cookie',
      ],
    },
    // Readable lines for a person at a terminal in development; JSON everywhere else.
    // The JSON goes through process.stdout, never pino's default destination: that one
    // (sonic-boom, asynchronous) registers an exit handler that flushes synchronously, and
    // when stdout is a pipe nobody reads, its flushSync retries EAGAIN forever
    // (Atomics.wait between tries), so process.exit never returns, not even the failsafe's.
    // process.stdout keeps what the pipe cannot take in memory and runs nothing at exit;
    // shutdown waits a bounded time for it to drain instead (drained()).
    logOutput({
      nodeEnv: config.NODE_ENV,
      stdoutIsTTY: process.stdout.isTTY === true,
      prettyInstalled: canPrettyPrint(),
    }) === 'pretty'
      ? pino.transport({ target: 'pino-pretty', options: PRETTY_OPTIONS })
      : process.stdout,
  );

  const database = await openDatabase(config);
  const container = createContainer({ config, database, logger });
  const app =
    role === 'worker'
      ? undefined
      : await buildApp({ config, database, container, loggerInstance: logger });

  logger.info(
    {
      role,
      database:
        database.kind === 'postgres' ? 'postgres (DATABASE_URL)' : `pglite (${config.DATA_DIR})`,
      storage: container.storage.description,
      signIn:
        config.GOOGLE_CLIENT_ID !== undefined
          ? `oidc (${config.OIDC_ISSUER_URL})`
          : isDevSignInEnabled(config)
            ? 'development sign-in'
            : 'disabled',
      studio: container.studio.describe(),
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
    logger.info({ signal }, 'shutting down');
    // Nothing runs at exit that could block (see the logger above), so this always ends it.
    const force = setTimeout(() => process.exit(1), SHUTDOWN_LIMIT_MS);
    force.unref();
    // HTTP first (no new work), then the worker (running jobs stop; pg-boss hands them on),
    // then the database.
    (async () => {
      await app?.close();
      await container.close();
      await database.close();
    })().then(
      async () => {
        await drained(process.stdout, LOG_DRAIN_MS);
        process.exit(0);
      },
      (err: unknown) => {
        logger.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  if (role !== 'api') await container.startWorker();
  else container.startLocalCachePruning();
  if (app !== undefined) {
    await app.listen({ host: config.HOST, port: config.PORT });
    // The last line at start: the address to open (APP_URL, http://localhost:PORT by default).
    logger.info(`Reelsmith is ready: open ${config.APP_URL}`);
  }
}

/** `--role api|worker|all` (also `--role=worker`) wins over ROLE. */
function roleOf(args: readonly string[], fallback: Config['ROLE']): Config['ROLE'] {
  const index = args.findIndex((a) => a === '--role' || a.startsWith('--role='));
  if (index === -1) return fallback;
  const arg = args[index]!;
  const value = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : args[index + 1];
  if (value === 'api' || value === 'worker' || value === 'all') return value;
  console.error(`--role must be api, worker or all (not ${JSON.stringify(value ?? '')})`);
  process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
