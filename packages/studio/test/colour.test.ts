import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { encodeWav } from '../src/audio/pcm.js';
import { assForBt601Blend, blendsInBt601 } from '../src/compose/ass-matrix.js';
import { runTool } from '../src/compose/ffmpeg.js';
import type { MediaTools } from '../src/compose/ffmpeg.js';
import { buildSegmentGraph, segmentArgs } from '../src/compose/graph.js';
import { concatList, muxArgs, soundtrackArgs } from '../src/compose/mux.js';
import type { SceneClip, SegmentSpec } from '../src/compose/graph.js';
import { probeColour } from './support/measure.js';
import { FFMPEG_BUILDS } from './support/ffmpeg-builds.js';

const dir = await mkdtemp(join(tmpdir(), 'studio-colour-test-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

// Both builds the engine runs on (0011): the filters must be in the 2018 npm build too.
const builds = FFMPEG_BUILDS;

const W = 540;
const H = 960;
/** Saturated bars, where the BT.601 and BT.709 matrices disagree most, and a grey. */
const BARS: [number, number, number][] = [
  [225, 30, 40],
  [250, 210, 60],
  [40, 60, 220],
  [40, 190, 80],
  [128, 128, 128],
];
const BOX = { x: 150, y: 600, size: 240, rgb: [255, 210, 63] as [number, number, number] };

async function barsPng(path: string): Promise<void> {
  const data = Buffer.alloc(W * H * 3);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const bar = BARS[Math.floor((x * BARS.length) / W)]!;
      data.set(bar, (y * W + x) * 3);
    }
  }
  await sharp(data, { raw: { width: W, height: H, channels: 3 } })
    .png()
    .toFile(path);
}

/** A caption-coloured box drawn by libass (the highlight colour, #ffd23f). */
function boxAss(): string {
  const { x, y, size } = BOX;
  return [
    '[Script Info]', 'ScriptType: v4.00+', `PlayResX: ${W}`, `PlayResY: ${H}`, '',
    '[V4+ Styles]',
    'Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, OutlineColour, BackColour, Bold, Italic, Underline, StrikeOut, ScaleX, ScaleY, Spacing, Angle, BorderStyle, Outline, Shadow, Alignment, MarginL, MarginR, MarginV, Encoding',
    'Style: Box,Arial,20,&H003FD2FF,&H003FD2FF,&H00000000,&H00000000,0,0,0,0,100,100,0,0,1,0,0,7,0,0,0,1',
    '', '[Events]',
    'Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text',
    `Dialogue: 0,0:00:00.00,0:00:05.00,Box,,0,0,0,,{\\pos(${x},${y})\\p1}m 0 0 l ${size} 0 ${size} ${size} 0 ${size}{\\p0}`,
    '',
  ].join('\n'); // prettier-ignore
}

/** One still, a piece and the mux: the production path, as the renders take it. */
async function renderBars(t: MediaTools): Promise<string> {
  const name = t.source;
  const imagePath = join(dir, `${name}-bars.png`);
  await barsPng(imagePath);
  const subtitlesPath = join(dir, `${name}.ass`);
  // As the compose stage writes its ASS files: colours for this build's blend (0075).
  await writeFile(subtitlesPath, (await blendsInBt601(t)) ? assForBt601Blend(boxAss()) : boxAss());
  // One still shot of the whole picture: the colours are compared where they were drawn.
  const camera = { zoomFrom: 1, zoomTo: 1, cxFrom: 0.5, cxTo: 0.5, cyFrom: 0.5, cyTo: 0.5 };
  const scenes: SceneClip[] = [
    {
      imagePath,
      startFrame: 0,
      endFrame: 15,
      transition: 'crossfade',
      shots: [{ kind: 'wide', from: 0, frames: 15, camera }],
    },
  ];
  const spec: SegmentSpec = {
    part: 'body',
    width: W,
    height: H,
    scenes,
    index: 0,
    subtitlesPath,
    outPath: join(dir, `${name}-piece.mp4`),
    preset: 'ultrafast',
  };
  const graphPath = join(dir, `${name}-graph.txt`);
  await writeFile(graphPath, buildSegmentGraph(spec));
  await runTool(t.ffmpeg, segmentArgs(spec, graphPath));
  const listPath = join(dir, `${name}-list.txt`);
  await writeFile(listPath, concatList([spec.outPath]));
  const audioPath = join(dir, `${name}.wav`);
  await writeFile(audioPath, encodeWav(44100, new Float32Array(44100 / 2)));
  const outPath = join(dir, `${name}.mp4`);
  const soundtrackPath = join(dir, `${name}-sound.m4a`);
  await runTool(t.ffmpeg, soundtrackArgs(audioPath, soundtrackPath));
  await runTool(t.ffmpeg, muxArgs(listPath, soundtrackPath, 15, outPath));
  return outPath;
}

/** A frame decoded to RGB with the matrix given (not the one the file says). */
async function decode(t: MediaTools, path: string, matrix: 'bt709' | 'bt601'): Promise<Buffer> {
  const out = join(dir, `${t.source}-${matrix}.rgb`);
  await runTool(t.ffmpeg, [
    '-v', 'error', '-y', '-i', path, '-frames:v', '1',
    '-vf', `scale=in_color_matrix=${matrix}:in_range=tv:out_range=pc,format=rgb24`,
    '-f', 'rawvideo', out,
  ]); // prettier-ignore
  return readFile(out);
}

/** The largest channel error between a patch's mean colour and the colour wanted. */
function patchError(rgb: Buffer, x0: number, y0: number, size: number, want: number[]): number {
  const sum = [0, 0, 0];
  for (let y = y0; y < y0 + size; y++) {
    for (let x = x0; x < x0 + size; x++) {
      for (let c = 0; c < 3; c++) sum[c]! += rgb[(y * W + x) * 3 + c]!;
    }
  }
  return Math.max(...sum.map((s, c) => Math.abs(s / (size * size) - want[c]!)));
}

function worstError(rgb: Buffer): number {
  const barWidth = W / BARS.length;
  const bars = BARS.map((bar, i) =>
    patchError(rgb, Math.round((i + 0.5) * barWidth) - 20, 100, 40, bar),
  );
  const box = patchError(rgb, BOX.x + 60, BOX.y + 60, BOX.size - 120, BOX.rgb);
  return Math.max(...bars, box);
}

describe.each(builds)('colour on %s', (_name, tools) => {
  it.skipIf(tools === undefined)(
    'is BT.709 in the finished file: tagged so, and the pictures and captions decode to their colours',
    async () => {
      const t = tools!;
      const outPath = await renderBars(t);
      expect(await probeColour(t, outPath)).toEqual({
        color_range: 'tv',
        color_space: 'bt709',
        color_transfer: 'bt709',
        color_primaries: 'bt709',
      });
      // Read as BT.709 (what the tags say), every bar and the caption box keeps its colour
      // (the box is 6-7 off when its colour is not written for the build's BT.601 blend);
      // read as BT.601, the saturated ones do not, so the check can tell the two apart.
      expect(worstError(await decode(t, outPath, 'bt709'))).toBeLessThan(4);
      expect(worstError(await decode(t, outPath, 'bt601'))).toBeGreaterThan(15);
    },
  );
});

describe.each(builds)('caption colours on %s', (_name, tools) => {
  it.skipIf(tools === undefined)(
    'are blended with BT.601 by libass into BT.709 frames, as the probe finds (0075)',
    async () => {
      expect(await blendsInBt601(tools!)).toBe(true);
    },
  );
});
