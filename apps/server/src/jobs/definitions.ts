import { z } from 'zod';

/**
 * Every background job: its name, its payload schema (checked when a worker takes the job),
 * and how the queue treats it. A handler per name is required at start (see queue.ts), so a
 * job can never be sent that nobody works.
 *
 * Retries: a job that throws is retried with exponential backoff; one that keeps failing, or
 * whose worker died (no heartbeat), goes to its dead-letter job, which settles the generation
 * for good (FAILED, credit refunded). A killed worker's job is taken up again after
 * `heartbeatSeconds` without a heartbeat (pg-boss's monitor), well inside 2 minutes.
 */
export const JOBS = {
  /** Writes the script of a generation (QUEUED -> GENERATING_STORY -> STORY_READY). */
  'story.write': {
    payload: z.object({ generationId: z.uuid() }),
    options: {
      retryLimit: 2,
      retryDelay: 5,
      retryBackoff: true,
      expireInSeconds: 600,
      heartbeatSeconds: 30,
    },
    deadLetter: 'story.failed',
  },
  /** The story job failed for good: the generation becomes FAILED (nothing was spent). */
  'story.failed': {
    payload: z.object({ generationId: z.uuid() }),
    options: { retryLimit: 5, retryDelay: 5, retryBackoff: true, expireInSeconds: 60 },
    deadLetter: undefined,
  },
  /** Renders attempt `attempt` of a generation (RENDERING -> COMPLETED). */
  'video.render': {
    payload: z.object({ generationId: z.uuid(), attempt: z.number().int().min(1) }),
    options: {
      retryLimit: 2,
      retryDelay: 10,
      retryBackoff: true,
      // Long videos on a busy machine: the heartbeat, not this, notices a dead worker.
      expireInSeconds: 1800,
      heartbeatSeconds: 30,
    },
    deadLetter: 'video.failed',
  },
  /** The render failed for good: FAILED, and that attempt's credit refunded, once. */
  'video.failed': {
    payload: z.object({ generationId: z.uuid(), attempt: z.number().int().min(1) }),
    options: { retryLimit: 5, retryDelay: 5, retryBackoff: true, expireInSeconds: 60 },
    deadLetter: undefined,
  },
  /** A free preview of a draft (decision 0052): small, fast, from the final's artifacts. */
  'video.preview': {
    payload: z.object({ generationId: z.uuid(), attempt: z.number().int().min(1) }),
    options: {
      retryLimit: 1,
      retryDelay: 5,
      retryBackoff: false,
      expireInSeconds: 900,
      heartbeatSeconds: 30,
    },
    deadLetter: 'preview.failed',
  },
  /** The preview failed for good: its state becomes FAILED (nothing was spent). */
  'preview.failed': {
    payload: z.object({ generationId: z.uuid(), attempt: z.number().int().min(1) }),
    options: { retryLimit: 5, retryDelay: 5, retryBackoff: true, expireInSeconds: 60 },
    deadLetter: undefined,
  },
  /**
   * One attempt of a webhook delivery (services/webhooks): the handler records what the
   * receiver answered and queues the next attempt itself, with exponential backoff over 3 days
   * (webhooks/schedule.ts). pg-boss's own retries are for a worker that died or a database error
   * mid-attempt; a repeated attempt writes nothing (the delivery's attempt count must match).
   */
  'webhook.deliver': {
    payload: z.object({ deliveryId: z.uuid(), attempt: z.number().int().min(1) }),
    options: { retryLimit: 2, retryDelay: 30, retryBackoff: true, expireInSeconds: 60 },
    deadLetter: undefined,
  },
  /** Deletes videos 7 days after completion and prunes the artifact cache (scheduled). */
  'videos.expire': {
    payload: z.object({}).passthrough(),
    options: { retryLimit: 1, retryDelay: 60, retryBackoff: false, expireInSeconds: 600 },
    deadLetter: undefined,
  },
} as const satisfies Record<string, JobDefinition>;

export interface JobDefinition {
  payload: z.ZodType;
  options: {
    retryLimit: number;
    retryDelay: number;
    retryBackoff: boolean;
    expireInSeconds: number;
    heartbeatSeconds?: number;
  };
  deadLetter: string | undefined;
}

export type JobName = keyof typeof JOBS;
export type JobPayload<N extends JobName> = z.infer<(typeof JOBS)[N]['payload']>;

/** What a handler gets besides the payload. */
export interface JobContext {
  jobId: string;
  /** 0 on the first try. */
  retryCount: number;
  signal: AbortSignal;
}

export type JobHandler<N extends JobName> = (
  payload: JobPayload<N>,
  context: JobContext,
) => Promise<void>;
export type JobHandlers = { [N in JobName]: JobHandler<N> };

/** Cron schedules (UTC). */
export const SCHEDULES: readonly { name: JobName; cron: string }[] = [
  { name: 'videos.expire', cron: '*/15 * * * *' },
];
