import { ASPECT_RATIO_DETAILS, DURATION_DETAILS } from '@reelsmith/contract';
import type { AspectRatio, Duration, Story } from '@reelsmith/contract';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { SAFE_MARGINS } from '../src/captions/ass.js';
import { probe, runTool } from '../src/compose/ffmpeg.js';
import { studioConfigFromEnv } from '../src/config.js';
import type { RenderProgress } from '../src/render/progress.js';
import { writeBuiltinStory } from '../src/story/builtin-writer.js';
import { createStudio } from '../src/studio.js';

const dir = await mkdtemp(join(tmpdir(), 'studio-render-test-'));
const cacheDir = join(dir, 'cache');
const studio = createStudio(studioConfigFromEnv({}));
afterAll(() => rm(dir, { recursive: true, force: true }));

// superfast keeps these tests quick on two cores and still encodes H.264 High.
const options = { preset: 'superfast', music: { track: 'auto' } };

async function renderAndCheck(aspect: AspectRatio, duration: Duration, story: Story, name: string) {
  const progress: RenderProgress[] = [];
  const outPath = join(dir, `${name}.mp4`);
  const result = await studio.render({
    story,
    settings: {
      voice: 'nova',
      artStyle: 'noir',
      aspectRatio: aspect,
      duration,
      topic: 'war-stories',
    },
    options,
    cacheDir,
    outPath,
    seed: 11,
    onProgress: (p) => progress.push(p),
  });
  const info = await probe(studio.tools, outPath);
  const { width, height } = ASPECT_RATIO_DETAILS[aspect];
  const { minSeconds, maxSeconds } = DURATION_DETAILS[duration];
  expect(info.durationSeconds).toBeGreaterThanOrEqual(minSeconds);
  expect(info.durationSeconds).toBeLessThanOrEqual(maxSeconds);
  expect(Math.abs(info.durationSeconds - result.durationSeconds)).toBeLessThan(0.2);
  expect(info.video).toMatchObject({
    codec: 'h264',
    profile: 'High',
    width,
    height,
    pixFmt: 'yuv420p',
    fps: 30,
  });
  expect(info.audio).toMatchObject({ codec: 'aac', channels: 2, sampleRate: 44100 });
  // Progress: monotonic, through the four steps in order, ending at 100.
  const values = progress.map((p) => p.progress);
  expect(values).toEqual([...values].sort((a, b) => a - b));
  expect(values.at(-1)).toBe(100);
  const steps = [...new Set(progress.map((p) => p.step))];
  expect(steps).toEqual(['VOICE', 'IMAGES', 'CAPTIONS', 'COMPOSING']);
  const thumb = await sharp(result.thumbnailPath).metadata();
  expect(thumb.format).toBe('jpeg');
  return { result, outPath };
}

/**
 * Pixels of the caption highlight colour (#ffd23f) in a band. The test video is in the noir
 * style, which is monochrome: any such yellow can only be the burned-in caption.
 */
async function captionPixels(
  png: string | Buffer,
  width: number,
  height: number,
  band: [number, number],
) {
  const { data } = await sharp(png)
    .resize(width, height, { fit: 'fill' })
    .extract({ left: 0, top: band[0], width, height: band[1] - band[0] })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let n = 0;
  for (let i = 0; i < data.length; i += 3) {
    const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
    if (r > 200 && g > 160 && b < 120 && r - b > 100) n++;
  }
  return n;
}

describe('full renders (real ffmpeg, checked with ffprobe)', () => {
  const story = writeBuiltinStory({ topic: 'war-stories', duration: 'short' }, 4);
  let first: { result: Awaited<ReturnType<typeof studio.render>>; outPath: string } | undefined;

  it('renders a 9:16 short video with a caption on screen', async () => {
    first = await renderAndCheck('9:16', 'short', story, 'vertical');
    const { result, outPath } = first;
    // A frame in the middle of the first spoken phrase shows the caption in the safe band.
    const at = (result.timeline.voiceStarts[0] ?? 0) + 0.6;
    const frame = join(dir, 'frame.png');
    await runTool(studio.tools.ffmpeg, [
      '-v',
      'error',
      '-y',
      '-ss',
      at.toFixed(2),
      '-i',
      outPath,
      '-frames:v',
      '1',
      frame,
    ]);
    const bottom = 1920 - SAFE_MARGINS['9:16'].bottom;
    const band: [number, number] = [bottom - 330, bottom];
    // The same scene before the narration starts: no caption yet.
    const before = join(dir, 'before.png');
    await runTool(studio.tools.ffmpeg, [
      '-v',
      'error',
      '-y',
      '-ss',
      '0.05',
      '-i',
      outPath,
      '-frames:v',
      '1',
      before,
    ]);
    const inFrame = await captionPixels(frame, 1080, 1920, band);
    const inPicture = await captionPixels(before, 1080, 1920, band);
    expect(inFrame).toBeGreaterThan(1000);
    expect(inPicture).toBeLessThan(50);
    // Nothing of the caption in the platforms' button zone at the bottom.
    const below = await captionPixels(frame, 1080, 1920, [bottom + 40, 1920]);
    expect(below).toBeLessThan(50);
  });

  it("re-renders a one-scene edit reusing every other scene's artifacts", async () => {
    const edited: Story = {
      ...story,
      scenes: story.scenes.map((s, i) =>
        i === 2
          ? {
              narration: s.narration.replace(/\.$/, ', again.'),
              imagePrompt: `${s.imagePrompt}, rain`,
            }
          : s,
      ),
    };
    const { result } = await renderAndCheck('9:16', 'short', edited, 'vertical-edited');
    const n = story.scenes.length;
    expect(result.cache.voice).toEqual({ hits: n - 1, misses: 1 });
    expect(result.cache.image).toEqual({ hits: n - 1, misses: 1 });
    expect(result.cache.captions).toEqual({ hits: n - 1, misses: 1 });
    // Video pieces (n bodies, n-1 crossfades): only the edited scene's body and the two
    // crossfades next to it are encoded again.
    expect(result.cache.segment).toEqual({ hits: 2 * n - 4, misses: 3 });
    // A new line spoken: a new soundtrack, encoded once.
    expect(result.cache.soundtrack).toEqual({ hits: 0, misses: 1 });
    expect(result.timings.voiceMs + result.timings.imagesMs).toBeLessThan(
      first!.result.timings.voiceMs + first!.result.timings.imagesMs,
    );
  });

  it('renders a 16:9 short video', async () => {
    await renderAndCheck(
      '16:9',
      'short',
      writeBuiltinStory({ topic: 'how-to-guides', duration: 'short' }, 2),
      'landscape',
    );
  });

  it('renders a 1:1 short video without music or captions', async () => {
    const story1 = writeBuiltinStory(
      { customPrompt: 'a lighthouse keeper who befriends a whale', duration: 'short' },
      3,
    );
    const outPath = join(dir, 'square.mp4');
    const result = await studio.render({
      story: story1,
      settings: { voice: 'onyx', artStyle: '80s-cartoon', aspectRatio: '1:1', duration: 'short' },
      options: { preset: 'superfast', music: { track: 'none' }, captions: { enabled: false } },
      cacheDir,
      outPath,
      seed: 2,
    });
    const info = await probe(studio.tools, outPath);
    expect(info.video).toMatchObject({ width: 1080, height: 1080, codec: 'h264' });
    expect(info.durationSeconds).toBeGreaterThanOrEqual(30);
    expect(info.durationSeconds).toBeLessThanOrEqual(60);
    expect(result.cache.captions).toBeUndefined();
  });

  it('cancels: ffmpeg is killed, no output is left', async () => {
    const ffmpegChildren = (): string => {
      try {
        return execFileSync('ps', ['-o', 'comm=', '--ppid', String(process.pid)], {
          encoding: 'utf8',
        });
      } catch {
        // ps exits 1 when the process has no children at all.
        return '';
      }
    };
    const controller = new AbortController();
    const outPath = join(dir, 'cancelled.mp4');
    let runningAtAbort = '';
    const running = studio.render({
      story,
      // Another style: nothing cached, so ffmpeg is busy encoding when the abort comes.
      settings: { voice: 'nova', artStyle: 'sketch', aspectRatio: '9:16', duration: 'short' },
      options,
      cacheDir,
      outPath,
      seed: 11,
      signal: controller.signal,
      onProgress: ({ step, progress }) => {
        if (step === 'COMPOSING' && progress > 40 && !controller.signal.aborted) {
          runningAtAbort = ffmpegChildren();
          controller.abort(new Error('cancelled by test'));
        }
      },
    });
    await expect(running).rejects.toThrow('cancelled by test');
    expect(runningAtAbort).toMatch(/ffmpeg/);
    expect(ffmpegChildren()).not.toMatch(/ffmpeg/);
    expect(existsSync(outPath)).toBe(false);
  });

  it("fails with the illustrator's error when it cannot draw, leaving no file and nothing unhandled", async () => {
    // An unhandled rejection stops a server process: it did in CI when the pictures were drawn
    // beside the voice (7bb58c6) and one failed before the captions awaited them.
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      let calls = 0;
      const broken = createStudio(studioConfigFromEnv({}), {
        illustrator: {
          description: 'an illustrator whose pictures cannot be read',
          id: 'broken',
          illustrate: async () => {
            calls++;
            throw new Error('Input buffer contains unsupported image format');
          },
        },
      });
      const outPath = join(dir, 'broken.mp4');
      const steps: string[] = [];
      await expect(
        broken.render({
          story,
          settings: { voice: 'nova', artStyle: 'noir', aspectRatio: '9:16', duration: 'short' },
          options,
          cacheDir: join(dir, 'broken-cache'),
          outPath,
          seed: 11,
          onProgress: ({ step }) => steps.push(step),
        }),
      ).rejects.toThrow('unsupported image format');
      // A turn of the event loop: where an unhandled rejection would be reported.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(calls).toBeGreaterThan(0);
      expect(unhandled).toEqual([]);
      expect(existsSync(outPath)).toBe(false);
      expect(steps).not.toContain('COMPOSING');
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});
