import type { Voice } from '@reelsmith/contract';
import { toFile } from 'openai';
import { alignWords } from '../timing/align.js';
import { callOpenAi, endpointHost, openAiClient } from '../openai/client.js';
import type { OpenAiEndpoint } from '../openai/client.js';
import { words as splitWords } from '../story/words.js';
import type { SpeakOptions, SpeechClip, SpokenClip, VoiceProvider, WordTime } from './voice.js';

/** OpenAI's transcription model with word timestamps (`TRANSCRIBE_MODEL`). */
export const DEFAULT_TRANSCRIBE_MODEL = 'whisper-1';

export interface OpenAiVoiceConfig extends OpenAiEndpoint {
  /** e.g. gpt-4o-mini-tts or tts-1 */
  model: string;
  /** For the captions' word times (`/audio/transcriptions`, same endpoint); default whisper-1. */
  transcribeModel?: string | undefined;
}

/** OpenAI-compatible speech (`/audio/speech`); the product's voice names are OpenAI's. */
export function createOpenAiVoice(config: OpenAiVoiceConfig): VoiceProvider {
  const client = openAiClient(config);
  const transcribeModel = config.transcribeModel ?? DEFAULT_TRANSCRIBE_MODEL;
  return {
    description: `OpenAI-compatible speech (${config.model} at ${endpointHost(config.baseUrl)})`,
    id: `openai-speech:${config.baseUrl}:${config.model}`,
    speak: async (text: string, voice: Voice, options: SpeakOptions = {}): Promise<SpeechClip> => {
      const response = await callOpenAi(
        'audio/speech',
        () =>
          client.audio.speech.create(
            {
              model: config.model,
              voice,
              input: text,
              // WAV: exact length and no decoder needed to measure it.
              response_format: 'wav',
              speed: Math.min(4, Math.max(0.25, options.rate ?? 1)),
            },
            { signal: options.signal },
          ),
        options.signal,
      );
      return { wav: Buffer.from(await response.arrayBuffer()) };
    },
    wordTimingId: `openai-transcription:${transcribeModel}`,
    // The clip transcribed with word timestamps, then aligned back to the script's words, so a
    // caption never shows a misheard word (captions/align.ts).
    timeWords: async (clip: SpokenClip, signal?: AbortSignal): Promise<WordTime[]> => {
      const file = await toFile(clip.wav, 'speech.wav', { type: 'audio/wav' });
      const transcript = await callOpenAi(
        'audio/transcriptions',
        () =>
          client.audio.transcriptions.create(
            {
              file,
              model: transcribeModel,
              response_format: 'verbose_json',
              timestamp_granularities: ['word'],
            },
            { signal },
          ),
        signal,
      );
      const heard = transcript.words ?? [];
      if (heard.length === 0) throw new Error('the transcription has no word timestamps');
      return alignWords(splitWords(clip.text), heard);
    },
  };
}
