/**
 * The composition as data: ffmpeg's filter graph and argument list from pure functions.
 * Sticks to filters that both Debian's ffmpeg 5.x and the npm static build (about 4.1) have:
 * zoompan, scale, fade, overlay, format, subtitles. No xfade (4.1 lacks it): transitions are
 * a short overlay of the next scene (fading or sliding in) over the previous one.
 * The video is made per scene segment (cached: an edit re-encodes only what it touched), then
 * the segments are joined without re-encoding and the audio is added (mux.ts).
 * See docs/decisions/0011-ffmpeg-graph.md.
 */

import type { Camera, Shot, Transition } from './shots.js';

export const FPS = 30;
/** Transition length in frames (0.4 s). */
export const TRANSITION_FRAMES = 12;

export interface SceneClip {
  imagePath: string;
  /**
   * A frame-sized RGBA PNG laid over the moving picture (letterbox bars, vignette, grain), so
   * it stays fixed to the frame while the camera moves under it.
   */
  overlayPath?: string | undefined;
  /**
   * The picture in two planes, when its illustrator draws by depth (the built-in): the back
   * (sky to the ground) and the front (the subject and what is before it, transparent
   * elsewhere), each an image of the picture's size. A close-up pan of the scene is then filmed
   * with the front moving faster than the back: parallax (parallaxShot).
   */
  planes?: { back: string; front: string } | undefined;
  /** First and last (exclusive) frame of the scene on the output timeline. */
  startFrame: number;
  endFrame: number;
  /** The scene's shots over its span (sceneSpan), frames counted from the span's start. */
  shots: readonly Shot[];
  /** How the video goes into this scene (ignored for the first). */
  transition: Transition;
}

/**
 * A piece of the video (0011): the transition into scene `index` (12 frames) or that scene's
 * body (the rest of it, all its shots with hard cuts, up to where the next transition begins).
 */
export type SegmentPart = 'crossfade' | 'body';

export interface FrameSize {
  width: number;
  height: number;
}

export interface SegmentSpec {
  part: SegmentPart;
  width: number;
  height: number;
  /** The whole timeline; the piece belongs to `scenes[index]` (a transition needs index > 0). */
  scenes: readonly SceneClip[];
  index: number;
  /** An ASS file with this segment's captions, times relative to the segment's start. */
  subtitlesPath?: string | undefined;
  /** A folder of font files for libass (bundled fonts, so no system font is needed). */
  fontsDir?: string | undefined;
  outPath: string;
  /**
   * The size the video is designed at, when the frame is smaller (a preview): the camera
   * follows the design's windows, scaled to the frame.
   */
  design?: FrameSize | undefined;
  /** x264 preset; `veryfast` by default (field notes: best time for the quality here). */
  preset?: string | undefined;
  crf?: number | undefined;
  /**
   * x264's threads; unset, x264 picks (its frame threads). 1 when another run keeps the other
   * core busy: in ffmpeg 5.1 the graph and the encoder then share one thread, and x264 spends
   * less CPU than with frame threads (compose.ts encoderThreads). Not part of a piece's cache
   * key: it changes x264's choices a little (a few hundred bytes a piece), not the pictures.
   */
  threads?: number | undefined;
}

function num(value: number): string {
  // Fixed precision keeps the graph text stable (and cache keys and tests exact).
  return Number(value.toFixed(5)).toString();
}

/** The still is upscaled this much before zoompan, which places its window on whole pixels. */
export const OVERSAMPLE = 2;

/**
 * A zoom's crop window on the oversampled still, per frame n (0-based), in its pixels:
 * width w0 + dw*n (height in proportion), top-left corner (x0 + dx*n, y0 + dy*n), all whole.
 * zoompan puts the window on whole pixels, so the width changes by a whole number every frame
 * (dw never 0) and the corner moves by whole pixels. A pan (one zoom) is not filmed here but as
 * a crop of the still scaled once (panCrop, 0074).
 */
export interface ShotWindow {
  w0: number;
  dw: number;
  x0: number;
  dx: number;
  y0: number;
  dy: number;
}

const even = (v: number): number => 2 * Math.round(v / 2);
const clamp = (v: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, v));

export function shotWindow(camera: Camera, frames: number, width: number, height: number) {
  const iw = OVERSAMPLE * width;
  const ih = OVERSAMPLE * height;
  if (camera.zoomFrom === camera.zoomTo) {
    throw new RangeError('A pan has no zoom window: it is filmed as a crop (panCrop)');
  }
  const steps = Math.max(1, frames - 1);
  let w0 = clamp(even(iw / Math.max(1, camera.zoomFrom)), 16, iw);
  const target = iw / Math.max(1, camera.zoomTo);
  // Even, and at least 2: the height (in proportion, truncated) then changes every frame too,
  // where 1 left it still every other frame on 16:9 (measured).
  let dw = even((target - w0) / steps);
  if (dw === 0) dw = target < w0 ? -2 : 2;
  // A zoom out never passes the whole picture.
  if (w0 + dw * steps > iw) dw = Math.max(2, 2 * Math.floor((iw - w0) / steps / 2));
  if (w0 + dw * steps > iw) w0 = iw - dw * steps;
  const w1 = w0 + dw * steps;
  const centre = (c: number, size: number, full: number): number =>
    clamp(c * full, size / 2, full - size / 2);
  // The corner moves a whole number of pixels a frame too (the zoom's centre drifts by at most
  // half a pixel a frame instead): rounding each frame's corner made the picture judder.
  const axis = (from: number, to: number, size0: number, size1: number, full: number, step = 1) => {
    const start = centre(from, size0, full) - size0 / 2;
    const end = centre(to, size1, full) - size1 / 2;
    let d = step * Math.round((end - start) / steps / step);
    const bounds = () => ({
      lo: Math.max(0, -d * steps),
      hi: Math.min(full - size0, full - size1 - d * steps),
    });
    // Rounding the speed up may ask for more room than the still has: slow down until it fits.
    while (d !== 0 && bounds().lo > bounds().hi) d -= step * Math.sign(d);
    const { lo, hi } = bounds();
    const at = clamp(start, lo, Math.max(lo, hi));
    return { at: step * Math.floor(at / step), d };
  };
  const x = axis(camera.cxFrom, camera.cxTo, w0, w1, iw);
  const y = axis(camera.cyFrom, camera.cyTo, (ih * (w0 + 0.5)) / iw, (ih * (w1 + 0.5)) / iw, ih, 2);
  return { w0, dw, x0: x.at, dx: x.d, y0: y.at, dy: y.d };
}

/**
 * A pan (a shot at one zoom) as a crop of the still scaled once: the still at `width` x
 * `height` (the frame is a window of it, no resampling a frame), the window's top-left corner at
 * (x0 + dx*n, y0 + dy*n) on frame n, in the frame's own pixels. The window moves a whole, even
 * number of pixels every frame (never 0: no frame stands still; even: 4:2:0's chroma stays on
 * its samples), the same step all along: uniform motion, which is what the oversampled zoompan's
 * sub-pixel windows were for, at a fraction of the cost (docs/decisions/0074-pans-as-crops.md).
 * Undefined for a shot that zooms.
 */
export interface PanCrop {
  width: number;
  height: number;
  x0: number;
  dx: number;
  y0: number;
  dy: number;
}

const evenUp = (v: number): number => 2 * Math.ceil(v / 2);

export function panCrop(
  camera: Camera,
  frames: number,
  width: number,
  height: number,
): PanCrop | undefined {
  if (camera.zoomFrom !== camera.zoomTo) return undefined;
  const steps = Math.max(1, frames - 1);
  const zoom = Math.max(1, camera.zoomFrom);
  let dx = even(((camera.cxTo - camera.cxFrom) * width * zoom) / steps);
  let dy = even(((camera.cyTo - camera.cyFrom) * height * zoom) / steps);
  if (dx === 0 && dy === 0) {
    if (Math.abs(camera.cxTo - camera.cxFrom) >= Math.abs(camera.cyTo - camera.cyFrom)) {
      dx = camera.cxTo < camera.cxFrom ? -2 : 2;
    } else dy = camera.cyTo < camera.cyFrom ? -2 : 2;
  }
  // Room for the travel: the still is enlarged (the shot zooms in a little) when it is short of it.
  const scale = Math.max(
    zoom,
    (width + Math.abs(dx) * steps) / width,
    (height + Math.abs(dy) * steps) / height,
  );
  const sw = evenUp(width * scale);
  const sh = evenUp(height * scale);
  const corner = (c: number, size: number, full: number, d: number): number => {
    const lo = Math.max(0, -d * steps);
    const hi = full - size - Math.max(0, d * steps);
    return 2 * Math.floor(clamp(c * full - size / 2, lo, hi) / 2);
  };
  return {
    width: sw,
    height: sh,
    x0: corner(camera.cxFrom, width, sw, dx),
    dx,
    y0: corner(camera.cyFrom, height, sh, dy),
    dy,
  };
}

/**
 * zoompan's three expressions over frames [offset, offset + count) of a scene's span: each
 * frame follows the shot it falls in, so a hard cut between shots costs nothing (one filter,
 * one ffmpeg run for all of a scene's shots).
 */
export function cameraExpressions(
  shots: readonly Shot[],
  offset: number,
  count: number,
  width: number,
  height: number,
  design?: FrameSize,
) {
  const inWindow = shots.filter((s) => s.from < offset + count && s.from + s.frames > offset);
  if (inWindow.length === 0) throw new RangeError(`No shot covers frame ${offset}`);
  // A smaller frame than the design (a preview) follows the design's windows, scaled: the same
  // framing, where windows of its own would round its slow moves up to whole pixels of its own.
  const k = design === undefined ? 1 : width / design.width;
  const piece = (s: Shot) => {
    const W = design?.width ?? width;
    const H = design?.height ?? height;
    const n = `(on+${offset - s.from})`;
    const lin = (a: number, d: number): string =>
      d === 0 ? num(k * a) : `${num(k * a)}+${num(k * d)}*${n}`;
    const pan = panCrop(s.camera, s.frames, W, H);
    if (pan !== undefined) {
      // The crop's path (a full render's pans), in the oversampled still's pixels.
      const f = (OVERSAMPLE * W) / pan.width;
      return {
        z: `iw/(${num(k * W * f + 0.5)})`,
        x: lin(pan.x0 * f, pan.dx * f),
        y: lin(pan.y0 * f, pan.dy * f),
      };
    }
    const win = shotWindow(s.camera, s.frames, W, H);
    return {
      // The width comes out whole: iw/(w+0.5) makes zoompan's truncated iw/zoom exactly w.
      z: `iw/(${lin(win.w0 + 0.5, win.dw)})`,
      x: lin(win.x0, win.dx),
      y: lin(win.y0, win.dy),
    };
  };
  const parts = inWindow.map((s) => ({ at: s.from - offset, ...piece(s) }));
  const join = (key: 'z' | 'x' | 'y'): string =>
    parts
      .slice(1)
      .reduceRight(
        (rest, p, i) => `if(lt(on,${p.at}),${parts[i]?.[key] ?? ''},${rest})`,
        parts.at(-1)?.[key] ?? '',
      );
  return { z: join('z'), x: join('x'), y: join('y') };
}

/** One zoompan over the oversampled still for frames [offset, offset + count) of the span. */
export function zoompanFilter(
  shots: readonly Shot[],
  offset: number,
  count: number,
  width: number,
  height: number,
  design?: FrameSize,
): string {
  const e = cameraExpressions(shots, offset, count, width, height, design);
  return `zoompan=z='${e.z}':x='${e.x}':y='${e.y}':d=${count}:s=${width}x${height}:fps=${FPS}`;
}

/** Escapes a path for use inside a filter argument (':' '\' and quotes are special). */
export function escapeFilterPath(path: string): string {
  return path.replace(/\\/g, '/').replace(/:/g, '\\:').replace(/'/g, "\\'");
}

const HALF = TRANSITION_FRAMES / 2;

/**
 * Frames scene i is drawn for: from half a transition before its start to half after its end
 * (not before the first frame, not after the last). Only scene-local numbers come out, so a
 * segment whose scene and neighbour did not change has the same graph (and cache key) even
 * when an edit earlier in the story moved it on the timeline.
 */
export function sceneSpan(
  scenes: readonly Pick<SceneClip, 'startFrame' | 'endFrame'>[],
  i: number,
) {
  const scene = scenes[i];
  if (scene === undefined) throw new RangeError(`No scene ${i}`);
  const head = i === 0 ? 0 : HALF;
  const tail = i === scenes.length - 1 ? 0 : HALF;
  return scene.endFrame - scene.startFrame + head + tail;
}

/** The piece's first and last (exclusive) frame on the output timeline. */
export function segmentFrames(
  scenes: readonly Pick<SceneClip, 'startFrame' | 'endFrame'>[],
  i: number,
  part: SegmentPart,
): { from: number; to: number } {
  const scene = scenes[i];
  if (scene === undefined) throw new RangeError(`No scene ${i}`);
  if (part === 'crossfade') {
    if (i === 0) throw new RangeError('The first scene has no transition into it');
    return { from: scene.startFrame - HALF, to: scene.startFrame + HALF };
  }
  return {
    from: i === 0 ? 0 : scene.startFrame + HALF,
    to: i === scenes.length - 1 ? scene.endFrame : scene.endFrame - HALF,
  };
}

/** The pieces of the whole video in order: body 0, transition 1, body 1, transition 2, ... */
export function segmentPlan(scenes: readonly unknown[]): { index: number; part: SegmentPart }[] {
  return scenes.flatMap((_, index) => [
    ...(index === 0 ? [] : [{ index, part: 'crossfade' as const }]),
    { index, part: 'body' as const },
  ]);
}

/** How the incoming picture lies over the outgoing one during a transition. */
function transitionOverlay(transition: Transition, at: string): string {
  const n = TRANSITION_FRAMES;
  if (transition === 'slide') {
    // Slides in from the right, easing out; opaque, so no fade.
    return `[${at}tail][${at}headv]overlay=x='W*pow(1-(n+1)/${n},2)':y=0:eof_action=pass[${at}piece]`;
  }
  return `[${at}tail][${at}heada]overlay=eof_action=pass[${at}piece]`;
}

/**
 * A still as a chain's source: an input's label and the filters that prepare it, or the label
 * of a still already prepared (and split) elsewhere in the graph (compose/run-graph.ts).
 */
export interface StillSource {
  label: string;
  filters?: string | undefined;
}

const from = (still: StillSource): string =>
  still.filters === undefined ? still.label : `${still.label}${still.filters},`;

/**
 * Frames [offset, offset + count) of a scene's span from its (oversampled) still, as 4:2:0:
 * chains ending in `[<label>]`. In a full render each pan is a crop of the still scaled once
 * (panCrop) and the zooms go through zoompan, the stretches joined; a preview (`design`: a
 * smaller frame) films every shot through zoompan, on the same windows, scaled.
 */
export function stillFrames(
  shots: readonly Shot[],
  offset: number,
  count: number,
  width: number,
  height: number,
  design: FrameSize | undefined,
  still: StillSource,
  label: string,
): string[] {
  const end = offset + count;
  const stretches: { from: number; to: number; pan?: { shot: Shot; crop: PanCrop } }[] = [];
  for (const shot of shots) {
    const from = Math.max(offset, shot.from);
    const to = Math.min(end, shot.from + shot.frames);
    if (to <= from) continue;
    const crop =
      design === undefined ? panCrop(shot.camera, shot.frames, width, height) : undefined;
    const last = stretches.at(-1);
    if (crop !== undefined) stretches.push({ from, to, pan: { shot, crop } });
    else if (last !== undefined && last.pan === undefined && last.to === from) last.to = to;
    else stretches.push({ from, to });
  }
  const covered = stretches.reduce((sum, s) => sum + s.to - s.from, 0);
  if (stretches[0]?.from !== offset || covered !== count) {
    throw new RangeError(`The shots do not cover frames ${offset} to ${end}`);
  }
  const chainOf = (s: (typeof stretches)[number]): string => {
    const frames = s.to - s.from;
    if (s.pan === undefined) {
      return `${zoompanFilter(shots, s.from, frames, width, height, design)},format=yuv420p,setsar=1`;
    }
    const { crop, shot } = s.pan;
    const k = s.from - shot.from;
    const pos = (a: number, d: number): string => (d === 0 ? `${a}` : `'${a + d * k}+${d}*n'`);
    // The scaled still, decoded and scaled once, repeated; the window crops it (no copy).
    return (
      `scale=${crop.width}:${crop.height}:flags=bicubic,format=yuv420p,setsar=1,` +
      `loop=loop=${frames - 1}:size=1:start=0,settb=1/${FPS},setpts=N,` +
      `crop=w=${width}:h=${height}:x=${pos(crop.x0, crop.dx)}:y=${pos(crop.y0, crop.dy)},setsar=1`
    );
  };
  if (stretches.length === 1) return [`${from(still)}${chainOf(stretches[0])}[${label}]`];
  const source = (j: number): string => `[${label}_in${j}]`;
  const part = (j: number): string => `[${label}_${j}]`;
  return [
    `${from(still)}split=${stretches.length}${stretches.map((_, j) => source(j)).join('')}`,
    ...stretches.map((s, j) => `${source(j)}${chainOf(s)}${part(j)}`),
    `${stretches.map((_, j) => part(j)).join('')}concat=n=${stretches.length}:v=1:a=0,setsar=1[${label}]`,
  ];
}

/**
 * Convert and upscale once per still. 4:4:4, not 4:2:0: on subsampled input zoompan puts the
 * window on even pixels only, so a slow pan stood still every other frame (measured).
 */
export function prepareStill(width: number, height: number): string {
  return `${TO_YUV709},format=yuv444p,scale=${OVERSAMPLE * width}:${OVERSAMPLE * height}:flags=bicubic,setsar=1`;
}

/**
 * The moving picture of one piece, before the frame overlay and the captions: chains ending in
 * `[<at>piece]`. A body is scene i's shots (one zoompan, hard cuts) from its oversampled
 * still. A transition is scene i-1's last frames with scene i's first frames coming in over
 * them (a crossfade, a slide, or the crossfade at the end of the previous scene's zoom-through
 * push), each continuing its own shot. `at` prefixes the chains' labels (a graph of several
 * pieces); `still` and `previous` are scene i's and scene i-1's stills.
 */
export function pieceChains(
  spec: Pick<SegmentSpec, 'part' | 'width' | 'height' | 'scenes' | 'index' | 'design'>,
  still: StillSource,
  previous?: StillSource,
  at = '',
  /** The scene's planes, for a body with a parallax shot (parallaxShot). */
  planes?: { back: StillSource; front: StillSource },
): string[] {
  const { width: w, height: h, scenes, index: i, design } = spec;
  const scene = scenes[i];
  if (scene === undefined) throw new RangeError(`No scene ${i}`);
  const span = sceneSpan(scenes, i);
  if (spec.part === 'body') {
    const bodyStart = i === 0 ? 0 : TRANSITION_FRAMES;
    const bodyEnd = i === scenes.length - 1 ? span : span - TRANSITION_FRAMES;
    const deep = parallaxShot(spec);
    if (deep !== undefined) {
      if (planes === undefined) throw new RangeError(`Scene ${i}'s planes are not given`);
      return parallaxBody(spec, still, planes, bodyStart, bodyEnd, deep, at);
    }
    return stillFrames(
      scene.shots,
      bodyStart,
      bodyEnd - bodyStart,
      w,
      h,
      design,
      still,
      `${at}piece`,
    );
  }
  const before = scenes[i - 1];
  if (before === undefined || previous === undefined) throw new RangeError(`No scene ${i - 1}`);
  const prevSpan = sceneSpan(scenes, i - 1);
  const n = TRANSITION_FRAMES;
  return [
    ...stillFrames(before.shots, prevSpan - n, n, w, h, design, previous, `${at}tail`),
    ...stillFrames(scene.shots, 0, n, w, h, design, still, `${at}head`),
    scene.transition === 'slide'
      ? `[${at}head]null[${at}headv]`
      : `[${at}head]format=yuva420p,fade=t=in:s=0:n=${n}:alpha=1[${at}heada]`,
    transitionOverlay(scene.transition, at),
  ];
}

/** How much faster than the back the front plane moves (it is nearer the camera). */
export const PARALLAX = 2;
/** The most the front plane is enlarged to keep its edges out of the frame as it travels. */
const MAX_FRONT_ZOOM = 1.35;

/**
 * Where a body's parallax shot is and how its front plane moves: the first close-up pan of the
 * scene (a horizontal pan at a fixed zoom) that lies wholly inside the body, when the scene has
 * planes. The back plane goes through the shot's own zoompan window; the front plane is scaled
 * once to that window's zoom and laid over it at whole pixels, moving a whole number of pixels
 * a frame (so it never stands still), about PARALLAX times as fast as the back. It lines up with
 * the back at the shot's middle frame, and is enlarged about the frame's centre just enough
 * (nearer things look bigger) that its edges stay out of the frame all the way. Undefined when
 * there is no such shot.
 */
export function parallaxShot(
  spec: Pick<SegmentSpec, 'width' | 'height' | 'scenes' | 'index' | 'design'>,
):
  | {
      from: number;
      frames: number;
      width: number;
      height: number;
      x0: number;
      vx: number;
      y: number;
    }
  | undefined {
  const { scenes, index: i, design } = spec;
  const scene = scenes[i];
  if (scene?.planes === undefined) return undefined;
  const span = sceneSpan(scenes, i);
  const bodyStart = i === 0 ? 0 : TRANSITION_FRAMES;
  const bodyEnd = i === scenes.length - 1 ? span : span - TRANSITION_FRAMES;
  const shot = scene.shots.find(
    (s) =>
      s.kind === 'close' &&
      s.camera.zoomFrom === s.camera.zoomTo &&
      s.from >= bodyStart &&
      s.from + s.frames <= bodyEnd,
  );
  if (shot === undefined || shot.frames < 2) return undefined;
  // In the design's pixels (a preview's frame is smaller: scaled at the end, as its camera is).
  const W = design?.width ?? spec.width;
  const H = design?.height ?? spec.height;
  // The back plane is filmed as the pan's crop (panCrop): the picture scaled once, moving
  // pan.dx pixels a frame.
  const pan = panCrop(shot.camera, shot.frames, W, H);
  if (pan === undefined || pan.dx === 0 || pan.dy !== 0) return undefined;
  // Output pixels per still pixel.
  const sx = pan.width / W;
  const sy = pan.height / H;
  const steps = shot.frames - 1;
  const back = Math.abs(pan.dx);
  // Where the back plane's picture lies at the shot's middle frame (its left, right, top edge).
  const left = -(pan.x0 + (pan.dx * steps) / 2);
  const right = left + pan.width;
  const top = -pan.y0;
  const cx = W / 2;
  const cy = H / 2;
  const slowest = Math.floor(back) + 1;
  for (let speed = Math.max(slowest, Math.round(back * PARALLAX)); speed >= slowest; speed--) {
    // Half the travel each side of the middle, and a pixel for rounding.
    const half = (speed * steps) / 2 + 1;
    const zoom = Math.max(1, (cx + half) / (cx - left), (W - cx + half) / (right - cx));
    if (zoom > MAX_FRONT_ZOOM) continue;
    const vx = pan.dx > 0 ? -speed : speed;
    const k = design === undefined ? 1 : spec.width / design.width;
    return {
      from: shot.from,
      frames: shot.frames,
      width: even(k * W * sx * zoom),
      height: even(k * H * sy * zoom),
      x0: k * Math.round(cx - zoom * (cx - left) - (vx * steps) / 2),
      vx: k * vx,
      y: k * Math.round(cy - zoom * (cy - top)),
    };
  }
  return undefined;
}

/**
 * A body with a parallax shot (parallaxShot): the shots before it and after it from the still,
 * as ever, the parallax shot from the back plane with the front plane laid over it, the three
 * joined. Each frame still goes through one zoompan.
 */
function parallaxBody(
  spec: Pick<SegmentSpec, 'width' | 'height' | 'scenes' | 'index' | 'design'>,
  still: StillSource,
  planes: { back: StillSource; front: StillSource },
  bodyStart: number,
  bodyEnd: number,
  shot: NonNullable<ReturnType<typeof parallaxShot>>,
  at: string,
): string[] {
  const { width: w, height: h, scenes, index: i, design } = spec;
  const shots = scenes[i]!.shots;
  const end = shot.from + shot.frames;
  const stretches = [
    { from: bodyStart, to: shot.from },
    { from: end, to: bodyEnd },
  ].filter((s) => s.to > s.from);
  const chains: string[] = [];
  const labels: string[] = [];
  const stillLabels = stretches.map((_, k) => `[${at}still${k}]`);
  if (stretches.length === 0) chains.push(`${from(still)}nullsink`);
  if (stretches.length === 1) chains.push(`${from(still)}null${stillLabels[0]}`);
  else if (stretches.length === 2) chains.push(`${from(still)}split=2${stillLabels.join('')}`);
  const fromStill = (s: { from: number; to: number }, k: number) =>
    stillFrames(
      shots,
      s.from,
      s.to - s.from,
      w,
      h,
      design,
      { label: stillLabels[k]! },
      `${at}part${k}`,
    );
  const before = stretches.findIndex((s) => s.to === shot.from);
  const after = stretches.findIndex((s) => s.from === end);
  if (before >= 0) {
    chains.push(...fromStill(stretches[before]!, before));
    labels.push(`[${at}part${before}]`);
  }
  chains.push(
    ...stillFrames(shots, shot.from, shot.frames, w, h, design, planes.back, `${at}back`),
    `${from(planes.front)}scale=${shot.width}:${shot.height}:flags=bicubic:${YUV709},format=yuva420p[${at}front]`,
    `[${at}back][${at}front]overlay=x='${num(shot.x0)}+${num(shot.vx)}*n':y=${num(shot.y)}[${at}deep]`,
  );
  labels.push(`[${at}deep]`);
  if (after >= 0) {
    chains.push(...fromStill(stretches[after]!, after));
    labels.push(`[${at}part${after}]`);
  }
  chains.push(`${labels.join('')}concat=n=${labels.length}:v=1:a=0,setsar=1[${at}piece]`);
  return chains;
}

/**
 * The frame overlay (input `overlayInput`, after the move: it stays put while the picture
 * moves under it), the captions and the BT.709 conversion over `[piece]`, ending in `[v]`.
 */
export function finishChains(
  overlayInput: number | undefined,
  subtitlesPath: string | undefined,
  fontsDir: string | undefined,
): string[] {
  const parts: string[] = [];
  let video = '[piece]';
  if (overlayInput !== undefined) {
    parts.push(`[${overlayInput}:v]${OVERLAY_YUV}[overlay]`, `[piece][overlay]overlay=0:0[framed]`);
    video = '[framed]';
  }
  const captions =
    subtitlesPath === undefined
      ? ''
      : `,subtitles='${escapeFilterPath(subtitlesPath)}'${
          fontsDir === undefined ? '' : `:fontsdir='${escapeFilterPath(fontsDir)}'`
        }`;
  parts.push(`${video}format=yuv420p${captions},format=yuv420p[v]`);
  return parts;
}

/**
 * One piece as a filter graph, frame overlay and captions burned in: scene i's still is input
 * 0, a transition's previous still input 1, the overlay the next. Small pieces keep an edit
 * cheap: changing scene k re-encodes body k and the two transitions next to it.
 */
export function buildSegmentGraph(spec: SegmentSpec): string {
  const { width: w, height: h, scenes, index: i } = spec;
  const scene = scenes[i];
  if (scene === undefined) throw new RangeError(`No scene ${i}`);
  const prepare = prepareStill(w, h);
  const crossfade = spec.part === 'crossfade';
  const overlayInput = scene.overlayPath === undefined ? undefined : crossfade ? 2 : 1;
  // The planes come after the overlay (segmentArgs), for a body with a parallax shot only.
  const planesAt = (overlayInput ?? (crossfade ? 1 : 0)) + 1;
  const deep = !crossfade && parallaxShot(spec) !== undefined;
  const parts = pieceChains(
    spec,
    { label: '[0:v]', filters: prepare },
    crossfade ? { label: '[1:v]', filters: prepare } : undefined,
    '',
    deep
      ? {
          back: { label: `[${planesAt}:v]`, filters: prepare },
          front: { label: `[${planesAt + 1}:v]`, filters: 'setsar=1' },
        }
      : undefined,
  );
  parts.push(...finishChains(overlayInput, spec.subtitlesPath, spec.fontsDir));
  return parts.join(';\n');
}

/**
 * RGB to BT.709 YUV, limited range: how every picture enters the graph (a still, a plane, the
 * frame overlay), once, before it is repeated or moved. Every later step works on YUV without
 * a matrix (zoompan, crops, fades, overlays), and libass is given colours written for its
 * BT.601 blend (compose/ass-matrix.ts), so the frames are BT.709 from the start: no conversion
 * per frame at the end (it cost 0.5 ms of CPU a 1080x1920 frame). The stills' primaries and
 * transfer are sRGB's, i.e. BT.709's, all along. See 0011 and 0075.
 */
export const YUV709 = 'out_color_matrix=bt709:out_range=tv';
export const TO_YUV709 = `scale=${YUV709}`;

/** The frame overlay (RGBA) as the overlay filter takes it, converted once (TO_YUV709). */
export const OVERLAY_YUV = `${TO_YUV709},format=yuva420p`;

/** Tags the stream BT.709, limited range: in the H.264 headers, so `-c:v copy` keeps them. */
export function colourArgs(): string[] {
  return [
    '-color_primaries', 'bt709', '-color_trc', 'bt709', '-colorspace', 'bt709',
    '-color_range', 'tv',
  ]; // prettier-ignore
}

export function videoEncoderArgs(preset = 'veryfast', crf = 23): string[] {
  return [
    '-c:v', 'libx264', '-preset', preset, '-crf', String(crf),
    '-profile:v', 'high', '-pix_fmt', 'yuv420p', '-r', String(FPS),
    ...colourArgs(),
    // Same input, same bytes: no encoder version strings or timestamps in the file.
    '-flags:v', '+bitexact',
  ]; // prettier-ignore
}

export function audioEncoderArgs(): string[] {
  return ['-c:a', 'aac', '-b:a', '160k', '-ar', '44100', '-flags:a', '+bitexact'];
}

/**
 * ffmpeg's arguments for one filter-graph encode: the inputs (each read once; zoompan makes
 * the frames from each still), the graph's `[v]` as H.264, exactly `frames` frames, progress
 * on stdout. A piece (segmentArgs) and a preview's run (run-graph.ts) both use it.
 */
export function graphEncodeArgs(
  inputs: readonly string[],
  graphPath: string,
  frames: number,
  spec: Pick<SegmentSpec, 'preset' | 'crf' | 'outPath' | 'threads'>,
): string[] {
  return [
    '-hide_banner', '-nostdin', '-y', '-loglevel', 'error',
    '-progress', 'pipe:1', '-nostats',
    ...inputs.flatMap((path) => ['-i', path]),
    '-filter_complex_script', graphPath,
    '-map', '[v]', '-an',
    ...videoEncoderArgs(spec.preset, spec.crf),
    ...(spec.threads === undefined ? [] : ['-threads', String(spec.threads)]),
    '-frames:v', String(frames),
    '-f', 'mp4', spec.outPath,
  ]; // prettier-ignore
}

export function segmentArgs(spec: SegmentSpec, graphPath: string): string[] {
  const { from, to } = segmentFrames(spec.scenes, spec.index, spec.part);
  const scene = spec.scenes[spec.index];
  const deep = spec.part === 'body' && parallaxShot(spec) !== undefined;
  const inputs = [
    scene?.imagePath,
    spec.part === 'crossfade' ? spec.scenes[spec.index - 1]?.imagePath : undefined,
    scene?.overlayPath,
    deep ? scene?.planes?.back : undefined,
    deep ? scene?.planes?.front : undefined,
  ].filter((path) => path !== undefined);
  return graphEncodeArgs(inputs, graphPath, to - from, spec);
}
