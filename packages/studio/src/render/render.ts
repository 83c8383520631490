import { ASPECT_RATIO_DETAILS, endCardSchema } from '@reelsmith/contract';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { captionOptionsSchema } from '../captions/caption-options.js';
import { endCardFrames } from '../compose/end-card.js';
import { FPS } from '../compose/graph.js';
import { ArtifactCache } from './cache.js';
import type { SceneFallback } from './fallback.js';
import { createProgress } from './progress.js';
import { captionsStage } from './stages/captions.js';
import { composeStage } from './stages/compose.js';
import type { StageContext } from './stages/context.js';
import { mixStage, soundtrackStage } from './stages/mix.js';
import { overlayFile, picturesStage } from './stages/pictures.js';
import { voiceStage } from './stages/voice.js';
import type { RenderDeps, RenderRequest, RenderResult, RenderTimings } from './types.js';

export type {
  MusicOptions,
  RenderDeps,
  RenderOptions,
  RenderRequest,
  RenderResult,
  RenderSettings,
  RenderTimings,
} from './types.js';
export { chooseTrack } from './stages/mix.js';

/** A preview's short side, in pixels (360p). */
export const PREVIEW_SHORT_SIDE = 360;
/** The x264 preset of a preview: the fastest. */
export const PREVIEW_PRESET = 'ultrafast';

/** A preview's frame size: the output's, scaled to PREVIEW_SHORT_SIDE on its short side, even. */
export function previewSize(width: number, height: number): { width: number; height: number } {
  const scale = PREVIEW_SHORT_SIDE / Math.min(width, height);
  const even = (n: number) => Math.max(2, Math.round((n * scale) / 2) * 2);
  return { width: even(width), height: even(height) };
}

function sceneFallbacks(
  reasons: Map<number, string>,
  scene: number,
  role: SceneFallback['role'],
): SceneFallback[] {
  const reason = reasons.get(scene);
  return reason === undefined ? [] : [{ scene, role, reason }];
}

/**
 * Story to MP4 in four stages, each with its own input and output (render/stages/): VOICE
 * (per scene, fitted to the duration, then mixed with the music), IMAGES (per scene),
 * CAPTIONS (per scene), COMPOSING (cached video pieces, joined). Each scene artifact is cached
 * by a hash of its inputs, so an edit to one scene re-synthesizes, redraws and re-times only
 * that scene.
 */
export async function renderVideo(deps: RenderDeps, request: RenderRequest): Promise<RenderResult> {
  const started = performance.now();
  const { story, settings, signal } = request;
  const { width, height } = ASPECT_RATIO_DETAILS[settings.aspectRatio];
  const captions = captionOptionsSchema.parse(request.options?.captions ?? {});
  const endCard = endCardSchema.parse(request.options?.endCard ?? {});
  const seed = request.seed ?? 1;
  const ctx: StageContext = {
    cache: new ArtifactCache(request.cacheDir, request.artifactStore),
    signal,
    report: createProgress(request.onProgress),
  };
  const ownWorkDir = request.workDir === undefined;
  const workDir = request.workDir ?? (await mkdtemp(join(tmpdir(), 'reelsmith-render-')));
  await mkdir(workDir, { recursive: true });
  const timings: RenderTimings = {
    voiceMs: 0,
    imagesMs: 0,
    captionsMs: 0,
    composingMs: 0,
    totalMs: 0,
  };
  const timed = async <T>(key: keyof RenderTimings, run: () => Promise<T>): Promise<T> => {
    const t = performance.now();
    const value = await run();
    timings[key] = performance.now() - t;
    signal?.throwIfAborted();
    return value;
  };
  let soundtrack: Promise<string> | undefined;
  try {
    const { voice, audio } = await timed('voiceMs', async () => {
      const voice = await voiceStage(ctx, {
        story,
        settings,
        voice: deps.voice,
        fallback: deps.fallback?.voice,
        endCard,
      });
      const audio = await mixStage({
        story,
        settings,
        music: request.options?.music,
        voice,
        // The end card's frames follow the last scene; the music plays on under them.
        totalFrames: voice.layout.totalFrames + endCardFrames(endCard),
        workDir,
      });
      ctx.report('VOICE', 1);
      return { voice, audio };
    });
    // Encoded beside everything that follows; awaited by the mux (and below, on a failure).
    const encoding = soundtrackStage(ctx.cache, deps.tools, audio, signal);
    encoding.catch(() => undefined);
    soundtrack = encoding;
    const pictures = await timed('imagesMs', () =>
      picturesStage(ctx, {
        story,
        settings,
        width,
        height,
        seed,
        illustrator: deps.illustrator,
        fallback: deps.fallback?.illustrator,
        uploadedImage: request.uploadedImage,
      }),
    );
    const caption = await timed('captionsMs', () =>
      captionsStage(ctx, {
        story,
        settings,
        captions,
        voice,
        images: pictures.images,
        size: { width, height, aspect: settings.aspectRatio },
        cacheDir: request.cacheDir,
        warn: request.onWarning ?? console.warn,
      }),
    );
    const preview = request.options?.preview === true;
    // A preview composes smaller and faster from the very same (full-size, cached) artifacts.
    const frame = preview ? previewSize(width, height) : { width, height };
    const overlayPath = await overlayFile(ctx.cache, settings.artStyle, frame.width, frame.height);
    const composed = await timed('composingMs', () =>
      composeStage(ctx, {
        tools: deps.tools,
        width: frame.width,
        height: frame.height,
        aspectRatio: settings.aspectRatio,
        seed,
        images: pictures.images,
        overlays: pictures.images.map(() => overlayPath),
        subjects: pictures.subjects,
        planesOf: pictures.planesOf,
        words: caption.words,
        layout: voice.layout,
        totalFrames: voice.layout.totalFrames + endCardFrames(endCard),
        soundtrack: encoding,
        captions,
        events: caption.events,
        fontsDir: caption.fontsDir,
        title: story.title,
        endCard,
        preset: preview ? PREVIEW_PRESET : (request.options?.preset ?? deps.preset),
        previewMark: preview,
        // A preview's pieces are small: two ffmpeg runs in all instead of one a piece.
        runs: preview ? 2 : undefined,
        ...(preview ? { design: { width, height } } : {}),
        workDir,
        outPath: request.outPath,
        thumbnailPath: request.thumbnailPath ?? request.outPath.replace(/\.[^./]+$/, '') + '.jpg',
      }),
    );
    timings.totalMs = performance.now() - started;
    return {
      videoPath: composed.videoPath,
      thumbnailPath: composed.thumbnailPath,
      durationSeconds: (voice.layout.totalFrames + endCardFrames(endCard)) / FPS,
      timings,
      cache: ctx.cache.stats,
      timeline: voice.timeline,
      audio: audio.report,
      fallbacks: story.scenes.flatMap((_, scene) => [
        ...sceneFallbacks(voice.fallbacks, scene, 'voice'),
        ...sceneFallbacks(pictures.fallbacks, scene, 'image'),
      ]),
    };
  } finally {
    // A failure before the mux leaves the encoder running: it reads the work folder's WAV.
    await soundtrack?.catch(() => undefined);
    if (ownWorkDir) await rm(workDir, { recursive: true, force: true });
  }
}
