import { balanceResponseSchema } from '@reelsmith/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { balanceQueryKey } from '../../../lib/query-keys';

/** GET /credits/balance: the credits state's balance (from availableCredits). */
export async function getBalance(): Promise<number> {
  return balanceResponseSchema.parse(await apiRequest<unknown>('/credits/balance'))
    .availableCredits;
}

export const balanceQueryOptions = () =>
  queryOptions({ queryKey: balanceQueryKey, queryFn: getBalance, staleTime: 30_000 });

export const useBalance = (enabled = true) => useQuery({ ...balanceQueryOptions(), enabled });
