/**
 * The one HTTP client of the OpenAI-compatible providers (chat, speech, images): base URL,
 * bearer key, a timeout per attempt, and retries with exponential backoff on 429, 5xx,
 * network errors and timeouts. Works against OpenAI, Ollama, vLLM or a local fake.
 */
export interface OpenAiEndpoint {
  /** e.g. https://api.openai.com/v1 or http://localhost:11434/v1 */
  baseUrl: string;
  apiKey?: string | undefined;
  /** Per attempt; default 60 s (image generation can be slow). */
  timeoutMs?: number;
  /** Attempts after the first; default 3. */
  maxRetries?: number;
  /** First backoff delay; doubled each retry; default 1000 ms. */
  retryBaseMs?: number;
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

const RETRYABLE = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

export async function openAiPost(
  endpoint: OpenAiEndpoint,
  path: string,
  body: unknown,
  signal?: AbortSignal,
): Promise<Response> {
  const url = `${endpoint.baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  const maxRetries = endpoint.maxRetries ?? 3;
  const base = endpoint.retryBaseMs ?? 1000;
  let lastError: unknown;
  for (let attempt = 0; attempt <= maxRetries; attempt++) {
    signal?.throwIfAborted();
    const timeout = AbortSignal.timeout(endpoint.timeoutMs ?? 60_000);
    const combined = signal === undefined ? timeout : AbortSignal.any([signal, timeout]);
    let retryAfterMs: number | undefined;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(endpoint.apiKey === undefined ? {} : { authorization: `Bearer ${endpoint.apiKey}` }),
        },
        body: JSON.stringify(body),
        signal: combined,
      });
      if (response.ok) return response;
      const text = await response.text().catch(() => '');
      lastError = new ProviderError(
        `${path} answered ${response.status}: ${text.slice(0, 300)}`,
        response.status,
      );
      if (!RETRYABLE.has(response.status)) throw lastError;
      const header = Number(response.headers.get('retry-after'));
      if (Number.isFinite(header) && header > 0) retryAfterMs = header * 1000;
    } catch (error) {
      if (signal?.aborted === true) throw signal.reason;
      if (error instanceof ProviderError && !RETRYABLE.has(error.status ?? 0)) throw error;
      lastError =
        error instanceof ProviderError
          ? error
          : new ProviderError(
              timeout.aborted ? `${path} timed out` : `${path} failed: ${String(error)}`,
              undefined,
              { cause: error },
            );
    }
    if (attempt < maxRetries) {
      // Honour Retry-After when the server sends one, but never wait more than 30 s.
      await sleep(Math.min(retryAfterMs ?? base * 2 ** attempt, 30_000), signal);
    }
  }
  throw lastError instanceof Error ? lastError : new ProviderError(`${path} failed`);
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(signal?.reason instanceof Error ? signal.reason : new Error('Aborted'));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
