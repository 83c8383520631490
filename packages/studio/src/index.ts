/**
 * @reelsmith/studio: the video engine. Settings -> story -> voice -> images -> captions -> MP4.
 * No HTTP server, no SQL: the server's job queue drives it through this API (README.md).
 */
export { createStudio, createStoryWriter, createVoice, createIllustrator } from './studio.js';
export type { Studio, StudioUsageHooks } from './studio.js';
export type {
  ProviderCall,
  ProviderCallGuard,
  ProviderCallObserver,
  ProviderCallOutcome,
  ProviderRole,
} from './usage/provider-call.js';
export { ProviderCallRefused } from './usage/provider-call.js';
export { BUILTIN_MODELS } from './usage/builtin-recording.js';
export { recordingFetch, wavSeconds } from './openai/recording-fetch.js';
export {
  DEFAULT_LLM_BASE_URL,
  studioConfigFrom,
  studioConfigFromEnv,
  studioEnvSchema,
} from './config.js';
export type { ImageQuality, ProviderConfig, StudioConfig, StudioEnv } from './config.js';

export type { StoryRequest, StoryWriter, WriteOptions } from './story/story-writer.js';
export { createBuiltinWriter, promptSubject, writeBuiltinStory } from './story/builtin-writer.js';
export { createOpenAiWriter, buildStoryPrompt, checkStoryReply } from './story/openai-writer.js';
export type { OpenAiWriterConfig } from './story/openai-writer.js';
export { splitScript } from './story/split-script.js';
export { countWords, storyWordCount } from './story/words.js';
export { inferMood } from './story/topics.js';

export type { VoiceProvider, SpeechClip, SpeakOptions } from './voice/voice.js';
export { createEspeakVoice, ESPEAK_VOICES } from './voice/espeak-voice.js';
export { createOpenAiVoice } from './voice/openai-voice.js';

export type { Illustrator, IllustrateRequest } from './images/illustrator.js';
export { createBuiltinIllustrator } from './images/builtin-illustrator.js';
export { createOpenAiIllustrator, STYLE_PROMPTS } from './images/openai-illustrator.js';
export { contactSheet } from './images/contact-sheet.js';
export { frameOverlay, hasFrameOverlay, withFrameOverlay } from './images/frame-overlay.js';
export { LAYER_DEPTHS, renderBuiltinLayers } from './images/scene-layers.js';
export type { SceneLayerImage } from './images/illustrator.js';

export { CAPTION_FONTS, captionOptionsSchema } from './captions/caption-options.js';
export type { CaptionOptions, CaptionOptionsInput } from './captions/caption-options.js';

export { MUSIC_MOODS } from './music/moods.js';
export type { MusicMood } from './music/moods.js';
export { MUSIC_TRACKS } from './music/tracks.js';
export type { MusicTrack } from './music/tracks.js';

export {
  renderVideo,
  chooseTrack,
  previewSize,
  PREVIEW_PRESET,
  PREVIEW_SHORT_SIDE,
} from './render/render.js';
export type {
  MusicOptions,
  RenderOptions,
  RenderRequest,
  RenderResult,
  RenderSettings,
  RenderTimings,
} from './render/render.js';
export type { RenderProgress } from './render/progress.js';
export { ArtifactCache, contentKey } from './render/cache.js';
export {
  PREVIEW_MAX_SIDE,
  sceneImage,
  sceneImageKey,
  sceneImageOrFallback,
  scenePreview,
  sceneSeed,
} from './render/scene-image.js';
export type { Illustrators, SceneImageRequest } from './render/scene-image.js';
export { fallbackReason, fallsBack } from './render/fallback.js';
export type { FallbackRole, SceneFallback } from './render/fallback.js';
export { deriveStyleGuide, styleGuideOf } from './story/style-guide.js';
export {
  MUSIC_PREVIEW_SECONDS,
  SAMPLE_LINES,
  STYLE_PREVIEW_PROMPT,
  STYLE_PREVIEW_SIZE,
} from './media/catalog.js';
export type { CatalogMedia } from './media/catalog.js';
export {
  ImageTooLargeError,
  UnreadableImageError,
  jpegOrientation,
  reencodeImage,
  sniffImage,
} from './media/upload-image.js';
export type { ImageKind, ReencodeOptions } from './media/upload-image.js';
export type { ArtifactStore, CacheStats } from './render/cache.js';

export { resolveMediaTools, probe } from './compose/ffmpeg.js';
export { encoderArgs, reencodeArgs } from './compose/mux.js';
export type { MediaTools, ProbeResult } from './compose/ffmpeg.js';
export { ProviderError, callOpenAi, endpointHost, openAiClient } from './openai/client.js';
export { hashString } from './random.js';
export type { OpenAiEndpoint } from './openai/client.js';
export { CAPTION_STILL_WIDTH, captionStillArgs, stillPhrase } from './render/caption-still.js';
export type { CaptionStillRequest } from './render/caption-still.js';
