import { captionStillParamsSchema } from '@reelsmith/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/authenticate.js';
import type { MediaService } from '../../services/media.service.js';
import { binaryResponse, sendMedia } from '../media-reply.js';
import { perUserRateLimit } from '../payment/rate-limit.js';
import { generationToken } from './story.routes.js';

/**
 * A caption style's still on the project's first picture (docs/product/drafts-and-text.md#
 * caption-style-stills): the engine's own caption render, not an imitation. Owner's bearer
 * token and the Generation-Token, like the scene previews.
 */
export const captionStillsRoutes: FastifyPluginAsyncZod<{ media: MediaService }> = async (
  app,
  { media },
) => {
  app.get(
    '/story/:id/captions/:style/still',
    {
      onRequest: app.authenticate,
      config: { rateLimit: perUserRateLimit(120) },
      schema: {
        operationId: 'captionStyleStill',
        errors: [403, 404, 409],
        tags: ['story'],
        security: [{ bearer: [], generationToken: [] }],
        summary:
          "A still of the caption style as the render draws it, on the project's first picture (small WebP), made once and cached",
        params: captionStillParamsSchema,
        response: { 200: binaryResponse('The still, WebP', ['image/webp']) },
      },
    },
    async (request, reply) => {
      const still = await media.captionStill(
        currentUser(request).id,
        request.params.id,
        generationToken(request),
        request.params.style,
      );
      return sendMedia(
        request,
        reply,
        { ...still, contentType: 'image/webp' },
        'private, max-age=3600',
      );
    },
  );
};
