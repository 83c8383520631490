/**
 * What each call to a provider used, as the engine sees it: one record per HTTP attempt to an
 * OpenAI-compatible API (retries and failures included, with the units of the API's `usage`),
 * and one per built-in provider call (cost 0). The server prices and stores them
 * (docs/decisions/0060-costs-and-limits.md); the engine only reports.
 */
export type ProviderRole = 'script' | 'voice' | 'images' | 'captions' | 'moderation';
export type ProviderCallOutcome = 'ok' | 'failed' | 'fell_back';

export interface ProviderCall {
  role: ProviderRole;
  /** 'builtin', 'openai' (api.openai.com), or the host of another OpenAI-compatible API. */
  provider: string;
  model: string;
  /** 1 for the first try; the SDK's retries count up from there. */
  attempt: number;
  outcome: ProviderCallOutcome;
  durationMs: number;
  /** The HTTP status of a failed attempt, when it got one. */
  status?: number | undefined;
  error?: string | undefined;
  inputTokens?: number | undefined;
  outputTokens?: number | undefined;
  /** Characters of text spoken. */
  characters?: number | undefined;
  /** Seconds of speech made. */
  audioSeconds?: number | undefined;
  images?: number | undefined;
  imageSize?: string | undefined;
  imageQuality?: string | undefined;
  /** Seconds of audio transcribed. */
  transcribedSeconds?: number | undefined;
}

/**
 * Told of every provider call. Called synchronously in the caller's async context (the server
 * knows from it which user and generation the call is for); it must not throw.
 */
export type ProviderCallObserver = (call: ProviderCall) => void;

/**
 * Asked before each remote call that may be paid, in the caller's async context: it throws to
 * refuse the call (the server's limits on unpaid work). The engine never swallows its error.
 */
export type ProviderCallGuard = (role: ProviderRole) => void | Promise<void>;

/** Thrown by a guard: the engine passes it through untouched (no fallback, no retry). */
export class ProviderCallRefused extends Error {
  constructor(
    message: string,
    readonly reason: unknown,
  ) {
    super(message);
    this.name = 'ProviderCallRefused';
  }
}
