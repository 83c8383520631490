import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { friendlyMessage } from '../../../lib/api-client';
import { paymentPathReturningTo } from '../purchase-return-path';
import { balanceQueryOptions } from '../api/get-balance';

/**
 * The editor guard (docs/product/screens-and-routes.md#editor-guard): opening the editor needs a credit balance above
 * zero; with none, the person goes to /payment, which sends them back here after paying.
 * Decided on a balance read as the guard mounts, never on a cached one (credits bought in
 * another tab count).
 */
export function RequireCredits({ children }: { children: ReactNode }) {
  const balance = useQuery({ ...balanceQueryOptions(), refetchOnMount: 'always' });
  const location = useLocation();

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
  if ((balance.data ?? 0) <= 0) {
    const from = `${location.pathname}${location.search}`;
    return <Navigate to={paymentPathReturningTo(from)} replace />;
  }
  return <>{children}</>;
}
