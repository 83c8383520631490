import { adminAuditPageSchema, type AdminAuditPage } from '@reelsmith/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /admin/audit?page: the operators' actions, newest first. */
export async function getAdminAudit(page: number): Promise<AdminAuditPage> {
  return adminAuditPageSchema.parse(await apiRequest<unknown>(`/admin/audit?page=${page}&size=20`));
}

export const adminAuditQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['admin', 'audit', page],
    queryFn: () => getAdminAudit(page),
    placeholderData: keepPreviousData,
    retry: false,
  });

export const useAdminAudit = (page: number) => useQuery(adminAuditQueryOptions(page));
