import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { session, STORAGE_KEYS } from '../../lib/storage';
import { useAuth } from './auth-context';

/** Protected routes: signed-out visitors go to /login, which remembers where they were going. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { isAuthenticated } = useAuth();
  const location = useLocation();
  if (!isAuthenticated) {
    const from = `${location.pathname}${location.search}`;
    session.set(STORAGE_KEYS.returnPath, from);
    return <Navigate to="/login" replace state={{ from }} />;
  }
  return <>{children}</>;
}
