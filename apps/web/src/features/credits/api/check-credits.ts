import { creditCheckResponseSchema, type CreditCheckResponse } from '@reelsmith/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { creditCheckQueryKey } from '../../../lib/query-keys';

/** GET /credits/check: whether the balance pays for one video. */
export async function checkCredits(): Promise<CreditCheckResponse> {
  return creditCheckResponseSchema.parse(await apiRequest<unknown>('/credits/check'));
}

export const creditCheckQueryOptions = () =>
  queryOptions({ queryKey: creditCheckQueryKey, queryFn: checkCredits, staleTime: 0 });

export const useCreditCheck = (enabled = true) =>
  useQuery({ ...creditCheckQueryOptions(), enabled });
