import { MEDIA_MESSAGES } from '@reelsmith/contract';
import {
  createOpenAiIllustrator,
  createOpenAiVoice,
  createStudio,
  studioConfigFromEnv,
} from '@reelsmith/studio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiClient,
  createSignedInUser,
  createTestApp,
  grantCredits,
  type TestContext,
} from './harness.js';
import { SCRIPT, solid, toneWav } from './support/media-fixtures.js';
import { jsonReply, startOpenAiFake, type FakeOpenAiServer } from './support/openai-fake.js';

/** The editor's media calls against an OpenAI-compatible provider: paid once, failing, healed. */
describe('editor media with an OpenAI-compatible provider (a local fake)', () => {
  let fake: FakeOpenAiServer;
  let failing = false;
  let ctx: TestContext;

  beforeAll(async () => {
    const picture = await solid(1024, 1536, [250, 200, 0]).png().toBuffer();
    const speech = toneWav(24_000, 1);
    fake = await startOpenAiFake((path) => {
      if (failing) return jsonReply(500, { error: { message: 'down' } });
      if (path.endsWith('/images/generations')) {
        return jsonReply(200, { data: [{ b64_json: picture.toString('base64') }] });
      }
      return { status: 200, body: speech, contentType: 'audio/wav' };
    });
    const endpoint = { baseUrl: fake.baseUrl, apiKey: 'sk-test', maxRetries: 1 };
    ctx = await createTestApp(
      'pglite',
      {},
      {
        studio: createStudio(studioConfigFromEnv({}), {
          illustrator: createOpenAiIllustrator({ ...endpoint, model: 'gpt-image-1' }),
          voice: createOpenAiVoice({ ...endpoint, model: 'tts-1' }),
        }),
      },
    );
  });
  afterAll(async () => {
    await ctx?.close();
    await fake?.close();
  });

  const projectWith = async () => {
    const signedIn = await createSignedInUser(ctx.app);
    await grantCredits(ctx.app, signedIn.user.id, 1);
    const { projectId, token } = (
      await apiClient(ctx.app).api('POST', '/story/from-script', signedIn.headers, {
        script: SCRIPT,
        artStyle: 'cinematic',
        aspectRatio: '9:16',
        duration: 'short',
        voice: 'alloy',
      })
    ).json<{ projectId: string; token: string }>();
    return { projectId, headers: { ...signedIn.headers, 'generation-token': token } };
  };

  it('pays the image provider once per prompt, variant, style and format, across projects', async () => {
    const { api } = apiClient(ctx.app);
    const a = await projectWith();
    const b = await projectWith();
    const body = { imagePrompt: 'a lighthouse in a storm' };
    const images = () => fake.paths.filter((p) => p.endsWith('/images/generations')).length;
    const before = images();
    expect(
      (await api('POST', `/story/${a.projectId}/images/preview`, a.headers, body)).statusCode,
    ).toBe(200);
    expect(
      (await api('POST', `/story/${a.projectId}/images/preview`, a.headers, body)).statusCode,
    ).toBe(200);
    expect(
      (await api('POST', `/story/${b.projectId}/images/preview`, b.headers, body)).statusCode,
    ).toBe(200);
    expect(images() - before).toBe(1);
    const variant = await api('POST', `/story/${a.projectId}/images/preview`, a.headers, {
      ...body,
      imageVariant: 2,
    });
    expect(variant.statusCode).toBe(200);
    expect(images() - before).toBe(2);
  });

  it('previews with the built-in illustrator while the image service fails; a voice sample answers 502', async () => {
    const { api } = apiClient(ctx.app);
    const a = await projectWith();
    const images = () => fake.paths.filter((p) => p.endsWith('/images/generations')).length;
    const scene = { imagePrompt: 'a prompt never drawn before' };
    failing = true;
    let standIn: string | undefined;
    try {
      const before = images();
      const preview = await api('POST', `/story/${a.projectId}/images/preview`, a.headers, scene);
      // The remote was asked (a try and the one retry), then the built-in illustrator drew.
      expect(preview.statusCode).toBe(200);
      expect(preview.headers['content-type']).toBe('image/webp');
      expect(images() - before).toBe(2);
      standIn = String(preview.headers.etag);
      const sample = await api('GET', '/catalog/voices/onyx/sample');
      expect(sample.statusCode).toBe(502);
      expect(sample.json()).toMatchObject({
        message: MEDIA_MESSAGES.sampleFailed,
        error: 'Bad Gateway',
      });
    } finally {
      failing = false;
    }
    // Once the service answers, it draws that scene: the stand-in was not kept as its picture.
    const healed = await api('POST', `/story/${a.projectId}/images/preview`, a.headers, scene);
    expect(healed.statusCode).toBe(200);
    expect(String(healed.headers.etag)).not.toBe(standIn);
    expect(fake.paths.at(-1)).toBe('/v1/images/generations');
    const sample = await api('GET', '/catalog/voices/onyx/sample');
    expect(sample.statusCode).toBe(200);
    expect(fake.paths.at(-1)).toBe('/v1/audio/speech');
  });
});
