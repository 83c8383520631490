import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { HealthRepository } from '../../repositories/health.repository.js';

export const healthRoutes: FastifyPluginAsyncZod<{ health: HealthRepository }> = async (
  app,
  { health },
) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        operationId: 'getHealth',
        summary: 'Liveness and database reachability',
        response: {
          200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }),
          503: z.object({
            status: z.literal('unavailable'),
            database: z.enum(['pglite', 'postgres']),
          }),
        },
      },
    },
    async (request, reply) => {
      try {
        await health.ping();
        return { status: 'ok' as const, database: app.database.kind };
      } catch (err) {
        request.log.error({ err }, 'health check: database unreachable');
        return reply
          .status(503)
          .send({ status: 'unavailable' as const, database: app.database.kind });
      }
    },
  );
};
