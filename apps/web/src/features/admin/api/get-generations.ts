import {
  adminGenerationPageSchema,
  type AdminGenerationPage,
  type GenerationStatus,
} from '@reelsmith/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /admin/generations?status&page: every user's generations with their cost. */
export async function getAdminGenerations(
  status: GenerationStatus | undefined,
  page: number,
): Promise<AdminGenerationPage> {
  const params = new URLSearchParams({ page: String(page), size: '20' });
  if (status !== undefined) params.set('status', status);
  return adminGenerationPageSchema.parse(await apiRequest<unknown>(`/admin/generations?${params}`));
}

export const adminGenerationsQueryOptions = (status: GenerationStatus | undefined, page: number) =>
  queryOptions({
    queryKey: ['admin', 'generations', status ?? 'all', page],
    queryFn: () => getAdminGenerations(status, page),
    placeholderData: keepPreviousData,
    retry: false,
  });

export const useAdminGenerations = (status: GenerationStatus | undefined, page: number) =>
  useQuery(adminGenerationsQueryOptions(status, page));
