import { QueryClientContext, type QueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';

/*
 * TanStack Query is not part of the first page load: only screens loaded on demand (and the
 * signed-in header) fetch with it, and each waits for `loadQueryClient()` before it renders
 * (see lazyPage). Until then the provider gives no client; a component that queries outside
 * those screens fails at once with "No QueryClient set".
 */
let client: QueryClient | undefined;
let loading: Promise<QueryClient> | undefined;
const listeners = new Set<() => void>();

export function loadQueryClient(): Promise<QueryClient> {
  loading ??= import('./query-client').then(({ queryClient }) => {
    // Published before the caller's promise settles, so the screen renders with it.
    client = queryClient;
    for (const listener of listeners) listener();
    return queryClient;
  });
  return loading;
}

/** Logout forgets every cached answer (docs/product/screens-and-routes.md#logout); nothing is cached before the load. */
export function clearQueryCache() {
  client?.clear();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const currentClient = () => client;

export function QueryProvider({ children }: { children: ReactNode }) {
  const value = useSyncExternalStore(subscribe, currentClient, () => undefined);
  useEffect(() => {
    // What QueryClientProvider does: refetch on focus and reconnect while mounted.
    if (value === undefined) return;
    value.mount();
    return () => value.unmount();
  }, [value]);
  return <QueryClientContext.Provider value={value}>{children}</QueryClientContext.Provider>;
}
