import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { friendlyMessage } from '../../../lib/api-client';
import { paymentPathReturningTo } from '../purchase-return-path';
import { getBalance } from '../api/get-balance';

interface RequireCreditsProps {
  children: ReactNode;
  /**
   * Whether what is asked for is already paid for, so that it opens at a balance of 0 (a
   * project that is rendering or done: docs/product/screens-and-routes.md#editor-guard).
   */
  paidFor?: () => Promise<boolean>;
}

/**
 * The editor guard (docs/product/screens-and-routes.md#editor-guard): opening the editor needs
 * a credit balance above zero; with none, the person goes to /payment, which sends them back
 * here after paying. Decided once, on a balance read as the guard mounts (credits bought in
 * another tab count): spending the last credit in the editor does not throw the person out.
 * Its own query key, so that the header's balance refreshing does not decide again.
 */
export function RequireCredits({ children, paidFor }: RequireCreditsProps) {
  const location = useLocation();
  const balance = useQuery({
    queryKey: ['editor-guard', 'balance'],
    queryFn: getBalance,
    refetchOnMount: 'always',
    staleTime: Infinity,
    gcTime: 0,
  });
  const broke = balance.isFetchedAfterMount && (balance.data ?? 0) <= 0;
  const exemption = useQuery({
    queryKey: ['editor-guard', 'paid-for', location.pathname],
    queryFn: () => paidFor!().catch(() => false),
    enabled: broke && paidFor !== undefined,
    staleTime: Infinity,
    gcTime: 0,
  });

  if (balance.isError) {
    return (
      <div className="container page center">
        <p className="alert alert-error" role="alert">
          {friendlyMessage(balance.error)}
        </p>
        <button type="button" className="btn btn-secondary" onClick={() => void balance.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  if (!balance.isFetchedAfterMount) return <Spinner label="Checking your credits" />;
  if (broke) {
    if (paidFor !== undefined && exemption.data === undefined) {
      return <Spinner label="Checking your credits" />;
    }
    if (exemption.data !== true) {
      const from = `${location.pathname}${location.search}`;
      return <Navigate to={paymentPathReturningTo(from)} replace />;
    }
  }
  return <>{children}</>;
}
