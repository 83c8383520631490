import { createIntentResponseSchema } from '@reelsmith/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface PaymentIntentHandle {
  clientSecret: string;
  paymentIntentId: string;
}

/** POST /payment/create-intent: the client secret the card is confirmed with. */
export async function createIntent(packageId: string): Promise<PaymentIntentHandle> {
  const { clientSecret, paymentIntentId } = createIntentResponseSchema.parse(
    await apiRequest<unknown>('/payment/create-intent', { method: 'POST', body: { packageId } }),
  );
  // Stripe client secrets are `<intent id>_secret_<...>`.
  return { clientSecret, paymentIntentId: paymentIntentId ?? clientSecret.split('_secret_')[0]! };
}

/**
 * One intent per visit to a package's card form: a query, so that it is created once even when
 * React mounts twice, and forgotten (gcTime 0) when the person picks another package.
 */
export const useCreateIntent = (packageId: string) =>
  useQuery(
    queryOptions({
      queryKey: ['payments', 'intent', packageId],
      queryFn: () => createIntent(packageId),
      staleTime: Infinity,
      gcTime: 0,
      retry: false,
    }),
  );
