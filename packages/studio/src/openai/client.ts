import OpenAI, { APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import type { ProviderCallGuard, ProviderCallObserver } from '../usage/provider-call.js';
import { recordingFetch } from './recording-fetch.js';

/**
 * Where one role's OpenAI-compatible API lives (OpenAI, Ollama, vLLM, a local speech or image
 * server, or a test fake). Calls go through the official `openai` SDK: its base URL handling,
 * its retries (429, 408, 409, 5xx, network errors and timeouts, honouring Retry-After) and its
 * per-attempt timeout.
 */
export interface OpenAiEndpoint {
  /** e.g. https://api.openai.com/v1 or http://localhost:11434/v1 */
  baseUrl: string;
  /** None for a local server that needs no key: then no Authorization header is sent. */
  apiKey?: string | undefined;
  /** Per attempt; default 60 s (image generation can be slow). */
  timeoutMs?: number;
  /** Attempts after the first (the SDK's `maxRetries`); default 3. */
  maxRetries?: number;
  /** Told of every HTTP attempt with its units (docs/decisions/0060-costs-and-limits.md). */
  onCall?: ProviderCallObserver | undefined;
  /** Asked before a call that may be paid; throws to refuse it (the limits on unpaid work). */
  beforeCall?: ProviderCallGuard | undefined;
}

export class ProviderError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'ProviderError';
  }
}

/** The SDK client for one endpoint. The environment is never read here: config.ts decides. */
export function openAiClient(endpoint: OpenAiEndpoint): OpenAI {
  return new OpenAI({
    baseURL: endpoint.baseUrl,
    // The SDK needs a string; without a key the header is removed below.
    apiKey: endpoint.apiKey ?? 'no-key',
    timeout: endpoint.timeoutMs ?? 60_000,
    maxRetries: endpoint.maxRetries ?? 3,
    ...(endpoint.onCall === undefined ? {} : { fetch: recordingFetch(endpoint.onCall) }),
    ...(endpoint.apiKey === undefined ? { defaultHeaders: { authorization: null } } : {}),
  });
}

/** The host a role talks to, for the start-up log (never the key, never a path or query). */
export function endpointHost(baseUrl: string): string {
  try {
    return new URL(baseUrl).host;
  } catch {
    return 'an invalid URL';
  }
}

/**
 * Runs one SDK call and turns its failures into a ProviderError naming the call, with the
 * HTTP status when there is one. An abort by the caller's signal rethrows the signal's reason.
 */
export async function callOpenAi<T>(
  path: string,
  call: () => Promise<T>,
  signal?: AbortSignal,
): Promise<T> {
  signal?.throwIfAborted();
  try {
    return await call();
  } catch (error) {
    if (signal?.aborted === true) throw signal.reason;
    if (error instanceof ProviderError) throw error;
    if (error instanceof APIUserAbortError) throw error;
    if (error instanceof APIConnectionTimeoutError) {
      throw new ProviderError(`${path} timed out`, undefined, { cause: error });
    }
    const status: unknown = error instanceof APIError ? error.status : undefined;
    if (error instanceof APIError && typeof status === 'number') {
      throw new ProviderError(
        `${path} answered ${status}: ${error.message.slice(0, 300)}`,
        status,
        { cause: error },
      );
    }
    throw new ProviderError(`${path} failed: ${String(error)}`, undefined, { cause: error });
  }
}
