import {
  activeGenerationSchema,
  generateStoryRequestSchema,
  generateStoryResponseSchema,
  generationSchema,
  pageQuerySchema,
  saveSessionRequestSchema,
  sessionResponseSchema,
  updateSettingsRequestSchema,
  updateStoryRequestSchema,
  videoPageSchema,
  videoStatusSchema,
  type Generation,
} from '@reelsmith/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/authenticate.js';
import { memoizedJson } from '../memoized-json.js';
import { perUserRateLimit } from '../payment/rate-limit.js';
import { streamGeneration } from '../../events/generation-stream.js';
import { toBusEvent, type GenerationsService } from '../../services/generations/index.js';
import type { GenerationEvents } from '../../events/generation-events.js';
import { sendVideo, videoLinkQuerySchema, type StoredFiles } from './video-download.js';

export const projectParams = z.object({ id: z.uuid({ message: 'id must be a project id' }) });
export const generationToken = (request: FastifyRequest): string | undefined => {
  const value = request.headers['generation-token'];
  return typeof value === 'string' ? value : undefined;
};

/**
 * The Story calls (docs/product/api.md#story). Every call about one generation needs the
 * owner's bearer token and its Generation-Token; another user's project answers 404.
 */
export const storyRoutes: FastifyPluginAsyncZod<{
  generations: GenerationsService;
  /** The live changes of generations, for the events stream. */
  events: GenerationEvents;
  /** Where the videos are, for their downloads. */
  storage: StoredFiles;
}> = async (app, { generations, events, storage }) => {
  const files = { generations, storage };
  const tags = ['story'];
  const security = [{ bearer: [] }];
  const withToken = [{ bearer: [], generationToken: [] }];
  const signedIn = { onRequest: app.authenticate };
  const sendStatus = memoizedJson<Generation>();

  app.post(
    '/story/generate-story',
    {
      ...signedIn,
      config: { rateLimit: perUserRateLimit(30) },
      schema: {
        operationId: 'generateStory',
        // 422 and 503: the content rules (docs/product/content-rules.md).
        errors: [402, 409, 422],
        tags,
        security,
        summary:
          'Start a generation: answers at once with the project id and its generation token while a job writes the script',
        body: generateStoryRequestSchema,
        response: { 200: generateStoryResponseSchema },
      },
    },
    async (request) => generations.start(currentUser(request).id, request.body),
  );

  app.get(
    '/story/active',
    {
      ...signedIn,
      schema: {
        operationId: 'getActiveGeneration',
        errors: [],
        tags,
        security,
        summary: 'The active generation, if any, with every field and its token',
        response: { 200: activeGenerationSchema },
      },
    },
    async (request) => generations.active(currentUser(request).id),
  );

  app.get(
    '/story/videos',
    {
      ...signedIn,
      schema: {
        operationId: 'listVideos',
        errors: [],
        tags,
        security,
        summary: 'The videos (finalized generations), newest first, paged from 0',
        querystring: pageQuerySchema,
        response: { 200: videoPageSchema },
      },
    },
    async (request) =>
      generations.page(currentUser(request).id, request.query.page, request.query.size, {
        includeDrafts: false,
      }),
  );

  app.get(
    '/story/sessions',
    {
      ...signedIn,
      schema: {
        operationId: 'listSessions',
        errors: [],
        tags,
        security,
        summary: 'Every session (project), drafts included, newest first, paged from 0',
        querystring: pageQuerySchema,
        response: { 200: videoPageSchema },
      },
    },
    async (request) =>
      generations.page(currentUser(request).id, request.query.page, request.query.size, {
        includeDrafts: true,
      }),
  );

  app.get(
    '/story/:id/status',
    {
      ...signedIn,
      schema: {
        operationId: 'getGenerationStatus',
        errors: [403, 404],
        tags,
        security: withToken,
        summary: 'A generation: status, step, progress, story and settings',
        params: projectParams,
        response: { 200: generationSchema },
      },
    },
    async (request, reply) =>
      sendStatus(
        reply,
        await generations.status(
          currentUser(request).id,
          request.params.id,
          generationToken(request),
        ),
      ),
  );

  app.get(
    '/story/:id/events',
    {
      ...signedIn,
      schema: {
        operationId: 'streamGenerationEvents',
        errors: [403, 404],
        tags,
        security: withToken,
        summary:
          'Server-Sent Events (`event: generation`): status, step and progress as they change, from any process, with a heartbeat; the stream ends when the generation ends',
        params: projectParams,
        response: {
          200: {
            description: 'An event stream',
            content: { 'text/event-stream': { schema: z.string() } },
          },
        },
      },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const id = request.params.id;
      await generations.watch(userId, id, generationToken(request));
      await streamGeneration(reply, {
        events,
        generationId: id,
        load: async () => {
          const event = await generations
            .watch(userId, id, generationToken(request))
            .catch(() => undefined);
          return event === undefined ? undefined : toBusEvent(event);
        },
      });
    },
  );

  app.post(
    '/story/:id/regenerate',
    {
      ...signedIn,
      config: { rateLimit: perUserRateLimit(30) },
      schema: {
        operationId: 'regenerateStory',
        errors: [403, 404, 409],
        tags,
        security: withToken,
        summary: 'Write the script again (at most 3 times per project)',
        params: projectParams,
        response: { 200: generationSchema },
      },
    },
    async (request) =>
      generations.regenerate(currentUser(request).id, request.params.id, generationToken(request)),
  );

  app.post(
    '/story/:id/retry',
    {
      ...signedIn,
      config: { rateLimit: perUserRateLimit(30) },
      schema: {
        operationId: 'retryGeneration',
        errors: [402, 403, 404, 409],
        tags,
        security: withToken,
        summary:
          'Try a failed generation again: a failed script is written again (free), a failed render spends a credit and renders again',
        params: projectParams,
        response: { 200: generationSchema },
      },
    },
    async (request) =>
      generations.retry(currentUser(request).id, request.params.id, generationToken(request)),
  );

  app.put(
    '/story/:id/story',
    {
      ...signedIn,
      schema: {
        operationId: 'updateStory',
        errors: [403, 404, 409, 422],
        tags,
        security: withToken,
        summary: 'Save the edited script (at most 1,500 characters of narration)',
        params: projectParams,
        body: updateStoryRequestSchema,
        response: { 200: generationSchema },
      },
    },
    async (request) =>
      generations.updateStory(
        currentUser(request).id,
        request.params.id,
        generationToken(request),
        request.body.story,
      ),
  );

  app.put(
    '/story/:id/settings',
    {
      ...signedIn,
      schema: {
        operationId: 'updateGenerationSettings',
        errors: [403, 404, 409],
        tags,
        security: withToken,
        summary: 'Change the voice, art style, format, length, captions or music before the render',
        params: projectParams,
        body: updateSettingsRequestSchema,
        response: { 200: generationSchema },
      },
    },
    async (request) =>
      generations.updateSettings(
        currentUser(request).id,
        request.params.id,
        generationToken(request),
        request.body,
      ),
  );

  app.post(
    '/story/:id/continue',
    {
      ...signedIn,
      config: { rateLimit: perUserRateLimit(60) },
      schema: {
        operationId: 'continueGeneration',
        errors: [402, 403, 404, 409],
        tags,
        security: withToken,
        summary: 'Finalize: spend one credit and render the video (again: changes nothing)',
        params: projectParams,
        response: { 200: generationSchema },
      },
    },
    async (request) =>
      generations.continue(currentUser(request).id, request.params.id, generationToken(request)),
  );

  app.get(
    '/story/video/:id',
    {
      schema: {
        operationId: 'getVideo',
        errors: [401, 403, 404, 409, 410, 416],
        tags,
        security: [{ bearer: [] }, {}],
        summary:
          'The MP4, with HTTP Range; for its owner (bearer token) or through a short-lived signed link (exp, sig)',
        params: projectParams,
        querystring: videoLinkQuerySchema,
      },
    },
    async (request, reply) =>
      sendVideo(
        app,
        request,
        reply,
        {
          id: request.params.id,
          query: request.query,
          file: 'video',
        },
        files,
      ),
  );

  app.get(
    '/story/video/:id/thumbnail',
    {
      schema: {
        operationId: 'getVideoThumbnail',
        errors: [401, 403, 404, 409, 410],
        tags,
        security: [{ bearer: [] }, {}],
        summary: "The video's thumbnail (JPEG); for its owner or through a signed link",
        params: projectParams,
        querystring: videoLinkQuerySchema,
      },
    },
    async (request, reply) =>
      sendVideo(
        app,
        request,
        reply,
        {
          id: request.params.id,
          query: request.query,
          file: 'thumbnail',
        },
        files,
      ),
  );

  app.get(
    '/story/video/:id/status',
    {
      ...signedIn,
      schema: {
        operationId: 'getVideoStatus',
        errors: [404],
        tags,
        security,
        summary: 'A video: status, progress, expiry and a short-lived signed link to it',
        params: projectParams,
        response: { 200: videoStatusSchema },
      },
    },
    async (request) => generations.videoStatus(currentUser(request).id, request.params.id),
  );

  app.get(
    '/story/session/:id',
    {
      ...signedIn,
      schema: {
        operationId: 'getSession',
        errors: [403, 404],
        tags,
        // The bearer token opens the project from a link; a Generation-Token sent too is checked.
        security: [{ bearer: [] }, { bearer: [], generationToken: [] }],
        summary:
          'Open a project from its link (`/editor/{id}`): the generation with its token, for its owner',
        params: projectParams,
        response: { 200: sessionResponseSchema },
      },
    },
    async (request) =>
      generations.session(currentUser(request).id, request.params.id, generationToken(request)),
  );

  app.delete(
    '/story/video/:id',
    {
      ...signedIn,
      schema: {
        operationId: 'deleteVideo',
        errors: [404, 409],
        tags,
        security,
        summary:
          'Delete a finished or failed video with its files (the dashboard); a rendering one answers 409',
        params: projectParams,
        response: {
          200: z.object({ deleted: z.literal(true), status: generationSchema.shape.status }),
        },
      },
    },
    async (request) => generations.deleteVideo(currentUser(request).id, request.params.id),
  );

  const sessionState = {
    ...signedIn,
    schema: {
      tags,
      security: withToken,
      errors: [403, 404, 409, 422] as const,
      params: projectParams,
      body: saveSessionRequestSchema,
      response: { 200: generationSchema },
    },
  };
  app.post(
    '/story/session/:id',
    {
      ...sessionState,
      schema: {
        ...sessionState.schema,
        operationId: 'saveSession',
        summary: "Save the editor's state",
      },
    },
    async (request) =>
      generations.saveSession(
        currentUser(request).id,
        request.params.id,
        generationToken(request),
        request.body,
      ),
  );
  app.put(
    '/story/session/:id',
    {
      ...sessionState,
      schema: {
        ...sessionState.schema,
        operationId: 'updateSession',
        summary: "Update the editor's state",
      },
    },
    async (request) =>
      generations.saveSession(
        currentUser(request).id,
        request.params.id,
        generationToken(request),
        request.body,
      ),
  );

  app.delete(
    '/story/session/:id',
    {
      ...signedIn,
      schema: {
        operationId: 'deleteSession',
        errors: [403, 404, 409],
        tags,
        security: withToken,
        summary:
          'Discard a draft (it ends, nothing was spent) or delete a finished project and its video',
        params: projectParams,
        response: {
          200: z.object({
            deleted: z.boolean(),
            status: generationSchema.shape.status,
          }),
        },
      },
    },
    async (request) =>
      generations.deleteSession(
        currentUser(request).id,
        request.params.id,
        generationToken(request),
      ),
  );
};
