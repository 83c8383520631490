import type { WebhookDeliveryStatus } from '@reelsmith/contract';
import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { GeneratedTimestamp } from './auth.js';

type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;

/** An endpoint a user registered (migration 0018). */
export interface WebhookEndpointTable {
  id: Generated<string>;
  user_id: string;
  url: string;
  events: string[];
  secret: string;
  disabled_at: NullableTimestamp;
  created_at: GeneratedTimestamp;
}

/** One event to one receiver: every attempt shares its `message_id` (the `webhook-id`). */
export interface WebhookDeliveryTable {
  id: Generated<string>;
  message_id: string;
  user_id: string;
  endpoint_id: string | null;
  url: string;
  /** Only for a delivery without an endpoint (a URL given with one video). */
  secret: string | null;
  event_type: string;
  payload: JSONColumnType<Record<string, unknown>, string, string>;
  status: ColumnType<
    WebhookDeliveryStatus,
    WebhookDeliveryStatus | undefined,
    WebhookDeliveryStatus
  >;
  attempts: ColumnType<number, number | undefined, number>;
  /** Attempts since the 3-day window began (the first send, or the last redelivery). */
  window_tries: ColumnType<number, number | undefined, number>;
  window_started_at: ColumnType<Date, Date | string | undefined, Date | string>;
  next_attempt_at: NullableTimestamp;
  created_at: GeneratedTimestamp;
}

export interface WebhookAttemptTable {
  delivery_id: string;
  attempt: number;
  status_code: number | null;
  error: string | null;
  duration_ms: number;
  at: GeneratedTimestamp;
}

export interface WebhookTables {
  webhook_endpoints: WebhookEndpointTable;
  webhook_deliveries: WebhookDeliveryTable;
  webhook_attempts: WebhookAttemptTable;
}
