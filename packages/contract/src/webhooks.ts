import { z } from 'zod';
import { pageOf, textSchema } from './common.js';

/**
 * Webhooks (docs/product/api.md#webhooks): endpoints a user registers, the events they hear,
 * and the log of every delivery. Deliveries follow the Standard Webhooks specification
 * (https://www.standardwebhooks.com/): `webhook-id`, `webhook-timestamp`, `webhook-signature`.
 */
export const WEBHOOK_EVENTS = ['video.completed', 'video.failed', 'credits.low'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];

/** `credits.low` is sent when a spend takes the balance from this many credits or more to fewer. */
export const LOW_CREDITS_THRESHOLD = 3;

/** Endpoints a user may register. */
export const MAX_WEBHOOK_ENDPOINTS = 10;

export const WEBHOOK_MESSAGES = {
  urlInvalid: 'url must be an http or https address',
  urlPrivate: 'url: the host resolves to a private, loopback or link-local address',
  urlUnresolvable: 'url: the host name does not resolve',
  tooMany: `You can register at most ${MAX_WEBHOOK_ENDPOINTS} webhook endpoints`,
  endpointNotFound: 'Webhook endpoint not found',
  deliveryNotFound: 'Webhook delivery not found',
} as const;

export const webhookEventSchema = z.enum(WEBHOOK_EVENTS, {
  message: `events must be among ${WEBHOOK_EVENTS.join(', ')}`,
});

export const createWebhookRequestSchema = z
  .object({
    url: textSchema
      .max(2000, { message: 'url must be at most 2000 characters' })
      .refine(
        (value) => {
          try {
            const url = new URL(value);
            return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
          } catch {
            return false;
          }
        },
        { message: WEBHOOK_MESSAGES.urlInvalid },
      )
      .meta({ example: 'https://example.com/hooks/reelsmith' }),
    events: z
      .array(webhookEventSchema)
      .min(1, { message: 'events must name at least one event' })
      .max(WEBHOOK_EVENTS.length)
      .meta({ example: ['video.completed', 'video.failed'] }),
  })
  .strict();
export type CreateWebhookRequest = z.infer<typeof createWebhookRequestSchema>;

export const webhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(webhookEventSchema),
  createdAt: z.string(),
  /** Set when the receiver answered 410 Gone: nothing more is sent to it. */
  disabledAt: z.string().nullable(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** `POST /webhooks`: the endpoint and its signing secret, shown this once. */
export const createdWebhookSchema = webhookEndpointSchema.extend({
  secret: z.string().meta({ example: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw' }),
});
export type CreatedWebhook = z.infer<typeof createdWebhookSchema>;

export const webhookListSchema = z.object({ endpoints: z.array(webhookEndpointSchema) });
export type WebhookList = z.infer<typeof webhookListSchema>;

/** pending: being tried; delivered: a 2xx came back; gone: given up after 3 days (or a 410). */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'gone'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const webhookAttemptSchema = z.object({
  attempt: z.number().int(),
  /** The receiver's HTTP status; null when it did not answer (refused, timed out). */
  statusCode: z.number().int().nullable(),
  /** Why an attempt without a status failed, e.g. 'timed out after 10 s'. */
  error: z.string().nullable(),
  durationMs: z.number().int(),
  at: z.string(),
});
export type WebhookAttempt = z.infer<typeof webhookAttemptSchema>;

export const webhookDeliverySchema = z.object({
  id: z.string(),
  /** The `webhook-id` header: the same on every attempt and redelivery. */
  messageId: z.string(),
  eventType: webhookEventSchema,
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  /** When the next attempt is due; null when none is. */
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
  attempts: z.array(webhookAttemptSchema),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryPageSchema = pageOf(webhookDeliverySchema);
export type WebhookDeliveryPage = z.infer<typeof webhookDeliveryPageSchema>;

export const webhookIdParamSchema = z.object({ id: z.uuid({ message: 'id must be a UUID' }) });
export const webhookDeliveryParamSchema = z.object({
  id: z.uuid({ message: 'id must be a UUID' }),
  deliveryId: z.uuid({ message: 'deliveryId must be a UUID' }),
});

/** The body of every delivery (Standard Webhooks' `type`, `timestamp`, `data`). */
export const webhookPayloadSchema = z.object({
  type: webhookEventSchema,
  timestamp: z.string(),
  data: z.record(z.string(), z.unknown()),
});
export type WebhookPayload = z.infer<typeof webhookPayloadSchema>;
