import {
  API_VIDEO_MESSAGES,
  SERVER_MESSAGES,
  type ApiVideo,
  type Story,
} from '@reelsmith/contract';
import { createReelsmithClient, type ReelsmithClient } from '@reelsmith/client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ledgerRepository } from '../src/repositories/ledger.repository.js';
import { apiClient, createTestApp, testDatabases, type TestContext } from './harness.js';
import { developer as makeDeveloper, listenForClients } from './support/developer.js';

const STORY: Story = {
  title: 'The Ship on No Chart',
  caption: 'A ghost ship #story',
  scenes: [
    { narration: 'A ship came that was on no chart.', imagePrompt: 'a ghost ship at night' },
    { narration: 'By morning it was gone.', imagePrompt: 'an empty sea at dawn' },
  ],
};
const SCRIPT = 'A fox crossed the frozen river at dawn.\n\nBy night she was home again.';

/**
 * The video API for programs (docs/product/api.md#video-api), through the generated TypeScript
 * client (@reelsmith/client) over real HTTP, with an API key. The jobs are not run: the test
 * takes their steps itself (ctx.services.generations), as a worker would.
 */
describe.each(testDatabases())('the /api/v1 video API (%s)', (kind) => {
  let ctx: TestContext;
  let baseUrl: string;
  let api: ReturnType<typeof apiClient>['api'];

  beforeAll(async () => {
    ctx = await createTestApp(kind);
    ({ api } = apiClient(ctx.app));
    baseUrl = await listenForClients(ctx);
  });
  afterEach(async () => {
    expect(await ledgerRepository(ctx.app.db).unbalancedAccounts()).toEqual([]);
  });
  afterAll(async () => ctx.close());

  const developer = (credits: number) => makeDeveloper(ctx, baseUrl, credits);

  const create = async (client: ReelsmithClient, body: object, idempotencyKey?: string) =>
    client.POST('/api/v1/videos', {
      body: body as never,
      ...(idempotencyKey === undefined
        ? {}
        : { params: { header: { 'idempotency-key': idempotencyKey } } }),
    });

  const get = async (client: ReelsmithClient, id: string) =>
    client.GET('/api/v1/videos/{id}', { params: { path: { id } } });

  /** Finishes a render as a worker would, with files in the storage. */
  async function complete(id: string, attempt = 1) {
    const generations = ctx.services.generations;
    expect(await generations.beginRender(id, attempt)).toBeDefined();
    const keys = { videoKey: `videos/${id}/1.mp4`, thumbnailKey: `videos/${id}/1.jpg` };
    await ctx.services.storage.put(keys.videoKey, Buffer.from('mp4 bytes'), 'video/mp4');
    await ctx.services.storage.put(keys.thumbnailKey, Buffer.from('jpeg'), 'image/jpeg');
    expect(
      await generations.completed(id, attempt, { ...keys, bytes: 9, durationSeconds: 9 }),
    ).toBe(true);
  }

  it('makes a video from a topic with no editor step: one credit, then a download link without a key', async () => {
    const dev = await developer(2);
    const { data, response } = await create(dev.client, {
      topic: 'myths-mythology',
      voice: 'nova',
      aspectRatio: '16:9',
      captionStyle: 'none',
      music: 'none',
      webhookUrl: 'https://example.com/hook',
    });
    expect(response.status).toBe(201);
    const video = data!;
    expect(video).toMatchObject({
      status: 'QUEUED',
      progress: 0,
      downloadUrl: null,
      webhookUrl: 'https://example.com/hook',
      settings: {
        topic: 'myths-mythology',
        voice: 'nova',
        aspectRatio: '16:9',
        captionStyle: 'none',
        music: 'none',
        artStyle: 'cinematic',
        duration: 'short',
        language: 'en',
      },
    });
    expect(await dev.balance()).toBe(1);
    // It is on the dashboard and in the bell (the sessions list) like any project.
    const sessions = await api('GET', '/story/sessions', dev.headers);
    expect(sessions.json<{ content: { id: string }[] }>().content.map((s) => s.id)).toContain(
      video.id,
    );

    // The story job writes the script: it goes straight to the render, with no second spend.
    const generations = ctx.services.generations;
    expect(await generations.beginStory(video.id)).toBeDefined();
    expect(await generations.storyReady(video.id, STORY)).toBe(true);
    const rendering = (await get(dev.client, video.id)).data!;
    expect(rendering).toMatchObject({ status: 'RENDERING', step: 'VOICE', title: STORY.title });
    expect(await dev.balance()).toBe(1);

    await complete(video.id);
    const done = (await get(dev.client, video.id)).data!;
    expect(done).toMatchObject({ status: 'COMPLETED', progress: 100, failureMessage: null });
    expect(done.downloadUrl).toMatch(/^http:\/\/localhost:3000\/api\/story\/video\//);
    expect(Date.parse(done.downloadUrlExpiresAt!)).toBeGreaterThan(Date.now() + 25 * 60_000);
    // The link works without a key (asked of this server: APP_URL names another host).
    const link = new URL(done.downloadUrl!);
    const download = await fetch(`${baseUrl}${link.pathname}${link.search}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; /);
    expect(await download.text()).toBe('mp4 bytes');
    const forged = await fetch(
      `${baseUrl}${link.pathname}${link.search.replace(/sig=[^&]+/, 'sig=x')}`,
    );
    expect(forged.status).toBe(403);
    expect(await dev.balance()).toBe(1);
  });

  it('renders a ready script at once, and gives the credit back when the render fails for good', async () => {
    const dev = await developer(1);
    const { data, response } = await create(dev.client, { script: SCRIPT, artStyle: 'noir' });
    expect(response.status).toBe(201);
    expect(data).toMatchObject({ status: 'RENDERING', step: 'VOICE' });
    expect(await dev.balance()).toBe(0);
    await ctx.services.generations.noteFailure(data!.id, 'The voice could not be made');
    expect(await ctx.services.generations.renderFailed(data!.id, 1)).toBe(true);
    const failed = (await get(dev.client, data!.id)).data!;
    expect(failed).toMatchObject({ status: 'FAILED', step: null, downloadUrl: null });
    expect(failed.failureMessage).toBe('The voice could not be made');
    expect(await dev.balance()).toBe(1);
  });

  it('gives the credit back when the story fails for good, once, and a retry from the web spends again', async () => {
    const dev = await developer(1);
    const { data } = await create(dev.client, { customPrompt: 'A whale who sings opera' });
    expect(await dev.balance()).toBe(0);
    const generations = ctx.services.generations;
    await generations.beginStory(data!.id);
    await generations.storyFailed(data!.id);
    await generations.storyFailed(data!.id);
    expect((await get(dev.client, data!.id)).data).toMatchObject({ status: 'FAILED' });
    expect(await dev.balance()).toBe(1);
    // From the web: the script is written again (free), then finalizing spends a new credit.
    const { token } = (await api('GET', `/story/session/${data!.id}`, dev.headers)).json<{
      token: string;
    }>();
    const withToken = { ...dev.headers, 'generation-token': token };
    expect((await api('POST', `/story/${data!.id}/retry`, withToken)).statusCode).toBe(200);
    await generations.beginStory(data!.id);
    await generations.storyReady(data!.id, STORY);
    // Not prepaid any more: it waits in the editor, nothing spent.
    expect((await get(dev.client, data!.id)).data).toMatchObject({ status: 'STORY_READY' });
    expect(await dev.balance()).toBe(1);
    expect((await api('POST', `/story/${data!.id}/continue`, withToken)).statusCode).toBe(200);
    expect(await dev.balance()).toBe(0);
  });

  it('deletes: a queued video is cancelled with its credit back; a rendering one is kept (409)', async () => {
    const dev = await developer(2);
    const queued = (await create(dev.client, { topic: 'pop-culture' })).data!;
    const rendering = (await create(dev.client, { script: SCRIPT })).data!;
    expect(await dev.balance()).toBe(0);
    const cancel = await dev.client.DELETE('/api/v1/videos/{id}', {
      params: { path: { id: queued.id } },
    });
    expect(cancel.data).toEqual({ deleted: false, status: 'CANCELLED' });
    expect(await dev.balance()).toBe(1);
    expect((await get(dev.client, queued.id)).response.status).toBe(404);
    // Its story job finds it discarded and does nothing.
    expect(await ctx.services.generations.beginStory(queued.id)).toBeUndefined();
    const kept = await dev.client.DELETE('/api/v1/videos/{id}', {
      params: { path: { id: rendering.id } },
    });
    expect(kept.response.status).toBe(409);
    await complete(rendering.id);
    const gone = await dev.client.DELETE('/api/v1/videos/{id}', {
      params: { path: { id: rendering.id } },
    });
    expect(gone.data).toEqual({ deleted: true, status: 'COMPLETED' });
    expect((await get(dev.client, rendering.id)).response.status).toBe(404);
    expect(await dev.balance()).toBe(1);
  });

  it("lists a user's API videos newest first, paged, and answers 404 for another user's", async () => {
    const dev = await developer(4);
    const ids: string[] = [];
    for (const topic of ['pop-culture', 'war-stories', 'how-to-guides']) {
      ids.push((await create(dev.client, { topic })).data!.id);
    }
    // Not listed: a cancelled API video, and a project made on the web.
    const cancelled = (await create(dev.client, { topic: 'pop-culture' })).data!;
    const cancel = await dev.client.DELETE('/api/v1/videos/{id}', {
      params: { path: { id: cancelled.id } },
    });
    expect(cancel.data).toMatchObject({ status: 'CANCELLED' });
    const web = await api('POST', '/story/from-script', dev.headers, {
      script: SCRIPT,
      artStyle: 'minimalist',
      aspectRatio: '9:16',
      duration: 'short',
      voice: 'alloy',
    });
    expect(web.statusCode, web.body).toBe(200);
    const first = await dev.client.GET('/api/v1/videos', {
      params: { query: { page: 0, size: 2 } },
    });
    expect(first.data).toMatchObject({ page: 0, size: 2, totalElements: 3, totalPages: 2 });
    const second = await dev.client.GET('/api/v1/videos', {
      params: { query: { page: 1, size: 2 } },
    });
    const listed = [...first.data!.content, ...second.data!.content].map((v: ApiVideo) => v.id);
    expect(listed.sort()).toEqual([...ids].sort());

    const stranger = await developer(0);
    for (const id of [ids[0]!, 'not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const seen = await get(stranger.client, id);
      expect(seen.response.status).toBe(404);
      expect(seen.error).toMatchObject({ message: API_VIDEO_MESSAGES.notFound, code: 'NOT_FOUND' });
      const deleted = await stranger.client.DELETE('/api/v1/videos/{id}', {
        params: { path: { id } },
      });
      expect(deleted.response.status).toBe(404);
    }
    expect((await stranger.client.GET('/api/v1/videos')).data?.totalElements).toBe(0);
    expect((await get(dev.client, ids[0]!)).response.status).toBe(200);
  });

  it('answers bad input with a clear 400, no credits with 402, no key with 401', async () => {
    const dev = await developer(1);
    const cases: [object, RegExp][] = [
      [{}, /exactly one of topic, customPrompt or script/],
      [{ topic: 'pop-culture', script: SCRIPT }, /exactly one of/],
      [{ topic: 'knitting' }, /topic must be one of the preset topics/],
      [{ topic: 'pop-culture', voice: 'robot' }, /voice/],
      [{ topic: 'pop-culture', captionStyle: 'huge' }, /captionStyle/],
      [{ topic: 'pop-culture', webhookUrl: 'ftp://example.com' }, /webhookUrl/],
      [{ customPrompt: 'x'.repeat(1001) }, /at most 1000/],
      [{ script: 'x'.repeat(1501) }, /at most 1500/],
    ];
    for (const [body, message] of cases) {
      const { response, error } = await create(dev.client, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(error?.message).toMatch(message);
    }
    const badKey = await create(dev.client, { topic: 'pop-culture' }, 'é'.repeat(3));
    expect(badKey.response.status).toBe(400);
    expect(await dev.balance()).toBe(1);
    expect((await create(dev.client, { topic: 'pop-culture' })).response.status).toBe(201);
    const broke = await create(dev.client, { topic: 'pop-culture' });
    expect(broke.response.status).toBe(402);
    expect(broke.error).toMatchObject({ message: SERVER_MESSAGES.insufficientCredits });
    const anonymous = createReelsmithClient({ baseUrl, apiKey: 'rs_live_nope' });
    expect((await anonymous.GET('/api/v1/videos')).response.status).toBe(401);
  });

  describe('Idempotency-Key', () => {
    it('answers the first answer again for the same body, and 422 for another body', async () => {
      const dev = await developer(3);
      const body = { topic: 'war-stories', voice: 'onyx' };
      const first = await create(dev.client, body, 'order-1');
      expect(first.response.status).toBe(201);
      expect(first.response.headers.get('idempotent-replayed')).toBeNull();
      // The same body, its keys in another order: the same request.
      const again = await create(dev.client, { voice: 'onyx', topic: 'war-stories' }, 'order-1');
      expect(again.response.status).toBe(201);
      expect(again.response.headers.get('idempotent-replayed')).toBe('true');
      expect(again.data).toEqual(first.data);
      expect(await dev.balance()).toBe(2);
      const changed = await create(dev.client, { ...body, voice: 'echo' }, 'order-1');
      expect(changed.response.status).toBe(422);
      expect(changed.error).toMatchObject({
        message: API_VIDEO_MESSAGES.idempotencyMismatch,
        code: 'UNPROCESSABLE_ENTITY',
      });
      // Another key is another request; the same key on the batches route is another too.
      expect((await create(dev.client, body, 'order-2')).data?.id).not.toBe(first.data?.id);
      expect(await dev.balance()).toBe(1);
      // Another user's same key is theirs.
      const other = await developer(1);
      expect((await create(other.client, body, 'order-1')).response.status).toBe(201);
      expect(await other.balance()).toBe(0);
      // After 24 hours the key is forgotten.
      await ctx.app.db
        .updateTable('idempotency_keys')
        .set({ created_at: new Date(Date.now() - 25 * 3_600_000) })
        .where('user_id', '=', dev.user.id)
        .where('key', '=', 'order-1')
        .execute();
      const later = await create(dev.client, body, 'order-1');
      expect(later.response.status).toBe(201);
      expect(later.data?.id).not.toBe(first.data?.id);
      expect(await dev.balance()).toBe(0);
    });

    it('makes one video and spends one credit for 20 concurrent duplicates', async () => {
      const dev = await developer(5);
      const body = { customPrompt: 'Twenty at once', duration: 'long' };
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => create(dev.client, body, 'burst-1')),
      );
      expect(answers.map((a) => a.response.status)).toEqual(Array<number>(20).fill(201));
      expect(new Set(answers.map((a) => a.data?.id)).size).toBe(1);
      expect(
        answers.filter((a) => a.response.headers.get('idempotent-replayed') === null),
      ).toHaveLength(1);
      expect(await dev.balance()).toBe(4);
      const rows = await ctx.app.db
        .selectFrom('generations')
        .select('id')
        .where('user_id', '=', dev.user.id)
        .execute();
      expect(rows).toHaveLength(1);
    });
  });
});
