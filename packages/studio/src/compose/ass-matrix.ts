/**
 * Caption colours for frames that are BT.709 from the start (graph.ts TO_YUV709, 0075).
 *
 * libass hands ffmpeg's subtitles filter RGB colours, which ffmpeg's drawutils turn into the
 * frame's YUV. On the builds the engine runs on (Debian's 5.1, the npm 4.1) that conversion is
 * BT.601's whatever the frame is; later builds may follow the frame. So the blend is measured
 * once per ffmpeg binary (blendsInBt601), and where it is BT.601 every colour of an ASS file is
 * written as the RGB whose BT.601 YUV is the wanted colour's BT.709 YUV (assForBt601Blend).
 * Greys (white, black, the shadows) are the same in both and stay as they are.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runTool } from './ffmpeg.js';
import type { MediaTools } from './ffmpeg.js';
import { TO_YUV709, escapeFilterPath } from './graph.js';

/** A matrix's luma weights of red and blue (green's is the rest). */
interface Luma {
  r: number;
  b: number;
}

export const BT601: Luma = { r: 0.299, b: 0.114 };
export const BT709: Luma = { r: 0.2126, b: 0.0722 };

function yuv([r, g, b]: readonly number[], m: Luma): [number, number, number] {
  const y = m.r * r! + (1 - m.r - m.b) * g! + m.b * b!;
  return [y, (b! - y) / (2 * (1 - m.b)), (r! - y) / (2 * (1 - m.r))];
}

/**
 * The RGB (0-255, whole) whose YUV by `blend`'s matrix is nearest `rgb`'s YUV by `want`'s:
 * exact (to rounding) for every colour that stays inside the RGB cube after the change. For
 * the few that do not (a saturated green), the chroma is shortened as much as brings the
 * colour nearest, luma counted twice (clipping a channel alone darkened #8dff5c by 13 of 255).
 */
export function rgbForBlend(
  rgb: readonly [number, number, number],
  want: Luma = BT709,
  blend: Luma = BT601,
): [number, number, number] {
  const [y, cb, cr] = yuv(rgb, want);
  // Each channel is y + d * s, s the share of the chroma kept (1: all of it).
  const dr = 2 * (1 - blend.r) * cr;
  const db = 2 * (1 - blend.b) * cb;
  const dg = -(blend.r * dr + blend.b * db) / (1 - blend.r - blend.b);
  const byte = (v: number): number => Math.min(255, Math.max(0, Math.round(v)));
  let best: [number, number, number] = [0, 0, 0];
  let bestError = Infinity;
  for (let k = 100; k >= 0; k--) {
    const s = k / 100;
    const out: [number, number, number] = [byte(y + dr * s), byte(y + dg * s), byte(y + db * s)];
    const [y2, cb2, cr2] = yuv(out, blend);
    const error = 4 * (y2 - y) ** 2 + (cb2 - cb) ** 2 + (cr2 - cr) ** 2;
    if (error < bestError) [best, bestError] = [out, error];
    // Inside the cube the whole chroma is exact: nothing shorter can beat it.
    if (k === 100 && [dr, dg, db].every((d) => y + d >= -0.5 && y + d <= 255.5)) break;
  }
  return best;
}

/** `&HAABBGGRR` (a style's) or `&HBBGGRR` (an override tag's); not `&HAA` (an alpha tag's). */
const COLOUR = /&H([0-9A-Fa-f]{2})?([0-9A-Fa-f]{6})(?![0-9A-Fa-f])/g;

function blendColour(alpha: string | undefined, bgr: string): string {
  const [b, g, r] = [0, 2, 4].map((k) => parseInt(bgr.slice(k, k + 2), 16));
  const hex = (v: number): string => v.toString(16).padStart(2, '0').toUpperCase();
  const [r2, g2, b2] = rgbForBlend([r!, g!, b!]);
  return `&H${alpha ?? ''}${hex(b2)}${hex(g2)}${hex(r2)}`;
}

/**
 * An ASS file with every colour (the styles' and the override tags' in the events) rewritten
 * for a BT.601 blend into BT.709 frames. The events' words are left alone.
 */
export function assForBt601Blend(ass: string): string {
  const recolour = (text: string): string =>
    text.replace(COLOUR, (_token, alpha: string | undefined, bgr: string) =>
      blendColour(alpha, bgr),
    );
  return ass
    .split('\n')
    .map((line) => {
      if (line.startsWith('Style:')) return recolour(line);
      if (line.startsWith('Dialogue:')) return line.replace(/\{[^}]*\}/g, recolour);
      return line;
    })
    .join('\n');
}

/** A red square over the whole of a 16x16 frame, drawn (no font needed). */
const RED_SQUARE = [
  '[Script Info]', 'ScriptType: v4.00+', 'PlayResX: 16', 'PlayResY: 16', '',
  '[V4+ Styles]',
  'Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, OutlineColour, BackColour, Bold, Italic, Underline, StrikeOut, ScaleX, ScaleY, Spacing, Angle, BorderStyle, Outline, Shadow, Alignment, MarginL, MarginR, MarginV, Encoding',
  'Style: Box,Arial,16,&H000000FF,&H000000FF,&H000000FF,&H00000000,0,0,0,0,100,100,0,0,1,0,0,7,0,0,0,1',
  '', '[Events]',
  'Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text',
  'Dialogue: 0,0:00:00.00,0:00:05.00,Box,,0,0,0,,{\\pos(0,0)\\p1}m 0 0 l 16 0 16 16 0 16{\\p0}',
  '',
].join('\n'); // prettier-ignore

/**
 * Whether this ffmpeg's subtitles filter turns ASS colours into YUV with BT.601 on a BT.709
 * frame: libass draws pure red over a frame made as the pieces make theirs, and the luma tells
 * (BT.601 red is 81 of 255 in limited range, BT.709 red 63). Once per binary and process:
 * 87 ms on Debian's 5.1, 209 ms on the npm 4.1 (measured, spawn included).
 */
export function blendsInBt601(tools: Pick<MediaTools, 'ffmpeg'>): Promise<boolean> {
  let probe = probes.get(tools.ffmpeg);
  if (probe === undefined) {
    probe = measureBlend(tools.ffmpeg);
    probes.set(tools.ffmpeg, probe);
    // A failed probe (a killed process) is not remembered: the next render asks again.
    probe.catch(() => probes.delete(tools.ffmpeg));
  }
  return probe;
}

const probes = new Map<string, Promise<boolean>>();

async function measureBlend(ffmpeg: string): Promise<boolean> {
  const dir = await mkdtemp(join(tmpdir(), 'reelsmith-ass-blend-'));
  try {
    const assPath = join(dir, 'red.ass');
    const framePath = join(dir, 'frame.yuv');
    await writeFile(assPath, RED_SQUARE);
    await runTool(ffmpeg, [
      '-hide_banner', '-nostdin', '-y', '-loglevel', 'error',
      '-f', 'lavfi', '-i', 'color=c=black:s=16x16:r=1:d=1',
      '-vf', `${TO_YUV709},format=yuv420p,subtitles='${escapeFilterPath(assPath)}'`,
      '-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'yuv420p', framePath,
    ]); // prettier-ignore
    const luma = (await readFile(framePath))[8 * 16 + 8];
    if (luma === undefined) throw new Error('The colour probe made no frame');
    return Math.abs(luma - 81.5) < Math.abs(luma - 62.6);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
