import { join } from 'node:path';
import {
  createStudio,
  studioConfigFrom,
  type Studio,
  type StudioUsageHooks,
} from '@reelsmith/studio';
import type { FastifyBaseLogger } from 'fastify';
import { webhookPrivateUrlsAllowed, type Config } from './config.js';
import type { DatabaseHandle } from './db/database.js';
import type { Db } from './repositories/transaction.js';
import { createJobHandlers } from './jobs/handlers/index.js';
import { createJobQueue, type QueueOptions } from './jobs/queue.js';
import { createPaymentProvider } from './providers/payments/index.js';
import { accountService } from './services/account.service.js';
import { adminService } from './services/admin.service.js';
import { apiKeysService } from './services/api-keys.service.js';
import { apiVideosService } from './services/api-videos.service.js';
import { authService } from './services/auth.service.js';
import { creditsService } from './services/credits.service.js';
import { contentRulesService, withContentRules } from './services/content-rules.service.js';
import { createModerator } from './providers/moderation/moderator.js';
import { generationEvents, publishGeneration } from './events/generation-events.js';
import {
  generationsService,
  toBusEvent,
  type GenerationEventPublisher,
} from './services/generations/index.js';
import { generationJobs } from './jobs/generation-jobs.js';
import { webhookJobs } from './jobs/webhook-jobs.js';
import { webhooksService, type WebhooksDeps } from './services/webhooks/index.js';
import { mcpVideos } from './services/mcp/mcp-videos.js';
import type { McpDeps } from './services/mcp/mcp-server.js';
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
import { loadPrices } from './services/usage/prices.js';
import { usageService } from './services/usage/usage.service.js';
import { generationsWithLimits, mediaWithUsage } from './services/usage/with-limits.js';

export interface ContainerOptions {
  config: Config;
  database: DatabaseHandle;
  logger: FastifyBaseLogger;
  /**
   * Tests pass an engine with other providers (or a function making one with the usage hooks,
   * so that its calls are recorded); default: chosen by configuration.
   */
  studio?: Studio | ((hooks: StudioUsageHooks) => Studio);
  storage?: FileStorage;
  events?: GenerationEventPublisher;
  queue?: QueueOptions;
  /** How often an idle worker looks for jobs; default 2 s. */
  pollingIntervalSeconds?: number;
  /** Tests shorten the session cache's entry lifetime. */
  sessionCache?: Pick<SessionCacheOptions, 'ttlMs'>;
  /** Tests shorten the balance cache's wait after a change of this process. */
  balanceCache?: Pick<BalanceCacheOptions, 'changingMs'>;
  /** Tests shorten the webhook retry schedule and the receiver's time-out. */
  webhooks?: Pick<WebhooksDeps, 'schedule' | 'resolve' | 'timeoutMs'>;
}

/**
 * The composition root: the one place that builds the repositories' users (services), the
 * engine, the storage and the job queue from the configuration. The HTTP app (app.ts) and the
 * worker (server.ts --role worker) both run on what it returns; neither builds a service.
 */
export function createContainer(options: ContainerOptions) {
  const { config, database, logger } = options;
  const db = database.db;
  // Every provider call recorded with its cost; limits on unpaid work (decision 0060).
  const studioConfig = studioConfigFrom(config);
  const usage = usageService({
    db,
    prices: loadPrices(config.PRICES_FILE),
    limits: config,
    studio: studioConfig,
    logger,
  });
  const studio =
    typeof options.studio === 'function'
      ? options.studio(usage.hooks)
      : (options.studio ?? createStudio(studioConfig, {}, usage.hooks));
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
  // Webhooks: events fan out in the transaction that makes them (decision 0071).
  const webhooks = webhooksService({
    db,
    jobs: webhookJobs(queue),
    allowPrivate: webhookPrivateUrlsAllowed(config),
    appUrl: config.APP_URL,
    ...options.webhooks,
  });
  const spends = {
    spent: (trx: Db, userId: string, before: number, after: number) =>
      webhooks.creditsSpent(trx, userId, before, after),
  };
  const credits = creditsService(db, config, balances, spends);
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
  const generationModule = generationsWithLimits(
    generationsService({
      db,
      jobs: generationJobs(queue),
      credits: (trx) => creditsService(trx, config, balances, spends),
      events: publisher,
      outcomes: { settled: (trx, row) => webhooks.generationSettled(trx, row) },
      storage,
      // Kept `status` answers are served without a query while changes are heard (decision 0043).
      changes: database,
      onChangesError: (error) =>
        logger.warn({ err: error }, 'status answers read their version: LISTEN failed'),
    }),
    usage,
  );
  // Custom prompts and scripts pass the content rules first (MODERATION, decision 0061).
  const contentRules = contentRulesService({ db, moderator: createModerator(config), log: logger });
  const generations = withContentRules(generationModule, contentRules);
  const account = accountService({ db, generations, sessionCache });
  const admin = adminService({ db, config, balances });
  const apiKeys = apiKeysService(db, sessionCache);
  // The versioned video API for programs (decision 0070).
  const apiVideos = apiVideosService({
    db,
    generations,
    credits: (trx) => creditsService(trx, config, balances, spends),
    appUrl: config.APP_URL,
    contentRules,
  });
  const media = mediaWithUsage(
    mediaService({
      db,
      studio,
      storage,
      generations,
      cacheDir,
      artifactStore: artifactStoreIn(storage),
      logger,
    }),
    usage,
  );

  // The MCP server's tools (routes/mcp): the video API's services, for the key's user.
  const mcp: McpDeps = {
    videos: mcpVideos(apiVideos),
    balance: (userId) => credits.balance(userId),
    version: '0.1.0',
  };

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
    admin,
    apiKeys,
    apiVideos,
    media,
    webhooks,
    mcp,
    events,
    sessionCache,
    balances,
    usage,
    // Read by routes without a service of their own: the public packages, health, reports.
    packages: packagesRepository(db),
    health: healthRepository(db),
    clientErrors: clientErrorsRepository(db),

    /** Starts working jobs in this process (the worker role). */
    async startWorker(): Promise<void> {
      await queue.start();
      working = true;
      await queue.work(
        {
          ...createJobHandlers({
            generations,
            studio,
            storage,
            usage,
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
          'webhook.deliver': ({ deliveryId, attempt }) => webhooks.deliver(deliveryId, attempt),
        },
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
