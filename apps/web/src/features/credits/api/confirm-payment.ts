import { paymentResultSchema, type PaymentResult, type TestCard } from '@reelsmith/contract';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /payment/confirm/{id}: the server verifies the payment with the provider and grants its
 * credits. With the test provider the test card goes along and is charged there; a refused
 * card fails with the card's message (code PAYMENT_FAILED).
 */
export async function confirmPayment(id: string, card?: TestCard): Promise<PaymentResult> {
  return paymentResultSchema.parse(
    await apiRequest<unknown>(`/payment/confirm/${encodeURIComponent(id)}`, {
      method: 'POST',
      body: card === undefined ? {} : { card },
    }),
  );
}
