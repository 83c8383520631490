import { TOAST_DURATION_MS } from '@reelsmith/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { AuthProvider } from '../features/auth/auth-context';
import { queryClient } from '../lib/query-client';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        {children}
        {/* Toasts: 4 seconds, top center (docs/product/errors.md#toasts). */}
        <Toaster position="top-center" duration={TOAST_DURATION_MS} theme="dark" richColors />
      </AuthProvider>
    </QueryClientProvider>
  );
}
