import type { Kysely } from 'kysely';
import { PgBoss, fromKysely, type Job } from 'pg-boss';
import type { DatabaseHandle } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { JOBS, SCHEDULES, type JobHandlers, type JobName, type JobPayload } from './definitions.js';

export interface QueueLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface WorkOptions {
  /** Jobs this process runs at once (WORKER_CONCURRENCY). */
  concurrency: number;
  /** How often an idle worker looks for a job; default 2 s. */
  pollingIntervalSeconds?: number;
}

/**
 * The job queue: pg-boss on the app's own database (PostgreSQL, or PGlite through the same
 * one-connection pool as everything else), with the typed definitions of definitions.ts.
 * `send` can join the caller's transaction, so a job exists exactly when the change that
 * asked for it was committed.
 */
export interface JobQueue {
  /** Starts pg-boss and creates the queues; once, however often it is called. */
  start(): Promise<void>;
  send<N extends JobName>(
    name: N,
    payload: JobPayload<N>,
    options?: { db?: Kysely<Database>; singletonKey?: string; startAfter?: Date },
  ): Promise<string | null>;
  /** Starts working every job; every job name must have a handler. Also installs schedules. */
  work(handlers: JobHandlers, options: WorkOptions): Promise<void>;
  stop(): Promise<void>;
  /** pg-boss itself, for tests and tools. */
  readonly boss: PgBoss;
}

const jobNames = Object.keys(JOBS) as JobName[];

export interface QueueOptions {
  /** Replaces every job's retry delay, with no backoff (tests: failures settle in seconds). */
  retryDelaySeconds?: number;
}

export function createJobQueue(
  database: DatabaseHandle,
  logger: QueueLogger,
  queueOptions: QueueOptions = {},
): JobQueue {
  const options = {
    db: {
      executeSql: (text: string, values?: unknown[]) => database.executeSql(text, values),
      // pg-boss's LISTEN goes through the process's one listening connection (decision 0043).
      async listen(
        channel: string,
        onNotification: (payload: string) => void,
        onReconnect: () => void,
      ) {
        const unlisten = await database.listen(channel, onNotification, { onReconnect });
        onReconnect(); // pg-boss wants it after every subscription, the first included
        return { close: unlisten };
      },
    },
    backend: database.kind === 'pglite' ? ('pglite' as const) : ('postgres' as const),
    schema: 'pgboss',
  };
  const boss = new PgBoss({
    ...options,
    // Maintenance (expiring jobs of dead workers, heartbeats, schedules) runs in every process;
    // pg-boss takes an advisory lock so only one does it at a time.
    superviseIntervalSeconds: 15,
    monitorIntervalSeconds: 15,
    // A job sent on a queue with `notify` wakes the workers on it at once (a NOTIFY in the
    // sending transaction) instead of at their next poll, up to 2 s later; polling stays as the
    // floor (docs/decisions/0043-request-path.md).
    useListenNotify: true,
  });
  boss.on('error', (err) => logger.error({ err }, 'job queue error'));
  boss.on('warning', (warning) => logger.warn({ warning }, 'job queue warning'));
  let started: Promise<void> | undefined;

  /**
   * Installs pg-boss's schema and our queues with a short-lived instance first, then starts the
   * real one: pg-boss reads its queue list once at start, and a queue missing from that list is
   * looked up on pg-boss's own connection, which on PGlite (one connection) would wait forever
   * behind the transaction that is sending the job.
   */
  async function install(): Promise<void> {
    const setup = new PgBoss({ ...options, supervise: false, schedule: false });
    setup.on('error', (err) => logger.error({ err }, 'job queue error'));
    await setup.start();
    try {
      // Dead-letter queues first: a queue may only name one that exists.
      const ordered = [...jobNames].sort(
        (a, b) =>
          Number(JOBS[a].deadLetter !== undefined) - Number(JOBS[b].deadLetter !== undefined),
      );
      for (const name of ordered) {
        const definition = JOBS[name];
        const settings = {
          ...definition.options,
          notify: true,
          ...(queueOptions.retryDelaySeconds === undefined
            ? {}
            : { retryDelay: queueOptions.retryDelaySeconds, retryBackoff: false }),
          ...(definition.deadLetter === undefined ? {} : { deadLetter: definition.deadLetter }),
        };
        if ((await setup.getQueue(name)) === null) await setup.createQueue(name, settings);
        else await setup.updateQueue(name, settings);
      }
    } finally {
      await setup.stop({ graceful: false, close: false });
    }
    await boss.start();
  }

  return {
    boss,
    start() {
      started ??= install().catch((error: unknown) => {
        started = undefined;
        throw error;
      });
      return started;
    },

    async send(name, payload, options = {}) {
      const data = JOBS[name].payload.parse(payload) as object;
      return boss.send(name, data, {
        ...(options.db === undefined ? {} : { db: fromKysely(options.db) }),
        ...(options.singletonKey === undefined ? {} : { singletonKey: options.singletonKey }),
        ...(options.startAfter === undefined ? {} : { startAfter: options.startAfter }),
      });
    },

    async work(handlers, options) {
      const missing = jobNames.filter((name) => typeof handlers[name] !== 'function');
      if (missing.length > 0) throw new Error(`No handler for job(s): ${missing.join(', ')}`);
      for (const name of jobNames) {
        const handler = handlers[name] as (payload: unknown, context: never) => Promise<void>;
        await boss.work(
          name,
          {
            batchSize: 1,
            localConcurrency: options.concurrency,
            pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
            // NOTIFY only shortens the wait: jobs due later (retries after their delay) still
            // come at this pace, not pg-boss's relaxed 30 s for notified queues.
            notifyPollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
          },
          async ([job]: Job<unknown>[]) => {
            if (job === undefined) return;
            const parsed = JOBS[name].payload.safeParse(job.data);
            if (!parsed.success) {
              throw new Error(`Job ${name} ${job.id} has a bad payload: ${parsed.error.message}`);
            }
            const context = { jobId: job.id, retryCount: job.retryCount, signal: job.signal };
            await handler(parsed.data, context as never);
          },
        );
      }
      for (const schedule of SCHEDULES) await boss.schedule(schedule.name, schedule.cron, {});
    },

    async stop() {
      if (started === undefined) return;
      await started.catch(() => undefined);
      started = undefined;
      await boss.stop({ graceful: true, timeout: 8_000, close: false });
    },
  };
}
