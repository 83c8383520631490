import type { ColumnType, Generated } from 'kysely';
import type { GeneratedTimestamp } from './auth.js';

export type ProviderRole = 'script' | 'voice' | 'images' | 'captions' | 'moderation';
export type ProviderCallOutcome = 'ok' | 'failed' | 'fell_back';
/** `draft`: before finalize (unpaid); `render`: inside a paid render. */
export type ProviderCallStage = 'draft' | 'render';

/** One call to a provider (docs/decisions/0060-costs-and-limits.md). */
export interface ProviderCallTable {
  id: Generated<string>;
  user_id: string | null;
  generation_id: string | null;
  role: ProviderRole;
  /** 'builtin', 'openai', or the host of another OpenAI-compatible API. */
  provider: string;
  model: string;
  attempt: Generated<number>;
  outcome: ProviderCallOutcome;
  stage: ProviderCallStage;
  input_tokens: number | null;
  output_tokens: number | null;
  characters: number | null;
  audio_seconds: number | null;
  images: number | null;
  image_size: string | null;
  image_quality: string | null;
  transcribed_seconds: number | null;
  duration_ms: number;
  /**
   * numeric(12,6): read as a decimal string (both drivers), written as a number or a string.
   * NULL = a model without a price; 0 for the built-in providers.
   */
  cost_usd: ColumnType<string | null, number | string | null | undefined, number | string | null>;
  created_at: GeneratedTimestamp;
}

/** The worker's CPU and wall seconds of one render attempt. */
export interface RenderUsageTable {
  generation_id: string;
  attempt: number;
  cpu_seconds: number;
  wall_seconds: number;
  created_at: GeneratedTimestamp;
}

export interface UsageTables {
  provider_calls: ProviderCallTable;
  render_usage: RenderUsageTable;
}
