import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { encodeWav, parseWav } from '../src/audio/pcm.js';
import { studioConfigFromEnv } from '../src/config.js';
import { writeBuiltinStory } from '../src/story/builtin-writer.js';
import { createIllustrator, createStoryWriter, createVoice } from '../src/studio.js';
import { chatReply, startFakeOpenAi } from './fake-openai.js';
import type { FakeOpenAi, FakeReply, FakeRequest } from './fake-openai.js';

const story = writeBuiltinStory({ topic: 'science-exploration', duration: 'short' }, 1);
const wav = encodeWav(
  24000,
  Float32Array.from({ length: 2400 }, (_, i) => 0.3 * Math.sin(i / 10)),
);
const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#335577' } })
  .png()
  .toBuffer();

/** One fake that speaks all three APIs, answering by path. */
const byPath = (request: FakeRequest): FakeReply => {
  if (request.path.endsWith('/chat/completions')) return chatReply(JSON.stringify(story));
  if (request.path.endsWith('/audio/speech')) return { bytes: wav, contentType: 'audio/wav' };
  if (request.path.endsWith('/images/generations')) {
    return { json: { data: [{ b64_json: png.toString('base64') }] } };
  }
  return { status: 404, json: { error: { message: 'no such path' } } };
};

const fakes: FakeOpenAi[] = [];
afterEach(async () => {
  await Promise.all(fakes.splice(0).map((f) => f.close()));
});
const fake = async () => {
  const f = await startFakeOpenAi(byPath);
  fakes.push(f);
  return f;
};

/** Runs each role once through the providers the configuration picks. */
async function useEveryRole(env: Record<string, string>) {
  const config = studioConfigFromEnv(env);
  const written = await createStoryWriter(config.storyWriter).write({
    topic: 'science-exploration',
    duration: 'short',
  });
  const clip = await createVoice(config.voice).speak('Hello there.', 'nova');
  const picture = await createIllustrator(config.illustrator).illustrate({
    prompt: 'a lighthouse',
    style: 'noir',
    width: 32,
    height: 32,
    seed: 1,
  });
  expect(written).toEqual(story);
  expect(parseWav(clip.wav).samples.length).toBe(2400);
  expect((await sharp(picture).metadata()).width).toBe(32);
}

describe('a provider per role (each role against its own local fake API)', () => {
  it('sends each role to its own base URL with its own key', async () => {
    const [script, speech, images] = [await fake(), await fake(), await fake()];
    await useEveryRole({
      LLM_BASE_URL: script.baseUrl,
      LLM_API_KEY: 'sk-script',
      TTS_BASE_URL: speech.baseUrl,
      TTS_API_KEY: 'sk-speech',
      IMAGE_BASE_URL: images.baseUrl,
      IMAGE_API_KEY: 'sk-images',
      // The shared key is only a fallback: every role has its own here.
      OPENAI_API_KEY: 'sk-shared',
    });
    expect(script.requests.map((r) => [r.path, r.authorization])).toEqual([
      ['/v1/chat/completions', 'Bearer sk-script'],
    ]);
    expect(speech.requests.map((r) => [r.path, r.authorization])).toEqual([
      ['/v1/audio/speech', 'Bearer sk-speech'],
    ]);
    expect(images.requests.map((r) => [r.path, r.authorization])).toEqual([
      ['/v1/images/generations', 'Bearer sk-images'],
    ]);
  });

  it("names each role's provider and host for the start-up log, never its key", () => {
    const config = studioConfigFromEnv({
      LLM_BASE_URL: 'http://localhost:11434/v1',
      TTS_BASE_URL: 'http://speech.internal:8880/v1',
      OPENAI_API_KEY: 'sk-secret',
      IMAGE_PROVIDER: 'builtin',
    });
    const writer = createStoryWriter(config.storyWriter).description;
    const voice = createVoice(config.voice).description;
    expect(writer).toBe('OpenAI-compatible chat (gpt-4o-mini at localhost:11434)');
    expect(voice).toBe('OpenAI-compatible speech (gpt-4o-mini-tts at speech.internal:8880)');
    expect(createIllustrator(config.illustrator).description).not.toMatch(/OpenAI/);
    expect(`${writer}${voice}`).not.toContain('sk-secret');
  });

  it('falls back to the shared OPENAI_BASE_URL and OPENAI_API_KEY for every role', async () => {
    const shared = await fake();
    await useEveryRole({ OPENAI_BASE_URL: shared.baseUrl, OPENAI_API_KEY: 'sk-shared' });
    expect(shared.requests.map((r) => [r.path, r.authorization])).toEqual([
      ['/v1/chat/completions', 'Bearer sk-shared'],
      ['/v1/audio/speech', 'Bearer sk-shared'],
      ['/v1/images/generations', 'Bearer sk-shared'],
    ]);
  });

  it('mixes own and shared settings per role; a keyless local server gets no key', async () => {
    const [shared, speech] = [await fake(), await fake()];
    await useEveryRole({
      OPENAI_BASE_URL: shared.baseUrl,
      OPENAI_API_KEY: 'sk-shared',
      // A local speech server with its own base URL and no key of its own: the shared key.
      TTS_BASE_URL: speech.baseUrl,
    });
    expect(shared.requests.map((r) => r.path)).toEqual([
      '/v1/chat/completions',
      '/v1/images/generations',
    ]);
    expect(speech.requests.map((r) => [r.path, r.authorization])).toEqual([
      ['/v1/audio/speech', 'Bearer sk-shared'],
    ]);

    // With no key at all (Ollama-style local servers), no Authorization header is sent.
    const [script, voice, images] = [await fake(), await fake(), await fake()];
    await useEveryRole({
      LLM_BASE_URL: script.baseUrl,
      TTS_BASE_URL: voice.baseUrl,
      IMAGE_BASE_URL: images.baseUrl,
    });
    for (const f of [script, voice, images]) {
      expect(f.requests).toHaveLength(1);
      expect(f.requests[0]!.authorization).toBeUndefined();
    }
  });
});
