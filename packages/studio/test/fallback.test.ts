import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { encodeWav } from '../src/audio/pcm.js';
import { probe } from '../src/compose/ffmpeg.js';
import { studioConfigFromEnv } from '../src/config.js';
import { createBuiltinIllustrator } from '../src/images/builtin-illustrator.js';
import { createOpenAiIllustrator } from '../src/images/openai-illustrator.js';
import { ArtifactCache } from '../src/render/cache.js';
import { fallbackReason } from '../src/render/fallback.js';
import { sceneImage, sceneImageOrFallback } from '../src/render/scene-image.js';
import { ProviderError } from '../src/openai/client.js';
import { writeBuiltinStory } from '../src/story/builtin-writer.js';
import { createStudio } from '../src/studio.js';
import { createOpenAiVoice } from '../src/voice/openai-voice.js';
import { startFakeOpenAi } from './fake-openai.js';
import type { FakeOpenAi, FakeReply, FakeRequest } from './fake-openai.js';

const dir = await mkdtemp(join(tmpdir(), 'studio-fallback-test-'));
afterAll(() => rm(dir, { recursive: true, force: true }));
let fake: FakeOpenAi | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

const png = await sharp({ create: { width: 1024, height: 1536, channels: 3, background: '#2a6' } })
  .png()
  .toBuffer();
const imageReply: FakeReply = { json: { data: [{ b64_json: png.toString('base64') }] } };
// Not worth retrying (the SDK retries 408, 409, 429 and 5xx): keeps the test fast.
const refusal: FakeReply = { status: 400, json: { error: { message: 'rejected, key sk-secret' } } };

describe('a remote provider that still fails: the built-in one stands in for that scene', () => {
  it('renders the video, marks the scenes that fell back, and sends the guide and the seed', async () => {
    const story = writeBuiltinStory({ topic: 'war-stories', duration: 'short' }, 4);
    expect(story.styleGuide).toBeTruthy();
    const badPrompt = story.scenes[1]!.imagePrompt;
    const badNarration = story.scenes[2]!.narration;
    const wav = encodeWav(
      24000,
      Float32Array.from({ length: 24000 * 4 }, (_, i) => 0.3 * Math.sin(i / 9)),
    );
    fake = await startFakeOpenAi((request: FakeRequest) => {
      if (request.path === '/v1/images/generations') {
        return String(request.body.prompt).startsWith(badPrompt) ? refusal : imageReply;
      }
      return request.body.input === badNarration
        ? { status: 500, json: { error: { message: 'down' } } }
        : { bytes: wav, contentType: 'audio/wav' };
    });
    const endpoint = { baseUrl: fake.baseUrl, apiKey: 'k', maxRetries: 1 };
    const studio = createStudio(studioConfigFromEnv({}), {
      voice: createOpenAiVoice({ ...endpoint, model: 'tts-1' }),
      illustrator: createOpenAiIllustrator({ ...endpoint, model: 'sd-local', sendSeed: true }),
    });
    const outPath = join(dir, 'fallback.mp4');
    const result = await studio.render({
      story,
      settings: { voice: 'onyx', artStyle: 'noir', aspectRatio: '1:1', duration: 'short' },
      options: { preset: 'superfast', captions: { enabled: false }, music: { track: 'none' } },
      cacheDir: join(dir, 'cache'),
      outPath,
      seed: 77,
    });
    const info = await probe(studio.tools, outPath);
    expect(info.video?.codec).toBe('h264');
    expect(info.durationSeconds).toBeGreaterThan(20);
    expect(result.fallbacks).toEqual([
      {
        scene: 1,
        role: 'image',
        reason:
          'The image service answered HTTP 400, so the built-in illustrator drew this picture.',
      },
      {
        scene: 2,
        role: 'voice',
        reason: 'The voice service answered HTTP 500, so the built-in voice read this scene.',
      },
    ]);
    // Nothing the server said (here a key) reaches a person.
    expect(JSON.stringify(result.fallbacks)).not.toContain('sk-secret');
    // The failed speech was asked twice (one retry) in the first fitting pass and never again.
    const speech = fake.requests.filter((r) => r.path === '/v1/audio/speech');
    expect(speech.filter((r) => r.body.input === badNarration)).toHaveLength(2);
    // Every picture: the scene's prompt, then the project's style guide; one seed for all.
    const images = fake.requests.filter((r) => r.path === '/v1/images/generations');
    expect(images).toHaveLength(story.scenes.length);
    for (const r of images) expect(String(r.body.prompt)).toContain(story.styleGuide!);
    expect(new Set(images.map((r) => r.body.seed))).toEqual(new Set([77]));
  });

  it("caches a stand-in picture under the built-in illustrator's key, not the remote's", async () => {
    let failing = true;
    fake = await startFakeOpenAi(() => (failing ? refusal : imageReply));
    const remote = createOpenAiIllustrator({ baseUrl: fake.baseUrl, model: 'gpt-image-1' });
    const illustrators = { primary: remote, fallback: createBuiltinIllustrator() };
    const cache = new ArtifactCache(join(dir, 'cache-keys'));
    const request = {
      scene: { imagePrompt: 'a lighthouse in a storm' },
      style: 'vintage' as const,
      width: 270,
      height: 480,
      seed: 5,
    };
    const stand = await sceneImageOrFallback(illustrators, cache, request);
    expect(stand.fallback).toMatch(/^The image service answered HTTP 400/);
    failing = false;
    const healed = await sceneImageOrFallback(illustrators, cache, request);
    expect(healed).toMatchObject({ hit: false });
    expect(healed.fallback).toBeUndefined();
    expect(healed.key).not.toBe(stand.key);
    expect(fake.requests).toHaveLength(2);
    // Without a fallback the failure is the render's.
    failing = true;
    await expect(
      sceneImage(remote, cache, { ...request, scene: { imagePrompt: 'another' } }),
    ).rejects.toThrow(ProviderError);
  });

  it('does not stand in for a cancelled call', async () => {
    fake = await startFakeOpenAi(() => ({ hang: true }));
    const remote = createOpenAiIllustrator({ baseUrl: fake.baseUrl, model: 'gpt-image-1' });
    const controller = new AbortController();
    const drawing = sceneImageOrFallback(
      { primary: remote, fallback: createBuiltinIllustrator() },
      new ArtifactCache(join(dir, 'cache-abort')),
      {
        scene: { imagePrompt: 'x' },
        style: 'noir',
        width: 100,
        height: 100,
        seed: 1,
        signal: controller.signal,
      },
    );
    setTimeout(() => controller.abort(new Error('cancelled by the owner')), 100);
    await expect(drawing).rejects.toThrow('cancelled by the owner');
  });
});

describe('fallback reasons', () => {
  it('say what the service did, for a person', () => {
    expect(fallbackReason('image', new ProviderError('images/generations timed out'))).toBe(
      'The image service timed out, so the built-in illustrator drew this picture.',
    );
    expect(fallbackReason('voice', new ProviderError('x', 429))).toBe(
      'The voice service was over its rate limit (HTTP 429), so the built-in voice read this scene.',
    );
    expect(fallbackReason('image', new ProviderError('audio/speech failed: ECONNREFUSED'))).toBe(
      'The image service could not be reached, so the built-in illustrator drew this picture.',
    );
  });
});

describe("the project's seed, for an image service that takes one", () => {
  it('is sent only when asked (IMAGE_SEED), the same for every scene, moved by a variant', async () => {
    fake = await startFakeOpenAi(() => imageReply);
    const base = { baseUrl: fake.baseUrl, model: 'gpt-image-1' };
    const request = { style: 'noir' as const, width: 90, height: 160, seed: 31 };
    const cache = new ArtifactCache(join(dir, 'cache-seed'));
    await sceneImage(createOpenAiIllustrator(base), cache, {
      ...request,
      scene: { imagePrompt: 'plain' },
    });
    expect(fake.requests[0]!.body).not.toHaveProperty('seed');
    const seeded = createOpenAiIllustrator({ ...base, sendSeed: true });
    await sceneImage(seeded, cache, { ...request, scene: { imagePrompt: 'one' } });
    await sceneImage(seeded, cache, { ...request, scene: { imagePrompt: 'two' } });
    await sceneImage(seeded, cache, { ...request, scene: { imagePrompt: 'two', imageVariant: 1 } });
    const seeds = fake.requests.slice(1).map((r) => r.body.seed);
    expect(seeds.slice(0, 2)).toEqual([31, 31]);
    expect(seeds[2]).toEqual(expect.any(Number));
    expect(seeds[2]).not.toBe(31);
    // A seeded service's picture depends on the project: another project asks again.
    await sceneImage(seeded, cache, { ...request, seed: 32, scene: { imagePrompt: 'one' } });
    expect(fake.requests).toHaveLength(5);
  });
});
