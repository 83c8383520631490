/**
 * The composition as data: ffmpeg's filter graph and argument list from pure functions.
 * Sticks to filters that both Debian's ffmpeg 5.x and the npm static build (about 4.1) have:
 * zoompan, scale, split, fade, overlay, concat, format, subtitles. No xfade (4.1 lacks it):
 * crossfades are a short overlay of the next scene fading in over the previous one.
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

export interface CompositionSpec {
  width: number;
  height: number;
  scenes: readonly SceneClip[];
  audioPath: string;
  /** An ASS file for libass, or undefined for no captions. */
  subtitlesPath?: string | undefined;
  /** A folder of font files for libass (bundled fonts, so no system font is needed). */
  fontsDir?: string | undefined;
  outPath: string;
  /** x264 preset; `veryfast` by default (field notes: best time for the quality here). */
  preset?: string;
  crf?: number;
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

export function buildFilterGraph(spec: CompositionSpec): string {
  const { width: w, height: h, scenes } = spec;
  const half = TRANSITION_FRAMES / 2;
  const parts: string[] = [];
  const order: string[] = [];
  scenes.forEach((scene, i) => {
    const first = i === 0;
    const last = i === scenes.length - 1;
    // The scene is rendered from half a transition before its start to half after its end.
    const from = first ? scene.startFrame : scene.startFrame - half;
    const to = last ? scene.endFrame : scene.endFrame + half;
    const span = to - from;
    const bodyStart = first ? 0 : TRANSITION_FRAMES;
    const bodyEnd = last ? span : span - TRANSITION_FRAMES;
    const outs = ['b', ...(first ? [] : ['h']), ...(last ? [] : ['t'])];
    // Convert and upscale once per still; split only references that single frame.
    parts.push(
      `[${i}:v]format=yuv420p,scale=${2 * w}:${2 * h}:flags=bicubic,setsar=1,split=${outs.length}${outs
        .map((o) => `[${o}${i}]`)
        .join('')}`,
    );
    parts.push(
      `[b${i}]${zoompanFilter(scene.motion, span, bodyStart, bodyEnd - bodyStart, w, h)},setsar=1[body${i}]`,
    );
    if (!first) {
      parts.push(
        `[h${i}]${zoompanFilter(scene.motion, span, 0, TRANSITION_FRAMES, w, h)},format=yuva420p,fade=t=in:s=0:n=${TRANSITION_FRAMES}:alpha=1,setsar=1[head${i}]`,
      );
    }
    if (!last) {
      parts.push(
        `[t${i}]${zoompanFilter(scene.motion, span, span - TRANSITION_FRAMES, TRANSITION_FRAMES, w, h)},setsar=1[tail${i}]`,
      );
    }
  });
  scenes.forEach((_, i) => {
    order.push(`[body${i}]`);
    if (i < scenes.length - 1) {
      parts.push(`[tail${i}][head${i + 1}]overlay=eof_action=pass,format=yuv420p[x${i}]`);
      order.push(`[x${i}]`);
    }
  });
  const captions =
    spec.subtitlesPath === undefined
      ? ''
      : `,subtitles='${escapeFilterPath(spec.subtitlesPath)}'${
          spec.fontsDir === undefined ? '' : `:fontsdir='${escapeFilterPath(spec.fontsDir)}'`
        }`;
  parts.push(`${order.join('')}concat=n=${order.length}:v=1:a=0,format=yuv420p${captions}[v]`);
  return parts.join(';\n');
}

/** Encoder settings shared by the render and the benchmark's encoder floor. */
export function encoderArgs(preset = 'veryfast', crf = 23): string[] {
  return [
    '-c:v', 'libx264', '-preset', preset, '-crf', String(crf),
    '-profile:v', 'high', '-pix_fmt', 'yuv420p', '-r', String(FPS),
    '-c:a', 'aac', '-b:a', '160k', '-ar', '44100',
    // Same input, same bytes: no encoder version strings or timestamps in the file.
    '-fflags', '+bitexact', '-flags:v', '+bitexact', '-flags:a', '+bitexact', '-map_metadata', '-1',
    '-movflags', '+faststart',
  ]; // prettier-ignore
}

export function composeArgs(spec: CompositionSpec, graphPath: string): string[] {
  const total = spec.scenes.at(-1)?.endFrame ?? 0;
  return [
    '-hide_banner', '-nostdin', '-y', '-loglevel', 'error',
    '-progress', 'pipe:1', '-nostats',
    // Each still is read once; zoompan makes the scene's frames from it.
    ...spec.scenes.flatMap((s) => ['-i', s.imagePath]),
    '-i', spec.audioPath,
    '-filter_complex_script', graphPath,
    '-map', '[v]', '-map', `${spec.scenes.length}:a`,
    ...encoderArgs(spec.preset, spec.crf),
    '-frames:v', String(total),
    '-t', (total / FPS).toFixed(3),
    spec.outPath,
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
