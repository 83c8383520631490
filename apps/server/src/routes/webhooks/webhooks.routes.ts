import {
  createWebhookRequestSchema,
  createdWebhookSchema,
  pageQuerySchema,
  webhookDeliveryPageSchema,
  webhookDeliveryParamSchema,
  webhookDeliverySchema,
  webhookIdParamSchema,
  webhookListSchema,
} from '@reelsmith/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/authenticate.js';
import type { WebhooksService } from '../../services/webhooks/index.js';
import { perUserRateLimit } from '../payment/rate-limit.js';

/** Webhook endpoints and their delivery logs (docs/product/api.md#webhooks). */
export const webhooksRoutes: FastifyPluginAsyncZod<{ webhooks: WebhooksService }> = async (
  app,
  { webhooks },
) => {
  const tags = ['webhooks'];
  const signedIn = { onRequest: app.authenticate };

  app.post(
    '/webhooks',
    {
      ...signedIn,
      config: { rateLimit: perUserRateLimit(30) },
      schema: {
        operationId: 'createWebhook',
        errors: [409],
        tags,
        summary:
          'Register an endpoint for `video.completed`, `video.failed` and/or `credits.low`; answers its `whsec_` signing secret, this once',
        body: createWebhookRequestSchema,
        response: { 201: createdWebhookSchema },
      },
    },
    async (request, reply) => {
      const created = await webhooks.register(currentUser(request).id, request.body);
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/webhooks',
    {
      ...signedIn,
      schema: {
        operationId: 'listWebhooks',
        errors: [],
        tags,
        summary: "The user's endpoints, newest first (never their secrets)",
        response: { 200: webhookListSchema },
      },
    },
    async (request) => webhooks.list(currentUser(request).id),
  );

  app.get(
    '/webhooks/video-secret',
    {
      ...signedIn,
      schema: {
        operationId: 'getVideoWebhookSecret',
        errors: [],
        tags,
        summary:
          "The `whsec_` secret that signs the deliveries to a video's own `webhookUrl` (`POST /api/v1/videos`): one per user",
        response: { 200: z.object({ secret: z.string() }) },
      },
    },
    async (request) => ({ secret: await webhooks.videoSecret(currentUser(request).id) }),
  );

  app.delete(
    '/webhooks/:id',
    {
      ...signedIn,
      schema: {
        operationId: 'deleteWebhook',
        errors: [404],
        tags,
        summary: 'Delete an endpoint and its delivery log; nothing more is sent to it',
        params: webhookIdParamSchema,
        response: { 200: z.object({ deleted: z.literal(true) }) },
      },
    },
    async (request) => {
      await webhooks.remove(currentUser(request).id, request.params.id);
      return { deleted: true as const };
    },
  );

  app.get(
    '/webhooks/:id/deliveries',
    {
      ...signedIn,
      schema: {
        operationId: 'listWebhookDeliveries',
        errors: [404],
        tags,
        summary:
          "An endpoint's delivery log, newest first: each event's status and every attempt's answer and time",
        params: webhookIdParamSchema,
        querystring: pageQuerySchema,
        response: { 200: webhookDeliveryPageSchema },
      },
    },
    async (request) =>
      webhooks.deliveries(
        currentUser(request).id,
        request.params.id,
        request.query.page,
        request.query.size,
      ),
  );

  app.post(
    '/webhooks/:id/test',
    {
      ...signedIn,
      config: { rateLimit: perUserRateLimit(30) },
      schema: {
        operationId: 'testWebhook',
        errors: [404],
        tags,
        summary:
          "Send an example of the endpoint's first event (`data.test` true), logged and retried like any other",
        params: webhookIdParamSchema,
        response: { 202: z.object({ queued: z.literal(true) }) },
      },
    },
    async (request, reply) => {
      await webhooks.sendTest(currentUser(request).id, request.params.id);
      return reply.code(202).send({ queued: true as const });
    },
  );

  app.post(
    '/webhooks/:id/deliveries/:deliveryId/redeliver',
    {
      ...signedIn,
      config: { rateLimit: perUserRateLimit(30) },
      schema: {
        operationId: 'redeliverWebhook',
        errors: [404],
        tags,
        summary:
          'Send a delivery again now (the same `webhook-id` and body), with a new 3-day window of retries',
        params: webhookDeliveryParamSchema,
        response: { 202: webhookDeliverySchema },
      },
    },
    async (request, reply) => {
      const delivery = await webhooks.redeliver(
        currentUser(request).id,
        request.params.id,
        request.params.deliveryId,
      );
      return reply.code(202).send(delivery);
    },
  );
};
