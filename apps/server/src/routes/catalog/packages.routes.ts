import { packagesResponseSchema, type CreditPackage } from '@reelsmith/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PackagesRepository } from '../../repositories/packages.repository.js';

/**
 * How long the public list may be served from memory. The list is read on every pricing page
 * and popup; it changes by hand, rarely. Checkout never uses this copy: it reads the package
 * (and its price) from the database in the payment's own transaction.
 */
export const PACKAGES_CACHE_MS = 30_000;

/** The credit packs. Public: the pricing page shows them to visitors. */
export const packagesRoutes: FastifyPluginAsyncZod<{
  packages: Pick<PackagesRepository, 'listActive'>;
}> = async (app, { packages }) => {
  let cached: { at: number; list: Promise<CreditPackage[]> } | undefined;
  const listActive = () => {
    const now = Date.now();
    if (cached === undefined || now - cached.at > PACKAGES_CACHE_MS) {
      const list = packages.listActive();
      cached = { at: now, list };
      // A failed read must not be served from the cache.
      list.catch(() => {
        if (cached?.list === list) cached = undefined;
      });
    }
    return cached.list;
  };

  const schema = {
    tags: ['credits'],
    summary: 'The credit packages on sale',
    response: { 200: packagesResponseSchema },
  };
  const handler = async () => ({ packages: await listActive() });
  app.get(
    '/credits/packages',
    { schema: { ...schema, operationId: 'listCreditPackages' } },
    handler,
  );
  app.get(
    '/payment/packages',
    { schema: { ...schema, tags: ['payment'], operationId: 'listPaymentPackages' } },
    handler,
  );
};
