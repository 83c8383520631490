import {
  purchaseResponseSchema,
  type PurchaseRequest,
  type PurchaseResponse,
} from '@reelsmith/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { refreshCredits } from '../../../lib/refresh-credits';

/**
 * POST /credits/purchase: `{ packageId }` starts a hosted checkout (`{ status, url }`);
 * `{ paymentIntentId }` has the server verify that payment (`{ status: 'succeeded', credits }`).
 */
export async function purchaseCredits(body: PurchaseRequest): Promise<PurchaseResponse> {
  return purchaseResponseSchema.parse(
    await apiRequest<unknown>('/credits/purchase', { method: 'POST', body }),
  );
}

/**
 * A result status of 'succeeded' refreshes the balance
 * (docs/product/screens-and-routes.md#purchase-credits-popup).
 */
export const usePurchaseCredits = () =>
  useMutation({
    mutationFn: purchaseCredits,
    onSuccess: async (result) => {
      if (result.status === 'succeeded') await refreshCredits();
    },
  });
