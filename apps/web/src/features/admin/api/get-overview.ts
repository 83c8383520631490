import { adminOverviewSchema, type AdminOverview } from '@reelsmith/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /admin/overview?days: the console's figures over the last `days`. */
export async function getAdminOverview(days: number): Promise<AdminOverview> {
  return adminOverviewSchema.parse(await apiRequest<unknown>(`/admin/overview?days=${days}`));
}

export const adminOverviewQueryOptions = (days: number) =>
  queryOptions({
    queryKey: ['admin', 'overview', days],
    queryFn: () => getAdminOverview(days),
    retry: false,
  });

export const useAdminOverview = (days: number) => useQuery(adminOverviewQueryOptions(days));
