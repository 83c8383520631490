/**
 * Several consecutive pieces in one ffmpeg run (a preview: docs/decisions/0052). At 360 px a
 * piece's own work is small next to what every run pays again: starting ffmpeg, decoding and
 * upscaling its stills (a still is read by its body and both transitions next to it), setting
 * up libass and x264. One graph decodes each still once, splits it between the pieces that
 * show it, joins the pieces with the concat filter, then lays the captions over the whole run.
 * The final keeps one run per piece: its pieces are cached one by one for cheap edits.
 */
import {
  OVERLAY_YUV,
  finishChains,
  graphEncodeArgs,
  parallaxShot,
  pieceChains,
  prepareStill,
  segmentFrames,
} from './graph.js';
import type { FrameSize, SceneClip, SegmentPart, StillSource } from './graph.js';

export interface RunSpec {
  width: number;
  height: number;
  /** The size the video is designed at (SegmentSpec.design). */
  design?: FrameSize | undefined;
  scenes: readonly SceneClip[];
  /** Consecutive pieces of segmentPlan(scenes), in order. */
  pieces: readonly { index: number; part: SegmentPart }[];
  /** An ASS file with the run's captions, times from the run's first frame. */
  subtitlesPath?: string | undefined;
  fontsDir?: string | undefined;
  preset?: string | undefined;
  crf?: number | undefined;
  /** x264's threads (SegmentSpec.threads). */
  threads?: number | undefined;
  outPath: string;
}

/**
 * The plan's pieces in `runs` consecutive groups of about the same number of frames, or one
 * group a piece when `runs` is unset.
 */
export function groupPieces(
  scenes: readonly SceneClip[],
  plan: readonly { index: number; part: SegmentPart }[],
  runs?: number,
): { index: number; part: SegmentPart }[][] {
  if (runs === undefined) return plan.map((piece) => [piece]);
  const frames = plan.map(({ index, part }) => {
    const { from, to } = segmentFrames(scenes, index, part);
    return to - from;
  });
  const total = frames.reduce((a, b) => a + b, 0);
  const groups: { index: number; part: SegmentPart }[][] = [[]];
  let sum = 0;
  plan.forEach((piece, k) => {
    const group = groups.at(-1)!;
    // A new group once this one has its share (never an empty one).
    if (group.length > 0 && groups.length < runs && sum >= (groups.length * total) / runs) {
      groups.push([piece]);
    } else group.push(piece);
    sum += frames[k]!;
  });
  return groups;
}

/** The run's first and last (exclusive) frame on the output timeline. */
export function runFrames(spec: Pick<RunSpec, 'scenes' | 'pieces'>): { from: number; to: number } {
  const first = spec.pieces[0];
  const last = spec.pieces.at(-1);
  if (first === undefined || last === undefined) throw new RangeError('A run needs a piece');
  return {
    from: segmentFrames(spec.scenes, first.index, first.part).from,
    to: segmentFrames(spec.scenes, last.index, last.part).to,
  };
}

/** The files a run reads, in input order: each still and each overlay once. */
export function runInputs(
  spec: Pick<RunSpec, 'scenes' | 'pieces' | 'width' | 'height' | 'design'>,
): string[] {
  const inputs: string[] = [];
  const add = (path: string | undefined) => {
    if (path !== undefined && !inputs.includes(path)) inputs.push(path);
  };
  for (const { index, part } of spec.pieces) {
    if (part === 'crossfade') add(spec.scenes[index - 1]?.imagePath);
    add(spec.scenes[index]?.imagePath);
  }
  for (const { index } of spec.pieces) add(spec.scenes[index]?.overlayPath);
  for (const { index, part } of spec.pieces) {
    if (part === 'body' && deepBody(spec, index)) {
      add(spec.scenes[index]?.planes?.back);
      add(spec.scenes[index]?.planes?.front);
    }
  }
  return inputs;
}

/** Whether scene `index`'s body has a parallax shot (its planes are then inputs). */
function deepBody(spec: Pick<RunSpec, 'scenes' | 'width' | 'height' | 'design'>, index: number) {
  return parallaxShot({ ...spec, index }) !== undefined;
}

/** The run as one filter graph: stills prepared once and split, pieces concatenated, `[v]`. */
export function buildRunGraph(spec: RunSpec): string {
  const { scenes, pieces } = spec;
  const inputs = runInputs(spec);
  // Who reads each input, in order: still k's j-th reader gets `[s<k>_<j>]`.
  const readers = inputs.map(() => 0);
  const take = (path: string | undefined): string => {
    const k = path === undefined ? -1 : inputs.indexOf(path);
    if (k < 0) throw new RangeError(`No input ${path}`);
    return `[s${k}_${readers[k]!++}]`;
  };
  const chains: string[] = [];
  const labels: string[] = [];
  pieces.forEach(({ index, part }, j) => {
    const scene = scenes[index];
    if (scene === undefined) throw new RangeError(`No scene ${index}`);
    const previous: StillSource | undefined =
      part === 'crossfade' ? { label: take(scenes[index - 1]?.imagePath) } : undefined;
    const at = `p${j}_`;
    const planes =
      part === 'body' && deepBody(spec, index)
        ? {
            back: { label: take(scene.planes?.back) },
            front: { label: take(scene.planes?.front), filters: 'setsar=1' },
          }
        : undefined;
    chains.push(
      ...pieceChains(
        { ...spec, part, index },
        { label: take(scene.imagePath) },
        previous,
        at,
        planes,
      ),
    );
    if (scene.overlayPath === undefined) labels.push(`[${at}piece]`);
    else {
      // After the move, per piece: each frame still gets its scene's overlay once.
      chains.push(`[${at}piece]${take(scene.overlayPath)}overlay=0:0[${at}framed]`);
      labels.push(`[${at}framed]`);
    }
  });
  // The frame overlays converted once; the front planes as they are (scaled per shot).
  const overlays = new Set(scenes.map((s) => s.overlayPath));
  const fronts = new Set(scenes.map((s) => s.planes?.front));
  const sources = inputs.map((path, k) => {
    const n = readers[k]!;
    const outs = Array.from({ length: n }, (_, j) => `[s${k}_${j}]`).join('');
    const prepare = overlays.has(path)
      ? `${OVERLAY_YUV},`
      : fronts.has(path)
        ? ''
        : `${prepareStill(spec.width, spec.height)},`;
    return `[${k}:v]${prepare}split=${n}${outs}`;
  });
  return [
    ...sources,
    ...chains,
    `${labels.join('')}concat=n=${labels.length}:v=1:a=0[piece]`,
    ...finishChains(undefined, spec.subtitlesPath, spec.fontsDir),
  ].join(';\n');
}

export function runArgs(spec: RunSpec, graphPath: string): string[] {
  const { from, to } = runFrames(spec);
  return graphEncodeArgs(runInputs(spec), graphPath, to - from, spec);
}
