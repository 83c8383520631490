import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { guardedLookup, hostOf, isPrivateAddress } from './address-guard.js';

/** A receiver that has not answered in 10 s has failed this attempt (issue 23). */
export const DELIVERY_TIMEOUT_MS = 10_000;

export interface SendResult {
  /** The receiver's status; null when it never answered. */
  statusCode: number | null;
  error: string | null;
  durationMs: number;
}

export interface SignedMessage {
  url: string;
  secret: string;
  messageId: string;
  body: string;
  at: Date;
}

/** The Standard Webhooks headers of one attempt: a fresh timestamp and its signature. */
export function signedHeaders(message: Omit<SignedMessage, 'url'>): Record<string, string> {
  return {
    'content-type': 'application/json',
    'user-agent': 'Reelsmith-Webhooks/1',
    'webhook-id': message.messageId,
    'webhook-timestamp': String(Math.floor(message.at.getTime() / 1000)),
    'webhook-signature': new Webhook(message.secret).sign(
      message.messageId,
      message.at,
      message.body,
    ),
  };
}

const describe = (error: unknown): string => {
  const code = (error as { code?: unknown }).code;
  if (code === 'EPRIVATEADDRESS') return 'refused: the host resolves to a private address';
  if (error instanceof Error && error.name === 'TimeoutError') {
    return `timed out after ${DELIVERY_TIMEOUT_MS / 1000} s`;
  }
  const text = error instanceof Error ? error.message : String(error);
  return (typeof code === 'string' ? `${code}: ${text}` : text).slice(0, 300);
};

/**
 * POSTs one signed attempt. Never throws: what happened is the result. With private addresses
 * refused, the address the socket connects to is checked after DNS resolution (guardedLookup),
 * and an address written in the URL is checked here, since Node does not look it up.
 */
export async function sendWebhook(
  message: SignedMessage,
  options: { allowPrivate: boolean; timeoutMs?: number },
): Promise<SendResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const url = new URL(message.url);
  const host = hostOf(url);
  if (!options.allowPrivate && isIP(host) !== 0 && isPrivateAddress(host)) {
    return { statusCode: null, error: describe({ code: 'EPRIVATEADDRESS' }), durationMs: 0 };
  }
  const client = url.protocol === 'https:' ? https : http;
  const signal = AbortSignal.timeout(options.timeoutMs ?? DELIVERY_TIMEOUT_MS);
  return new Promise<SendResult>((resolve) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: signedHeaders(message),
        signal,
        agent: false,
        ...(options.allowPrivate ? {} : { lookup: guardedLookup }),
      },
      (response) => {
        // The body is not read for anything: drained so the socket closes.
        response.resume();
        response.on('end', () =>
          resolve({ statusCode: response.statusCode ?? null, error: null, durationMs: elapsed() }),
        );
        response.on('error', (error) =>
          resolve({
            statusCode: response.statusCode ?? null,
            error: describe(error),
            durationMs: elapsed(),
          }),
        );
      },
    );
    request.on('error', (error) => {
      const reason = signal.aborted ? (signal.reason as unknown) : error;
      resolve({ statusCode: null, error: describe(reason), durationMs: elapsed() });
    });
    request.end(message.body);
  });
}
