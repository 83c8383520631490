import {
  apiKeyListSchema,
  createdApiKeySchema,
  type CreateApiKeyRequest,
} from '@reelsmith/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The API key calls of Settings (docs/product/api.md#api-keys). */
const keysKey = ['api-keys'] as const;

/** GET /keys: never the keys themselves. */
export const useApiKeys = () =>
  useQuery({
    queryKey: keysKey,
    queryFn: async () => apiKeyListSchema.parse(await apiRequest<unknown>('/keys')),
  });

/** POST /keys: answers the whole key, this once. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateApiKeyRequest) =>
      createdApiKeySchema.parse(await apiRequest<unknown>('/keys', { method: 'POST', body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keysKey }),
  });
}

/** DELETE /keys/{id}: the key answers 401 at once. */
export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<unknown>(`/keys/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keysKey }),
  });
}
