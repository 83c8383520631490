import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PurchaseArrival } from '../../features/payments/components/purchase-arrival';
import { ErrorBoundary } from '../errors/error-boundary';
import { Spinner } from '../ui/spinner';
import { Footer } from './footer';
import { Header } from './header';

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

export function Layout() {
  const { pathname } = useLocation();
  return (
    <div className="app-shell">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Header />
      <main id="main" className="page-main" style={{ flex: 1 }}>
        {/* Keyed by path: a new page starts without the last page's error, and its Suspense
            boundaries are new, so a navigation shows the spinner instead of waiting unseen. */}
        <ErrorBoundary key={pathname}>
          <PageOutlet />
        </ErrorBoundary>
      </main>
      <Footer />
      <PurchaseArrival />
    </div>
  );
}
