import type { ReactNode } from 'react';
import { AuthProvider } from '../features/auth/auth-context';
import { QueryProvider } from '../lib/query-provider';
import { Toasts } from '../lib/toast';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryProvider>
      <AuthProvider>
        {children}
        <Toasts />
      </AuthProvider>
    </QueryProvider>
  );
}
