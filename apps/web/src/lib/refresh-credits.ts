import { queryClient } from './query-client';
import { balanceQueryKey, creditCheckQueryKey } from './query-keys';

/** After anything that changes credits: the balance and the check are read again. */
export const refreshCredits = () =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: balanceQueryKey }),
    queryClient.invalidateQueries({ queryKey: creditCheckQueryKey }),
  ]);
