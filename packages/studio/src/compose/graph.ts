/**
 * The composition as data: ffmpeg's filter graph and argument list from pure functions.
 * Sticks to filters that both Debian's ffmpeg 5.x and the npm static build (about 4.1) have:
 * zoompan, scale, split, fade, overlay, concat, format, subtitles. No xfade (4.1 lacks it):
 * crossfades are a short overlay of the next scene fading in over the previous one.
 * The video is made per scene segment (cached: an edit re-encodes only what it touched), then
 * the segments are joined without re-encoding and the audio is added.
 * See docs/decisions/0011-ffmpeg-graph.md.
 */

export const FPS = 30;
/** Crossfade length in frames (0.4 s). */
export const TRANSITION_FRAMES = 12;

export interface Motion {
  /** Zoom at the first and last frame of the scene (1 = whole picture). */
  zoomFrom: number;
  zoomTo: number;
  /** Where the crop window sits, 0..1 of the free room, at the first and last frame. */
  xFrom: number;
  xTo: number;
  yFrom: number;
  yTo: number;
}

export interface SceneClip {
  imagePath: string;
  /** First and last (exclusive) frame of the scene on the output timeline. */
  startFrame: number;
  endFrame: number;
  motion: Motion;
}

/**
 * A piece of the video (0011): the crossfade into scene `index` (12 frames) or that scene's
 * body (the rest of it, up to where the next crossfade begins).
 */
export type SegmentPart = 'crossfade' | 'body';

export interface SegmentSpec {
  part: SegmentPart;
  width: number;
  height: number;
  /** The whole timeline; the piece belongs to `scenes[index]` (a crossfade needs index > 0). */
  scenes: readonly SceneClip[];
  index: number;
  /** An ASS file with this segment's captions, times relative to the segment's start. */
  subtitlesPath?: string | undefined;
  /** A folder of font files for libass (bundled fonts, so no system font is needed). */
  fontsDir?: string | undefined;
  outPath: string;
  /** x264 preset; `veryfast` by default (field notes: best time for the quality here). */
  preset?: string | undefined;
  crf?: number | undefined;
}

/** Seeded motions a scene can get: slow zoom in or out, pans with a little zoom. */
export const MOTIONS: readonly Motion[] = [
  { zoomFrom: 1.0, zoomTo: 1.14, xFrom: 0.5, xTo: 0.5, yFrom: 0.5, yTo: 0.45 },
  { zoomFrom: 1.14, zoomTo: 1.0, xFrom: 0.5, xTo: 0.5, yFrom: 0.4, yTo: 0.5 },
  { zoomFrom: 1.12, zoomTo: 1.12, xFrom: 0.1, xTo: 0.9, yFrom: 0.5, yTo: 0.5 },
  { zoomFrom: 1.12, zoomTo: 1.12, xFrom: 0.9, xTo: 0.1, yFrom: 0.5, yTo: 0.5 },
  { zoomFrom: 1.06, zoomTo: 1.16, xFrom: 0.3, xTo: 0.6, yFrom: 0.8, yTo: 0.3 },
  { zoomFrom: 1.16, zoomTo: 1.06, xFrom: 0.6, xTo: 0.4, yFrom: 0.2, yTo: 0.7 },
];

function num(value: number): string {
  // Fixed precision keeps the graph text stable (and cache keys and tests exact).
  return Number(value.toFixed(5)).toString();
}

function lerpExpr(from: number, to: number, offset: number, span: number): string {
  if (from === to) return num(from);
  return `${num(from)}+${num(to - from)}*(on+${offset})/${span}`;
}

/**
 * One zoompan over a 2x upscaled still: rendering from twice the size keeps the sub-pixel
 * motion smooth (field notes: 0.2-0.3 px wobble instead of 0.7-0.8 px). `offset` and `count`
 * pick a window of the scene's frames, so the crossfade copies continue the same motion.
 */
export function zoompanFilter(
  motion: Motion,
  span: number,
  offset: number,
  count: number,
  width: number,
  height: number,
): string {
  const z = lerpExpr(motion.zoomFrom, motion.zoomTo, offset, span);
  const x = `(iw-iw/zoom)*(${lerpExpr(motion.xFrom, motion.xTo, offset, span)})`;
  const y = `(ih-ih/zoom)*(${lerpExpr(motion.yFrom, motion.yTo, offset, span)})`;
  return `zoompan=z='${z}':x='${x}':y='${y}':d=${count}:s=${width}x${height}:fps=${FPS}`;
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
export function sceneSpan(scenes: readonly SceneClip[], i: number): number {
  const scene = scenes[i];
  if (scene === undefined) throw new RangeError(`No scene ${i}`);
  const head = i === 0 ? 0 : HALF;
  const tail = i === scenes.length - 1 ? 0 : HALF;
  return scene.endFrame - scene.startFrame + head + tail;
}

/** The piece's first and last (exclusive) frame on the output timeline. */
export function segmentFrames(
  scenes: readonly SceneClip[],
  i: number,
  part: SegmentPart,
): { from: number; to: number } {
  const scene = scenes[i];
  if (scene === undefined) throw new RangeError(`No scene ${i}`);
  if (part === 'crossfade') {
    if (i === 0) throw new RangeError('The first scene has no crossfade into it');
    return { from: scene.startFrame - HALF, to: scene.startFrame + HALF };
  }
  return {
    from: i === 0 ? 0 : scene.startFrame + HALF,
    to: i === scenes.length - 1 ? scene.endFrame : scene.endFrame - HALF,
  };
}

/** The pieces of the whole video in order: body 0, crossfade 1, body 1, crossfade 2, ... */
export function segmentPlan(scenes: readonly SceneClip[]): { index: number; part: SegmentPart }[] {
  return scenes.flatMap((_, index) => [
    ...(index === 0 ? [] : [{ index, part: 'crossfade' as const }]),
    { index, part: 'body' as const },
  ]);
}

/**
 * One piece as a filter graph, captions burned in. A body is scene i's zoompan from its
 * 2x still (input 0). A crossfade is scene i-1's last frames (input 1) with scene i's first
 * frames (input 0) fading in over them, each continuing its own motion. Small pieces keep an
 * edit cheap: changing scene k re-encodes body k and the two crossfades next to it.
 */
export function buildSegmentGraph(spec: SegmentSpec): string {
  const { width: w, height: h, scenes, index: i } = spec;
  const scene = scenes[i];
  if (scene === undefined) throw new RangeError(`No scene ${i}`);
  const first = i === 0;
  const last = i === scenes.length - 1;
  const span = sceneSpan(scenes, i);
  // Convert and upscale once per still.
  const prepare = `format=yuv420p,scale=${2 * w}:${2 * h}:flags=bicubic,setsar=1`;
  const parts: string[] = [];
  if (spec.part === 'body') {
    const bodyStart = first ? 0 : TRANSITION_FRAMES;
    const bodyEnd = last ? span : span - TRANSITION_FRAMES;
    parts.push(
      `[0:v]${prepare},${zoompanFilter(scene.motion, span, bodyStart, bodyEnd - bodyStart, w, h)},setsar=1[piece]`,
    );
  } else {
    const previous = scenes[i - 1];
    if (previous === undefined) throw new RangeError(`No scene ${i - 1}`);
    const prevSpan = sceneSpan(scenes, i - 1);
    parts.push(
      `[1:v]${prepare},${zoompanFilter(previous.motion, prevSpan, prevSpan - TRANSITION_FRAMES, TRANSITION_FRAMES, w, h)},setsar=1[tail]`,
      `[0:v]${prepare},${zoompanFilter(scene.motion, span, 0, TRANSITION_FRAMES, w, h)},format=yuva420p,fade=t=in:s=0:n=${TRANSITION_FRAMES}:alpha=1,setsar=1[head]`,
      `[tail][head]overlay=eof_action=pass[piece]`,
    );
  }
  const captions =
    spec.subtitlesPath === undefined
      ? ''
      : `,subtitles='${escapeFilterPath(spec.subtitlesPath)}'${
          spec.fontsDir === undefined ? '' : `:fontsdir='${escapeFilterPath(spec.fontsDir)}'`
        }`;
  parts.push(`[piece]format=yuv420p${captions},${TO_BT709}[v]`);
  return parts.join(';\n');
}

/**
 * Everything before the last step is BT.601 YUV: swscale turns the RGB stills into YUV with
 * the BT.601 matrix unless told otherwise, and libass blends caption colours with it on both
 * builds. One matrix conversion at the end (the colours' primaries and transfer are sRGB's,
 * i.e. BT.709's, all along) makes the whole frame, captions included, BT.709, which is how
 * players read HD. Measured: about 0.6 ms of CPU a 1080x1920 frame. See 0011.
 */
export const TO_BT709 =
  'colorspace=ispace=bt470bg:space=bt709:iprimaries=bt709:primaries=bt709' +
  ':itrc=bt709:trc=bt709:irange=tv:range=tv,format=yuv420p';

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

function containerArgs(): string[] {
  return ['-fflags', '+bitexact', '-map_metadata', '-1', '-movflags', '+faststart'];
}

/** Encoder settings shared by the render and the benchmark's encoder floor. */
export function encoderArgs(preset = 'veryfast', crf = 23): string[] {
  return [...videoEncoderArgs(preset, crf), ...audioEncoderArgs(), ...containerArgs()];
}

export function segmentArgs(spec: SegmentSpec, graphPath: string): string[] {
  const { from, to } = segmentFrames(spec.scenes, spec.index, spec.part);
  const inputs = [
    spec.scenes[spec.index],
    spec.part === 'crossfade' ? spec.scenes[spec.index - 1] : undefined,
  ];
  return [
    '-hide_banner', '-nostdin', '-y', '-loglevel', 'error',
    '-progress', 'pipe:1', '-nostats',
    // Each still is read once; zoompan makes the scene's frames from it.
    ...inputs.flatMap((s) => (s === undefined ? [] : ['-i', s.imagePath])),
    '-filter_complex_script', graphPath,
    '-map', '[v]', '-an',
    ...videoEncoderArgs(spec.preset, spec.crf),
    '-frames:v', String(to - from),
    '-f', 'mp4', spec.outPath,
  ]; // prettier-ignore
}

/** The concat demuxer's list: segments in order (paths quoted for the demuxer). */
export function concatList(paths: readonly string[]): string {
  return paths.map((p) => `file '${p.replace(/'/g, "'\\''")}'\n`).join('');
}

/**
 * The finished file: segments joined without re-encoding (same encoder settings, each starts
 * on a keyframe), the mixed narration encoded to AAC, moov atom first for streaming.
 */
export function muxArgs(listPath: string, audioPath: string, totalFrames: number, outPath: string) {
  return [
    '-hide_banner', '-nostdin', '-y', '-loglevel', 'error',
    '-f', 'concat', '-safe', '0', '-i', listPath,
    '-i', audioPath,
    '-map', '0:v:0', '-map', '1:a:0',
    '-c:v', 'copy',
    ...audioEncoderArgs(),
    ...containerArgs(),
    '-t', (totalFrames / FPS).toFixed(3),
    outPath,
  ]; // prettier-ignore
}

/** The benchmark's floor: the same encoder re-encoding a finished video with no filters. */
export function reencodeArgs(inPath: string, outPath: string, preset?: string, crf?: number) {
  return [
    '-hide_banner', '-nostdin', '-y', '-loglevel', 'error',
    '-i', inPath, '-map', '0:v', '-map', '0:a',
    ...encoderArgs(preset, crf),
    outPath,
  ]; // prettier-ignore
}
