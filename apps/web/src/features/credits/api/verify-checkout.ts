import { paymentResultSchema, type PaymentResult } from '@reelsmith/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /payment/success?session_id=: the server verifies the checkout and grants its credits. */
export async function verifyCheckout(sessionId: string): Promise<PaymentResult> {
  return paymentResultSchema.parse(
    await apiRequest<unknown>(`/payment/success?session_id=${encodeURIComponent(sessionId)}`),
  );
}

/** Asks again every 2 s while the provider still says pending (e.g. a bank transfer). */
export const useVerifyCheckout = (sessionId: string) =>
  useQuery(
    queryOptions({
      queryKey: ['payments', 'success', sessionId],
      queryFn: () => verifyCheckout(sessionId),
      retry: false,
      refetchInterval: (query) => (query.state.data?.status === 'pending' ? 2000 : false),
    }),
  );
