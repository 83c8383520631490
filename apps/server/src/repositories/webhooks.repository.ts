import type { WebhookDeliveryStatus, WebhookEventType } from '@reelsmith/contract';
import { sql, type Selectable } from 'kysely';
import type {
  WebhookAttemptTable,
  WebhookDeliveryTable,
  WebhookEndpointTable,
} from '../db/tables/webhooks.js';
import type { Db } from './transaction.js';

export type WebhookEndpointRow = Selectable<WebhookEndpointTable>;
export type WebhookDeliveryRow = Selectable<WebhookDeliveryTable>;
export type WebhookAttemptRow = Selectable<WebhookAttemptTable>;

/** A delivery with what signing and sending it needs: its endpoint's secret when it has one. */
export interface DeliveryToSend extends WebhookDeliveryRow {
  signing_secret: string;
  endpoint_disabled: boolean;
}

/** How one attempt ended, written with the attempt in one statement. */
export interface AttemptOutcome {
  status: WebhookDeliveryStatus;
  nextAttemptAt: Date | null;
  attempt: Omit<WebhookAttemptTable, 'delivery_id' | 'at'> & { at: Date };
}

/** Webhook endpoints, their deliveries and every attempt (migration 0018). */
export function webhooksRepository(db: Db) {
  return {
    async createEndpoint(values: {
      userId: string;
      url: string;
      events: readonly WebhookEventType[];
      secret: string;
    }): Promise<WebhookEndpointRow> {
      return db
        .insertInto('webhook_endpoints')
        .values({
          user_id: values.userId,
          url: values.url,
          events: [...values.events],
          secret: values.secret,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async countEndpoints(userId: string): Promise<number> {
      const row = await db
        .selectFrom('webhook_endpoints')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    async listEndpoints(userId: string): Promise<WebhookEndpointRow[]> {
      return db
        .selectFrom('webhook_endpoints')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .execute();
    },

    async findEndpoint(userId: string, id: string): Promise<WebhookEndpointRow | undefined> {
      return db
        .selectFrom('webhook_endpoints')
        .selectAll()
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },

    async deleteEndpoint(userId: string, id: string): Promise<boolean> {
      const result = await db
        .deleteFrom('webhook_endpoints')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    /** The receiver answered 410 Gone: nothing more goes to it. */
    async disableEndpoint(id: string, at: Date): Promise<void> {
      await db
        .updateTable('webhook_endpoints')
        .set({ disabled_at: at })
        .where('id', '=', id)
        .where('disabled_at', 'is', null)
        .execute();
    },

    /** The user's live endpoints that hear `type`. */
    async subscribed(userId: string, type: WebhookEventType): Promise<WebhookEndpointRow[]> {
      return db
        .selectFrom('webhook_endpoints')
        .selectAll()
        .where('user_id', '=', userId)
        .where('disabled_at', 'is', null)
        .where(sql<boolean>`${type} = ANY(events)`)
        .execute();
    },

    async insertDelivery(values: {
      messageId: string;
      userId: string;
      endpointId: string | null;
      url: string;
      secret: string | null;
      type: WebhookEventType;
      payload: Record<string, unknown>;
      at: Date;
    }): Promise<WebhookDeliveryRow> {
      return db
        .insertInto('webhook_deliveries')
        .values({
          message_id: values.messageId,
          user_id: values.userId,
          endpoint_id: values.endpointId,
          url: values.url,
          secret: values.secret,
          event_type: values.type,
          payload: JSON.stringify(values.payload),
          window_started_at: values.at,
          next_attempt_at: values.at,
          created_at: values.at,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** A delivery as the sender needs it: its URL and the secret that signs it. */
    async findToSend(id: string): Promise<DeliveryToSend | undefined> {
      const row = await db
        .selectFrom('webhook_deliveries as d')
        .leftJoin('webhook_endpoints as e', 'e.id', 'd.endpoint_id')
        .selectAll('d')
        .select(['e.secret as endpoint_secret', 'e.url as endpoint_url', 'e.disabled_at'])
        .where('d.id', '=', id)
        .executeTakeFirst();
      if (row === undefined) return undefined;
      const { endpoint_secret, endpoint_url, disabled_at, ...delivery } = row;
      const secret = endpoint_secret ?? delivery.secret;
      if (secret === null) return undefined;
      return {
        ...delivery,
        // An endpoint's deliveries go where it points now (its URL cannot change today).
        url: endpoint_url ?? delivery.url,
        signing_secret: secret,
        endpoint_disabled: disabled_at !== null,
      };
    },

    /**
     * Writes attempt `attempt.attempt` and its outcome, only if the delivery has made exactly
     * the attempts before it: a stale or repeated job writes nothing (false).
     */
    async recordAttempt(id: string, outcome: AttemptOutcome): Promise<boolean> {
      const updated = await db
        .updateTable('webhook_deliveries')
        .set((eb) => ({
          attempts: outcome.attempt.attempt,
          window_tries: eb('window_tries', '+', 1),
          status: outcome.status,
          next_attempt_at: outcome.nextAttemptAt,
        }))
        .where('id', '=', id)
        .where('attempts', '=', outcome.attempt.attempt - 1)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (updated.numUpdatedRows === 0n) return false;
      await db
        .insertInto('webhook_attempts')
        .values({ delivery_id: id, ...outcome.attempt })
        .execute();
      return true;
    },

    /** Starts a new 3-day window of attempts, due now; answers the delivery, if the endpoint's. */
    async restart(
      endpointId: string,
      id: string,
      at: Date,
    ): Promise<WebhookDeliveryRow | undefined> {
      return db
        .updateTable('webhook_deliveries')
        .set({ status: 'pending', window_tries: 0, window_started_at: at, next_attempt_at: at })
        .where('id', '=', id)
        .where('endpoint_id', '=', endpointId)
        .returningAll()
        .executeTakeFirst();
    },

    async attemptsOf(deliveryId: string): Promise<WebhookAttemptRow[]> {
      return db
        .selectFrom('webhook_attempts')
        .selectAll()
        .where('delivery_id', '=', deliveryId)
        .orderBy('attempt')
        .execute();
    },

    /** An endpoint's deliveries, newest first, with their attempts. */
    async page(
      endpointId: string,
      page: number,
      size: number,
    ): Promise<{
      rows: WebhookDeliveryRow[];
      attempts: WebhookAttemptRow[];
      total: number;
    }> {
      const rows = await db
        .selectFrom('webhook_deliveries')
        .selectAll()
        .where('endpoint_id', '=', endpointId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(size)
        .offset(page * size)
        .execute();
      const { count } = await db
        .selectFrom('webhook_deliveries')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('endpoint_id', '=', endpointId)
        .executeTakeFirstOrThrow();
      const ids = rows.map((row) => row.id);
      const attempts =
        ids.length === 0
          ? []
          : await db
              .selectFrom('webhook_attempts')
              .selectAll()
              .where('delivery_id', 'in', ids)
              .orderBy('attempt')
              .execute();
      return { rows, attempts, total: Number(count) };
    },
  };
}
export type WebhooksRepository = ReturnType<typeof webhooksRepository>;
