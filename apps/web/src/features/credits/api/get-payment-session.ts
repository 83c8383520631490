import { paymentSessionSchema, type PaymentSession } from '@reelsmith/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /payment/session/{id}: the package as it was bought, and the status. */
export async function getPaymentSession(id: string): Promise<PaymentSession> {
  return paymentSessionSchema.parse(
    await apiRequest<unknown>(`/payment/session/${encodeURIComponent(id)}`),
  );
}

export const paymentSessionQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['payments', 'session', id], queryFn: () => getPaymentSession(id) });

export const usePaymentSession = (id: string) => useQuery(paymentSessionQueryOptions(id));
