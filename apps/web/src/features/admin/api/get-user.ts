import { adminUserDetailSchema, type AdminUserDetail } from '@reelsmith/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /admin/users/{id}: balance, ledger and generations. */
export async function getAdminUser(id: string): Promise<AdminUserDetail> {
  return adminUserDetailSchema.parse(
    await apiRequest<unknown>(`/admin/users/${encodeURIComponent(id)}`),
  );
}

export const adminUserQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['admin', 'user', id], queryFn: () => getAdminUser(id), retry: false });

export const useAdminUser = (id: string) => useQuery(adminUserQueryOptions(id));
