import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { friendlyMessage } from '../../lib/api-client';
import { Spinner } from './spinner';

/**
 * A query's three states: a spinner named `loading` while it is pending, its error as an alert,
 * else `children` with its data.
 */
export function QueryState<T>({
  query,
  loading,
  children,
}: {
  query: UseQueryResult<T>;
  loading: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Spinner label={loading} />;
  if (query.isError) {
    return (
      <p className="alert alert-error" role="alert">
        {friendlyMessage(query.error)}
      </p>
    );
  }
  return children(query.data);
}
