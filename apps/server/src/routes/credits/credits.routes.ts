import {
  balanceResponseSchema,
  creditCheckResponseSchema,
  creditHistorySchema,
  pageQuerySchema,
  purchaseRequestSchema,
  purchaseResponseSchema,
} from '@reelsmith/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/authenticate.js';
import type { CreditsService } from '../../services/credits.service.js';
import type { PaymentsService } from '../../services/payments.service.js';
import { perUserRateLimit } from '../payment/rate-limit.js';

/**
 * The signed-in user's credits (docs/product/api.md#credits). `GET /credits/packages` lives
 * with the catalogue (routes/catalog): the pricing page shows it to visitors.
 */
export const creditsRoutes: FastifyPluginAsyncZod<{
  credits: CreditsService;
  payments: PaymentsService;
}> = async (app, { credits, payments }) => {
  const tags = ['credits'];

  app.get(
    '/credits/balance',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        operationId: 'getCreditBalance',
        summary: 'The credit balance',
        response: { 200: balanceResponseSchema },
      },
    },
    async (request) => ({ availableCredits: await credits.balance(currentUser(request).id) }),
  );

  app.get(
    '/credits/check',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        operationId: 'checkCredits',
        summary: 'Whether the balance pays for one video',
        response: { 200: creditCheckResponseSchema },
      },
    },
    async (request) => credits.check(currentUser(request).id),
  );

  app.get(
    '/credits/history',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        operationId: 'getCreditHistory',
        summary: 'The credit ledger, newest first (page from 0, size 1-100, default 10)',
        querystring: pageQuerySchema,
        response: { 200: creditHistorySchema },
      },
    },
    async (request) =>
      credits.history(currentUser(request).id, request.query.page, request.query.size),
  );

  app.post(
    '/credits/purchase',
    {
      onRequest: app.authenticateSession,
      config: { rateLimit: perUserRateLimit(30) },
      schema: {
        tags,
        operationId: 'purchaseCredits',
        errors: [404],
        summary:
          'Buy credits: `{ packageId }` starts a hosted checkout (`{ status, url }`); `{ paymentIntentId }` verifies that payment (`{ status, credits }`)',
        body: purchaseRequestSchema,
        response: { 200: purchaseResponseSchema },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const body = request.body;
      if ('packageId' in body) {
        const { url } = await payments.createCheckoutSession(userId, body.packageId);
        return { status: 'pending', url };
      }
      const result = await payments.verify(userId, body.paymentIntentId);
      return result.success
        ? { status: result.status, credits: result.credits }
        : { status: result.status };
    },
  );
};
