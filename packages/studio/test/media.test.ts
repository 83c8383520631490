import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { encodeWav } from '../src/audio/pcm.js';
import { probe } from '../src/compose/ffmpeg.js';
import { studioConfigFromEnv } from '../src/config.js';
import { createBuiltinIllustrator } from '../src/images/builtin-illustrator.js';
import { createOpenAiIllustrator } from '../src/images/openai-illustrator.js';
import {
  ImageTooLargeError,
  UnreadableImageError,
  jpegOrientation,
  sniffImage,
} from '../src/media/upload-image.js';
import { ArtifactCache } from '../src/render/cache.js';
import { sceneImage, sceneImageKey } from '../src/render/scene-image.js';
import { createStudio } from '../src/studio.js';
import { startFakeOpenAi } from './fake-openai.js';
import type { FakeOpenAi } from './fake-openai.js';

const dir = await mkdtemp(join(tmpdir(), 'studio-media-test-'));
afterAll(() => rm(dir, { recursive: true, force: true }));
const studio = createStudio(studioConfigFromEnv({}));
let fake: FakeOpenAi | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

const picture = (width: number, height: number) =>
  sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 30, b: 30 } },
  }).composite([
    // A white block in the top-left corner, to tell which way up the result is.
    {
      input: {
        create: { width: 40, height: 20, channels: 3, background: { r: 255, g: 255, b: 255 } },
      },
      left: 0,
      top: 0,
    },
  ]);

async function fileOf(name: string, data: Buffer) {
  const path = join(dir, name);
  await writeFile(path, data);
  return path;
}

describe("a user's picture, re-encoded by ffmpeg", () => {
  it('turns a JPEG upright by its EXIF orientation and drops its metadata', async () => {
    const jpeg = await picture(400, 200).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect(sniffImage(jpeg)).toBe('jpeg');
    expect(jpegOrientation(jpeg)).toBe(6);
    const result = await studio.reencodeImage(jpeg);
    expect(result).toMatchObject({ width: 200, height: 400 });
    const meta = await sharp(result.data).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 200, height: 400 });
    expect(meta.exif).toBeUndefined();
    // Orientation 6 is "turn 90 degrees clockwise": the white corner is now top-right.
    const { data } = await sharp(result.data)
      .extract({ left: 190, top: 2, width: 6, height: 6 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(220);
    expect(data[2]).toBeGreaterThan(200);
  });

  it('scales a large PNG down to 2160 on its longest side', async () => {
    const png = await picture(3000, 1500).png().toBuffer();
    const result = await studio.reencodeImage(png);
    expect(result).toMatchObject({ width: 2160, height: 1080 });
    expect((await sharp(result.data).metadata()).format).toBe('webp');
  });

  it('re-encodes a WebP, and refuses what is not a picture', async () => {
    const webp = await picture(64, 48).webp().toBuffer();
    expect(await studio.reencodeImage(webp)).toMatchObject({ width: 64, height: 48 });
    await expect(studio.reencodeImage(Buffer.from('just some text'))).rejects.toBeInstanceOf(
      UnreadableImageError,
    );
    // A PNG signature followed by garbage.
    const broken = Buffer.concat([
      (await picture(64, 48).png().toBuffer()).subarray(0, 8),
      Buffer.alloc(200, 7),
    ]);
    await expect(studio.reencodeImage(broken)).rejects.toBeInstanceOf(UnreadableImageError);
  });

  it('refuses a picture with too many pixels before decoding it', async () => {
    const png = await picture(300, 300).png().toBuffer();
    await expect(studio.reencodeImage(png, { maxPixels: 200 * 200 })).rejects.toBeInstanceOf(
      ImageTooLargeError,
    );
  });
});

describe('scene pictures: the preview and the render share one', () => {
  const scene = { imagePrompt: 'a fox in the snow at night' };
  const request = { scene, style: 'noir' as const, width: 1080, height: 1920, seed: 42 };

  it('draws once: the preview is small WebP, and the render finds the picture cached', async () => {
    const cache = new ArtifactCache(join(dir, 'cache-a'));
    const preview = await studio.previewScene(request, cache);
    const meta = await sharp(preview.data).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 360, height: 640 });
    const again = await studio.previewScene(request, new ArtifactCache(join(dir, 'cache-a')));
    expect(again.etag).toBe(preview.etag);
    const render = await sceneImage(
      studio.illustrator,
      new ArtifactCache(join(dir, 'cache-a')),
      request,
    );
    expect(render.hit).toBe(true);
    expect(await sharp(render.path).metadata()).toMatchObject({ width: 1080, height: 1920 });
  });

  it('another variant is another drawing; the built-in one depends on the project', () => {
    const builtin = createBuiltinIllustrator();
    const key = sceneImageKey(builtin, request);
    expect(sceneImageKey(builtin, { ...request, scene: { ...scene, imageVariant: 0 } })).toBe(key);
    expect(sceneImageKey(builtin, { ...request, scene: { ...scene, imageVariant: 1 } })).not.toBe(
      key,
    );
    expect(sceneImageKey(builtin, { ...request, seed: 7 })).not.toBe(key);
  });

  it('a remote model is paid once per prompt, variant, style and format, whichever project', async () => {
    const png = await picture(1024, 1536).png().toBuffer();
    fake = await startFakeOpenAi(() => ({
      json: { data: [{ b64_json: png.toString('base64') }] },
    }));
    const remote = createOpenAiIllustrator({
      baseUrl: fake.baseUrl,
      apiKey: 'k',
      model: 'gpt-image-1',
    });
    const cache = new ArtifactCache(join(dir, 'cache-b'));
    await sceneImage(remote, cache, request);
    await sceneImage(remote, cache, { ...request, seed: 99 });
    expect(fake.requests).toHaveLength(1);
    await sceneImage(remote, cache, { ...request, scene: { ...scene, imageVariant: 3 } });
    expect(fake.requests).toHaveLength(2);
  });

  it('an uploaded picture is cover-fitted to the format', async () => {
    const upload = await fileOf('upload.webp', await picture(800, 800).webp().toBuffer());
    const asked: string[] = [];
    const image = await sceneImage(studio.illustrator, new ArtifactCache(join(dir, 'cache-c')), {
      ...request,
      scene: { ...scene, imageId: 'a'.repeat(32) },
      uploadedImage: async (id) => {
        asked.push(id);
        return upload;
      },
    });
    expect(asked).toEqual(['a'.repeat(32)]);
    expect(await sharp(image.path).metadata()).toMatchObject({ width: 1080, height: 1920 });
  });
});

describe('catalogue media', () => {
  const cache = new ArtifactCache(join(dir, 'cache-d'));

  it('a voice sample is a short MP3 from the voice provider, made once', async () => {
    const sample = await studio.voiceSampleMedia('nova', cache);
    expect(sample.contentType).toBe('audio/mpeg');
    const info = await probe(studio.tools, await fileOf('nova.mp3', sample.data));
    expect(info.audio?.codec).toBe('mp3');
    expect(info.durationSeconds).toBeGreaterThan(1);
    expect(info.durationSeconds).toBeLessThan(15);
    // Far smaller than the WAV it came from.
    expect(sample.data.length).toBeLessThan(encodeWav(22050, new Float32Array(22050 * 2)).length);
    const again = await studio.voiceSampleMedia('nova', cache);
    expect(again.etag).toBe(sample.etag);
    expect(cache.stats.sample).toEqual({ hits: 1, misses: 1 });
  });

  it('a style preview is a square WebP; a music preview a 20-second MP3', async () => {
    const style = await studio.stylePreview('80s-cartoon', cache);
    expect(await sharp(style.data).metadata()).toMatchObject({
      format: 'webp',
      width: 512,
      height: 512,
    });
    expect(style.etag).not.toBe((await studio.stylePreview('sketch', cache)).etag);
    const music = await studio.musicPreview('daybreak', cache);
    const info = await probe(studio.tools, await fileOf('daybreak.mp3', music!.data));
    expect(info.audio?.codec).toBe('mp3');
    expect(Math.abs(info.durationSeconds - 20)).toBeLessThan(0.5);
    expect(await studio.musicPreview('no-such-track', cache)).toBeUndefined();
  });
});
