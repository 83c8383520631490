import {
  DEFAULT_LLM_BASE_URL,
  ProviderError,
  callOpenAi,
  endpointHost,
  openAiClient,
  studioConfigFrom,
} from '@reelsmith/studio';
import type { Config } from '../../config.js';

/** What the moderation endpoint said of one text. */
export interface ModerationVerdict {
  flagged: boolean;
  /** The categories it flagged, e.g. `violence`, `harassment/threatening`. */
  categories: string[];
}

/** Checks text against the content rules (docs/product/content-rules.md). */
export interface Moderator {
  readonly model: string;
  /** `openai` (any OpenAI-compatible host): the provider_calls row's `provider`. */
  readonly provider: string;
  readonly host: string;
  /** Throws ProviderError when the endpoint does not answer properly. */
  check(text: string): Promise<ModerationVerdict>;
}

/**
 * The content rules' endpoint, or none when they are off: `MODERATION=on` always checks,
 * `off` never, `auto` when the script writer is OpenAI's own API. It is the shared
 * OPENAI_BASE_URL and key when set, else the script writer's (docs/decisions/0061).
 */
export function moderationEndpoint(
  config: Config,
): { baseUrl: string; apiKey: string | undefined } | undefined {
  if (config.MODERATION === 'off') return undefined;
  const writer = studioConfigFrom(config).storyWriter;
  const openAiWriter =
    writer.kind === 'openai' && endpointHost(writer.baseUrl) === endpointHost(DEFAULT_LLM_BASE_URL);
  if (config.MODERATION === 'auto' && !openAiWriter) return undefined;
  const writerUrl = writer.kind === 'openai' ? writer.baseUrl : undefined;
  return {
    baseUrl: config.OPENAI_BASE_URL ?? writerUrl ?? DEFAULT_LLM_BASE_URL,
    apiKey: config.OPENAI_API_KEY ?? config.LLM_API_KEY,
  };
}

/**
 * `POST /moderations` through the official SDK. A person waits on it, so one retry and 10 s
 * per attempt, not the render's 3 and 60 s.
 */
export function createModerator(config: Config): Moderator | undefined {
  const endpoint = moderationEndpoint(config);
  if (endpoint === undefined) return undefined;
  const client = openAiClient({ ...endpoint, timeoutMs: 10_000, maxRetries: 1 });
  const model = config.MODERATION_MODEL;
  return {
    model,
    provider: 'openai',
    host: endpointHost(endpoint.baseUrl),
    async check(text) {
      const answer = await callOpenAi('/moderations', () =>
        client.moderations.create({ model, input: text }),
      );
      const results = Array.isArray(answer.results) ? answer.results : [];
      if (results.length === 0) throw new ProviderError('/moderations answered no results');
      const categories = new Set<string>();
      for (const result of results) {
        for (const [name, on] of Object.entries(result.categories ?? {})) {
          if (on === true) categories.add(name);
        }
      }
      return { flagged: results.some((r) => r.flagged), categories: [...categories] };
    },
  };
}
