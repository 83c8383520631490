import { apiBatchSchema, type CreateBatchRequest } from '@reelsmith/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { balanceQueryKey } from '../../../lib/query-keys';

const batchKey = (id: string) => ['batches', id] as const;
const FINISHED = new Set(['COMPLETED', 'FAILED', 'CANCELLED']);

/**
 * POST /v1/batches with the session token; the Idempotency-Key is made once per batch the
 * person composed, so a double click or a retry answers the first batch and spends nothing more.
 */
export function useCreateBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      body,
      idempotencyKey,
    }: {
      body: CreateBatchRequest;
      idempotencyKey: string;
    }) =>
      apiBatchSchema.parse(
        await apiRequest<unknown>('/v1/batches', {
          method: 'POST',
          body,
          headers: { 'Idempotency-Key': idempotencyKey },
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: balanceQueryKey }),
  });
}

/** GET /v1/batches/{id}: every 3 s until each video has finished. */
export const useBatch = (id: string | null) =>
  useQuery({
    queryKey: batchKey(id ?? ''),
    enabled: id !== null,
    queryFn: async () => apiBatchSchema.parse(await apiRequest<unknown>(`/v1/batches/${id}`)),
    refetchInterval: (query) =>
      query.state.data?.videos.every((video) => FINISHED.has(video.status)) === true
        ? false
        : 3_000,
  });
