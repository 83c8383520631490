import { ASPECT_RATIO_DETAILS } from '@reelsmith/contract';
import type { AspectRatio, Duration, Story } from '@reelsmith/contract';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studioConfigFromEnv } from '../src/config.js';
import type { RenderResult, RenderSettings } from '../src/render/render.js';
import { writeBuiltinStory } from '../src/story/builtin-writer.js';
import type { Studio } from '../src/studio.js';
import { createStudio } from '../src/studio.js';
import { startFakeOpenAi } from './fake-openai.js';
import { measureLoudness, probeColour } from './support/measure.js';
import type { ColourTags, Loudness } from './support/measure.js';
import { measureMotion } from './support/motion.js';
import type { MotionReport } from './support/motion.js';
import { speechLikeWav } from './support/speech-like.js';

/**
 * The finished files measured as a platform would (issue 19, "Done when"): a short 9:16 and a
 * long 16:9 render with the built-in providers, each made once, and one render with a remote
 * voice (a local fake of /audio/speech). The two built-in renders are also measured for their
 * picture changes and camera motion (test/support/motion.ts).
 */
const dir = await mkdtemp(join(tmpdir(), 'studio-finished-test-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

interface Finished {
  path: string;
  result: RenderResult;
  loudness: Loudness;
  colour: ColourTags;
  motion: MotionReport;
}

// A fast encoder preset: these checks are about the sound, the colour tags and the motion.
const options = { preset: 'superfast', music: { track: 'auto' } };

async function renderOnce(
  studio: Studio,
  name: string,
  story: Story,
  settings: RenderSettings,
  extra: { captions?: { enabled: boolean } } = {},
): Promise<Finished> {
  const path = join(dir, `${name}.mp4`);
  const result = await studio.render({
    story,
    settings,
    options: { ...options, ...extra },
    cacheDir: join(dir, 'cache'),
    outPath: path,
    seed: 11,
  });
  return {
    path,
    result,
    loudness: await measureLoudness(studio.tools, path),
    colour: await probeColour(studio.tools, path),
    motion: await measureMotion(
      studio.tools.ffmpeg,
      path,
      ASPECT_RATIO_DETAILS[settings.aspectRatio],
    ),
  };
}

const builtin = (aspectRatio: AspectRatio, duration: Duration, topic: string): RenderSettings => ({
  voice: 'nova',
  artStyle: 'noir',
  aspectRatio,
  duration,
  topic,
});

const finished = new Map<string, Finished>();

beforeAll(async () => {
  const studio = createStudio(studioConfigFromEnv({}));
  finished.set(
    'short 9:16',
    await renderOnce(
      studio,
      'short-9x16',
      writeBuiltinStory({ topic: 'war-stories', duration: 'short' }, 4),
      builtin('9:16', 'short', 'war-stories'),
    ),
  );
  finished.set(
    'long 16:9',
    await renderOnce(
      studio,
      'long-16x9',
      writeBuiltinStory({ topic: 'how-to-guides', duration: 'long' }, 2),
      { ...builtin('16:9', 'long', 'how-to-guides'), voice: 'onyx' },
    ),
  );
  // A remote voice at a level of its own (peaks at -1 dBFS, louder than eSpeak NG); captions
  // off, so no transcription is asked for.
  const fake = await startFakeOpenAi((request) => ({
    bytes: speechLikeWav(String(request.body.input), {
      speed: Number(request.body.speed ?? 1),
      peak: 0.9,
    }),
    contentType: 'audio/wav',
  }));
  try {
    const remote = createStudio(studioConfigFromEnv({ TTS_BASE_URL: fake.baseUrl }));
    finished.set(
      'remote voice, short 1:1',
      await renderOnce(
        remote,
        'remote-1x1',
        writeBuiltinStory({ topic: 'war-stories', duration: 'short' }, 4),
        builtin('1:1', 'short', 'war-stories'),
        { captions: { enabled: false } },
      ),
    );
  } finally {
    await fake.close();
  }
}, 900_000);

describe.each(['short 9:16', 'long 16:9', 'remote voice, short 1:1'])(
  'the finished file: %s',
  (name) => {
    it('is at -14 LUFS (+-1) with a true peak of at most -1 dBTP, after AAC', () => {
      const { loudness } = finished.get(name)!;
      expect(Math.abs(loudness.integrated - -14)).toBeLessThanOrEqual(1);
      expect(loudness.truePeak).toBeLessThanOrEqual(-1);
    });

    it('has its music bed 15-18 dB under the voice while it speaks', () => {
      // Measured on the mixer's separate parts (the file holds them summed), after the limiter.
      const { bedDb } = finished.get(name)!.result.audio;
      expect(bedDb).toBeLessThanOrEqual(-15);
      expect(bedDb).toBeGreaterThanOrEqual(-18);
    });

    it('is tagged BT.709, limited range', () => {
      expect(finished.get(name)!.colour).toEqual({
        color_range: 'tv',
        color_space: 'bt709',
        color_transfer: 'bt709',
        color_primaries: 'bt709',
      });
    });
  },
);

/**
 * Issue 19's figures for the picture: at least 15 picture changes a minute and at most 3% of
 * the frames inside moves standing still. The measured band is the upper part of the frame,
 * where no caption is.
 */
describe.each(['short 9:16', 'long 16:9'])('the finished file: %s', (name) => {
  it('changes picture at least 15 times a minute and no frame inside a move stands still', () => {
    const report = finished.get(name)!.motion;
    console.log(
      `${name}: ${report.seconds.toFixed(1)} s, ${report.changes.length} picture changes ` +
        `(${report.changesPerMinute.toFixed(1)} a minute), ${report.stalledFrames} of ` +
        `${report.moveFrames} move frames stand still (${(report.stalledShare * 100).toFixed(2)}%)`,
    );
    expect(report.changesPerMinute).toBeGreaterThanOrEqual(15);
    // Most of the video moves, and the moves do not stall.
    expect(report.moveFrames).toBeGreaterThan(report.frames * 0.6);
    expect(report.stalledShare).toBeLessThanOrEqual(0.03);
  });
});
