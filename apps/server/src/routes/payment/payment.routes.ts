import {
  cancelRequestSchema,
  checkoutSessionResponseSchema,
  confirmPaymentRequestSchema,
  createIntentResponseSchema,
  idParamSchema,
  packageIdRequestSchema,
  paymentConfigSchema,
  paymentResultSchema,
  paymentSessionSchema,
  textSchema,
  webhookResponseSchema,
} from '@reelsmith/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/authenticate.js';
import type { PaymentsService } from '../../services/payments.service.js';
import { perUserRateLimit } from './rate-limit.js';

const sessionIdQuerySchema = z.object({ session_id: textSchema.min(1).max(255) });
/** Webhook bodies are small; Stripe's are a few kilobytes. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

/**
 * Payments (docs/product/api.md#payment). `GET /payment/packages` lives with the catalogue.
 * Every route about a payment takes its provider object id (checkout session or payment
 * intent) and answers 404 for one that is not the signed-in user's.
 */
export const paymentRoutes: FastifyPluginAsyncZod<{ payments: PaymentsService }> = async (
  app,
  { payments },
) => {
  const tags = ['payment'];
  // Authentication runs first: a signed-out request learns nothing about its body.
  const signedIn = { onRequest: app.authenticateSession };

  app.get(
    '/payment/config',
    {
      schema: {
        tags,
        operationId: 'getPaymentConfig',
        summary: 'Which card payment provider the web app uses, and its publishable key',
        response: { 200: paymentConfigSchema },
      },
    },
    async () => payments.config(),
  );

  app.post(
    '/payment/create-checkout-session',
    {
      ...signedIn,
      config: { rateLimit: perUserRateLimit(30) },
      schema: {
        tags,
        operationId: 'createCheckoutSession',
        summary: 'Start a hosted checkout for a package; the browser goes to `url`',
        body: packageIdRequestSchema,
        response: { 200: checkoutSessionResponseSchema },
      },
    },
    async (request) => {
      const { url } = await payments.createCheckoutSession(
        currentUser(request).id,
        request.body.packageId,
      );
      return { url };
    },
  );

  app.post(
    '/payment/create-intent',
    {
      ...signedIn,
      config: { rateLimit: perUserRateLimit(30) },
      schema: {
        tags,
        operationId: 'createPaymentIntent',
        summary: 'Start an in-page card payment for a package',
        body: packageIdRequestSchema,
        response: { 200: createIntentResponseSchema },
      },
    },
    async (request) => payments.createIntent(currentUser(request).id, request.body.packageId),
  );

  app.post(
    '/payment/confirm/:id',
    {
      ...signedIn,
      config: { rateLimit: perUserRateLimit(60) },
      schema: {
        tags,
        operationId: 'confirmPayment',
        errors: [402, 404],
        summary:
          'Verify a payment with the provider and grant its credits; the test provider takes `{ card }` and charges it first',
        params: idParamSchema,
        body: confirmPaymentRequestSchema.optional(),
        response: { 200: paymentResultSchema },
      },
    },
    async (request) =>
      payments.confirm(currentUser(request).id, request.params.id, request.body?.card),
  );

  app.post(
    '/payment/cancel/:id',
    {
      ...signedIn,
      schema: {
        tags,
        operationId: 'cancelPayment',
        errors: [404],
        summary: 'Cancel a payment that has not succeeded',
        params: idParamSchema,
        response: { 200: paymentResultSchema },
      },
    },
    async (request) => payments.cancel(currentUser(request).id, request.params.id),
  );

  app.post(
    '/payment/cancel',
    {
      ...signedIn,
      schema: {
        tags,
        operationId: 'cancelCheckoutSession',
        errors: [404],
        summary: 'Cancel a checkout session that has not succeeded',
        body: cancelRequestSchema,
        response: { 200: paymentResultSchema },
      },
    },
    async (request) => payments.cancel(currentUser(request).id, request.body.sessionId),
  );

  app.get(
    '/payment/success',
    {
      ...signedIn,
      schema: {
        tags,
        operationId: 'verifyCheckoutSession',
        errors: [404],
        summary: 'Verify a completed checkout session and grant its credits',
        querystring: sessionIdQuerySchema,
        response: { 200: paymentResultSchema },
      },
    },
    async (request) => payments.verify(currentUser(request).id, request.query.session_id),
  );

  app.get(
    '/payment/session/:id',
    {
      ...signedIn,
      schema: {
        tags,
        operationId: 'getPayment',
        errors: [404],
        summary: 'A payment: its package snapshot and status',
        params: idParamSchema,
        response: { 200: paymentSessionSchema },
      },
    },
    async (request) => payments.session(currentUser(request).id, request.params.id),
  );

  app.get(
    '/payment/session/:id/status',
    {
      ...signedIn,
      schema: {
        tags,
        operationId: 'getPaymentStatus',
        errors: [404],
        summary: 'A payment status, verified with the provider',
        params: idParamSchema,
        response: { 200: paymentResultSchema },
      },
    },
    async (request) => payments.verify(currentUser(request).id, request.params.id),
  );

  // The webhook's signature covers the exact bytes: its own scope parses every body as a
  // Buffer, and the rest of the API keeps its JSON parser.
  await app.register(async (webhook) => {
    webhook.removeAllContentTypeParsers();
    webhook.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_req, body, done) => {
        done(null, body);
      },
    );
    webhook.post(
      '/payment/webhook',
      {
        schema: {
          tags,
          operationId: 'receivePaymentWebhook',
          summary: 'Provider events (Stripe), signed; each event id is handled once',
          response: { 200: webhookResponseSchema },
        },
      },
      async (request) => {
        const signature = request.headers['stripe-signature'];
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        return payments.handleWebhook(body, typeof signature === 'string' ? signature : undefined);
      },
    );
  });
};
