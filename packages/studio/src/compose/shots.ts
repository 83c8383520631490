/**
 * Shots: each scene's picture filmed as 2-4 framings of 1.5-4 s (the whole picture, a close-up
 * on its subject, a detail), cut on the narration's sentence or phrase boundaries where there
 * is one, and the transition into each scene chosen by the story's beat. Pure: unit-tested.
 * See docs/decisions/0011-ffmpeg-graph.md.
 */
import type { Random } from '../random.js';

/** A camera move over one shot: zoom (1 = whole picture) and the window's centre (0..1). */
export interface Camera {
  zoomFrom: number;
  zoomTo: number;
  cxFrom: number;
  cxTo: number;
  cyFrom: number;
  cyTo: number;
}

/**
 * wide: the whole picture; close: the subject; punch: a cut to the subject on a sentence's
 * first word; detail: another part of the picture; whip: the fast push of a zoom-through.
 */
export type ShotKind = 'wide' | 'close' | 'punch' | 'detail' | 'whip';

export interface Shot {
  kind: ShotKind;
  /** First frame and frame count, counted from the first frame the scene is drawn. */
  from: number;
  frames: number;
  camera: Camera;
}

/** How the video goes into a scene (the first scene has none). */
export type Transition = 'crossfade' | 'slide' | 'zoom';

/** A spoken word, in frames from the first frame the scene is drawn. */
export interface ShotWord {
  text: string;
  start: number;
}

export interface ShotPlanInput {
  /** Frames the scene is drawn for (its own frames plus half of each transition). */
  span: number;
  /** Frames at each end that belong to a transition piece: no cut falls there. */
  headFrames: number;
  tailFrames: number;
  words: readonly ShotWord[];
  /** The picture's subject, 0..1 of its width and height. */
  subject: { x: number; y: number };
  /** The transition out of the scene: a zoom-through ends it with a fast push. */
  exit?: Transition | undefined;
  random: Random;
}

/** Shots last at most this long on average (a new picture every 3.5 s or sooner). */
export const TARGET_SHOT_FRAMES = 105;
export const MIN_SHOT_FRAMES = 45;
const MAX_SHOTS = 4;
/** How far (frames) a cut may move from its even spacing to land on a boundary. */
const SNAP_FRAMES = 27;
/** A zoom-through's push: its frames and how much tighter it ends. */
export const WHIP_FRAMES = 12;
const WHIP_ZOOM = 1.7;

const clamp = (v: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, v));

/** 2 where a sentence ends before the word, 1 after a phrase's punctuation, else 0. */
function boundaryRank(previous: string): number {
  if (/[.!?…。！？]["'»”’)]*$/.test(previous)) return 2;
  if (/[,;:—–]["'»”’)]*$/.test(previous)) return 1;
  return 0;
}

export interface Cut {
  frame: number;
  /** The shot after the cut begins a sentence. */
  sentence: boolean;
}

/**
 * Where the scene's shots change: about every TARGET_SHOT_FRAMES, each cut moved to the
 * nearest sentence start (else phrase start) within SNAP_FRAMES, a frame before the word.
 */
export function planCuts(input: Omit<ShotPlanInput, 'subject' | 'random' | 'exit'>): Cut[] {
  const { span, headFrames, tailFrames } = input;
  const lo = headFrames + MIN_SHOT_FRAMES / 3;
  const hi = span - tailFrames - MIN_SHOT_FRAMES / 3;
  const count = Math.min(MAX_SHOTS, Math.ceil(span / TARGET_SHOT_FRAMES));
  if (count < 2 || span < 2 * MIN_SHOT_FRAMES) return [];
  const boundaries = input.words.slice(1).map((word, i) => ({
    frame: Math.round(word.start) - 1,
    rank: boundaryRank(input.words[i]?.text ?? ''),
  }));
  const cuts: Cut[] = [];
  let previous = 0;
  for (let k = 1; k < count; k++) {
    const ideal = previous + (span - previous) / (count - k + 1);
    const min = Math.max(previous + MIN_SHOT_FRAMES, lo);
    const max = Math.min(span - (count - k) * MIN_SHOT_FRAMES, hi);
    if (min > max) break;
    const near = boundaries
      .filter((b) => b.rank > 0 && b.frame >= min && b.frame <= max)
      .filter((b) => Math.abs(b.frame - ideal) <= SNAP_FRAMES)
      .sort((a, b) => b.rank - a.rank || Math.abs(a.frame - ideal) - Math.abs(b.frame - ideal));
    const best = near[0];
    const frame = best?.frame ?? Math.round(clamp(ideal, min, max));
    cuts.push({ frame, sentence: best?.rank === 2 });
    previous = frame;
  }
  return cuts;
}

/** The shot's framing by its place in the scene (pure given the random's state). */
function cameraFor(kind: ShotKind, subject: { x: number; y: number }, random: Random): Camera {
  const sx = clamp(subject.x, 0.2, 0.8);
  const sy = clamp(subject.y, 0.2, 0.8);
  const dir = random.next() < 0.5 ? -1 : 1;
  switch (kind) {
    case 'wide': {
      const style = random.int(0, 2);
      if (style === 0) {
        // Push in toward the subject.
        return { zoomFrom: 1, zoomTo: 1.12, cxFrom: 0.5, cxTo: 0.5 + (sx - 0.5) * 0.25,
          cyFrom: 0.5, cyTo: 0.5 + (sy - 0.5) * 0.25 }; // prettier-ignore
      }
      if (style === 1) {
        // Pull out from the subject.
        return { zoomFrom: 1.14, zoomTo: 1.02, cxFrom: 0.5 + (sx - 0.5) * 0.25, cxTo: 0.5,
          cyFrom: 0.5 + (sy - 0.5) * 0.25, cyTo: 0.5 }; // prettier-ignore
      }
      // A pan across the whole picture.
      return { zoomFrom: 1.16, zoomTo: 1.16, cxFrom: 0.5 - 0.06 * dir, cxTo: 0.5 + 0.06 * dir,
        cyFrom: 0.5, cyTo: 0.5 }; // prettier-ignore
    }
    case 'punch':
      // The cut itself is the punch-in; the shot keeps pushing slowly.
      return { zoomFrom: 1.6, zoomTo: 1.72, cxFrom: sx, cxTo: sx, cyFrom: sy, cyTo: sy };
    case 'close':
      // A slow pan across the subject.
      return { zoomFrom: 1.5, zoomTo: 1.5, cxFrom: sx - 0.04 * dir, cxTo: sx + 0.04 * dir,
        cyFrom: sy, cyTo: sy }; // prettier-ignore
    case 'detail': {
      // Another part of the picture, away from the subject, panned vertically.
      const dx = sx < 0.5 ? 0.72 : 0.28;
      return { zoomFrom: 1.85, zoomTo: 1.85, cxFrom: dx, cxTo: dx,
        cyFrom: clamp(sy - 0.025 * dir, 0.2, 0.8), cyTo: clamp(sy + 0.025 * dir, 0.2, 0.8) }; // prettier-ignore
    }
    case 'whip':
      throw new RangeError('A whip continues the shot before it');
  }
}

/** Which framing the k-th shot of a scene gets. */
function kindFor(k: number, cut: Cut | undefined): ShotKind {
  if (k === 0) return 'wide';
  if (k === 1) return cut?.sentence === true ? 'punch' : 'close';
  if (k === 2) return 'detail';
  return 'wide';
}

/** The scene's shots, covering its span frame for frame. */
export function planShots(input: ShotPlanInput): Shot[] {
  const cuts = planCuts(input);
  const edges = [0, ...cuts.map((c) => c.frame), input.span];
  const shots: Shot[] = edges.slice(0, -1).map((from, k) => {
    const kind = kindFor(k, cuts[k - 1]);
    return {
      kind,
      from,
      frames: (edges[k + 1] ?? input.span) - from,
      camera: cameraFor(kind, input.subject, input.random),
    };
  });
  const last = shots.at(-1);
  if (input.exit === 'zoom' && last !== undefined && last.frames > WHIP_FRAMES + 30) {
    // The zoom-through: the last frames push fast into where the shot was heading.
    last.frames -= WHIP_FRAMES;
    const c = last.camera;
    const t = (last.frames - 1) / Math.max(1, last.frames + WHIP_FRAMES - 1);
    const end = {
      zoom: c.zoomFrom + (c.zoomTo - c.zoomFrom) * t,
      cx: c.cxFrom + (c.cxTo - c.cxFrom) * t,
      cy: c.cyFrom + (c.cyTo - c.cyFrom) * t,
    };
    last.camera = { ...c, zoomTo: end.zoom, cxTo: end.cx, cyTo: end.cy };
    shots.push({
      kind: 'whip',
      from: last.from + last.frames,
      frames: WHIP_FRAMES,
      camera: { zoomFrom: end.zoom, zoomTo: end.zoom * WHIP_ZOOM, cxFrom: end.cx,
        cxTo: end.cx, cyFrom: end.cy, cyTo: end.cy }, // prettier-ignore
    });
  }
  return shots;
}

/**
 * The transition into scene `index` of `count`, by the story's beat: the set-up fades, the
 * rising middle slides on, the turn (about two thirds in) zooms through, the ending fades.
 */
export function transitionInto(index: number, count: number): Transition {
  if (index <= 0 || index >= count - 1 || count < 4) return 'crossfade';
  const turn = Math.round((count - 1) * 0.66);
  if (index === turn) return 'zoom';
  return index / (count - 1) < 0.34 ? 'crossfade' : 'slide';
}
