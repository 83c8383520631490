import type { Language, Voice } from '@reelsmith/contract';
import type { WordTimer } from '../timing/word-time.js';

export type { SpokenClip, WordTime } from '../timing/word-time.js';

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

/** The voice role. Implementations: built-in eSpeak NG and OpenAI-compatible speech. */
export interface VoiceProvider extends WordTimer {
  readonly description: string;
  /** Goes into artifact cache keys: changing engine or model never reuses old audio. */
  readonly id: string;
  speak(text: string, voice: Voice, options?: SpeakOptions): Promise<SpeechClip>;
}
