import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { ErrorBoundary } from '../../components/errors/error-boundary';
import { Footer } from '../../components/layout/footer';
import { PageOutlet } from '../../components/layout/page-outlet';
import { clearCreateForm, keepsCreateForm } from '../../features/create/form-lifetime';
import { PurchaseArrival } from '../../features/credits/components/purchase-arrival';
import { Header } from './header';

/** Every page: the header, the page, the footer (the header composes the signed-in features). */
export function Layout() {
  const { pathname } = useLocation();
  // The saved create form goes when the person leaves for a page other than create or payment
  // (docs/product/screens-and-routes.md#create-form-state).
  useEffect(() => {
    if (!keepsCreateForm(pathname)) clearCreateForm();
  }, [pathname]);
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
