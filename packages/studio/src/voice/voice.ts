import type { Voice } from '@reelsmith/contract';

export interface SpeechClip {
  /** WAV bytes as the provider made them. */
  wav: Buffer;
}

export interface SpeakOptions {
  /** Speed multiplier, 1 = the voice's natural rate; the duration fit moves it. */
  rate?: number;
  signal?: AbortSignal | undefined;
}

/** The voice role. Implementations: built-in eSpeak NG and OpenAI-compatible speech. */
export interface VoiceProvider {
  readonly description: string;
  /** Goes into artifact cache keys: changing engine or model never reuses old audio. */
  readonly id: string;
  speak(text: string, voice: Voice, options?: SpeakOptions): Promise<SpeechClip>;
}
