import type { Story, VideoSettings } from '@reelsmith/contract';
import type { FinishedMix } from '../audio/mixer.js';
import type { Timeline } from '../audio/timeline.js';
import type { CaptionOptionsInput } from '../captions/caption-options.js';
import type { EndCardOptions } from '../compose/end-card.js';
import type { MediaTools } from '../compose/ffmpeg.js';
import type { Illustrator } from '../images/illustrator.js';
import type { VoiceProvider } from '../voice/voice.js';
import type { ArtifactStore } from './cache.js';
import type { SceneFallback } from './fallback.js';
import type { RenderProgress } from './progress.js';

/**
 * A project's settings as the render reads them: the contract's `VideoSettings` (the prompt is
 * the writer's). The preset topic, if any, picks the music's mood when music is 'auto'; the
 * narration's language is English when absent.
 */
export type RenderSettings = Omit<VideoSettings, 'customPrompt'>;

export interface MusicOptions {
  /** A bundled track id, 'auto' (by the story's mood) or 'none'. Default 'auto'. */
  track?: string;
  /** 0-1, the music's level between sentences; it ducks under the voice. Default 0.5. */
  volume?: number;
}

export interface RenderOptions {
  captions?: CaptionOptionsInput;
  music?: MusicOptions;
  /** A closing shot with a line of text; off by default (compose/end-card.ts). */
  endCard?: Partial<EndCardOptions>;
  /** x264 preset; default veryfast. */
  preset?: string;
  /**
   * A preview: the same voice, pictures and captions (drawn at the full size and cached, so the
   * final render reuses them), put together at PREVIEW_SHORT_SIDE px on the short side with the
   * fastest x264 preset and marked PREVIEW (docs/decisions/0052-preview-and-revisions.md).
   */
  preview?: boolean;
}

export interface RenderRequest {
  story: Story;
  settings: RenderSettings;
  options?: RenderOptions;
  /** Where per-scene artifacts are kept between renders (voice, images, captions). */
  cacheDir: string;
  /**
   * A cache shared by every machine behind `cacheDir`: a local miss is fetched from it before
   * anything is made, and what is made is saved to it. Its errors fail the render.
   */
  artifactStore?: ArtifactStore;
  /** Scratch space for this render; a temporary folder (removed after) when not given. */
  workDir?: string;
  outPath: string;
  /** Default: `outPath` with .jpg. */
  thumbnailPath?: string;
  seed?: number;
  /** The local path of an uploaded image by id, for scenes with an `imageId` (sceneImage). */
  uploadedImage?: (imageId: string) => Promise<string>;
  signal?: AbortSignal;
  onProgress?: (progress: RenderProgress) => void;
  /** What went wrong without failing the render (e.g. word timing fell back); default console.warn. */
  onWarning?: (message: string) => void;
}

export interface RenderTimings {
  voiceMs: number;
  imagesMs: number;
  captionsMs: number;
  composingMs: number;
  totalMs: number;
}

export interface RenderResult {
  videoPath: string;
  thumbnailPath: string;
  durationSeconds: number;
  timings: RenderTimings;
  /** Cache hits and misses per artifact kind (voice, image, captions). */
  cache: Record<string, { hits: number; misses: number }>;
  timeline: Timeline;
  /** The soundtrack's loudness, true peak and music bed, measured on its PCM (0014). */
  audio: FinishedMix['report'];
  /**
   * The scenes whose voice or picture the built-in provider made because the remote one failed
   * after its retries (empty when none did), in scene order.
   */
  fallbacks: SceneFallback[];
}

export interface RenderDeps {
  voice: VoiceProvider;
  illustrator: Illustrator;
  tools: MediaTools;
  /**
   * The built-in providers that stand in, scene by scene, for a remote voice or illustrator
   * that still fails after its retries. None: such a failure fails the render.
   */
  fallback?: { voice: VoiceProvider; illustrator: Illustrator } | undefined;
  /** x264's preset when the request names none (RENDER_PRESET); `veryfast` when unset. */
  preset?: string | undefined;
}
