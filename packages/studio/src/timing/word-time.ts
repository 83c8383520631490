import type { Language, Voice } from '@reelsmith/contract';

/**
 * Word timing: what the voice that speaks a clip and the captions that show it agree on. It
 * sits apart from both, so neither `voice/` nor `captions/` imports the other.
 */

/** One word of a clip: the script's text, seconds from the start of the clip's WAV. */
export interface WordTime {
  text: string;
  start: number;
  end: number;
}

/** A clip a voice made, with what made it, for timing its words. */
export interface SpokenClip {
  wav: Buffer;
  text: string;
  voice: Voice;
  rate: number;
  /** English when absent. */
  language?: Language | undefined;
}

/** What can time a clip's words: a voice provider (VoiceProvider extends it). */
export interface WordTimer {
  readonly description: string;
  /**
   * Where each of the script's words starts and ends in a clip, one entry per word of
   * `words(text)` (story/words.ts). Optional: without it (or when it throws) the captions share
   * the clip's time by syllables. See docs/decisions/0015-captions.md.
   */
  timeWords?(clip: SpokenClip, signal?: AbortSignal): Promise<WordTime[]>;
  /** Goes into the captions' cache key: a better timer never reuses old estimates. */
  readonly wordTimingId?: string;
}
