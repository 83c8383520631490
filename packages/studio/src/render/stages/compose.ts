import type { AspectRatio } from '@reelsmith/contract';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { FrameLayout } from '../../audio/timeline.js';
import { assDocument, clipEvents } from '../../captions/ass.js';
import type { CaptionEvent } from '../../captions/ass.js';
import type { CaptionOptions } from '../../captions/caption-options.js';
import type { EndCardOptions } from '../../compose/end-card.js';
import { runTool } from '../../compose/ffmpeg.js';
import type { MediaTools } from '../../compose/ffmpeg.js';
import {
  FPS,
  parallaxShot,
  TRANSITION_FRAMES,
  buildSegmentGraph,
  segmentArgs,
  sceneSpan,
  segmentPlan,
} from '../../compose/graph.js';
import { concatList, muxArgs } from '../../compose/mux.js';
import { planShots, transitionInto } from '../../compose/shots.js';
import { withPreviewMark } from '../../compose/preview-mark.js';
import { withHookTitle } from '../../compose/title-card.js';
import type { CaptionWord } from '../../captions/phrases.js';
import type { SceneClip, SegmentSpec } from '../../compose/graph.js';
import { buildRunGraph, groupPieces, runArgs, runFrames } from '../../compose/run-graph.js';
import { createRandom } from '../../random.js';
import { contentKey, createFile, mapLimit } from '../cache.js';
import { endCardSegment, storeAss, writeThumbnail } from '../hook-and-end.js';
import type { Subject } from '../subject.js';
import type { StageContext } from './context.js';

export interface ComposeStageInput {
  tools: MediaTools;
  width: number;
  height: number;
  aspectRatio: AspectRatio;
  seed: number;
  /** One picture per scene. */
  images: readonly string[];
  /** A frame-fixed overlay per scene (see SceneClip.overlayPath), laid on after the move. */
  overlays?: readonly (string | undefined)[] | undefined;
  /** Where each picture's subject is (0..1), for the close-ups. */
  subjects: readonly Subject[];
  /**
   * Scene i's picture as a back and a front plane, where it has them: asked only for the
   * scenes whose shots include a parallax shot (graph.ts parallaxShot).
   */
  planesOf?: ((i: number) => Promise<{ back: string; front: string } | undefined>) | undefined;
  /** Each scene's words on the output timeline: shots cut on sentence and phrase starts. */
  words: readonly (readonly CaptionWord[])[];
  layout: FrameLayout;
  /** The whole video's frames: the scenes' and an end card's. */
  totalFrames: number;
  /**
   * The encoded soundtrack (mix.ts soundtrackStage), still being made while the pictures are
   * composed: awaited only for the mux.
   */
  soundtrack: Promise<string>;
  captions: CaptionOptions;
  events?: readonly CaptionEvent[] | undefined;
  fontsDir: string;
  /** The story's title: shown over the first shot (the hook; compose/title-card.ts). */
  title: string;
  endCard: EndCardOptions;
  preset?: string | undefined;
  /**
   * The size the video is designed at when `width` x `height` is smaller (a preview): the
   * camera's windows and the subtitles' layout are the design's, scaled to the frame.
   */
  design?: { width: number; height: number } | undefined;
  /**
   * How many ffmpeg runs share the pieces: unset, one per piece, each cached on its own (an
   * edit re-encodes three); a preview takes 2, one a core (compose/run-graph.ts).
   */
  runs?: number | undefined;
  /** A preview: the word PREVIEW burned over every piece (compose/preview-mark.ts). */
  previewMark?: boolean | undefined;
  workDir: string;
  outPath: string;
  thumbnailPath: string;
}

export interface ComposeStageOutput {
  videoPath: string;
  thumbnailPath: string;
}

/**
 * Each scene's shots and the transition into it. Seeded per scene by the scene's own picture
 * and words, so an edit elsewhere leaves its shots (and its cached pieces) as they were.
 */
export function planScenes(
  input: Pick<ComposeStageInput, 'images' | 'overlays' | 'subjects' | 'words' | 'layout' | 'seed'>,
): SceneClip[] {
  const { layout, images } = input;
  const frames = images.map((_, i) => ({
    startFrame: layout.startFrames[i] ?? 0,
    endFrame: layout.startFrames[i + 1] ?? layout.totalFrames,
  }));
  return images.map((imagePath, i) => {
    const span = sceneSpan(frames, i);
    const head = i === 0 ? 0 : TRANSITION_FRAMES / 2;
    // Word times in frames from the first frame the scene is drawn.
    const origin = (frames[i]?.startFrame ?? 0) - head;
    const words = (input.words[i] ?? []).map((w) => ({
      text: w.text,
      start: w.start * FPS - origin,
    }));
    const random = createRandom(input.seed).fork(
      `shots:${basename(imagePath)}:${words.map((w) => w.text).join(' ')}`,
    );
    return {
      imagePath,
      overlayPath: input.overlays?.[i],
      ...frames[i]!,
      transition: transitionInto(i, images.length),
      shots: planShots({
        span,
        headFrames: i === 0 ? 0 : TRANSITION_FRAMES,
        tailFrames: i === images.length - 1 ? 0 : TRANSITION_FRAMES,
        words,
        subject: input.subjects[i] ?? { x: 0.5, y: 0.5 },
        exit: i + 1 < images.length ? transitionInto(i + 1, images.length) : undefined,
        random,
      }),
    };
  });
}

/**
 * The planned scenes, each whose shots include a parallax shot (a close-up pan inside its body)
 * with its back and front plane, when its picture has them: only those are drawn.
 */
async function withPlanes(
  scenes: SceneClip[],
  input: Pick<ComposeStageInput, 'planesOf' | 'width' | 'height' | 'design'>,
): Promise<SceneClip[]> {
  const { planesOf } = input;
  if (planesOf === undefined) return scenes;
  const asIf = { back: '', front: '' };
  const wanted = (i: number) =>
    parallaxShot({
      width: input.width,
      height: input.height,
      design: input.design,
      index: i,
      scenes: scenes.map((scene, k) => (k === i ? { ...scene, planes: asIf } : scene)),
    }) !== undefined;
  return mapLimit(scenes, 2, async (scene, i) =>
    wanted(i) ? { ...scene, planes: await planesOf(i) } : scene,
  );
}

/**
 * x264's threads for a run of `frames` frames while the other runs still have `others` frames
 * to make: 1 when they keep the other core busy for at least half of it (ffmpeg 5.1 filters
 * and encodes in one thread then, and x264 spends less CPU than with its frame threads:
 * composing the bench's video took 26.9-27.6 s and 52-54 s of CPU this way, 28.4-28.9 s and
 * 56-57 s with x264's own threads; bench/README.md); else x264's own choice, so a run left
 * alone (an edit's body) still uses both cores.
 */
export function encoderThreads(frames: number, others: number): number | undefined {
  return others >= frames / 2 ? 1 : undefined;
}

/**
 * COMPOSING: one cached video segment per piece (the transition into a scene, then its body:
 * all its shots in one ffmpeg run, captions burned in), then the segments joined without
 * re-encoding and the audio added.
 */
export async function composeStage(
  ctx: StageContext,
  input: ComposeStageInput,
): Promise<ComposeStageOutput> {
  const { cache, signal, report } = ctx;
  const { tools, width, height, layout, events, captions, endCard } = input;
  // Captions, the hook title and the marks are laid out at the size the video is designed at
  // (PlayRes): libass scales them to a smaller frame (a preview) as they are on the final.
  const design = input.design ?? { width, height };
  const hook = {
    title: input.title,
    aspect: input.aspectRatio,
    width: design.width,
    height: design.height,
    captionsPosition: captions.enabled ? captions.position : undefined,
  };
  report('COMPOSING', 0);
  const scenes = await withPlanes(planScenes(input), input);
  const plan = segmentPlan(scenes);
  const groups = groupPieces(scenes, plan, input.runs);
  const done = groups.map(() => 0);
  const reportFrames = (): void =>
    report('COMPOSING', (0.95 * done.reduce((a, b) => a + b, 0)) / layout.totalFrames);
  // Each run's graph and cache key, then which runs are cached.
  const runs = await Promise.all(
    groups.map(async (pieces, p) => {
      const { from, to } = runFrames({ scenes, pieces });
      let subtitlesPath: string | undefined;
      const captionsAss =
        events === undefined
          ? undefined
          : assDocument(clipEvents(events, from / FPS, to / FPS), captions, {
              ...design,
              aspect: input.aspectRatio,
            });
      // The hook: the title over the first shot (compose/title-card.ts).
      const hooked = withHookTitle(captionsAss, hook, from / FPS, to / FPS);
      const ass =
        input.previewMark === true ? withPreviewMark(hooked, design, (to - from) / FPS) : hooked;
      if (ass !== undefined) subtitlesPath = await storeAss(cache, tools, ass);
      const common = {
        width,
        height,
        scenes,
        subtitlesPath,
        fontsDir: input.fontsDir,
        ...(input.design === undefined ? {} : { design: input.design }),
        preset: input.preset,
      };
      const one = pieces.length === 1 ? pieces[0] : undefined;
      // One piece: its own graph (the final's, cached piece by piece); several: one run.
      const graph =
        one === undefined
          ? buildRunGraph({ ...common, pieces, outPath: 'OUT' })
          : buildSegmentGraph({ ...common, ...one, outPath: 'OUT' });
      const argsFor = (outPath: string, graphPath: string, threads?: number): string[] =>
        one === undefined
          ? runArgs({ ...common, pieces, outPath, threads }, graphPath)
          : segmentArgs({ ...common, ...one, outPath, threads } satisfies SegmentSpec, graphPath);
      const key = contentKey({ graph, args: argsFor('OUT', 'GRAPH'), ffmpeg: tools.ffmpeg });
      const hit = await cache.find('segment', key, 'mp4');
      if (hit) done[p] = to - from;
      return { p, frames: to - from, graph, argsFor, key, hit };
    }),
  );
  reportFrames();
  // Two runs at once keep both cores busy while each one's zoompan runs single-threaded
  // (measured: 36 s vs 45 s one at a time for a 49 s video). Longest first: the run left
  // alone at the end, with a core idle beside it, is then a short one.
  const missing = runs.filter((run) => !run.hit).sort((a, b) => b.frames - a.frames || a.p - b.p);
  await mapLimit(missing, 2, async (run) => {
    const { p, frames } = run;
    // The other runs' frames still to make (those running and those waiting).
    const others = missing.reduce((sum, r) => (r === run ? sum : sum + r.frames - done[r.p]!), 0);
    await createFile(cache, 'segment', run.key, 'mp4', async (temp) => {
      const graphPath = join(input.workDir, `segment-${p}.txt`);
      await writeFile(graphPath, run.graph);
      await runTool(tools.ffmpeg, run.argsFor(temp, graphPath, encoderThreads(frames, others)), {
        signal,
        onProgressSeconds: (s) => {
          done[p] = Math.min(frames, s * FPS);
          reportFrames();
        },
      });
    });
    done[p] = frames;
    reportFrames();
  });
  const segments = runs.map((run) => cache.pathFor('segment', run.key, 'mp4'));
  if (endCard.enabled) {
    segments.push(
      await endCardSegment(cache, tools, {
        card: endCard,
        lastImage: input.images.at(-1) ?? '',
        size: { width, height, aspect: input.aspectRatio },
        design,
        fontsDir: input.fontsDir,
        workDir: input.workDir,
        preset: input.preset,
        previewMark: input.previewMark,
        signal,
      }),
    );
  }
  signal?.throwIfAborted();
  const listPath = join(input.workDir, 'segments.txt');
  await writeFile(listPath, concatList(segments));
  await mkdir(dirname(input.outPath), { recursive: true });
  const soundtrackPath = await input.soundtrack;
  // The finished video's first frame: the hook title over the first shot, its colours kept.
  // The mux copies the first piece, so its first frame is the video's: made beside the mux.
  const [muxed, thumbnail] = await Promise.allSettled([
    runTool(tools.ffmpeg, muxArgs(listPath, soundtrackPath, input.totalFrames, input.outPath), {
      signal,
    }),
    writeThumbnail(tools, {
      videoPath: segments[0] ?? input.outPath,
      thumbnailPath: input.thumbnailPath,
      width,
      height,
      workDir: input.workDir,
      signal,
    }),
  ]);
  if (muxed.status === 'rejected' || thumbnail.status === 'rejected') {
    await rm(input.outPath, { force: true });
    await rm(input.thumbnailPath, { force: true });
    throw muxed.status === 'rejected' ? muxed.reason : (thumbnail as PromiseRejectedResult).reason;
  }
  report('COMPOSING', 1);
  return { videoPath: input.outPath, thumbnailPath: input.thumbnailPath };
}
