import type { Language, Voice } from '@reelsmith/contract';

export interface SpeechClip {
  /** WAV bytes as the provider made them. */
  wav: Buffer;
}

export interface SpeakOptions {
  /** Speed multiplier, 1 = the voice's natural rate; the duration fit moves it. */
  rate?: number;
  /**
   * The text's language (English when absent): eSpeak NG needs it to pronounce the text;
   * OpenAI-compatible speech detects it from the text.
   */
  language?: Language | undefined;
  signal?: AbortSignal | undefined;
}

/** One word of a clip: the script's text, seconds from the start of the clip's WAV. */
export interface WordTime {
  text: string;
  start: number;
  end: number;
}

/** A clip this provider made, with what made it, for timing its words. */
export interface SpokenClip {
  wav: Buffer;
  text: string;
  voice: Voice;
  rate: number;
  /** English when absent. */
  language?: Language | undefined;
}

/** The voice role. Implementations: built-in eSpeak NG and OpenAI-compatible speech. */
export interface VoiceProvider {
  readonly description: string;
  /** Goes into artifact cache keys: changing engine or model never reuses old audio. */
  readonly id: string;
  speak(text: string, voice: Voice, options?: SpeakOptions): Promise<SpeechClip>;
  /**
   * Where each of the script's words starts and ends in a clip from `speak`, one entry per
   * word of `words(text)` (story/words.ts). Optional: without it (or when it throws) the
   * captions share the clip's time by syllables. See docs/decisions/0015-captions.md.
   */
  timeWords?(clip: SpokenClip, signal?: AbortSignal): Promise<WordTime[]>;
  /** Goes into the captions' cache key: a better timer never reuses old estimates. */
  readonly wordTimingId?: string;
}
