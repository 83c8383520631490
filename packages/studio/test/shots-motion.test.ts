import { ASPECT_RATIO_DETAILS } from '@reelsmith/contract';
import type { AspectRatio, Duration } from '@reelsmith/contract';
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { studioConfigFromEnv } from '../src/config.js';
import { writeBuiltinStory } from '../src/story/builtin-writer.js';
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

/**
 * Issue 19's figures, from the finished file: at least 15 picture changes a minute and at most
 * 3% of the frames inside moves standing still, on a short 9:16 and a long 16:9 render. The
 * measured band is the upper part of the frame, where no caption is.
 */
describe.each([
  ['9:16', 'short', 'myths-mythology', 'cinematic'],
  ['16:9', 'long', 'science-exploration', 'steampunk'],
] as const)('a %s %s render', (aspect: AspectRatio, duration: Duration, topic, artStyle) => {
  it('changes picture at least 15 times a minute and no frame inside a move stands still', async () => {
    const story = writeBuiltinStory({ topic, duration }, 7);
    const outPath = join(dir, `${aspect.replace(':', 'x')}-${duration}.mp4`);
    await studio.render({
      story,
      settings: { voice: 'nova', artStyle, aspectRatio: aspect, duration, topic },
      options: { preset: 'superfast' },
      cacheDir: join(dir, 'cache'),
      outPath,
      seed: 7,
    });
    const report = await measureMotion(studio.tools.ffmpeg, outPath, ASPECT_RATIO_DETAILS[aspect]);
    console.log(
      `${aspect} ${duration}: ${report.seconds.toFixed(1)} s, ${report.changes.length} picture changes ` +
        `(${report.changesPerMinute.toFixed(1)} a minute), ${report.stalledFrames} of ` +
        `${report.moveFrames} move frames stand still (${(report.stalledShare * 100).toFixed(2)}%)`,
    );
    expect(report.changesPerMinute).toBeGreaterThanOrEqual(15);
    // Most of the video moves, and the moves do not stall.
    expect(report.moveFrames).toBeGreaterThan(report.frames * 0.6);
    expect(report.stalledShare).toBeLessThanOrEqual(0.03);
  }, 1_200_000);
});
