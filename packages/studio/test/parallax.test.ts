/**
 * Parallax (issue 19), measured from the encoded piece: a scene with a back and a front plane
 * has its close-up pan filmed with the front plane moving faster than the back, both without a
 * frame that stands still, and the rest of the scene's shots as before.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { runTool } from '../src/compose/ffmpeg.js';
import {
  buildSegmentGraph,
  parallaxShot,
  segmentArgs,
  segmentFrames,
} from '../src/compose/graph.js';
import type { SegmentSpec } from '../src/compose/graph.js';
import { measureMotion } from './support/motion.js';
import { sceneClips } from './support/scene-clips.js';
import { FFMPEG_BUILDS } from './support/ffmpeg-builds.js';

const dir = await mkdtemp(join(tmpdir(), 'studio-parallax-test-'));
// Both builds the engine runs on (0011): the filters must be in the 2018 npm build too.
const builds = FFMPEG_BUILDS;
afterAll(() => rm(dir, { recursive: true, force: true }));

// Full size: at 360 px the close-up's pan is 1 px of the 2x still a frame (0.75 px), where the
// measurement sees zoompan's alternating resampling phases as stops (the shots' own limit).
const W = 1080;
const H = 1920;
/** The front plane draws only these rows (0..1 of the height): a band across the frame. */
const FRONT_ROWS: [number, number] = [0.55, 0.95];

/** Blurred noise, RGB or (for the front) RGBA opaque inside FRONT_ROWS only. */
async function texture(path: string, seed: number, front: boolean) {
  let state = seed;
  const channels = front ? 4 : 3;
  const raw = Buffer.alloc(W * H * channels);
  for (let i = 0; i < raw.length; i++) {
    state = (state * 1103515245 + 12345) % 2147483648;
    raw[i] = state % 256;
  }
  let image = sharp(raw, { raw: { width: W, height: H, channels } }).blur(2);
  if (front) {
    const rgb = await image.removeAlpha().raw().toBuffer();
    const rgba = Buffer.alloc(W * H * 4);
    for (let p = 0; p < W * H; p++) {
      const row = Math.floor(p / W) / H;
      rgba[4 * p] = rgb[3 * p]!;
      rgba[4 * p + 1] = rgb[3 * p + 1]!;
      rgba[4 * p + 2] = rgb[3 * p + 2]!;
      rgba[4 * p + 3] = row >= FRONT_ROWS[0] && row < FRONT_ROWS[1] ? 255 : 0;
    }
    image = sharp(rgba, { raw: { width: W, height: H, channels: 4 } });
  }
  await image.png().toFile(path);
}

const back = join(dir, 'back.png');
const front = join(dir, 'front.png');
const still = join(dir, 'still.png');
await texture(back, 3, false);
await texture(front, 4, true);
await sharp(back)
  .composite([{ input: front }])
  .png()
  .toFile(still);

describe.each(builds)('the parallax shot, from the encoded piece, on %s', (_, tools) => {
  it.skipIf(tools === undefined)(
    'moves the front plane faster than the back, neither standing still',
    async () => {
      const ffmpeg = tools!.ffmpeg;
      // One 8 s scene: a wide shot, the close-up pan (filmed in planes), then a detail.
      const scenes = sceneClips([240], ['crossfade']).map((scene) => ({
        ...scene,
        imagePath: still,
        planes: { back, front },
      }));
      const spec: SegmentSpec = {
        part: 'body',
        width: W,
        height: H,
        scenes,
        index: 0,
        outPath: join(dir, `${tools!.source}.mp4`),
        preset: 'superfast',
      };
      const shot = parallaxShot(spec);
      expect(shot).toBeDefined();
      const graph = buildSegmentGraph(spec);
      expect(graph).toContain('overlay=x=');
      const graphPath = join(dir, `${tools!.source}.txt`);
      await writeFile(graphPath, graph);
      const args = segmentArgs(spec, graphPath);
      expect(args.filter((a) => a === back || a === front)).toEqual([back, front]);
      await runTool(ffmpeg, args);

      const { from, to } = segmentFrames(scenes, 0, 'body');
      const measure = (rows: [number, number]) =>
        measureMotion(ffmpeg, spec.outPath, { width: W, height: H }, { rows });
      const [backBand, frontBand] = await Promise.all([
        measure([0.05, 0.45]),
        measure([FRONT_ROWS[0] + 0.05, FRONT_ROWS[1] - 0.05]),
      ]);
      expect(backBand.frames).toBe(to - from);
      // Inside the shot (each frame against the next one), the two bands' shifts.
      const inside = (k: number) => k >= shot!.from && k < shot!.from + shot!.frames - 1;
      const backDx = backBand.perFrame.filter((_, k) => inside(k)).map((m) => m.dx);
      const frontDx = frontBand.perFrame.filter((_, k) => inside(k)).map((m) => m.dx);
      expect(backDx).toHaveLength(shot!.frames - 1);
      const mean = (v: number[]) => v.reduce((a, b) => a + b, 0) / v.length;
      // The same way, the front at least 1.5 times as fast (a whole number of pixels a frame).
      expect(Math.sign(mean(frontDx))).toBe(Math.sign(mean(backDx)));
      expect(Math.abs(mean(frontDx))).toBeGreaterThanOrEqual(1.5 * Math.abs(mean(backDx)));
      // What the graph asks for, a whole number of pixels a frame (the measurement's own error
      // on a shift of several pixels is about a tenth).
      expect(Number.isInteger(shot!.vx)).toBe(true);
      expect(Math.abs(mean(frontDx) - shot!.vx)).toBeLessThan(0.15 * Math.abs(shot!.vx));
      // No frame of either plane stands still (under a quarter of its mean move).
      const still_ = (v: number[]) => v.filter((d) => Math.abs(d) < 0.25 * Math.abs(mean(v)));
      expect(still_(backDx)).toEqual([]);
      expect(still_(frontDx)).toEqual([]);
      // Outside the shot the picture is one plane: both bands move alike.
      const before = (k: number) => k >= 1 && k < shot!.from - 1;
      const a = backBand.perFrame.filter((_, k) => before(k)).map((m) => m.dx);
      const b = frontBand.perFrame.filter((_, k) => before(k)).map((m) => m.dx);
      expect(a.length).toBeGreaterThan(10);
      expect(Math.abs(mean(a) - mean(b))).toBeLessThan(0.2);
    },
  );
});
