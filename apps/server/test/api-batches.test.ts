import { readFile } from 'node:fs/promises';
import { API_VIDEO_MESSAGES } from '@reelsmith/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_SCHEMA_FILE, clientSchemaSource } from '../../../scripts/client-schema.js';
import { apiClient, createTestApp, testDatabases, type TestContext } from './harness.js';
import { developer as makeDeveloper, listenForClients } from './support/developer.js';

/** Batches of API videos (docs/product/api.md#batches), and the client's generated types. */
describe.each(testDatabases())('/api/v1/batches (%s)', (kind) => {
  let ctx: TestContext;
  let baseUrl: string;
  let api: ReturnType<typeof apiClient>['api'];

  beforeAll(async () => {
    ctx = await createTestApp(kind);
    ({ api } = apiClient(ctx.app));
    baseUrl = await listenForClients(ctx);
  });
  afterAll(async () => ctx.close());

  const developer = (credits: number) => makeDeveloper(ctx, baseUrl, credits);
  const videos = (n: number) =>
    Array.from({ length: n }, (_, i) =>
      i % 2 === 0
        ? { customPrompt: `Story number ${i}` }
        : { script: `Scene one of ${i}.\n\nScene two of ${i}.` },
    );
  const countVideos = async (userId: string) =>
    (
      await ctx.app.db
        .selectFrom('generations')
        .select('id')
        .where('user_id', '=', userId)
        .execute()
    ).length;

  it('spends every credit at once or none: 3 videos with 2 credits make nothing', async () => {
    const dev = await developer(2);
    const short = await dev.client.POST('/api/v1/batches', { body: { videos: videos(3) } });
    expect(short.response.status).toBe(402);
    expect(short.error?.message).toBe(API_VIDEO_MESSAGES.batchCredits(3, 2));
    expect(await dev.balance()).toBe(2);
    expect(await countVideos(dev.user.id)).toBe(0);
    // One bad video refuses the whole batch, before anything is spent.
    const bad = await dev.client.POST('/api/v1/batches', {
      body: { videos: [{ topic: 'pop-culture' }, { topic: 'knitting' }] as never },
    });
    expect(bad.response.status).toBe(400);
    expect(bad.error?.message).toMatch(/^videos\.1\.topic: /);
    expect(await countVideos(dev.user.id)).toBe(0);
  });

  it('queues every video, spends one credit each, and reports each one in order', async () => {
    const dev = await developer(5);
    const made = await dev.client.POST('/api/v1/batches', {
      body: { videos: videos(4) },
      params: { header: { 'idempotency-key': 'batch-1' } },
    });
    expect(made.response.status).toBe(201);
    const batch = made.data!;
    expect(batch.creditsSpent).toBe(4);
    expect(batch.videos.map((v) => v.status)).toEqual([
      'QUEUED',
      'RENDERING',
      'QUEUED',
      'RENDERING',
    ]);
    expect(batch.videos.map((v) => v.settings.customPrompt)).toEqual([
      'Story number 0',
      null,
      'Story number 2',
      null,
    ]);
    expect(batch.videos.every((v) => v.batchId === batch.id)).toBe(true);
    expect(await dev.balance()).toBe(1);
    // A retry of the same request is the same batch.
    const again = await dev.client.POST('/api/v1/batches', {
      body: { videos: videos(4) },
      params: { header: { 'idempotency-key': 'batch-1' } },
    });
    expect(again.data?.id).toBe(batch.id);
    expect(await dev.balance()).toBe(1);
    // Its progress, now.
    await ctx.services.generations.renderFailed(batch.videos[1]!.id, 1);
    const now = await dev.client.GET('/api/v1/batches/{id}', {
      params: { path: { id: batch.id } },
    });
    expect(now.data?.videos.map((v) => v.status)).toEqual([
      'QUEUED',
      'FAILED',
      'QUEUED',
      'RENDERING',
    ]);
    expect(await dev.balance()).toBe(2);
    const stranger = await developer(0);
    const theirs = await stranger.client.GET('/api/v1/batches/{id}', {
      params: { path: { id: batch.id } },
    });
    expect(theirs.response.status).toBe(404);
  });

  it('takes at most 50 videos and at least one', async () => {
    const dev = await developer(60);
    const big = await dev.client.POST('/api/v1/batches', { body: { videos: videos(51) } });
    expect(big.response.status).toBe(400);
    expect(big.error?.message).toMatch(/at most 50 videos/);
    const none = await dev.client.POST('/api/v1/batches', { body: { videos: [] } });
    expect(none.response.status).toBe(400);
    const full = await dev.client.POST('/api/v1/batches', { body: { videos: videos(50) } });
    expect(full.response.status).toBe(201);
    expect(full.data?.videos).toHaveLength(50);
    expect(await dev.balance()).toBe(10);
  });

  it.runIf(kind === 'pglite')(
    "the client's committed types are what the OpenAPI document gives now (npm run client:generate)",
    async () => {
      const document = (await api('GET', '/docs/json')).json<Record<string, unknown>>();
      const committed = await readFile(CLIENT_SCHEMA_FILE, 'utf8');
      expect(committed).toBe(await clientSchemaSource(document));
    },
  );
});
