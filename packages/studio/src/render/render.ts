import { ASPECT_RATIO_DETAILS, DURATION_DETAILS, endCardSchema } from '@reelsmith/contract';
import type { Story, VideoSettings } from '@reelsmith/contract';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { mixNarration } from '../audio/mixer.js';
import type { FinishedMix } from '../audio/mixer.js';
import {
  MASTER_RATE,
  durationOf,
  encodeWav,
  parseWav,
  resample,
  trimSilence,
} from '../audio/pcm.js';
import { fitTimeline, frameLayout } from '../audio/timeline.js';
import type { Timeline } from '../audio/timeline.js';
import { assDocument, captionEvents, clipEvents } from '../captions/ass.js';
import type { CaptionEvent } from '../captions/ass.js';
import { captionOptionsSchema } from '../captions/caption-options.js';
import type { CaptionOptionsInput } from '../captions/caption-options.js';
import { prepareFontsDir } from '../captions/fonts.js';
import { sceneCaptionOptions } from '../captions/highlight.js';
import { groupPhrases, timeWords } from '../captions/phrases.js';
import { sceneWordTimes } from '../captions/scene-words.js';
import type { CaptionWord } from '../captions/phrases.js';
import { endCardFrames, narrationRange } from '../compose/end-card.js';
import type { EndCardOptions } from '../compose/end-card.js';
import { runTool } from '../compose/ffmpeg.js';
import type { MediaTools } from '../compose/ffmpeg.js';
import {
  FPS,
  MOTIONS,
  buildSegmentGraph,
  concatList,
  muxArgs,
  segmentArgs,
  segmentFrames,
  segmentPlan,
} from '../compose/graph.js';
import type { SceneClip, SegmentSpec } from '../compose/graph.js';
import type { Illustrator } from '../images/illustrator.js';
import { loopTo, renderLoop } from '../music/synth.js';
import { trackById, trackForMood } from '../music/tracks.js';
import type { MusicTrack } from '../music/tracks.js';
import { createRandom } from '../random.js';
import { inferMood } from '../story/topics.js';
import type { VoiceProvider } from '../voice/voice.js';
import { ArtifactCache, contentKey, getOrCreateFile, mapLimit } from './cache.js';
import type { ArtifactStore } from './cache.js';
import { endCardSegment, writeThumbnail } from './hook-and-end.js';
import { withHookTitle } from '../compose/title-card.js';
import { createProgress } from './progress.js';
import { orFallback } from './fallback.js';
import type { SceneFallback } from './fallback.js';
import { sceneImageOrFallback } from './scene-image.js';
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
  /**
   * The scenes whose voice or picture the built-in provider made because the remote one failed
   * after its retries (empty when none did), in scene order.
   */
  fallbacks: SceneFallback[];
  /** The soundtrack's loudness, true peak and music bed, measured on its PCM (0014). */
  audio: FinishedMix['report'];
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
}

function sceneFallbacks(
  reasons: Map<number, string>,
  scene: number,
  role: SceneFallback['role'],
): SceneFallback[] {
  const reason = reasons.get(scene);
  return reason === undefined ? [] : [{ scene, role, reason }];
}

const musicLoops = new Map<string, { left: Float32Array; right: Float32Array }>();

function musicLoop(track: MusicTrack): { left: Float32Array; right: Float32Array } {
  let loop = musicLoops.get(track.id);
  if (loop === undefined) {
    loop = renderLoop(track, MASTER_RATE);
    musicLoops.set(track.id, loop);
  }
  return loop;
}

export function chooseTrack(
  story: Story,
  settings: RenderSettings,
  music: MusicOptions = {},
): MusicTrack | undefined {
  const wanted = music.track ?? 'auto';
  if (wanted === 'none') return undefined;
  if (wanted !== 'auto') {
    const track = trackById(wanted);
    if (track === undefined) throw new RangeError(`Unknown music track "${wanted}"`);
    return track;
  }
  const text = `${story.title} ${story.scenes.map((s) => s.narration).join(' ')}`;
  return trackForMood(inferMood(text, settings.topic, settings.language ?? 'en'));
}

/**
 * Story to MP4: VOICE (per scene, fitted to the duration), IMAGES (per scene), CAPTIONS (per
 * scene), COMPOSING (one ffmpeg run). Each scene artifact is cached by a hash of its inputs,
 * so an edit to one scene re-synthesizes, redraws and re-times only that scene.
 */
export async function renderVideo(deps: RenderDeps, request: RenderRequest): Promise<RenderResult> {
  const started = performance.now();
  const { story, settings, signal } = request;
  const language = settings.language ?? 'en';
  // In cache keys: absent for English, so what was cached before languages is still found.
  const languageKey = language === 'en' ? undefined : language;
  const { width, height } = ASPECT_RATIO_DETAILS[settings.aspectRatio];
  const captions = captionOptionsSchema.parse(request.options?.captions ?? {});
  const endCard = endCardSchema.parse(request.options?.endCard ?? {});
  const seed = request.seed ?? 1;
  const cache = new ArtifactCache(request.cacheDir, request.artifactStore);
  const report = createProgress(request.onProgress);
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
  try {
    // VOICE: synthesize each scene, measure, fit the total into the duration's range.
    report('VOICE', 0);
    let t = performance.now();
    let rate = 1;
    let clips: {
      samples: Float32Array;
      key: string;
      wav: Buffer;
      offset: number;
      provider: VoiceProvider;
    }[] = [];
    let timeline: Timeline | undefined;
    // Scenes the built-in voice reads because the remote one failed: it keeps reading them in
    // the later fitting passes (asking the remote again would only fail slowly again).
    const voiceFallbacks = new Map<number, string>();
    const speakWith = async (provider: VoiceProvider, text: string) => {
      const key = contentKey({
        v: provider.id,
        voice: settings.voice,
        language: languageKey,
        rate,
        text,
      });
      const { data } = await cache.getOrCreate('voice', key, 'wav', async () => {
        const clip = await provider.speak(text, settings.voice, { rate, language, signal });
        return clip.wav;
      });
      return { data, key, provider };
    };
    for (let pass = 0; pass < 4 && timeline === undefined; pass++) {
      let done = 0;
      clips = await mapLimit(story.scenes, 2, async (scene, i) => {
        const fallback = deps.fallback?.voice;
        const standIn = fallback && (() => speakWith(fallback, scene.narration));
        let spoken: { data: Buffer; key: string; provider: VoiceProvider };
        if (standIn !== undefined && voiceFallbacks.has(i)) {
          spoken = await standIn();
        } else {
          const made = await orFallback(
            'voice',
            () => speakWith(deps.voice, scene.narration),
            standIn,
            signal,
          );
          if (made.fallback !== undefined) voiceFallbacks.set(i, made.fallback);
          spoken = made.value;
        }
        const { data, key, provider } = spoken;
        report('VOICE', (++done / story.scenes.length) * 0.8);
        const pcm = trimSilence(resample(parseWav(data), MASTER_RATE));
        return { samples: pcm.samples, key, wav: data, offset: pcm.offset, provider };
      });
      const fit = fitTimeline(
        clips.map((c) => durationOf({ rate: MASTER_RATE, samples: c.samples })),
        rate,
        narrationRange(DURATION_DETAILS[settings.duration], endCard),
      );
      if ('timeline' in fit) timeline = fit.timeline;
      else rate = fit.resynthesizeAt;
    }
    if (timeline === undefined) throw new Error('Could not fit the narration to the duration');
    const fitted = timeline;
    const speech = clips.map((c) => c.samples.length / MASTER_RATE);
    const layout = frameLayout(speech, fitted, FPS);
    // The end card's frames follow the last scene; the music plays on under them.
    const totalFrames = layout.totalFrames + endCardFrames(endCard);
    const totalSeconds = totalFrames / FPS;
    const track = chooseTrack(story, settings, request.options?.music);
    const mix = mixNarration({
      rate: MASTER_RATE,
      voice: clips.map((c, i) => ({ start: layout.voiceStarts[i] ?? 0, samples: c.samples })),
      music: track === undefined ? undefined : loopTo(musicLoop(track), MASTER_RATE, totalSeconds),
      musicVolume: request.options?.music?.volume ?? 0.5,
      totalSeconds,
    });
    const audioPath = join(workDir, 'audio.wav');
    await writeFile(audioPath, encodeWav(MASTER_RATE, mix.left, mix.right));
    report('VOICE', 1);
    timings.voiceMs = performance.now() - t;
    signal?.throwIfAborted();

    // IMAGES: one picture per scene at the output size (sceneImage: what the editor's preview
    // shows), seeded by the scene's own prompt and variant so an edit elsewhere does not redraw
    // it; an uploaded image is cover-fitted instead.
    t = performance.now();
    report('IMAGES', 0);
    let drawn = 0;
    const imageFallbacks = new Map<number, string>();
    const images = await mapLimit(story.scenes, 2, async (scene, i) => {
      const made = await sceneImageOrFallback(
        { primary: deps.illustrator, fallback: deps.fallback?.illustrator },
        cache,
        {
          scene,
          style: settings.artStyle,
          width,
          height,
          seed,
          styleGuide: story.styleGuide,
          uploadedImage: request.uploadedImage,
          signal,
        },
      );
      if (made.fallback !== undefined) imageFallbacks.set(i, made.fallback);
      report('IMAGES', ++drawn / story.scenes.length);
      return made.path;
    });
    timings.imagesMs = performance.now() - t;
    signal?.throwIfAborted();

    // CAPTIONS: word times per scene (cached), then phrases and one ASS file for libass.
    t = performance.now();
    report('CAPTIONS', 0);
    let events: CaptionEvent[] | undefined;
    if (captions.enabled) {
      events = [];
      for (const [i, scene] of story.scenes.entries()) {
        const clip = clips[i];
        const key = contentKey({
          text: scene.narration,
          speech: speech[i]?.toFixed(4),
          voice: clip?.key,
          language: languageKey,
          timing: clip?.provider.wordTimingId,
        });
        // Cached: a remote voice's transcription is paid once per clip.
        const { data } = await cache.getOrCreate('captions', key, 'json', async () => {
          // The voice that made the clip times it (the built-in one for a scene that fell back).
          const words: CaptionWord[] = clip
            ? await sceneWordTimes(
                clip.provider,
                {
                  text: scene.narration,
                  voice: settings.voice,
                  rate,
                  wav: clip.wav,
                  offset: clip.offset,
                  speech: speech[i] ?? 0,
                  language,
                },
                { signal, warn: request.onWarning ?? console.warn },
              )
            : timeWords(scene.narration, 0, speech[i] ?? 0, language);
          return Buffer.from(JSON.stringify(words));
        });
        const offset = layout.voiceStarts[i] ?? 0;
        const words = (JSON.parse(data.toString('utf8')) as CaptionWord[]).map((w) => ({
          ...w,
          start: w.start + offset,
          end: w.end + offset,
        }));
        // Events per scene, inside the scene (so an edit elsewhere leaves them alone) and up to
        // its cuts (no blink); the default style's highlight picked for the scene's picture.
        const sceneOptions = await sceneCaptionOptions(captions, images[i] ?? '', {
          width,
          height,
          aspect: settings.aspectRatio,
        });
        const last = i === story.scenes.length - 1;
        events.push(
          ...captionEvents(groupPhrases(words), sceneOptions, {
            from: i === 0 ? undefined : (layout.startFrames[i] ?? 0) / FPS,
            to: last ? undefined : (layout.startFrames[i + 1] ?? 0) / FPS,
          }),
        );
      }
    }
    // Also for the hook title and the end card, which are drawn with the bundled fonts.
    const fontsDir = await prepareFontsDir(request.cacheDir);
    report('CAPTIONS', 1);
    timings.captionsMs = performance.now() - t;
    signal?.throwIfAborted();

    // COMPOSING: one cached video segment per scene (crossfade into it + its body, captions
    // burned in), then the segments joined without re-encoding and the audio added.
    t = performance.now();
    report('COMPOSING', 0);
    const hook = {
      title: story.title,
      aspect: settings.aspectRatio,
      width,
      height,
      captionsPosition: captions.enabled ? captions.position : undefined,
    };
    const motionRandom = createRandom(seed).fork('motion');
    const scenes: SceneClip[] = images.map((imagePath, i) => ({
      imagePath,
      startFrame: layout.startFrames[i] ?? 0,
      endFrame: layout.startFrames[i + 1] ?? layout.totalFrames,
      motion: motionRandom.pick(MOTIONS),
    }));
    const plan = segmentPlan(scenes);
    const done = plan.map(() => 0);
    const reportFrames = (): void =>
      report('COMPOSING', (0.95 * done.reduce((a, b) => a + b, 0)) / layout.totalFrames);
    // Two pieces at once keep both cores busy while each one's zoompan runs single-threaded
    // (measured: 36 s vs 45 s one at a time for a 49 s video).
    const segments = await mapLimit(plan, 2, async ({ index: i, part }, p) => {
      const { from, to } = segmentFrames(scenes, i, part);
      let subtitlesPath: string | undefined;
      const captionsAss =
        events === undefined
          ? undefined
          : assDocument(clipEvents(events, from / FPS, to / FPS), captions, {
              width,
              height,
              aspect: settings.aspectRatio,
            });
      // The hook: the title over the first shot (compose/title-card.ts).
      const ass = withHookTitle(captionsAss, hook, from / FPS, to / FPS);
      if (ass !== undefined) {
        subtitlesPath = (
          await cache.getOrCreate('ass', contentKey({ ass }), 'ass', async () => Buffer.from(ass))
        ).path;
      }
      const spec: SegmentSpec = {
        part,
        width,
        height,
        scenes,
        index: i,
        subtitlesPath,
        fontsDir,
        outPath: 'OUT',
        preset: request.options?.preset,
      };
      const graph = buildSegmentGraph(spec);
      const key = contentKey({
        graph,
        args: segmentArgs(spec, 'GRAPH'),
        ffmpeg: deps.tools.ffmpeg,
      });
      const { path } = await getOrCreateFile(cache, 'segment', key, 'mp4', async (temp) => {
        const graphPath = join(workDir, `segment-${p}.txt`);
        await writeFile(graphPath, graph);
        await runTool(deps.tools.ffmpeg, segmentArgs({ ...spec, outPath: temp }, graphPath), {
          signal,
          onProgressSeconds: (s) => {
            done[p] = Math.min(to - from, s * FPS);
            reportFrames();
          },
        });
      });
      done[p] = to - from;
      reportFrames();
      return path;
    });
    if (endCard.enabled) {
      segments.push(
        await endCardSegment(cache, deps.tools, {
          card: endCard,
          lastImage: images.at(-1) ?? '',
          size: { width, height, aspect: settings.aspectRatio },
          fontsDir,
          workDir,
          preset: request.options?.preset,
          signal,
        }),
      );
    }
    signal?.throwIfAborted();
    const listPath = join(workDir, 'segments.txt');
    await writeFile(listPath, concatList(segments));
    await mkdir(dirname(request.outPath), { recursive: true });
    try {
      await runTool(deps.tools.ffmpeg, muxArgs(listPath, audioPath, totalFrames, request.outPath), {
        signal,
      });
    } catch (error) {
      await rm(request.outPath, { force: true });
      throw error;
    }
    const thumbnailPath =
      request.thumbnailPath ?? request.outPath.replace(/\.[^./]+$/, '') + '.jpg';
    // The finished video's first frame: the hook title over the first shot, its colours kept.
    await writeThumbnail(deps.tools, {
      videoPath: request.outPath,
      thumbnailPath,
      width,
      height,
      workDir,
      signal,
    });
    report('COMPOSING', 1);
    timings.composingMs = performance.now() - t;
    timings.totalMs = performance.now() - started;
    return {
      videoPath: request.outPath,
      thumbnailPath,
      durationSeconds: totalSeconds,
      timings,
      cache: cache.stats,
      timeline: fitted,
      audio: mix.report,
      fallbacks: story.scenes.flatMap((_, scene) => [
        ...sceneFallbacks(voiceFallbacks, scene, 'voice'),
        ...sceneFallbacks(imageFallbacks, scene, 'image'),
      ]),
    };
  } finally {
    if (ownWorkDir) await rm(workDir, { recursive: true, force: true });
  }
}
