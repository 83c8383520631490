import { clientErrorReportSchema } from '@reelsmith/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ClientErrorsRepository } from '../../repositories/client-errors.repository.js';

/**
 * Client error reports: stored so that broken pages are seen, not guessed at. Anonymous
 * visitors may report too (a chunk can fail before sign-in); size- and rate-limited.
 */
export const errorsRoutes: FastifyPluginAsyncZod<{
  clientErrors: Pick<ClientErrorsRepository, 'insert'>;
}> = async (app, { clientErrors }) => {
  app.post(
    '/errors/report',
    {
      bodyLimit: 16_384,
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['errors'],
        operationId: 'reportClientError',
        // Anonymous visitors report too; a token, when sent, attaches the user.
        security: [{}, { bearer: [] }],
        summary: 'Report an error seen in the browser',
        body: clientErrorReportSchema,
        response: { 202: z.object({ received: z.literal(true) }) },
      },
    },
    async (request, reply) => {
      // Attach the user when the request is signed in; a report never fails for lack of it.
      await app.authenticate(request).catch(() => undefined);
      const report = request.body;
      await clientErrors.insert(report, {
        userId: request.user?.id ?? null,
        userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
        requestId: request.id,
      });
      request.log.warn({ report: { kind: report.kind, message: report.message } }, 'client error');
      return reply.status(202).send({ received: true as const });
    },
  );
};
