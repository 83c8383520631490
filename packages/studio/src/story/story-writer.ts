import type { Story, VideoSettings } from '@reelsmith/contract';

/**
 * What a writer reads of a project's settings: the contract's `VideoSettings`, whose look and
 * voice it may do without. The topic is a preset value (slug or sentence), ignored when
 * customPrompt is set; title, caption and narration are written in `language` (English when
 * absent).
 */
export type StoryRequest = Pick<VideoSettings, 'topic' | 'customPrompt' | 'duration' | 'language'> &
  Partial<Pick<VideoSettings, 'artStyle' | 'aspectRatio' | 'voice'>>;

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
