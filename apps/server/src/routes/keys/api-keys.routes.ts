import {
  apiKeyListSchema,
  createApiKeyRequestSchema,
  createdApiKeySchema,
  idParamSchema,
  revokedApiKeySchema,
} from '@reelsmith/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/authenticate.js';
import type { ApiKeysService } from '../../services/api-keys.service.js';
import { perUserRateLimit } from '../payment/rate-limit.js';

/**
 * API keys (docs/product/api.md#api-keys): managed by a signed-in person only, never with a
 * key (403), so that a leaked key cannot make more keys or outlive its revocation.
 */
export const apiKeysRoutes: FastifyPluginAsyncZod<{ apiKeys: ApiKeysService }> = async (
  app,
  { apiKeys },
) => {
  const tags = ['keys'];
  const signedIn = { onRequest: app.authenticateSession };

  app.post(
    '/keys',
    {
      ...signedIn,
      config: { rateLimit: perUserRateLimit(20) },
      schema: {
        operationId: 'createApiKey',
        errors: [409],
        tags,
        summary: 'Make a named API key: the answer is the only time the whole key is shown',
        body: createApiKeyRequestSchema,
        response: { 201: createdApiKeySchema },
      },
    },
    async (request, reply) => {
      const key = await apiKeys.create(currentUser(request).id, request.body.name);
      return reply.status(201).send(key);
    },
  );

  app.get(
    '/keys',
    {
      ...signedIn,
      schema: {
        operationId: 'listApiKeys',
        errors: [],
        tags,
        summary: "The user's live API keys, newest first: name, prefix, created and last used",
        response: { 200: apiKeyListSchema },
      },
    },
    async (request) => ({ keys: await apiKeys.list(currentUser(request).id) }),
  );

  app.delete(
    '/keys/:id',
    {
      ...signedIn,
      config: { rateLimit: perUserRateLimit(60) },
      schema: {
        operationId: 'revokeApiKey',
        errors: [404],
        tags,
        summary: 'Revoke an API key: it answers 401 at once, in every API process',
        params: idParamSchema,
        response: { 200: revokedApiKeySchema },
      },
    },
    async (request) => {
      await apiKeys.revoke(currentUser(request).id, request.params.id);
      return { revoked: true as const };
    },
  );
};
