import type { RouteObject } from 'react-router';
import { lazyPage } from '../components/errors/lazy-page';
import { PageOutlet } from '../components/layout/page-outlet';
import { Layout } from './layout/layout';
import { RequireAuth } from '../features/auth/require-auth';
import HomePage from './routes/home';
import OAuthCallbackPage from './routes/oauth-callback';

// Public pages other than home, and every protected screen, load on demand.
const LoginPage = lazyPage(() => import('./routes/login'));
const PricingPage = lazyPage(() => import('./routes/pricing'));
const PrivacyPage = lazyPage(() => import('./routes/privacy'));
const TermsPage = lazyPage(() => import('./routes/terms'));
const DisclosurePage = lazyPage(() => import('./routes/disclosure'));
const NotFoundPage = lazyPage(() => import('./routes/not-found'));
const CreatePage = lazyPage(() => import('./routes/protected/create'));
const PaymentPage = lazyPage(() => import('./routes/protected/payment'));
const PaymentSuccessPage = lazyPage(() => import('./routes/protected/payment-success'));
const PaymentCancelPage = lazyPage(() => import('./routes/protected/payment-cancel'));
const EditorPage = lazyPage(() => import('./routes/protected/editor'));
const DashboardPage = lazyPage(() => import('./routes/protected/dashboard'));
const CustomToolPage = lazyPage(() => import('./routes/protected/custom-tool'));
const BatchPage = lazyPage(() => import('./routes/protected/batch'));
const SettingsPage = lazyPage(() => import('./routes/protected/settings'));
const TestCheckoutPage = lazyPage(() => import('./routes/test-checkout'));
const EditorGuard = lazyPage(() => import('./routes/protected/editor-guard'));
const AdminPage = lazyPage(() => import('./routes/protected/admin'));
const AdminUserPage = lazyPage(() => import('./routes/protected/admin-user'));
const AdminGenerationPage = lazyPage(() => import('./routes/protected/admin-generation'));

/*
 * Guards are parent routes whose element wraps its own PageOutlet: the guard renders (and
 * checks) as soon as the path matches, while the page's code is still loading below it.
 */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/oauth2/callback', element: <OAuthCallbackPage /> },
      { path: '/pricing', element: <PricingPage /> },
      { path: '/privacy', element: <PrivacyPage /> },
      { path: '/terms', element: <TermsPage /> },
      { path: '/disclosure', element: <DisclosurePage /> },
      {
        element: (
          <RequireAuth>
            <PageOutlet />
          </RequireAuth>
        ),
        children: [
          { path: '/create', element: <CreatePage /> },
          { path: '/payment', element: <PaymentPage /> },
          { path: '/payment/success', element: <PaymentSuccessPage /> },
          { path: '/payment/cancel', element: <PaymentCancelPage /> },
          { path: '/payment/test-checkout/:sessionId', element: <TestCheckoutPage /> },
          { path: '/dashboard', element: <DashboardPage /> },
          { path: '/custom-tool', element: <CustomToolPage /> },
          { path: '/settings', element: <SettingsPage /> },
          { path: '/batch', element: <BatchPage /> },
          // The operator's console: the API answers 403 to anyone not in ADMIN_EMAILS.
          { path: '/admin', element: <AdminPage /> },
          { path: '/admin/users/:id', element: <AdminUserPage /> },
          { path: '/admin/generations/:id', element: <AdminGenerationPage /> },
          {
            // The editor also needs a credit balance above zero (docs/product/screens-and-routes.md#editor-guard).
            element: <EditorGuard />,
            children: [
              { path: '/editor', element: <EditorPage /> },
              { path: '/editor/:id', element: <EditorPage /> },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
