import type { Language, Voice } from '@reelsmith/contract';
import { words as splitWords } from '../story/words.js';
import type { WordTimer } from '../timing/word-time.js';
import { timeWords } from './phrases.js';
import type { CaptionWord } from './phrases.js';

/** One scene's clip as the VOICE step made it. */
export interface SceneSpeech {
  text: string;
  voice: Voice;
  rate: number;
  /** The WAV as the provider made it (the voice artifact). */
  wav: Buffer;
  /** Seconds the VOICE step trimmed from the clip's start (trimSilence). */
  offset: number;
  /** Seconds of speech after trimming: the scene's captions stay inside it. */
  speech: number;
  /** English when absent. */
  language?: Language | undefined;
}

/**
 * The CAPTIONS step's word times for one scene, seconds from the start of its trimmed clip:
 * the voice's own word timings when it has them (eSpeak NG measured, remote voices
 * transcribed), else, or when timing fails, the syllable estimate. A failure is reported to
 * `warn` and never fails the render; an abort does.
 */
export async function sceneWordTimes(
  provider: WordTimer,
  scene: SceneSpeech,
  options: { signal?: AbortSignal | undefined; warn?: (message: string) => void } = {},
): Promise<CaptionWord[]> {
  const estimate = (): CaptionWord[] => timeWords(scene.text, 0, scene.speech, scene.language);
  const script = splitWords(scene.text);
  // Nothing to time (and no transcription to pay for) without words.
  if (provider.timeWords === undefined || script.length === 0) return estimate();
  try {
    const timed = await provider.timeWords(
      {
        wav: scene.wav,
        text: scene.text,
        voice: scene.voice,
        rate: scene.rate,
        language: scene.language,
      },
      options.signal,
    );
    if (timed.length !== script.length) {
      throw new Error(`${timed.length} word times for ${script.length} words`);
    }
    const clamp = (t: number): number => Math.min(scene.speech, Math.max(0, t - scene.offset));
    // Never backwards, never overlapping, never outside the clip: libass shows what it is given.
    const starts: number[] = [];
    timed.forEach((w, i) => starts.push(Math.max(starts[i - 1] ?? 0, clamp(w.start))));
    return timed.map((w, i) => {
      const start = starts[i] ?? 0;
      const end = Math.max(start, Math.min(clamp(w.end), starts[i + 1] ?? scene.speech));
      return { text: script[i] ?? w.text, start, end };
    });
  } catch (error) {
    if (options.signal?.aborted === true) throw options.signal.reason;
    options.warn?.(
      `Captions: word timing failed (${provider.description}), syllable estimate used: ${
        error instanceof Error ? error.message : String(error)
      }`,
    );
    return estimate();
  }
}
