import { env } from '../../config/env';

/** Sends a client error to the server's error log; never throws, never blocks. */
export function reportError(error: unknown, kind: 'chunk-load' | 'render' | 'unhandled') {
  const err = error instanceof Error ? error : new Error(String(error));
  const payload = {
    kind,
    name: err.name,
    message: err.message.slice(0, 1000),
    stack: err.stack?.slice(0, 4000),
    url: window.location.pathname,
  };
  void fetch(`${env.apiBase}/errors/report`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(payload),
    keepalive: true,
  }).catch(() => undefined);
}
