import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

export interface EventStreamOptions {
  /** A comment line this often keeps proxies and load balancers from closing an idle stream. */
  heartbeatMs?: number;
  /** How long the browser's EventSource waits before reconnecting after a drop. */
  retryMs?: number;
}

export interface EventStream {
  /** Sends one event; `data` goes out as one line of JSON. Does nothing once closed. */
  send(event: string, data: unknown): void;
  /** Ends the response; the client sees the stream close. */
  end(): void;
  /** Runs `fn` once when the stream closes, whoever closed it (us, the client, shutdown). */
  onClose(fn: () => void): void;
  readonly closed: boolean;
}

declare module 'fastify' {
  interface FastifyReply {
    /** Turns this reply into a Server-Sent Events stream (needs `ssePlugin`). */
    eventStream(options?: EventStreamOptions): EventStream;
  }
}

export const DEFAULT_HEARTBEAT_MS = 15_000;
const DEFAULT_RETRY_MS = 3_000;
const EVENT_NAME = /^[\w.-]{1,64}$/;

/**
 * Writes the stream on the raw response after `reply.hijack()`, the way Fastify documents for
 * long-lived responses. Consequences: no onSend hook runs, so @fastify/compress never buffers
 * it (and proxies are told not to either), and headers that hooks would add on send are set
 * here: the request id. Helmet's headers (set by its onRequest hook among the reply's headers)
 * and headers a hook set with `reply.header()` are copied over.
 */
function openEventStream(
  reply: FastifyReply,
  streams: Set<EventStream>,
  options: EventStreamOptions,
): EventStream {
  const raw = reply.raw;
  const heartbeatMs = options.heartbeatMs ?? DEFAULT_HEARTBEAT_MS;
  const closeCallbacks: (() => void)[] = [];
  let closed = false;

  reply.hijack();
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) raw.setHeader(name, value);
  }
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    'x-accel-buffering': 'no',
    'x-request-id': reply.request.id,
  });
  // Sends the headers at once, so the client knows the stream is open before the first event.
  raw.write(`retry: ${options.retryMs ?? DEFAULT_RETRY_MS}\n\n`);

  const heartbeat = setInterval(() => {
    if (!closed) raw.write(': heartbeat\n\n');
  }, heartbeatMs);
  heartbeat.unref();

  const close = () => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    streams.delete(stream);
    for (const fn of closeCallbacks.splice(0)) {
      try {
        fn();
      } catch (error) {
        reply.log.error({ err: error }, 'An event stream close callback failed');
      }
    }
  };
  // The response's 'close' comes both after end() and when the client goes away mid-stream
  // (the request's own 'close' only says its body was read).
  raw.on('close', close);

  const stream: EventStream = {
    send(event, data) {
      if (closed) return;
      if (!EVENT_NAME.test(event)) throw new Error(`Invalid event name: ${event}`);
      // JSON.stringify escapes line breaks, so the data is always one `data:` line.
      raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    end() {
      if (closed) return;
      raw.end();
      close();
    },
    onClose(fn) {
      if (closed) fn();
      else closeCallbacks.push(fn);
    },
    get closed() {
      return closed;
    },
  };
  streams.add(stream);
  return stream;
}

/**
 * Adds `reply.eventStream()`, and ends every open stream when the app closes: the HTTP server
 * waits for its open responses before closing, so a stream left open would hang shutdown.
 */
export const ssePlugin = fp(
  async (app: FastifyInstance) => {
    const streams = new Set<EventStream>();
    app.decorateReply('eventStream', function (this: FastifyReply, options = {}) {
      return openEventStream(this, streams, options);
    });
    app.addHook('preClose', async () => {
      for (const stream of [...streams]) stream.end();
    });
  },
  { name: 'sse' },
);
