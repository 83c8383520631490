import { paymentResultSchema, type PaymentResult } from '@reelsmith/contract';
import { apiRequest } from '../../../lib/api-client';

/** POST /payment/cancel: a checkout session that has not been paid. */
export async function cancelCheckoutSession(sessionId: string): Promise<PaymentResult> {
  return paymentResultSchema.parse(
    await apiRequest<unknown>('/payment/cancel', { method: 'POST', body: { sessionId } }),
  );
}

/** POST /payment/cancel/{id}: a payment intent that has not been paid. */
export async function cancelPayment(id: string): Promise<PaymentResult> {
  return paymentResultSchema.parse(
    await apiRequest<unknown>(`/payment/cancel/${encodeURIComponent(id)}`, { method: 'POST' }),
  );
}
