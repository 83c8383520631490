import { join } from 'node:path';
import { createStudio, studioConfigFrom, type Studio } from '@reelsmith/studio';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/database.js';
import { createJobHandlers } from './jobs/handlers/index.js';
import { createJobQueue, type QueueOptions } from './jobs/queue.js';
import { createPaymentProvider } from './providers/payments/index.js';
import { accountService } from './services/account.service.js';
import { apiKeysService } from './services/api-keys.service.js';
import { apiVideosService } from './services/api-videos.service.js';
import { authService } from './services/auth.service.js';
import { creditsService } from './services/credits.service.js';
import { generationEvents, publishGeneration } from './events/generation-events.js';
import {
  generationsService,
  toBusEvent,
  type GenerationEventPublisher,
} from './services/generations/index.js';
import { generationJobs } from './jobs/generation-jobs.js';
import { mediaService } from './services/media.service.js';
import { oidcSignIn } from './services/oidc.service.js';
import { clientErrorsRepository } from './repositories/client-errors.repository.js';
import { healthRepository } from './repositories/health.repository.js';
import { packagesRepository } from './repositories/packages.repository.js';
import { oidcFlowsRepository } from './repositories/sessions.repository.js';
import { paymentsService } from './services/payments.service.js';
import { createBalanceCache, type BalanceCacheOptions } from './services/balance-cache.js';
import { createSessionCache, type SessionCacheOptions } from './services/session-cache.js';
import { artifactStoreIn } from './storage/artifact-store.js';
import { pruneCache, pruneLocalCache } from './storage/prune.js';
import { cacheMaxBytes, createStorage } from './storage/storage-config.js';
import type { FileStorage } from './storage/storage.js';

export interface ContainerOptions {
  config: Config;
  database: DatabaseHandle;
  logger: FastifyBaseLogger;
  /** Tests pass an engine with other providers; default: chosen by configuration. */
  studio?: Studio;
  storage?: FileStorage;
  events?: GenerationEventPublisher;
  queue?: QueueOptions;
  /** How often an idle worker looks for jobs; default 2 s. */
  pollingIntervalSeconds?: number;
  /** Tests shorten the session cache's entry lifetime. */
  sessionCache?: Pick<SessionCacheOptions, 'ttlMs'>;
  /** Tests shorten the balance cache's wait after a change of this process. */
  balanceCache?: Pick<BalanceCacheOptions, 'changingMs'>;
}

/**
 * The composition root: the one place that builds the repositories' users (services), the
 * engine, the storage and the job queue from the configuration. The HTTP app (app.ts) and the
 * worker (server.ts --role worker) both run on what it returns; neither builds a service.
 */
export function createContainer(options: ContainerOptions) {
  const { config, database, logger } = options;
  const db = database.db;
  const studio = options.studio ?? createStudio(studioConfigFrom(config));
  const queue = createJobQueue(database, logger, options.queue);
  const storage = options.storage ?? createStorage(config, config.DATA_DIR);
  const cacheDir = join(config.DATA_DIR, 'cache');
  // One LISTEN per process for every open events stream; changes are published in the
  // transaction that makes them, so listeners hear of them on commit (decision 0041).
  const events = generationEvents(database, logger);
  const publisher: GenerationEventPublisher = options.events ?? {
    publish: (trx, event) => publishGeneration(trx, toBusEvent(event)),
  };

  // Live sessions of this process, dropped on every change announced by the database
  // (decision 0043); the authenticate plugin reads it, logout and account deletion evict.
  const sessionCache = createSessionCache(database, {
    ...options.sessionCache,
    onError: (error) => logger.warn({ err: error }, 'session cache off: LISTEN failed'),
  });
  // Balances of this process, dropped on every change announced by the database (decision 0043).
  const balances = createBalanceCache(database, {
    ...options.balanceCache,
    onError: (error) => logger.warn({ err: error }, 'balance cache off: LISTEN failed'),
  });
  const credits = creditsService(db, config, balances);
  const auth = authService(db, config, sessionCache);
  // Google through OpenID Connect, when configured (the development sign-in otherwise).
  const oidc =
    config.GOOGLE_CLIENT_ID === undefined ? undefined : oidcSignIn(config, oidcFlowsRepository(db));
  const payments = paymentsService({
    db,
    provider: createPaymentProvider(config, db),
    config,
    balances,
    log: logger,
  });
  const generations = generationsService({
    db,
    jobs: generationJobs(queue),
    credits: (trx) => creditsService(trx, config, balances),
    events: publisher,
    storage,
    // Kept `status` answers are served without a query while changes are heard (decision 0043).
    changes: database,
    onChangesError: (error) =>
      logger.warn({ err: error }, 'status answers read their version: LISTEN failed'),
  });
  const account = accountService({ db, generations, sessionCache });
  const apiKeys = apiKeysService(db, sessionCache);
  // The versioned video API for programs (decision 0070).
  const apiVideos = apiVideosService({
    db,
    generations,
    credits: (trx) => creditsService(trx, config, balances),
    appUrl: config.APP_URL,
  });
  const media = mediaService({
    db,
    studio,
    storage,
    generations,
    cacheDir,
    artifactStore: artifactStoreIn(storage),
    logger,
  });

  let working = false;
  let pruning: NodeJS.Timeout | undefined;
  return {
    config,
    database,
    studio,
    queue,
    storage,
    credits,
    auth,
    oidc,
    payments,
    generations,
    account,
    apiKeys,
    apiVideos,
    media,
    events,
    sessionCache,
    balances,
    // Read by routes without a service of their own: the public packages, health, reports.
    packages: packagesRepository(db),
    health: healthRepository(db),
    clientErrors: clientErrorsRepository(db),

    /** Starts working jobs in this process (the worker role). */
    async startWorker(): Promise<void> {
      await queue.start();
      working = true;
      await queue.work(
        createJobHandlers({
          generations,
          studio,
          storage,
          cacheDir,
          artifactStore: artifactStoreIn(storage),
          expire: async () => {
            const expired = await generations.expireVideos();
            const maxBytes = cacheMaxBytes(config);
            const shared = await pruneCache(storage, { maxBytes });
            const local = await pruneLocalCache(cacheDir, { maxBytes });
            logger.info({ expired, pruned: { shared, local } }, 'retention');
          },
          logger,
        }),
        {
          concurrency: config.WORKER_CONCURRENCY,
          ...(options.pollingIntervalSeconds === undefined
            ? {}
            : { pollingIntervalSeconds: options.pollingIntervalSeconds }),
        },
      );
    },

    /**
     * The API role without a worker: its local cache (scene pictures drawn for previews) is
     * pruned on a timer, since the retention job that prunes it runs only in workers.
     */
    startLocalCachePruning(everyMs = 60 * 60 * 1000): void {
      const prune = () =>
        pruneLocalCache(cacheDir, { maxBytes: cacheMaxBytes(config) }).then(
          (pruned) => logger.info({ pruned: { local: pruned } }, 'local cache pruned'),
          (err: unknown) => logger.warn({ err }, 'local cache prune failed'),
        );
      pruning = setInterval(() => void prune(), everyMs);
      pruning.unref();
    },

    /** Stops taking jobs and lets the running ones finish (or fail over), then returns. */
    async close(): Promise<void> {
      if (pruning !== undefined) clearInterval(pruning);
      if (working) logger.info('worker stopping');
      await queue.stop();
      await sessionCache.close();
      await balances.close();
      await generations.closeChanges();
    },
  };
}
export type Container = ReturnType<typeof createContainer>;
