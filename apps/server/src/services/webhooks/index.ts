import { createHmac, randomBytes } from 'node:crypto';
import {
  ERROR_CODES,
  LOW_CREDITS_THRESHOLD,
  MAX_WEBHOOK_ENDPOINTS,
  WEBHOOK_MESSAGES,
  type CreateWebhookRequest,
  type CreatedWebhook,
  type WebhookDelivery,
  type WebhookDeliveryPage,
  type WebhookEndpoint,
  type WebhookEventType,
  type WebhookList,
} from '@reelsmith/contract';
import { HttpError, notFound } from '../../errors.js';
import {
  generationsRepository,
  type GenerationRow,
} from '../../repositories/generations.repository.js';
import { inTransaction, type Db } from '../../repositories/transaction.js';
import {
  webhooksRepository,
  type WebhookAttemptRow,
  type WebhookDeliveryRow,
  type WebhookEndpointRow,
} from '../../repositories/webhooks.repository.js';
import { checkUrl, type Resolve } from './address-guard.js';
import { nextAttemptAt, RETRY_SCHEDULE, type RetrySchedule } from './schedule.js';
import { sendWebhook } from './sender.js';

/** Where webhook attempts are queued (jobs/webhook-jobs.ts implements it). */
export interface WebhookJobs {
  /** Awaited before a transaction that queues (PGlite has one connection). */
  start(): Promise<void>;
  /** Queues attempt `attempt` of a delivery, due at `at`, in the caller's transaction. */
  deliver(trx: Db, deliveryId: string, attempt: number, at: Date): Promise<void>;
}

/** A receiver given with one video rather than registered: its URL and signing secret. */
export interface WebhookTarget {
  url: string;
  secret: string;
}

export interface WebhooksDeps {
  db: Db;
  jobs: WebhookJobs;
  /** WEBHOOK_ALLOW_PRIVATE_URLS: private, loopback and link-local receivers allowed. */
  allowPrivate: boolean;
  /** APP_URL: deliveries name the video's address in the API. */
  appUrl: string;
  schedule?: RetrySchedule;
  resolve?: Resolve;
  timeoutMs?: number;
  now?: () => Date;
}

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

/** A signing secret as Standard Webhooks writes it: `whsec_` and 32 random bytes in base64. */
export const newSecret = () => `whsec_${randomBytes(32).toString('base64')}`;
/** A `webhook-id`: one per event, the same on every attempt and redelivery. */
const newMessageId = () => `msg_${randomBytes(16).toString('base64url')}`;

const toEndpoint = (row: WebhookEndpointRow): WebhookEndpoint => ({
  id: row.id,
  url: row.url,
  events: row.events as WebhookEventType[],
  createdAt: new Date(row.created_at).toISOString(),
  disabledAt: iso(row.disabled_at),
});

const toDelivery = (row: WebhookDeliveryRow, attempts: WebhookAttemptRow[]): WebhookDelivery => ({
  id: row.id,
  messageId: row.message_id,
  eventType: row.event_type as WebhookEventType,
  status: row.status,
  nextAttemptAt: row.status === 'pending' ? iso(row.next_attempt_at) : null,
  createdAt: new Date(row.created_at).toISOString(),
  attempts: attempts.map((attempt) => ({
    attempt: attempt.attempt,
    statusCode: attempt.status_code,
    error: attempt.error,
    durationMs: attempt.duration_ms,
    at: new Date(attempt.at).toISOString(),
  })),
});

/**
 * Webhooks (docs/decisions/0071-webhooks-and-mcp.md): endpoints, the events that fan out to
 * them in the transaction that made the event, and the attempts the `webhook.deliver` job
 * makes, signed as Standard Webhooks specifies and retried with backoff for 3 days.
 */
export function webhooksService(deps: WebhooksDeps) {
  const { db, jobs } = deps;
  const now = deps.now ?? (() => new Date());
  const schedule = deps.schedule ?? RETRY_SCHEDULE;
  const repository = webhooksRepository(db);

  /**
   * The secret that signs deliveries to a video's own `webhookUrl`: one per user, an HMAC of
   * the user id under a server secret made once per database (nothing per user is stored).
   */
  let signingKey: Promise<Buffer> | undefined;
  async function videoSecret(userId: string, trx: Db = db): Promise<string> {
    // In the caller's transaction: PGlite's one connection is held by it.
    signingKey ??= generationsRepository(trx)
      .secret('webhook-video-signing', () => randomBytes(32))
      .catch((error: unknown) => {
        signingKey = undefined;
        throw error;
      });
    const mac = createHmac('sha256', await signingKey).update(`video-webhooks:${userId}`);
    return `whsec_${mac.digest('base64')}`;
  }

  async function ownedEndpoint(userId: string, id: string): Promise<WebhookEndpointRow> {
    const endpoint = await repository.findEndpoint(userId, id);
    if (endpoint === undefined) throw notFound(WEBHOOK_MESSAGES.endpointNotFound);
    return endpoint;
  }

  /**
   * Records `type` for the user's endpoints that hear it (and `extra`, a video's own
   * receiver), each a delivery whose first attempt is queued now, all in `trx`: the event is
   * sent exactly when the change that made it commits.
   */
  async function publish(
    trx: Db,
    event: {
      userId: string;
      type: WebhookEventType;
      data: Record<string, unknown>;
      extra?: WebhookTarget;
      /** Only this endpoint (a test event). */
      only?: WebhookEndpointRow;
    },
  ): Promise<void> {
    const events = webhooksRepository(trx);
    const endpoints =
      event.only === undefined ? await events.subscribed(event.userId, event.type) : [event.only];
    if (endpoints.length === 0 && event.extra === undefined) return;
    const at = now();
    const payload = { type: event.type, timestamp: at.toISOString(), data: event.data };
    const messageId = newMessageId();
    const targets = [
      ...endpoints.map((endpoint) => ({
        endpointId: endpoint.id,
        url: endpoint.url,
        secret: null,
      })),
      ...(event.extra === undefined
        ? []
        : [{ endpointId: null, url: event.extra.url, secret: event.extra.secret }]),
    ];
    for (const target of targets) {
      const delivery = await events.insertDelivery({
        messageId,
        userId: event.userId,
        ...target,
        type: event.type,
        payload,
        at,
      });
      await jobs.deliver(trx, delivery.id, 1, at);
    }
  }

  return {
    publish,

    /** `GET /webhooks/video-secret`: what signs the deliveries to videos' own `webhookUrl`. */
    videoSecret: (userId: string) => videoSecret(userId),

    /** `POST /webhooks`: the endpoint and its secret, which is never shown again. */
    async register(userId: string, request: CreateWebhookRequest): Promise<CreatedWebhook> {
      const url = new URL(request.url);
      if (!deps.allowPrivate) {
        const check = await checkUrl(url, deps.resolve);
        if (check !== 'ok') {
          const message =
            check === 'private' ? WEBHOOK_MESSAGES.urlPrivate : WEBHOOK_MESSAGES.urlUnresolvable;
          throw new HttpError(400, message, ERROR_CODES.VALIDATION);
        }
      }
      if ((await repository.countEndpoints(userId)) >= MAX_WEBHOOK_ENDPOINTS) {
        throw new HttpError(409, WEBHOOK_MESSAGES.tooMany, ERROR_CODES.CONFLICT);
      }
      const secret = newSecret();
      const row = await repository.createEndpoint({
        userId,
        url: url.toString(),
        events: [...new Set(request.events)],
        secret,
      });
      return { ...toEndpoint(row), secret };
    },

    async list(userId: string): Promise<WebhookList> {
      return { endpoints: (await repository.listEndpoints(userId)).map(toEndpoint) };
    },

    /** `DELETE /webhooks/{id}`: the endpoint and its log go; queued attempts find nothing. */
    async remove(userId: string, id: string): Promise<void> {
      if (!(await repository.deleteEndpoint(userId, id))) {
        throw notFound(WEBHOOK_MESSAGES.endpointNotFound);
      }
    },

    /** `GET /webhooks/{id}/deliveries`: newest first, each with every attempt. */
    async deliveries(
      userId: string,
      id: string,
      page: number,
      size: number,
    ): Promise<WebhookDeliveryPage> {
      await ownedEndpoint(userId, id);
      const { rows, attempts, total } = await repository.page(id, page, size);
      return {
        content: rows.map((row) =>
          toDelivery(
            row,
            attempts.filter((attempt) => attempt.delivery_id === row.id),
          ),
        ),
        page,
        size,
        totalElements: total,
        totalPages: Math.ceil(total / size),
      };
    },

    /**
     * `POST /webhooks/{id}/test`: an example of the endpoint's first event, marked
     * `test: true`, sent and logged like any other (for wiring up a receiver).
     */
    async sendTest(userId: string, id: string): Promise<void> {
      const endpoint = await ownedEndpoint(userId, id);
      const type = (endpoint.events[0] ?? 'video.completed') as WebhookEventType;
      const data =
        type === 'credits.low'
          ? { availableCredits: LOW_CREDITS_THRESHOLD - 1, threshold: LOW_CREDITS_THRESHOLD }
          : {
              id: '00000000-0000-4000-8000-000000000000',
              status: type === 'video.completed' ? 'COMPLETED' : 'FAILED',
              title: 'A test event from Reelsmith',
              errorMessage: type === 'video.failed' ? 'This is a test event.' : null,
            };
      await jobs.start();
      await inTransaction(db, (trx) =>
        publish(trx, { userId, type, data: { ...data, test: true }, only: endpoint }),
      );
    },

    /**
     * `POST /webhooks/{id}/deliveries/{deliveryId}/redeliver`: the same message (same
     * `webhook-id` and body) tried again now, with a new 3-day window of retries.
     */
    async redeliver(userId: string, id: string, deliveryId: string): Promise<WebhookDelivery> {
      await ownedEndpoint(userId, id);
      await jobs.start();
      const row = await inTransaction(db, async (trx) => {
        const restarted = await webhooksRepository(trx).restart(id, deliveryId, now());
        if (restarted === undefined) return undefined;
        await jobs.deliver(trx, restarted.id, restarted.attempts + 1, now());
        return restarted;
      });
      if (row === undefined) throw notFound(WEBHOOK_MESSAGES.deliveryNotFound);
      return toDelivery(row, await repository.attemptsOf(row.id));
    },

    /**
     * The `webhook.deliver` job: one signed attempt, its result written with the next attempt
     * queued (or the delivery marked delivered or gone) in one transaction. A stale or repeated
     * job (the delivery has moved on) does nothing.
     */
    async deliver(deliveryId: string, attempt: number): Promise<void> {
      const delivery = await repository.findToSend(deliveryId);
      if (
        delivery === undefined ||
        delivery.status !== 'pending' ||
        delivery.attempts !== attempt - 1 ||
        delivery.endpoint_disabled
      ) {
        return;
      }
      const at = now();
      const result = await sendWebhook(
        {
          url: delivery.url,
          secret: delivery.signing_secret,
          messageId: delivery.message_id,
          body: JSON.stringify(delivery.payload),
          at,
        },
        {
          allowPrivate: deps.allowPrivate,
          ...(deps.timeoutMs === undefined ? {} : { timeoutMs: deps.timeoutMs }),
        },
      );
      const ok = result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
      // Standard Webhooks: a 410 Gone asks the sender to stop sending to that endpoint.
      const gone = result.statusCode === 410;
      const next =
        ok || gone
          ? null
          : nextAttemptAt(
              delivery.window_tries + 1,
              new Date(delivery.window_started_at),
              now(),
              schedule,
            );
      await inTransaction(db, async (trx) => {
        const written = await webhooksRepository(trx).recordAttempt(deliveryId, {
          status: ok ? 'delivered' : next === null ? 'gone' : 'pending',
          nextAttemptAt: next,
          attempt: {
            attempt,
            status_code: result.statusCode,
            error: result.error,
            duration_ms: result.durationMs,
            at,
          },
        });
        if (!written) return;
        if (gone && delivery.endpoint_id !== null) {
          await webhooksRepository(trx).disableEndpoint(delivery.endpoint_id, at);
        }
        if (next !== null) await jobs.deliver(trx, deliveryId, attempt + 1, next);
      });
    },

    /** A generation ended (completed or failed): `video.completed` or `video.failed`. */
    async generationSettled(trx: Db, row: GenerationRow): Promise<void> {
      const type =
        row.status === 'COMPLETED'
          ? 'video.completed'
          : row.status === 'FAILED'
            ? 'video.failed'
            : undefined;
      if (type === undefined) return;
      // Read from the row, in its transaction: a download link would expire before late
      // retries, so receivers read `url` (`GET /api/v1/videos/{id}`) for a fresh one.
      await publish(trx, {
        userId: row.user_id,
        type,
        data: {
          id: row.id,
          status: row.status,
          title: row.story?.title ?? null,
          failureMessage: row.status === 'FAILED' ? row.error_message : null,
          durationSeconds: row.duration_seconds,
          createdAt: iso(row.created_at),
          completedAt: iso(row.completed_at),
          expiresAt: iso(row.expires_at),
          url: `${deps.appUrl}/api/v1/videos/${row.id}`,
        },
        ...(row.webhook_url === null
          ? {}
          : { extra: { url: row.webhook_url, secret: await videoSecret(row.user_id, trx) } }),
      });
    },

    /** A spend took the balance from the threshold or above to under it: `credits.low`. */
    async creditsSpent(trx: Db, userId: string, before: number, after: number): Promise<void> {
      if (before < LOW_CREDITS_THRESHOLD || after >= LOW_CREDITS_THRESHOLD) return;
      await publish(trx, {
        userId,
        type: 'credits.low',
        data: { availableCredits: after, threshold: LOW_CREDITS_THRESHOLD },
      });
    },
  };
}
export type WebhooksService = ReturnType<typeof webhooksService>;
