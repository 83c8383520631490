import {
  apiBatchSchema,
  apiVideoPageSchema,
  apiVideoSchema,
  createBatchRequestSchema,
  createVideoRequestSchema,
  deletedApiVideoSchema,
  idempotencyHeaderSchema,
  idParamSchema,
  pageQuerySchema,
} from '@reelsmith/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/authenticate.js';
import type { ApiVideosService, IdempotentAnswer } from '../../services/api-videos.service.js';
import { perUserRateLimit } from '../payment/rate-limit.js';
import {
  batchExample,
  completedVideoExample,
  createVideoExample,
  queuedVideoExample,
  scriptVideoExample,
} from './examples.js';

/** Stripe's header on a replayed answer. */
const send = <T>(reply: FastifyReply, answer: IdempotentAnswer<T>) => {
  if (answer.replayed) reply.header('idempotent-replayed', 'true');
  return reply.status(answer.statusCode).send(answer.body);
};

/**
 * The versioned video API for programs, under `/api/v1` (docs/product/api.md#video-api): a
 * session token or an API key; videos write and render with no editor step.
 */
export const videosV1Routes: FastifyPluginAsyncZod<{ apiVideos: ApiVideosService }> = async (
  app,
  { apiVideos },
) => {
  const tags = ['videos'];
  const signedIn = { onRequest: app.authenticate };

  app.post(
    '/v1/videos',
    {
      ...signedIn,
      config: { rateLimit: perUserRateLimit(120) },
      schema: {
        operationId: 'v1CreateVideo',
        errors: [402, 422],
        tags,
        summary:
          'Make a video from a topic, a custom prompt or a ready script: it is written and rendered with no editor step, and one credit is spent now (given back if it fails for good). Send an Idempotency-Key to retry safely',
        headers: idempotencyHeaderSchema,
        body: createVideoRequestSchema.meta({
          examples: [createVideoExample, scriptVideoExample],
        }),
        response: {
          201: apiVideoSchema
            .describe('The video, accepted (QUEUED, or RENDERING for a ready script)')
            .meta({ examples: [queuedVideoExample] }),
        },
      },
    },
    async (request, reply) =>
      send(
        reply,
        await apiVideos.create(
          currentUser(request).id,
          request.body,
          request.headers['idempotency-key'],
        ),
      ),
  );

  app.get(
    '/v1/videos/:id',
    {
      ...signedIn,
      schema: {
        operationId: 'v1GetVideo',
        errors: [404],
        tags,
        summary:
          'A video: status, step, progress, the failure message, and when COMPLETED a downloadUrl that works without a key for 30 minutes. Poll it every few seconds; a render takes one to a few minutes',
        params: idParamSchema,
        response: { 200: apiVideoSchema.meta({ examples: [completedVideoExample] }) },
      },
    },
    async (request) => apiVideos.get(currentUser(request).id, request.params.id),
  );

  app.get(
    '/v1/videos',
    {
      ...signedIn,
      schema: {
        operationId: 'v1ListVideos',
        errors: [],
        tags,
        summary: 'The videos made through the API, newest first (page from 0, size 1-100)',
        querystring: pageQuerySchema,
        response: { 200: apiVideoPageSchema },
      },
    },
    async (request) =>
      apiVideos.list(currentUser(request).id, request.query.page, request.query.size),
  );

  app.delete(
    '/v1/videos/:id',
    {
      ...signedIn,
      config: { rateLimit: perUserRateLimit(120) },
      schema: {
        operationId: 'v1DeleteVideo',
        errors: [404, 409],
        tags,
        summary:
          'Delete a video with its files; one not rendered yet is cancelled and its credit given back; a rendering one answers 409',
        params: idParamSchema,
        response: { 200: deletedApiVideoSchema },
      },
    },
    async (request) => apiVideos.delete(currentUser(request).id, request.params.id),
  );

  app.post(
    '/v1/batches',
    {
      ...signedIn,
      config: { rateLimit: perUserRateLimit(30) },
      schema: {
        operationId: 'v1CreateBatch',
        errors: [402, 422],
        tags,
        summary:
          'Make up to 50 videos at once: all their credits are spent now, or none (402); each is a createVideo body. Send an Idempotency-Key to retry safely',
        headers: idempotencyHeaderSchema,
        body: createBatchRequestSchema.meta({
          examples: [{ videos: [createVideoExample, scriptVideoExample] }],
        }),
        response: { 201: apiBatchSchema.meta({ examples: [batchExample] }) },
      },
    },
    async (request, reply) =>
      send(
        reply,
        await apiVideos.createBatch(
          currentUser(request).id,
          request.body.videos,
          request.headers['idempotency-key'],
        ),
      ),
  );

  app.get(
    '/v1/batches/:id',
    {
      ...signedIn,
      schema: {
        operationId: 'v1GetBatch',
        errors: [404],
        tags,
        summary: "A batch: each of its videos' status and progress now",
        params: idParamSchema,
        response: { 200: apiBatchSchema },
      },
    },
    async (request) => apiVideos.batch(currentUser(request).id, request.params.id),
  );
};
