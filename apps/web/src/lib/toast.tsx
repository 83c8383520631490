import { TOAST_DURATION_MS } from '@reelsmith/contract';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import type * as SonnerModule from 'sonner';
import type { ExternalToast } from 'sonner';

/*
 * Toasts, with sonner loaded by the first one: it is not part of the first page load. The app
 * toasts through this module only (a lint rule says so), so that the Toaster is on the page
 * whenever a toast is shown.
 */
type Sonner = typeof SonnerModule;

let sonner: Promise<Sonner> | undefined;
const listeners = new Set<() => void>();

function loadSonner(): Promise<Sonner> {
  if (sonner === undefined) {
    sonner = import('sonner');
    for (const listener of listeners) listener();
  }
  return sonner;
}

// A toast shown before the Toaster subscribed is replayed to it when it does.
export const toast = {
  success: (message: string, options?: ExternalToast) =>
    void loadSonner().then((s) => s.toast.success(message, options)),
  error: (message: string, options?: ExternalToast) =>
    void loadSonner().then((s) => s.toast.error(message, options)),
  info: (message: string, options?: ExternalToast) =>
    void loadSonner().then((s) => s.toast.info(message, options)),
};

/** The header's height (--header-h) and a gap. */
const TOAST_TOP_PX = 64 + 12;

const LazyToaster = lazy(() => loadSonner().then((s) => ({ default: s.Toaster })));

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const isRequested = () => sonner !== undefined;

/** Where toasts appear: 4 seconds, top center (docs/product/errors.md#toasts), once one was asked for. */
export function Toasts() {
  const requested = useSyncExternalStore(subscribe, isRequested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <LazyToaster
        position="top-center"
        duration={TOAST_DURATION_MS}
        theme="dark"
        richColors
        // Below the header (64 px): its balance and menu stay in view and clickable; several
        // toasts are listed one under another, not piled up (issue 22).
        offset={{ top: TOAST_TOP_PX }}
        mobileOffset={{ top: TOAST_TOP_PX }}
        expand
        gap={8}
      />
    </Suspense>
  );
}
