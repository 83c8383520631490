import {
  createdWebhookSchema,
  webhookDeliveryPageSchema,
  webhookListSchema,
  type CreateWebhookRequest,
} from '@reelsmith/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The webhook calls of Settings (docs/product/api.md#webhooks). */
const webhooksKey = ['webhooks'] as const;
const deliveriesKey = (id: string) => ['webhooks', id, 'deliveries'] as const;

/** GET /webhooks. */
export const useWebhooks = () =>
  useQuery({
    queryKey: webhooksKey,
    queryFn: async () => webhookListSchema.parse(await apiRequest<unknown>('/webhooks')),
  });

/** POST /webhooks: answers the signing secret, this once. */
export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateWebhookRequest) =>
      createdWebhookSchema.parse(await apiRequest<unknown>('/webhooks', { method: 'POST', body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksKey }),
  });
}

/** DELETE /webhooks/{id}. */
export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<unknown>(`/webhooks/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksKey }),
  });
}

/** GET /webhooks/{id}/deliveries: refreshed every 2 s while shown, since attempts go on. */
export const useWebhookDeliveries = (id: string) =>
  useQuery({
    queryKey: deliveriesKey(id),
    queryFn: async () =>
      webhookDeliveryPageSchema.parse(
        await apiRequest<unknown>(`/webhooks/${id}/deliveries?page=0&size=20`),
      ),
    refetchInterval: 2_000,
  });

/** POST /webhooks/{id}/test and POST /webhooks/{id}/deliveries/{deliveryId}/redeliver. */
export function useSendWebhook(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string | undefined) =>
      apiRequest<unknown>(
        deliveryId === undefined
          ? `/webhooks/${id}/test`
          : `/webhooks/${id}/deliveries/${deliveryId}/redeliver`,
        { method: 'POST' },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deliveriesKey(id) }),
  });
}
