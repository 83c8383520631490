import { previewStateSchema, reviseResponseSchema } from '@reelsmith/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/authenticate.js';
import { perUserRateLimit } from '../payment/rate-limit.js';
import type { GenerationsService } from '../../services/generations/index.js';
import { generationToken, projectParams } from './story.routes.js';
import { sendPreview } from './preview-download.js';
import { videoLinkQuerySchema, type StoredFiles } from './video-download.js';

/**
 * Free previews before paying and revisions after (docs/product/generations.md#preview,
 * docs/decisions/0052-preview-and-revisions.md).
 */
export const versionsRoutes: FastifyPluginAsyncZod<{
  generations: GenerationsService;
  storage: StoredFiles;
}> = async (app, { generations, storage }) => {
  const tags = ['story'];
  const security = [{ bearer: [] }];
  const withToken = [{ bearer: [], generationToken: [] }];
  const signedIn = { onRequest: app.authenticate };

  app.get(
    '/story/:id/preview',
    {
      ...signedIn,
      schema: {
        operationId: 'getPreview',
        errors: [403, 404],
        tags,
        security: withToken,
        summary:
          "A draft's latest free preview (status, step, progress, a signed link once ready), the previews left and what finalizing costs",
        params: projectParams,
        response: { 200: previewStateSchema },
      },
    },
    async (request) =>
      generations.preview(currentUser(request).id, request.params.id, generationToken(request)),
  );

  app.post(
    '/story/:id/preview',
    {
      ...signedIn,
      config: { rateLimit: perUserRateLimit(30) },
      schema: {
        operationId: 'startPreview',
        errors: [403, 404, 409, 429],
        tags,
        security: withToken,
        summary:
          'Start a free preview of the draft: small, marked PREVIEW, from the voice, pictures and captions the final render reuses; limited per project and per day',
        params: projectParams,
        response: { 200: previewStateSchema },
      },
    },
    async (request) =>
      generations.startPreview(
        currentUser(request).id,
        request.params.id,
        generationToken(request),
      ),
  );

  app.get(
    '/story/:id/preview/video',
    {
      schema: {
        operationId: 'getPreviewVideo',
        errors: [401, 403, 404, 409, 416],
        tags,
        security: [{ bearer: [] }, {}],
        summary:
          "The latest preview's MP4, with HTTP Range; for its owner (bearer token) or through a short-lived signed link (exp, sig)",
        params: projectParams,
        querystring: videoLinkQuerySchema,
      },
    },
    async (request, reply) =>
      sendPreview(
        app,
        request,
        reply,
        { id: request.params.id, query: request.query },
        { generations, storage },
      ),
  );

  app.post(
    '/story/video/:id/revise',
    {
      ...signedIn,
      config: { rateLimit: perUserRateLimit(30) },
      schema: {
        operationId: 'reviseVideo',
        errors: [404, 409],
        tags,
        security,
        summary:
          'Edit and re-render a finished video: opens a new version with the same scenes, pictures and settings (a revision already open is answered again)',
        params: projectParams,
        response: { 200: reviseResponseSchema },
      },
    },
    async (request) => generations.revise(currentUser(request).id, request.params.id),
  );
};
