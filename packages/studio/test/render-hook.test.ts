import { DURATION_DETAILS } from '@reelsmith/contract';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { END_CARD_SECONDS } from '../src/compose/end-card.js';
import { probe, runTool } from '../src/compose/ffmpeg.js';
import { studioConfigFromEnv } from '../src/config.js';
import { firstFrameArgs, writeThumbnail } from '../src/render/hook-and-end.js';
import { writeBuiltinStory } from '../src/story/builtin-writer.js';
import { createStudio } from '../src/studio.js';

const dir = await mkdtemp(join(tmpdir(), 'studio-render-hook-'));
const cacheDir = join(dir, 'cache');
const studio = createStudio(studioConfigFromEnv({}));
afterAll(() => rm(dir, { recursive: true, force: true }));

/** One frame of a video at `seconds` (from its end when negative), as raw RGB at its size. */
async function frameAt(video: string, seconds: number, name: string) {
  const png = join(dir, `${name}.png`);
  const seek = seconds < 0 ? ['-sseof', seconds.toFixed(2)] : ['-ss', seconds.toFixed(2)];
  await runTool(studio.tools.ffmpeg, [
    '-v',
    'error',
    '-y',
    ...seek,
    '-i',
    video,
    '-frames:v',
    '1',
    png,
  ]);
  return sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
}

type Raw = Awaited<ReturnType<typeof frameAt>>;

/** Mean absolute difference (0-255) of two frames over rows [top, bottom). */
function meanDifference(a: Raw, b: Raw, top: number, bottom: number): number {
  const row = a.info.width * 3;
  let sum = 0;
  for (let i = top * row; i < bottom * row; i++) sum += Math.abs(a.data[i]! - b.data[i]!);
  return sum / ((bottom - top) * row);
}

/** Pixels brighter than `level` on all three channels in rows [top, bottom). */
function brightPixels(frame: Raw, top: number, bottom: number, level = 225): number {
  const row = frame.info.width * 3;
  let n = 0;
  for (let i = top * row; i < bottom * row; i += 3) {
    if (frame.data[i]! > level && frame.data[i + 1]! > level && frame.data[i + 2]! > level) n++;
  }
  return n;
}

describe('hook title, thumbnail and end card (real ffmpeg)', () => {
  const story = writeBuiltinStory({ topic: 'war-stories', duration: 'short' }, 4);
  const render = (
    name: string,
    endCard?: { enabled: boolean; text?: string },
    title?: string,
    preview = false,
  ) =>
    studio.render({
      story: { ...story, title: title ?? story.title },
      settings: {
        voice: 'nova',
        artStyle: 'noir',
        aspectRatio: '9:16',
        duration: 'short',
        topic: 'war-stories',
      },
      options: {
        preset: 'superfast',
        music: { track: 'auto' },
        ...(endCard ? { endCard } : {}),
        ...(preview ? { preview } : {}),
      },
      cacheDir,
      outPath: join(dir, `${name}.mp4`),
      seed: 11,
    });
  let plain: Awaited<ReturnType<typeof render>> | undefined;

  it('shows the title over the first frame, and the thumbnail is that frame in sRGB', async () => {
    plain = await render('plain');
    const first = await frameAt(plain.videoPath, 0, 'first');
    // The same story under another title: only the first piece is encoded again, and its first
    // frame differs from this one in the title's band only (same picture, same camera).
    const retitled = await render('retitled', undefined, 'Q');
    expect(retitled.cache.segment).toEqual({ hits: 2 * story.scenes.length - 2, misses: 1 });
    // The same sound: its AAC, encoded beside the first render's pictures, is copied again.
    expect(retitled.cache.soundtrack).toEqual({ hits: 1, misses: 0 });
    const other = await frameAt(retitled.videoPath, 0, 'other-title');
    // The title's band: from the top of the safe area (y 384) down about two lines of 151 px.
    const title = meanDifference(first, other, 384, 780);
    expect(title).toBeGreaterThan(12);
    // Above the safe area (the platforms' top bar) and below the title: the same picture.
    expect(meanDifference(first, other, 0, 370)).toBeLessThan(2);
    expect(meanDifference(first, other, 800, 1920)).toBeLessThan(2);
    // 2.2 s in, the title is gone (it fades out from 1.5 to 1.8 s): both videos show the same
    // picture. The piece was encoded again under the other title, and with the camera moving
    // on every frame the encoder's own noise differs by about 2.4 there; a title is over 12.
    const bare = await frameAt(plain.videoPath, 2.2, 'bare');
    expect(
      meanDifference(bare, await frameAt(retitled.videoPath, 2.2, 'bare-other'), 384, 780),
    ).toBeLessThan(4);

    // The thumbnail: half size, the first frame with its title, tagged sRGB.
    const meta = await sharp(plain.thumbnailPath).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 540, height: 960, hasProfile: true });
    expect(meta.icc?.includes(Buffer.from('\0s\0R\0G\0B', 'latin1'))).toBe(true);
    const half = (path: string) =>
      sharp(path).resize(540, 960).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const thumb = await sharp(plain.thumbnailPath)
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    // Within JPEG's loss of the same frame at the same size...
    expect(meanDifference(thumb, await half(join(dir, 'first.png')), 0, 960)).toBeLessThan(6);
    // ...and the title in it.
    expect(
      meanDifference(thumb, await half(join(dir, 'other-title.png')), 192, 390),
    ).toBeGreaterThan(12);

    // No end card by default: the video ends with the narration's tail.
    expect(Math.abs(plain.durationSeconds - plain.timeline.total)).toBeLessThan(0.1);
    const info = await probe(studio.tools, plain.videoPath);
    expect(Math.abs(info.durationSeconds - plain.durationSeconds)).toBeLessThan(0.1);
    // A whole render: on two shared cores it can take minutes.
  }, 600_000);

  it('adds a 2.5 s end card when asked: its text over the darkened last picture, music under it', async () => {
    const card = await render('card', { enabled: true, text: 'Follow for part 2' });
    // The story fits without touching the maximum: the same scenes, pieces reused, 2.5 s more.
    expect(card.timeline).toEqual(plain!.timeline);
    expect(card.cache.segment).toEqual({ hits: 2 * story.scenes.length - 1, misses: 1 });
    expect(card.durationSeconds - plain!.durationSeconds).toBeCloseTo(END_CARD_SECONDS, 2);
    const info = await probe(studio.tools, card.videoPath);
    expect(Math.abs(info.durationSeconds - card.durationSeconds)).toBeLessThan(0.1);
    const { minSeconds, maxSeconds } = DURATION_DETAILS.short;
    expect(info.durationSeconds).toBeGreaterThanOrEqual(minSeconds);
    expect(info.durationSeconds).toBeLessThanOrEqual(maxSeconds);

    const end = await frameAt(card.videoPath, -1, 'card-end');
    // The text, centred: white letters in the middle band...
    expect(brightPixels(end, 820, 1100)).toBeGreaterThan(3000);
    // ...over a picture darkened to under half its brightness: nothing else is near white.
    expect(brightPixels(end, 0, 780, 200) + brightPixels(end, 1140, 1920, 200)).toBeLessThan(200);
    // The plain video's last frame is the sharp last picture, without the text.
    const plainEnd = await frameAt(plain!.videoPath, -0.5, 'plain-end');
    expect(meanDifference(end, plainEnd, 0, 780)).toBeGreaterThan(15);

    // The music plays on under the card (the narration ended before it).
    const { stderr } = await runTool(studio.tools.ffmpeg, [
      '-hide_banner', '-nostats', '-ss', (card.durationSeconds - END_CARD_SECONDS).toFixed(2),
      '-t', '1', '-i', card.videoPath, '-map', '0:a', '-af', 'volumedetect', '-f', 'null', '-',
    ]); // prettier-ignore
    const mean = Number(/mean_volume: (-?[\d.]+) dB/.exec(stderr)?.[1]);
    expect(mean).toBeGreaterThan(-45);
  });

  it("marks a preview's end card PREVIEW too, as every other piece", async () => {
    const text = { enabled: true, text: 'Follow for part 2' };
    const preview = await render('card-preview', text, undefined, true);
    const info = await probe(studio.tools, preview.videoPath);
    expect(info.video).toMatchObject({ width: 360, height: 640 });
    // The final with this end card was made first: the preview copies its encoded sound.
    expect(preview.cache.soundtrack).toEqual({ hits: 1, misses: 0 });
    // The mark is white letters in the top band (compose/preview-mark.ts: 4% down, 9% tall,
    // a quarter transparent); the end card's picture, darkened to 45%, is never that bright.
    const end = await frameAt(preview.videoPath, -0.5, 'preview-card-end');
    expect(brightPixels(end, Math.round(640 * 0.03), Math.round(640 * 0.15), 170)).toBeGreaterThan(
      150,
    );
    // The same frame as the full render's, scaled down (measured: a mean difference of 8 over
    // the lower quarter; 29 when the preview's camera, caption margins and frame overlay were
    // laid out at its own 360 px instead of the final's size): the same framing, the captions
    // where they will be, noir's blinds and vignette over the whole frame.
    const at = 10;
    const small = await frameAt(preview.videoPath, at, 'preview-10s');
    const big = await frameAt(join(dir, 'card.mp4'), at, 'full-10s');
    const scaled = await sharp(big.data, { raw: { width: 1080, height: 1920, channels: 3 } })
      .resize(360, 640, { fit: 'fill' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(meanDifference(small, scaled, 480, 640)).toBeLessThan(12);
    // The full render's end card, without the mark: the same band is dark.
    const full = await frameAt(join(dir, 'card.mp4'), -0.5, 'full-card-end');
    expect(brightPixels(full, Math.round(1920 * 0.03), Math.round(1920 * 0.15), 170)).toBeLessThan(
      100,
    );
  }, 600_000);
});

describe('thumbnail colours', () => {
  // A saturated red and the captions' yellow: BT.601 and BT.709 decode them differently.
  const colours = [
    [220, 30, 30],
    [255, 210, 63],
    [40, 90, 200],
  ] as const;

  async function sourcePng(): Promise<string> {
    const path = join(dir, 'colours.png');
    const stripes = await Promise.all(
      colours.map(([r, g, b]) =>
        sharp({ create: { width: 320, height: 160, channels: 3, background: { r, g, b } } })
          .png()
          .toBuffer(),
      ),
    );
    await sharp({ create: { width: 320, height: 480, channels: 3, background: '#000' } })
      .composite(stripes.map((input, i) => ({ input, top: i * 160, left: 0 })))
      .png()
      .toFile(path);
    return path;
  }

  async function encode(png: string, bt709: boolean, name: string): Promise<string> {
    const out = join(dir, `${name}.mp4`);
    await runTool(studio.tools.ffmpeg, [
      '-v', 'error', '-y', '-i', png,
      '-vf', bt709 ? 'scale=out_color_matrix=bt709:out_range=tv,format=yuv420p' : 'format=yuv420p',
      ...(bt709 ? ['-colorspace', 'bt709', '-color_primaries', 'bt709', '-color_trc', 'bt709'] : []),
      '-c:v', 'libx264', '-crf', '12', '-frames:v', '1', out,
    ]); // prettier-ignore
    return out;
  }

  /** The centre of each stripe in a 160x240 thumbnail. */
  async function stripeColours(jpeg: string): Promise<number[][]> {
    const { data } = await sharp(jpeg).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    return colours.map((_, i) => {
      const at = ((i * 80 + 40) * 160 + 80) * 3;
      return [data[at]!, data[at + 1]!, data[at + 2]!];
    });
  }

  const worstError = (got: number[][]) =>
    Math.max(...got.flatMap((rgb, i) => rgb.map((v, c) => Math.abs(v - colours[i]![c]!))));

  it('match the source in a BT.709 video and in an untagged (BT.601) one', async () => {
    const png = await sourcePng();
    for (const bt709 of [true, false]) {
      const video = await encode(png, bt709, bt709 ? 'bt709' : 'bt601');
      const thumbnailPath = join(dir, `${bt709 ? 'bt709' : 'bt601'}.jpg`);
      await writeThumbnail(studio.tools, {
        videoPath: video,
        thumbnailPath,
        width: 320,
        height: 480,
        workDir: dir,
      });
      expect(worstError(await stripeColours(thumbnailPath))).toBeLessThanOrEqual(8);
    }
  });

  it('would shift them if the BT.709 video were decoded as BT.601 (what the test guards)', async () => {
    const video = await encode(await sourcePng(), true, 'bt709-wrong');
    const wrongPng = join(dir, 'wrong.png');
    await runTool(studio.tools.ffmpeg, firstFrameArgs(video, 'bt601', 160, 240, wrongPng));
    const wrongJpeg = join(dir, 'wrong.jpg');
    await sharp(wrongPng).jpeg({ quality: 95 }).toFile(wrongJpeg);
    expect(worstError(await stripeColours(wrongJpeg))).toBeGreaterThan(15);
  });
});
