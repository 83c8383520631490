import { checkoutSessionResponseSchema } from '@reelsmith/contract';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /payment/create-checkout-session: the hosted checkout's URL. A response without one
 * is an invalid checkout session (docs/product/errors.md#payments): the caller gets `url: ''`.
 */
export async function createCheckoutSession(packageId: string): Promise<{ url: string }> {
  const body = await apiRequest<unknown>('/payment/create-checkout-session', {
    method: 'POST',
    body: { packageId },
  });
  const parsed = checkoutSessionResponseSchema.safeParse(body);
  return { url: parsed.success ? parsed.data.url : '' };
}
