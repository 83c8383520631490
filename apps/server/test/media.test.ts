import {
  GENERATION_MESSAGES,
  MEDIA_MESSAGES,
  SERVER_MESSAGES,
  UPLOAD_IMAGE_MAX_BYTES,
  sessionResponseSchema,
  type Story,
} from '@reelsmith/contract';
import {
  ArtifactCache,
  createStudio,
  sceneImage,
  studioConfigFromEnv,
  type VoiceProvider,
} from '@reelsmith/studio';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captionOptions } from '../src/jobs/handlers/index.js';
import { renderSeed } from '../src/services/media.service.js';
import { artifactStoreIn } from '../src/storage/artifact-store.js';
import {
  apiClient,
  createSignedInUser,
  createTestApp,
  grantCredits,
  testDatabases,
  type Headers,
  type TestContext,
} from './harness.js';

import { SCRIPT, solid } from './support/media-fixtures.js';

/** The editor's media calls at the API: session, catalogue, scene previews, uploads. */
describe.each(testDatabases())('editor media API (%s)', (kind) => {
  let ctx: TestContext;
  let api: ReturnType<typeof apiClient>['api'];
  let spoken = 0;

  beforeAll(async () => {
    // The built-in engine, with its voice counted: a cached sample is not spoken again.
    const base = createStudio(studioConfigFromEnv({}));
    const voice: VoiceProvider = {
      description: base.voice.description,
      id: base.voice.id,
      speak: (text, name, options) => {
        spoken += 1;
        return base.voice.speak(text, name, options);
      },
    };
    ctx = await createTestApp(
      kind,
      {},
      { studio: createStudio(studioConfigFromEnv({}), { voice }) },
    );
    ({ api } = apiClient(ctx.app));
  });
  afterAll(async () => ctx.close());

  /** A project at STORY_READY at once (the custom tool), with its token headers. */
  const project = async (aspectRatio: '9:16' | '16:9' | '1:1' = '9:16') => {
    const signedIn = await createSignedInUser(ctx.app);
    await grantCredits(ctx.app, signedIn.user.id, 1);
    const response = await api('POST', '/story/from-script', signedIn.headers, {
      script: SCRIPT,
      artStyle: 'minimalist',
      aspectRatio,
      duration: 'short',
      voice: 'nova',
    });
    expect(response.statusCode, response.body).toBe(200);
    const { projectId, token } = response.json<{ projectId: string; token: string }>();
    return {
      ...signedIn,
      projectId,
      token,
      withToken: { ...signedIn.headers, 'generation-token': token } as Headers,
    };
  };
  const upload = (id: string, headers: Headers, body: Buffer | string, contentType?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/story/${id}/images`,
      headers: {
        ...headers,
        ...(contentType === undefined ? {} : { 'content-type': contentType }),
      },
      payload: body,
    });
  const message = (response: { json: <T>() => T }) => response.json<{ message: string }>().message;
  const storyOf = async (withToken: Headers, id: string) =>
    (await api('GET', `/story/${id}/status`, withToken)).json<{ story: Story }>().story;
  const uploadsOf = async (id: string) => {
    const keys: string[] = [];
    for await (const file of ctx.services.storage.list(`uploads/${id}/`)) keys.push(file.key);
    return keys;
  };

  describe('GET /story/session/{id}', () => {
    it('opens the project from its link with the bearer token: the generation and its token', async () => {
      const p = await project();
      const response = await api('GET', `/story/session/${p.projectId}`, p.headers);
      expect(response.statusCode, response.body).toBe(200);
      const session = sessionResponseSchema.parse(response.json());
      expect(session).toMatchObject({
        projectId: p.projectId,
        token: p.token,
        status: 'STORY_READY',
        settings: { aspectRatio: '9:16', voice: 'nova' },
        renderOptions: { captions: { style: 'karaoke', enabled: true } },
      });
      expect(session.story?.scenes.length).toBeGreaterThan(0);
      // The token it answers works for the other calls.
      const status = await api('GET', `/story/${p.projectId}/status`, {
        ...p.headers,
        'generation-token': session.token,
      });
      expect(status.statusCode).toBe(200);
    });

    it('checks a Generation-Token sent with it; another user gets 404; a bad id 400', async () => {
      const p = await project();
      const withToken = await api('GET', `/story/session/${p.projectId}`, p.withToken);
      expect(withToken.statusCode).toBe(200);
      const wrong = await api('GET', `/story/session/${p.projectId}`, {
        ...p.headers,
        'generation-token': 'x'.repeat(43),
      });
      expect(wrong.statusCode).toBe(403);
      expect(message(wrong)).toBe(GENERATION_MESSAGES.tokenInvalid);
      const stranger = await createSignedInUser(ctx.app);
      const theirs = await api('GET', `/story/session/${p.projectId}`, {
        ...stranger.headers,
        'generation-token': p.token,
      });
      expect(theirs.statusCode).toBe(404);
      expect(message(theirs)).toBe(SERVER_MESSAGES.notFound);
      expect((await api('GET', '/story/session/nope', p.headers)).statusCode).toBe(400);
      expect((await api('GET', `/story/session/${p.projectId}`)).statusCode).toBe(401);
    });
  });

  describe('catalogue media', () => {
    it('a voice sample: MP3 with long caching and an ETag, made once, 304 when unchanged', async () => {
      const before = spoken;
      const [first, concurrent] = await Promise.all([
        api('GET', '/catalog/voices/echo/sample'),
        api('GET', '/catalog/voices/echo/sample'),
      ]);
      expect(first.statusCode).toBe(200);
      expect(concurrent.statusCode).toBe(200);
      expect(first.headers['content-type']).toBe('audio/mpeg');
      expect(first.headers['cache-control']).toMatch(/^public, max-age=\d{5,}/);
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
      // An MP3 frame (or its ID3 header) and far smaller than a WAV of the same length.
      const head = first.rawPayload;
      expect(
        head.subarray(0, 3).toString() === 'ID3' ||
          (head[0] === 0xff && (head[1]! & 0xe0) === 0xe0),
      ).toBe(true);
      expect(head.length).toBeLessThan(80_000);
      const again = await api('GET', '/catalog/voices/ECHO/sample');
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(spoken - before).toBe(1);
      const cached = await ctx.app.inject({
        method: 'GET',
        url: '/api/catalog/voices/echo/sample',
        headers: { 'if-none-match': etag },
      });
      expect(cached.statusCode).toBe(304);
      expect(cached.body).toBe('');
    });

    it('an unknown voice, style or track answers 404 with a clear message', async () => {
      const voice = await api('GET', '/catalog/voices/robot/sample');
      expect(voice.statusCode).toBe(404);
      expect(voice.json()).toEqual({
        message: MEDIA_MESSAGES.unknownVoice,
        error: 'Not Found',
        code: 'NOT_FOUND',
      });
      const style = await api('GET', '/catalog/styles/cubism/preview');
      expect(style.statusCode).toBe(404);
      expect(message(style)).toBe(MEDIA_MESSAGES.unknownStyle);
      const track = await api('GET', '/catalog/music/no-such-track/preview');
      expect(track.statusCode).toBe(404);
      expect(message(track)).toBe(MEDIA_MESSAGES.unknownTrack);
      expect((await api('GET', `/catalog/voices/${'x'.repeat(80)}/sample`)).statusCode).toBe(400);
    });

    it('a style preview: one square WebP in the style, cached', async () => {
      const response = await api('GET', '/catalog/styles/sketch/preview');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toMatch(/^public, max-age=\d{5,}/);
      const meta = await sharp(response.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });
      const other = await api('GET', '/catalog/styles/80s-cartoon/preview');
      expect(other.headers.etag).not.toBe(response.headers.etag);
    });

    it('the music: the bundled tracks, and a short MP3 excerpt of each', async () => {
      const list = await api('GET', '/catalog/music');
      expect(list.statusCode).toBe(200);
      const { tracks } = list.json<{ tracks: { id: string; name: string; mood: string }[] }>();
      expect(tracks).toContainEqual({ id: 'daybreak', name: 'Daybreak', mood: 'uplifting' });
      expect(tracks).toHaveLength(5);
      const preview = await api('GET', `/catalog/music/${tracks[1]!.id}/preview`);
      expect(preview.statusCode).toBe(200);
      expect(preview.headers['content-type']).toBe('audio/mpeg');
      expect(preview.headers.etag).toBeTruthy();
      // 20 seconds at 128 kb/s.
      expect(preview.rawPayload.length).toBeGreaterThan(200_000);
      expect(preview.rawPayload.length).toBeLessThan(400_000);
    });
  });

  describe('POST /story/{id}/images/preview', () => {
    it("draws the scene as the render will, small, in the project's format, and keeps it for the render", async () => {
      const p = await project('16:9');
      const story = await storyOf(p.withToken, p.projectId);
      const scene = story.scenes[0]!;
      const first = await api('POST', `/story/${p.projectId}/images/preview`, p.withToken, {
        imagePrompt: scene.imagePrompt,
      });
      expect(first.statusCode, first.body).toBe(200);
      expect(first.headers['content-type']).toBe('image/webp');
      expect(first.headers['cache-control']).toMatch(/^private/);
      expect(await sharp(first.rawPayload).metadata()).toMatchObject({
        format: 'webp',
        width: 640,
        height: 360,
      });
      const again = await api('POST', `/story/${p.projectId}/images/preview`, p.withToken, {
        imagePrompt: scene.imagePrompt,
        imageVariant: 0,
      });
      expect(again.headers.etag).toBe(first.headers.etag);
      const regenerated = await api('POST', `/story/${p.projectId}/images/preview`, p.withToken, {
        imagePrompt: scene.imagePrompt,
        imageVariant: 1,
      });
      expect(regenerated.statusCode).toBe(200);
      expect(regenerated.headers.etag).not.toBe(first.headers.etag);
      expect(regenerated.rawPayload.equals(first.rawPayload)).toBe(false);

      // The render asks the same question with the same seed: the picture is there already,
      // in the shared cache too (a fresh local folder finds it).
      const { config, storage, studio } = ctx.services;
      const render = await sceneImage(
        studio.illustrator,
        new ArtifactCache(join(config.DATA_DIR, 'other-worker-cache'), artifactStoreIn(storage)),
        {
          scene: { imagePrompt: scene.imagePrompt, imageVariant: 1 },
          style: 'minimalist',
          width: 1920,
          height: 1080,
          seed: renderSeed(p.projectId),
        },
      );
      expect(render.hit).toBe(true);
    });

    it('refuses a bad body with 400, and answers 404 to another user', async () => {
      const p = await project();
      const url = `/story/${p.projectId}/images/preview`;
      const missing = await api('POST', url, p.withToken, {});
      expect(missing.statusCode).toBe(400);
      expect(message(missing)).toContain('imagePrompt');
      const extra = await api('POST', url, p.withToken, { imagePrompt: 'a cat', colour: 'red' });
      expect(extra.statusCode).toBe(400);
      const variant = await api('POST', url, p.withToken, {
        imagePrompt: 'a cat',
        imageVariant: -1,
      });
      expect(variant.statusCode).toBe(400);
      const unknownImage = await api('POST', url, p.withToken, {
        imagePrompt: 'a cat',
        imageId: 'a'.repeat(32),
      });
      expect(unknownImage.statusCode).toBe(400);
      expect(message(unknownImage)).toBe(MEDIA_MESSAGES.imageNotFound);
      const stranger = await createSignedInUser(ctx.app);
      const theirs = await api(
        'POST',
        url,
        { ...stranger.headers, 'generation-token': p.token },
        {
          imagePrompt: 'a cat',
        },
      );
      expect(theirs.statusCode).toBe(404);
      expect((await api('POST', url, p.headers, { imagePrompt: 'a cat' })).statusCode).toBe(401);
    });
  });

  describe('POST /story/{id}/images', () => {
    it('takes a JPEG, re-encodes it as WebP under the project; the scene then uses it', async () => {
      const p = await project();
      const jpeg = await solid(1200, 900, [20, 180, 60]).jpeg().toBuffer();
      const response = await upload(p.projectId, p.withToken, jpeg, 'image/jpeg');
      expect(response.statusCode, response.body).toBe(200);
      const { imageId } = response.json<{ imageId: string }>();
      expect(imageId).toMatch(/^[a-f0-9]{32}$/);
      expect(await uploadsOf(p.projectId)).toEqual([`uploads/${p.projectId}/${imageId}.webp`]);

      // Its preview: the picture cover-fitted to 9:16, green.
      const preview = await api('POST', `/story/${p.projectId}/images/preview`, p.withToken, {
        imagePrompt: 'anything',
        imageId,
      });
      expect(preview.statusCode, preview.body).toBe(200);
      const { data, info } = await sharp(preview.rawPayload)
        .raw()
        .toBuffer({ resolveWithObject: true });
      expect(info).toMatchObject({ width: 360, height: 640 });
      expect(data[1]).toBeGreaterThan(150);
      expect(data[0]).toBeLessThan(60);

      // The scene keeps it; a picture it never uploaded is refused.
      const story = await storyOf(p.withToken, p.projectId);
      const withImage = {
        ...story,
        scenes: story.scenes.map((s, i) => (i === 0 ? { ...s, imageId } : s)),
      };
      const saved = await api('PUT', `/story/${p.projectId}/story`, p.withToken, {
        story: withImage,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json<{ story: Story }>().story.scenes[0]!.imageId).toBe(imageId);
      const unknown = {
        ...story,
        scenes: story.scenes.map((s, i) => (i === 0 ? { ...s, imageId: 'b'.repeat(32) } : s)),
      };
      for (const [method, url, body] of [
        ['PUT', `/story/${p.projectId}/story`, { story: unknown }],
        ['POST', `/story/session/${p.projectId}`, { story: unknown }],
      ] as const) {
        const refused = await api(method, url, p.withToken, body);
        expect(refused.statusCode).toBe(400);
        expect(message(refused)).toBe(MEDIA_MESSAGES.imageNotFound);
      }
      // A picture gone meanwhile: the render is refused before a credit is spent.
      await ctx.app.db.deleteFrom('scene_images').where('id', '=', imageId).execute();
      const go = await api('POST', `/story/${p.projectId}/continue`, p.withToken);
      expect(go.statusCode).toBe(400);
      expect(message(go)).toBe(MEDIA_MESSAGES.imageNotFound);
      expect(await apiClient(ctx.app).balance(p.headers)).toBe(1);
    });

    it('takes PNG and WebP too; refuses other types, empty, too large and unreadable files', async () => {
      const p = await project();
      const png = await solid(300, 300, [200, 0, 0]).png().toBuffer();
      expect((await upload(p.projectId, p.withToken, png, 'image/png')).statusCode).toBe(200);
      const webp = await solid(300, 200, [0, 0, 200]).webp().toBuffer();
      expect((await upload(p.projectId, p.withToken, webp, 'image/webp')).statusCode).toBe(200);

      const refusals: [Buffer | string, string | undefined, number, string][] = [
        [
          await solid(10, 10, [0, 0, 0]).gif().toBuffer(),
          'image/gif',
          415,
          MEDIA_MESSAGES.uploadType,
        ],
        ['{"image":"no"}', 'application/json', 415, MEDIA_MESSAGES.uploadType],
        ['plain text', 'text/plain', 415, MEDIA_MESSAGES.uploadType],
        [png, 'application/octet-stream', 415, MEDIA_MESSAGES.uploadType],
        [Buffer.alloc(0), 'image/png', 400, MEDIA_MESSAGES.uploadMissing],
        ['', undefined, 400, MEDIA_MESSAGES.uploadMissing],
        ['this is not a picture at all', 'image/png', 422, MEDIA_MESSAGES.uploadUnreadable],
        [
          Buffer.concat([png.subarray(0, 8), Buffer.alloc(64, 1)]),
          'image/png',
          422,
          MEDIA_MESSAGES.uploadUnreadable,
        ],
        // Just over 10 MB (under the parser's limit), and well over it.
        [
          Buffer.concat([png, Buffer.alloc(UPLOAD_IMAGE_MAX_BYTES)]),
          'image/png',
          413,
          MEDIA_MESSAGES.uploadTooLarge,
        ],
        [
          Buffer.alloc(UPLOAD_IMAGE_MAX_BYTES + 200_000, 1),
          'image/jpeg',
          413,
          MEDIA_MESSAGES.uploadTooLarge,
        ],
      ];
      for (const [body, type, status, text] of refusals) {
        const response = await upload(p.projectId, p.withToken, body, type);
        expect(response.statusCode, `${type ?? 'no type'}: ${response.body}`).toBe(status);
        expect(message(response)).toBe(text);
      }
      expect(await uploadsOf(p.projectId)).toHaveLength(2);
    });

    it('refuses the 101st picture of a project, and any once the video is being made', async () => {
      const p = await project();
      const png = await solid(64, 64, [9, 9, 9]).png().toBuffer();
      await ctx.app.db
        .insertInto('scene_images')
        .values(
          Array.from({ length: 100 }, (_, i) => ({
            id: i.toString(16).padStart(32, '0'),
            generation_id: p.projectId,
            storage_key: `uploads/${p.projectId}/${i}.webp`,
            bytes: 1,
            width: 1,
            height: 1,
          })),
        )
        .execute();
      const over = await upload(p.projectId, p.withToken, png, 'image/png');
      expect(over.statusCode).toBe(409);
      expect(message(over)).toBe(MEDIA_MESSAGES.uploadLimit);

      const q = await project();
      expect((await api('POST', `/story/${q.projectId}/continue`, q.withToken)).statusCode).toBe(
        200,
      );
      const late = await upload(q.projectId, q.withToken, png, 'image/png');
      expect(late.statusCode).toBe(409);
      expect(message(late)).toBe(MEDIA_MESSAGES.uploadNotEditable);
      expect(await uploadsOf(q.projectId)).toEqual([]);
    });

    it("answers 404 to another user's upload, 401/403 without the right tokens", async () => {
      const p = await project();
      const png = await solid(64, 64, [9, 9, 9]).png().toBuffer();
      const stranger = await createSignedInUser(ctx.app);
      const theirs = await upload(
        p.projectId,
        { ...stranger.headers, 'generation-token': p.token },
        png,
        'image/png',
      );
      expect(theirs.statusCode).toBe(404);
      expect(message(theirs)).toBe(SERVER_MESSAGES.notFound);
      expect((await upload(p.projectId, p.headers, png, 'image/png')).statusCode).toBe(401);
      expect(
        (
          await upload(
            p.projectId,
            { ...p.headers, 'generation-token': 'x'.repeat(43) },
            png,
            'image/png',
          )
        ).statusCode,
      ).toBe(403);
      expect((await upload(p.projectId, {}, png, 'image/png')).statusCode).toBe(401);
      expect(await uploadsOf(p.projectId)).toEqual([]);
    });

    it('deletes the uploads with the project, and with the account', async () => {
      const png = await solid(64, 64, [9, 9, 9]).png().toBuffer();
      const p = await project();
      const uploaded = await upload(p.projectId, p.withToken, png, 'image/png');
      expect(uploaded.statusCode).toBe(200);
      const uploadedId = uploaded.json<{ imageId: string }>().imageId;
      expect(await uploadsOf(p.projectId)).toHaveLength(1);
      // A draft is discarded (kept, CANCELLED) and its pictures go at once; then it is deleted.
      const discarded = await api('DELETE', `/story/session/${p.projectId}`, p.withToken);
      expect(discarded.json()).toEqual({ deleted: false, status: 'CANCELLED' });
      expect(await uploadsOf(p.projectId)).toEqual([]);
      // Its picture is gone for the editor too: the preview of the upload is refused.
      const preview = await api('POST', `/story/${p.projectId}/images/preview`, p.withToken, {
        imagePrompt: 'x',
        imageId: uploadedId,
      });
      expect(preview.statusCode, preview.body).toBe(400);
      expect(message(preview)).toBe(MEDIA_MESSAGES.imageNotFound);
      const deleted = await api('DELETE', `/story/session/${p.projectId}`, p.withToken);
      expect(deleted.json()).toMatchObject({ deleted: true });
      expect(await uploadsOf(p.projectId)).toEqual([]);

      const q = await project();
      expect((await upload(q.projectId, q.withToken, png, 'image/png')).statusCode).toBe(200);
      const gone = await api('DELETE', '/user/account', q.headers, { confirmEmail: q.user.email });
      expect(gone.statusCode, gone.body).toBe(200);
      expect(await uploadsOf(q.projectId)).toEqual([]);
    });
  });

  it("passes the project's caption style and on/off to the render", () => {
    for (const style of ['karaoke', 'word', 'boxed', 'outline', 'clean'] as const) {
      expect(
        captionOptions({
          captions: { enabled: false, style, position: 'top' },
          music: { track: 'auto', volume: 0.5 },
          endCard: { enabled: false, text: 'Follow for part 2' },
        }),
      ).toEqual({ enabled: false, style, position: 'top' });
    }
  });
});
