import { packagesResponseSchema } from '@reelsmith/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { packagesRepository } from '../../repositories/packages.repository.js';

/** The credit packs. Public: the pricing page shows them to visitors. */
export const packagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const packages = packagesRepository(app.db);
  const schema = {
    tags: ['credits'],
    summary: 'The credit packages on sale',
    response: { 200: packagesResponseSchema },
  };
  const handler = async () => ({ packages: await packages.listActive() });
  app.get('/credits/packages', { schema }, handler);
  app.get('/payment/packages', { schema: { ...schema, tags: ['payment'] } }, handler);
};
