import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Spinner } from '../ui/spinner';

/**
 * Where a route's page appears: a spinner while its code loads. A guard route renders this
 * below itself, so that the guard's own work (a session check, a balance) starts at once
 * instead of waiting for the page's code (what is inside a suspended boundary does not run).
 */
export function PageOutlet() {
  return (
    <Suspense fallback={<Spinner />}>
      <Outlet />
    </Suspense>
  );
}
