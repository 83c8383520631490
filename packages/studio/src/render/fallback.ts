import { ProviderError } from '../openai/client.js';

export type FallbackRole = 'voice' | 'image';

/**
 * A scene whose voice or picture the built-in provider made because the remote one still
 * failed after its retries (docs/decisions/0017-provider-fallback.md). `scene` is the index in
 * `story.scenes`; `reason` is for a person: no URL, no key, no server text.
 */
export interface SceneFallback {
  scene: number;
  role: FallbackRole;
  reason: string;
}

/**
 * Whether a failure is one the built-in provider may stand in for: a remote service that did
 * not answer properly after the SDK's retries (ProviderError). A cancelled render is not.
 */
export function fallsBack(error: unknown, signal?: AbortSignal): error is ProviderError {
  return error instanceof ProviderError && signal?.aborted !== true;
}

const SERVICE: Record<FallbackRole, string> = {
  voice: 'The voice service',
  image: 'The image service',
};
const STANDIN: Record<FallbackRole, string> = {
  voice: 'the built-in voice read this scene',
  image: 'the built-in illustrator drew this picture',
};

/** The person-readable why of a fallback: what the service did, never what it said. */
export function fallbackReason(role: FallbackRole, error: ProviderError): string {
  const what =
    error.status === 429
      ? 'was over its rate limit (HTTP 429)'
      : error.status !== undefined
        ? `answered HTTP ${error.status}`
        : /timed out/.test(error.message)
          ? 'timed out'
          : /returned no/.test(error.message)
            ? 'returned nothing usable'
            : 'could not be reached';
  return `${SERVICE[role]} ${what}, so ${STANDIN[role]}.`;
}

/**
 * `primary()`, or, when it fails in a way the built-in provider may stand in for (see
 * `fallsBack`) and there is a `standIn`, `standIn()` with the reason for a person. Any other
 * failure, or one without a stand-in, is thrown as it came.
 */
export async function orFallback<T>(
  role: FallbackRole,
  primary: () => Promise<T>,
  standIn: (() => Promise<T>) | undefined,
  signal?: AbortSignal,
): Promise<{ value: T; fallback?: string }> {
  try {
    return { value: await primary() };
  } catch (error) {
    if (standIn === undefined || !fallsBack(error, signal)) throw error;
    return { value: await standIn(), fallback: fallbackReason(role, error) };
  }
}
