import type { Story, Voice } from '@reelsmith/contract';
import { encodeWav, parseWav, trimSilence } from './audio/pcm.js';
import { mediaToolsVersion, resolveMediaTools } from './compose/ffmpeg.js';
import type { MediaTools } from './compose/ffmpeg.js';
import type { ProviderConfig, StudioConfig } from './config.js';
import { createBuiltinIllustrator } from './images/builtin-illustrator.js';
import type { Illustrator } from './images/illustrator.js';
import { createOpenAiIllustrator } from './images/openai-illustrator.js';
import { MUSIC_TRACKS } from './music/tracks.js';
import type { MusicTrack } from './music/tracks.js';
import { renderVideo } from './render/render.js';
import type { RenderRequest, RenderResult } from './render/render.js';
import { createBuiltinWriter } from './story/builtin-writer.js';
import { createOpenAiWriter } from './story/openai-writer.js';
import { splitScript } from './story/split-script.js';
import type { StoryRequest, StoryWriter, WriteOptions } from './story/story-writer.js';
import { createEspeakVoice } from './voice/espeak-voice.js';
import { createOpenAiVoice } from './voice/openai-voice.js';
import type { VoiceProvider } from './voice/voice.js';

export function createStoryWriter(config: ProviderConfig): StoryWriter {
  return config.kind === 'openai' ? createOpenAiWriter(config) : createBuiltinWriter();
}

export function createVoice(config: ProviderConfig): VoiceProvider {
  return config.kind === 'openai' ? createOpenAiVoice(config) : createEspeakVoice();
}

export function createIllustrator(config: ProviderConfig): Illustrator {
  return config.kind === 'openai' ? createOpenAiIllustrator(config) : createBuiltinIllustrator();
}

const SAMPLE_LINES: Record<Voice, string> = {
  alloy: 'Hi, I am Alloy. Clear and balanced, I will tell your story.',
  echo: 'Hello, I am Echo. Warm and steady, from the first line to the last.',
  fable: 'Once upon a time, there was a voice called Fable. That is me.',
  onyx: 'I am Onyx. Deep, calm, and ready to narrate.',
  nova: 'Hey! I am Nova, bright and full of energy. Let us make something great!',
};

export interface Studio {
  readonly config: StudioConfig;
  readonly writer: StoryWriter;
  readonly voice: VoiceProvider;
  readonly illustrator: Illustrator;
  readonly tools: MediaTools;
  /** One line per role, for the start-up log. */
  describe(): string[];
  writeStory(request: StoryRequest, options?: WriteOptions): Promise<Story>;
  splitScript(text: string): Story;
  render(request: RenderRequest): Promise<RenderResult>;
  /** A short WAV of the voice for the create screen. */
  voiceSample(voice: Voice, signal?: AbortSignal): Promise<Buffer>;
  musicTracks(): readonly MusicTrack[];
}

/** The engine with its providers chosen by configuration (see studioConfigFromEnv). */
export function createStudio(
  config: StudioConfig,
  overrides: { writer?: StoryWriter; voice?: VoiceProvider; illustrator?: Illustrator } = {},
): Studio {
  const writer = overrides.writer ?? createStoryWriter(config.storyWriter);
  const voice = overrides.voice ?? createVoice(config.voice);
  const illustrator = overrides.illustrator ?? createIllustrator(config.illustrator);
  const tools = resolveMediaTools({
    ...process.env,
    FFMPEG_PATH: config.ffmpegPath ?? process.env.FFMPEG_PATH,
    FFPROBE_PATH: config.ffprobePath ?? process.env.FFPROBE_PATH,
  });
  return {
    config,
    writer,
    voice,
    illustrator,
    tools,
    describe: () => [
      `story writer: ${writer.description}`,
      `voice: ${voice.description}`,
      `illustrator: ${illustrator.description}`,
      `ffmpeg (${tools.source}): ${tools.ffmpeg} - ${mediaToolsVersion(tools)}`,
    ],
    writeStory: (request, options) => writer.write(request, options),
    splitScript,
    render: (request) => renderVideo({ voice, illustrator, tools }, request),
    voiceSample: async (name, signal) => {
      const clip = await voice.speak(SAMPLE_LINES[name], name, { signal });
      const pcm = trimSilence(parseWav(clip.wav));
      return encodeWav(pcm.rate, pcm.samples);
    },
    musicTracks: () => MUSIC_TRACKS,
  };
}
