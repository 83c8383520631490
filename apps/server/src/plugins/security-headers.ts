import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets for `options`, worked out once. Our options are static (no nonces,
 * nothing read from the request), so every response gets the same ones.
 */
export function helmetHeaders(options: Readonly<HelmetOptions>): [string, string][] {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set(name, String(value));
    },
    removeHeader(name: string) {
      headers.delete(name);
    },
  };
  let failure: Error | undefined;
  helmet(options)(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => {
      if (error !== undefined && error !== null) {
        failure = error instanceof Error ? error : new Error('helmet refused its options');
      }
    },
  );
  if (failure !== undefined) throw failure;
  return [...headers];
}

/**
 * Helmet's security headers on every response. @fastify/helmet rebuilt helmet, and parsed the
 * Content Security Policy again, for every request: 8% of the CPU of an authenticated GET
 * (docs/decisions/0043-request-path.md). Set among the reply's headers, not on the raw
 * response as helmet does: one `setHeader` on the raw response sends every header of the reply
 * through Node's slow path (each validated and stored twice), 15% of the CPU of the balance
 * call. Hijacked replies (Server-Sent Events) copy the reply's headers (events/sse.ts).
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: { helmet: Readonly<HelmetOptions> }) => {
    const headers = helmetHeaders(options.helmet);
    app.addHook('onRequest', (request, reply, done) => {
      for (const [name, value] of headers) reply.header(name, value);
      done();
    });
  },
  { name: 'security-headers' },
);
