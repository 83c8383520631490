import type { Duration, Language, Story } from '@reelsmith/contract';

/** What a writer needs from the create form (a subset of the contract's video settings). */
export interface StoryRequest {
  /** A preset topic value (slug or sentence); ignored when customPrompt is set. */
  topic?: string | undefined;
  customPrompt?: string | undefined;
  duration: Duration;
  artStyle?: string | undefined;
  aspectRatio?: string | undefined;
  voice?: string | undefined;
  /** Title, caption and narration are written in it; English when absent. */
  language?: Language | undefined;
}

export interface WriteOptions {
  /** Same request + seed gives the same story from the built-in writer. */
  seed?: number;
  signal?: AbortSignal;
}

/** The story-writer role. Implementations: built-in (offline) and OpenAI-compatible chat. */
export interface StoryWriter {
  /** For the start-up log, e.g. "built-in offline writer" or "openai-compatible gpt-4o-mini @ ...". */
  readonly description: string;
  write(request: StoryRequest, options?: WriteOptions): Promise<Story>;
}
