import { generateStoryResponseSchema, scriptToVideoRequestSchema } from '@reelsmith/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/authenticate.js';
import type { GenerationsService } from '../../services/generations/index.js';
import { perUserRateLimit } from '../payment/rate-limit.js';

/** The custom tool, "Script to video" (docs/product/api.md#script-to-video). */
export const scriptToVideoRoutes: FastifyPluginAsyncZod<{
  generations: Pick<GenerationsService, 'start'>;
}> = async (app, { generations }) => {
  app.post(
    '/story/from-script',
    {
      onRequest: app.authenticate,
      config: { rateLimit: perUserRateLimit(30) },
      schema: {
        operationId: 'scriptToVideo',
        errors: [402, 409, 422],
        tags: ['story'],
        security: [{ bearer: [] }],
        summary:
          "Start a project from the user's own script (at most 1,500 characters), split into scenes with no AI writing: it is STORY_READY at once",
        body: scriptToVideoRequestSchema,
        response: { 200: generateStoryResponseSchema },
      },
    },
    async (request) => generations.start(currentUser(request).id, request.body),
  );
};
