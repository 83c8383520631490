import { paymentConfigSchema, type PaymentConfig } from '@reelsmith/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /payment/config: Stripe (with its publishable key) or the built-in test provider. */
export async function getPaymentConfig(): Promise<PaymentConfig> {
  return paymentConfigSchema.parse(await apiRequest<unknown>('/payment/config'));
}

export const paymentConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['payments', 'config'],
    queryFn: getPaymentConfig,
    staleTime: Infinity,
  });

export const usePaymentConfig = () => useQuery(paymentConfigQueryOptions());
