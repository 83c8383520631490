import { creditHistorySchema, DEFAULT_PAGE_SIZE, type CreditHistory } from '@reelsmith/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /credits/history?page&size: the ledger, newest first (page from 0, size 10). */
export async function getCreditHistory(page = 0, size = DEFAULT_PAGE_SIZE): Promise<CreditHistory> {
  return creditHistorySchema.parse(
    await apiRequest<unknown>(`/credits/history?page=${page}&size=${size}`),
  );
}

export const creditHistoryQueryOptions = (page = 0, size = DEFAULT_PAGE_SIZE) =>
  queryOptions({
    queryKey: ['credits', 'history', page, size],
    queryFn: () => getCreditHistory(page, size),
    placeholderData: keepPreviousData,
  });

export const useCreditHistory = (page = 0, size = DEFAULT_PAGE_SIZE) =>
  useQuery(creditHistoryQueryOptions(page, size));
