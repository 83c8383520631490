import { adminGenerationDetailSchema, type AdminGenerationDetail } from '@reelsmith/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /admin/generations/{id}: status, failure, and each provider call's cost. */
export async function getAdminGeneration(id: string): Promise<AdminGenerationDetail> {
  return adminGenerationDetailSchema.parse(
    await apiRequest<unknown>(`/admin/generations/${encodeURIComponent(id)}`),
  );
}

export const adminGenerationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'generation', id],
    queryFn: () => getAdminGeneration(id),
    retry: false,
  });

export const useAdminGeneration = (id: string) => useQuery(adminGenerationQueryOptions(id));
