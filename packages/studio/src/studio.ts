import type { ArtStyle, Story, Voice } from '@reelsmith/contract';
import { encodeWav, parseWav, trimSilence } from './audio/pcm.js';
import { mediaToolsVersion, resolveMediaTools } from './compose/ffmpeg.js';
import type { MediaTools } from './compose/ffmpeg.js';
import type { ProviderConfig, StudioConfig } from './config.js';
import { createBuiltinIllustrator } from './images/builtin-illustrator.js';
import type { Illustrator } from './images/illustrator.js';
import { createOpenAiIllustrator } from './images/openai-illustrator.js';
import { MUSIC_TRACKS } from './music/tracks.js';
import type { MusicTrack } from './music/tracks.js';
import {
  SAMPLE_LINES,
  musicPreviewMedia,
  stylePreviewMedia,
  voiceSampleMedia,
} from './media/catalog.js';
import type { CatalogMedia } from './media/catalog.js';
import { reencodeImage } from './media/upload-image.js';
import type { ReencodeOptions } from './media/upload-image.js';
import type { ArtifactCache } from './render/cache.js';
import { renderVideo } from './render/render.js';
import { captionStill } from './render/caption-still.js';
import type { CaptionStillRequest } from './render/caption-still.js';
import { scenePreview } from './render/scene-image.js';
import type { SceneImageRequest } from './render/scene-image.js';
import type { RenderRequest, RenderResult } from './render/render.js';
import { createBuiltinWriter } from './story/builtin-writer.js';
import { createOpenAiWriter } from './story/openai-writer.js';
import { splitScript } from './story/split-script.js';
import type { StoryRequest, StoryWriter, WriteOptions } from './story/story-writer.js';
import { createEspeakVoice } from './voice/espeak-voice.js';
import { createOpenAiVoice } from './voice/openai-voice.js';
import type { VoiceProvider } from './voice/voice.js';
import {
  recordingIllustrator,
  recordingVoice,
  recordingWriter,
} from './usage/builtin-recording.js';
import type { ProviderCallGuard, ProviderCallObserver } from './usage/provider-call.js';

/**
 * Told of every provider call (remote: each HTTP attempt with the API's units; built-in: each
 * story, clip and picture, cost 0), and asked before each remote call that may be paid
 * (docs/decisions/0060-costs-and-limits.md).
 */
export interface StudioUsageHooks {
  onCall?: ProviderCallObserver | undefined;
  beforeCall?: ProviderCallGuard | undefined;
}

const withHooks = <C extends object>(config: C, hooks: StudioUsageHooks) => ({
  ...config,
  onCall: hooks.onCall,
  beforeCall: hooks.beforeCall,
});

export function createStoryWriter(
  config: ProviderConfig,
  hooks: StudioUsageHooks = {},
): StoryWriter {
  if (config.kind === 'openai') return createOpenAiWriter(withHooks(config, hooks));
  const writer = createBuiltinWriter();
  return hooks.onCall === undefined ? writer : recordingWriter(writer, hooks.onCall);
}

export function createVoice(config: ProviderConfig, hooks: StudioUsageHooks = {}): VoiceProvider {
  if (config.kind === 'openai') return createOpenAiVoice(withHooks(config, hooks));
  const voice = createEspeakVoice();
  return hooks.onCall === undefined ? voice : recordingVoice(voice, hooks.onCall);
}

export function createIllustrator(
  config: ProviderConfig,
  hooks: StudioUsageHooks = {},
): Illustrator {
  if (config.kind === 'openai') {
    return createOpenAiIllustrator({
      ...withHooks(config, hooks),
      sendSeed: config.sendSeed === true,
    });
  }
  const illustrator = createBuiltinIllustrator();
  return hooks.onCall === undefined ? illustrator : recordingIllustrator(illustrator, hooks.onCall);
}

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
  /** A short WAV of the voice reading its sample line (the CLI's `--sample`). */
  voiceSample(voice: Voice, signal?: AbortSignal): Promise<Buffer>;
  musicTracks(): readonly MusicTrack[];
  /** The voice's sample as MP3, from the configured provider, kept in `cache`. */
  voiceSampleMedia(voice: Voice, cache: ArtifactCache, signal?: AbortSignal): Promise<CatalogMedia>;
  /** A square WebP in the art style by the built-in illustrator, kept in `cache`. */
  stylePreview(style: ArtStyle, cache: ArtifactCache): Promise<CatalogMedia>;
  /** An MP3 excerpt of a bundled track, kept in `cache`; undefined for an unknown id. */
  musicPreview(trackId: string, cache: ArtifactCache): Promise<CatalogMedia | undefined>;
  /**
   * A scene's picture as the render draws it, small, as WebP (scenePreview): the full-size
   * picture it comes from stays in `cache`, where the render finds it. `fallback` says why the
   * built-in illustrator drew it, when the remote one failed.
   */
  previewScene(
    request: SceneImageRequest,
    cache: ArtifactCache,
  ): Promise<{ data: Buffer; etag: string; fallback?: string }>;
  /**
   * A caption style's still: the scene's picture with the engine's own captions burned in by
   * libass, small, as WebP, kept in `cache` (captionStill).
   */
  captionStill(
    request: CaptionStillRequest,
    cache: ArtifactCache,
  ): Promise<{ data: Buffer; etag: string }>;
  /** A user's JPEG, PNG or WebP, upright, scaled down and re-encoded as WebP (ffmpeg). */
  reencodeImage(
    data: Buffer,
    options?: ReencodeOptions,
  ): Promise<{ data: Buffer; width: number; height: number }>;
}

/** The engine with its providers chosen by configuration (see studioConfigFromEnv). */
export function createStudio(
  config: StudioConfig,
  overrides: { writer?: StoryWriter; voice?: VoiceProvider; illustrator?: Illustrator } = {},
  hooks: StudioUsageHooks = {},
): Studio {
  const writer = overrides.writer ?? createStoryWriter(config.storyWriter, hooks);
  const voice = overrides.voice ?? createVoice(config.voice, hooks);
  const illustrator = overrides.illustrator ?? createIllustrator(config.illustrator, hooks);
  // The built-in providers stand in, scene by scene, for a remote one that still fails after
  // its retries (docs/decisions/0017-provider-fallback.md); their calls are reported as such.
  const { onCall } = hooks;
  const fallback =
    onCall === undefined
      ? { voice: createEspeakVoice(), illustrator: createBuiltinIllustrator() }
      : {
          voice: recordingVoice(createEspeakVoice(), onCall, 'fell_back'),
          illustrator: recordingIllustrator(createBuiltinIllustrator(), onCall, 'fell_back'),
        };
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
    render: (request) =>
      renderVideo({ voice, illustrator, tools, fallback, preset: config.renderPreset }, request),
    voiceSample: async (name, signal) => {
      const clip = await voice.speak(SAMPLE_LINES[name], name, { signal });
      const pcm = trimSilence(parseWav(clip.wav));
      return encodeWav(pcm.rate, pcm.samples);
    },
    musicTracks: () => MUSIC_TRACKS,
    voiceSampleMedia: (name, cache, signal) =>
      voiceSampleMedia({ voice, tools }, cache, name, signal),
    stylePreview: (style, cache) => stylePreviewMedia(cache, style),
    musicPreview: (trackId, cache) => musicPreviewMedia(tools, cache, trackId),
    previewScene: (request, cache) =>
      scenePreview({ primary: illustrator, fallback: fallback.illustrator }, cache, request),
    captionStill: (request, cache) =>
      captionStill(
        { illustrators: { primary: illustrator, fallback: fallback.illustrator }, tools },
        cache,
        request,
      ),
    reencodeImage: (data, options) => reencodeImage(tools, data, options),
  };
}
