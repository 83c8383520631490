import { adminUserPageSchema, type AdminUserPage } from '@reelsmith/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /admin/users?query&page: users whose email contains `query`. */
export async function searchAdminUsers(query: string, page: number): Promise<AdminUserPage> {
  const params = new URLSearchParams({ query, page: String(page), size: '20' });
  return adminUserPageSchema.parse(await apiRequest<unknown>(`/admin/users?${params}`));
}

export const adminUsersQueryOptions = (query: string, page: number) =>
  queryOptions({
    queryKey: ['admin', 'users', query, page],
    queryFn: () => searchAdminUsers(query, page),
    placeholderData: keepPreviousData,
    retry: false,
  });

export const useAdminUsers = (query: string, page: number) =>
  useQuery(adminUsersQueryOptions(query, page));
