import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuth } from './auth-context';
import { saveReturnPath } from './return-path';

/**
 * Protected routes: signed-out visitors go to /login, which remembers where they were going;
 * signed-in ones are re-checked with the server each time a protected route mounts.
 *
 * The router renders this as the parent route of every protected page, with the page's own
 * Suspense below it: the check starts as soon as the path matches, alongside the download of
 * the page's code, not after it.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { isAuthenticated, checkAuth } = useAuth();
  const location = useLocation();
  const from = `${location.pathname}${location.search}`;

  useEffect(() => {
    if (isAuthenticated) void checkAuth();
    // Once per protected page visited, not on every change of auth state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.pathname, checkAuth]);

  useEffect(() => {
    if (!isAuthenticated) saveReturnPath(from);
  }, [isAuthenticated, from]);

  if (!isAuthenticated) return <Navigate to="/login" replace state={{ from }} />;
  return <>{children}</>;
}
