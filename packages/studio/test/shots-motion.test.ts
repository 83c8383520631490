import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { runTool } from '../src/compose/ffmpeg.js';
import { buildSegmentGraph, segmentArgs } from '../src/compose/graph.js';
import type { SegmentSpec } from '../src/compose/graph.js';
import { studioConfigFromEnv } from '../src/config.js';
import { createStudio } from '../src/studio.js';
import { measureMotion } from './support/motion.js';

const dir = await mkdtemp(join(tmpdir(), 'studio-shots-test-'));
const studio = createStudio(studioConfigFromEnv({}));
afterAll(() => rm(dir, { recursive: true, force: true }));

/** A textured still (blurred noise): every move of the camera shows in its pixels. */
async function texture(path: string, width: number, height: number, seed: number) {
  let state = seed;
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) {
    state = (state * 1103515245 + 12345) % 2147483648;
    raw[i] = state % 256;
  }
  await sharp(raw, { raw: { width, height, channels: 3 } })
    .blur(3)
    .png()
    .toFile(path);
}

describe('the motion measurement (test support) finds what it is meant to find', () => {
  it('counts stalled frames in a zoompan pan on 4:2:0 (even pixels only) and hard cuts', async () => {
    const a = join(dir, 'a.png');
    const b = join(dir, 'b.png');
    await texture(a, 540, 960, 1);
    await texture(b, 540, 960, 2);
    const out = join(dir, 'old-pan.mp4');
    // The old way: a slow pan on a 4:2:0 2x still; three shots, two hard cuts.
    const pan = (input: number, x0: number, label: string) =>
      `[${input}:v]format=yuv420p,scale=1080:1920,zoompan=z=1.3:x='${x0}+0.7*on':y=200:d=60:s=540x960:fps=30[${label}]`;
    execFileSync(studio.tools.ffmpeg, [
      '-v', 'error', '-y', '-i', a, '-i', b,
      '-filter_complex',
      `${pan(0, 100, 'p1')};${pan(1, 40, 'p2')};${pan(0, 300, 'p3')};[p1][p2][p3]concat=n=3[v]`,
      '-map', '[v]', '-c:v', 'libx264', '-preset', 'superfast', '-crf', '18', out,
    ]); // prettier-ignore
    const report = await measureMotion(studio.tools.ffmpeg, out, { width: 540, height: 960 });
    expect(report.changes).toEqual([60, 120]);
    // 0.7 px of a 2x still a frame, on even pixels: about 2 frames in 3 stand still.
    expect(report.stalledShare).toBeGreaterThan(0.3);
  }, 120_000);
});

describe('a frame overlay', () => {
  it('stays fixed to the frame while the picture pans under it', async () => {
    const still = join(dir, 'still.png');
    await texture(still, 540, 960, 3);
    // A synthetic RGBA overlay: an opaque red bar over the top 80 rows, clear below.
    const overlayPath = join(dir, 'overlay.png');
    const bar = Buffer.alloc(540 * 960 * 4);
    for (let i = 0; i < 540 * 80; i++) bar.set([255, 0, 0, 255], i * 4);
    await sharp(bar, { raw: { width: 540, height: 960, channels: 4 } })
      .png()
      .toFile(overlayPath);
    const camera = { zoomFrom: 1.3, zoomTo: 1.3, cxFrom: 0.4, cxTo: 0.6, cyFrom: 0.5, cyTo: 0.5 };
    const spec: SegmentSpec = {
      part: 'body',
      width: 540,
      height: 960,
      index: 0,
      scenes: [
        {
          imagePath: still,
          overlayPath,
          startFrame: 0,
          endFrame: 60,
          transition: 'crossfade',
          shots: [{ kind: 'wide', from: 0, frames: 60, camera }],
        },
      ],
      outPath: join(dir, 'overlay.mp4'),
      preset: 'superfast',
    };
    const graphPath = join(dir, 'overlay-graph.txt');
    await writeFile(graphPath, buildSegmentGraph(spec));
    await runTool(studio.tools.ffmpeg, segmentArgs(spec, graphPath));
    const frame = async (n: number) => {
      const png = join(dir, `overlay-${n}.png`);
      execFileSync(studio.tools.ffmpeg, [
        '-v', 'error', '-y', '-i', spec.outPath, '-vf', `select=eq(n\\,${n})`, '-frames:v', '1', png,
      ]); // prettier-ignore
      return sharp(png).removeAlpha().raw().toBuffer();
    };
    const [first, last] = [await frame(0), await frame(59)];
    const mean = (data: Buffer, rows: [number, number], channel: number) => {
      let sum = 0;
      for (let y = rows[0]; y < rows[1]; y++) {
        for (let x = 0; x < 540; x++) sum += data[(y * 540 + x) * 3 + channel]!;
      }
      return sum / ((rows[1] - rows[0]) * 540);
    };
    for (const f of [first, last]) {
      // The bar: red, in place, on the first frame and the last.
      expect(mean(f, [4, 76], 0)).toBeGreaterThan(200);
      expect(mean(f, [4, 76], 1)).toBeLessThan(40);
      expect(mean(f, [86, 160], 0) - mean(f, [86, 160], 1)).toBeLessThan(60);
    }
    // Below it the picture moved: the frames differ there.
    let moved = 0;
    for (let i = 540 * 100 * 3; i < first.length; i++) moved += Math.abs(first[i]! - last[i]!);
    expect(moved / (first.length - 540 * 100 * 3)).toBeGreaterThan(2);
  }, 120_000);
});
