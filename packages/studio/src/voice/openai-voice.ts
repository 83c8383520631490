import type { Voice } from '@reelsmith/contract';
import { openAiPost } from '../openai/client.js';
import type { OpenAiEndpoint } from '../openai/client.js';
import type { SpeakOptions, SpeechClip, VoiceProvider } from './voice.js';

export interface OpenAiVoiceConfig extends OpenAiEndpoint {
  /** e.g. gpt-4o-mini-tts or tts-1 */
  model: string;
}

/** OpenAI-compatible speech (`/audio/speech`); the product's voice names are OpenAI's. */
export function createOpenAiVoice(config: OpenAiVoiceConfig): VoiceProvider {
  return {
    description: `OpenAI-compatible speech (${config.model} at ${config.baseUrl})`,
    id: `openai-speech:${config.baseUrl}:${config.model}`,
    speak: async (text: string, voice: Voice, options: SpeakOptions = {}): Promise<SpeechClip> => {
      const response = await openAiPost(
        config,
        'audio/speech',
        {
          model: config.model,
          voice,
          input: text,
          // WAV: exact length and no decoder needed to measure it.
          response_format: 'wav',
          speed: Math.min(4, Math.max(0.25, options.rate ?? 1)),
        },
        options.signal,
      );
      return { wav: Buffer.from(await response.arrayBuffer()) };
    },
  };
}
