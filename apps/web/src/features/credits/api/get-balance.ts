import { balanceResponseSchema } from '@reelsmith/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

export const balanceQueryKey = ['credits', 'balance'] as const;

/** GET /credits/balance: the credits state's balance (from availableCredits). */
export async function getBalance(): Promise<number> {
  return balanceResponseSchema.parse(await apiRequest<unknown>('/credits/balance'))
    .availableCredits;
}

export const balanceQueryOptions = () =>
  queryOptions({ queryKey: balanceQueryKey, queryFn: getBalance, staleTime: 30_000 });

export const useBalance = (enabled = true) => useQuery({ ...balanceQueryOptions(), enabled });

/** After anything that changes credits: the balance and the check are read again. */
export const refreshCredits = () =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: balanceQueryKey }),
    queryClient.invalidateQueries({ queryKey: ['credits', 'check'] }),
  ]);
