import { createStudio, studioConfigFrom, studioEnvSchema } from '@reelsmith/studio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiClient,
  createTestApp,
  startProject,
  testDatabases,
  waitForStatus,
  type TestContext,
} from '../harness.js';
import { jsonReply, startOpenAiFake, type FakeOpenAiServer } from '../support/openai-fake.js';

interface Status {
  status: string;
  errorMessage: string | null;
  story: { scenes: { imagePrompt: string }[]; styleGuide?: string } | null;
  fallbacks: { scene: number; role: string; reason: string }[];
}

/**
 * A render whose image service refuses every picture (a local fake of OpenAI's images API):
 * the built-in illustrator draws each scene, the video is COMPLETED with its fallbacks stored
 * and answered, and the credit is spent once and never refunded
 * (docs/decisions/0017-provider-fallback.md).
 */
describe.each(testDatabases())('a render through a failing image service (%s)', (kind) => {
  let ctx: TestContext;
  let fake: FakeOpenAiServer;
  beforeAll(async () => {
    fake = await startOpenAiFake(() =>
      jsonReply(400, { error: { message: 'Your request was rejected.', type: 'invalid' } }),
    );
    const config = studioConfigFrom(
      studioEnvSchema.parse({ IMAGE_BASE_URL: fake.baseUrl, IMAGE_API_KEY: 'k' }),
    );
    expect(config.illustrator.kind).toBe('openai');
    ctx = await createTestApp(
      kind,
      {},
      // With the usage hooks, so that every provider call is recorded (decision 0060).
      { studio: (hooks) => createStudio(config, {}, hooks), pollingIntervalSeconds: 0.5 },
    );
    await ctx.services.startWorker();
  });
  afterAll(async () => {
    await ctx.close();
    await fake.close();
  });

  it('finishes the video with every scene marked, spending one credit', async () => {
    const { api, balance } = apiClient(ctx.app);
    const project = await startProject(ctx.app, {
      topic: 'how-to-guides',
      artStyle: 'minimalist',
      aspectRatio: '1:1',
      duration: 'short',
      voice: 'alloy',
    });
    const { user, headers, projectId, withToken } = project;
    const ready = await waitForStatus<Status>(ctx.app, project, 'STORY_READY');
    expect(ready.fallbacks).toEqual([]);
    expect(ready.story?.styleGuide).toBeTruthy();
    // The editor's preview of a scene is drawn the same way, and says why.
    const preview = await api('POST', `/story/${projectId}/images/preview`, withToken, {
      imagePrompt: ready.story!.scenes[0]!.imagePrompt,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.headers['content-type']).toBe('image/webp');
    expect(preview.headers['image-fallback']).toBe(
      'The image service answered HTTP 400, so the built-in illustrator drew this picture.',
    );
    const go = await api('POST', `/story/${projectId}/continue`, withToken);
    expect(go.statusCode).toBe(200);
    const done = await waitForStatus<Status>(ctx.app, project, 'COMPLETED', 240_000);
    const scenes = done.story?.scenes.length ?? 0;
    expect(done.fallbacks).toEqual(
      Array.from({ length: scenes }, (_, scene) => ({
        scene,
        role: 'image',
        reason:
          'The image service answered HTTP 400, so the built-in illustrator drew this picture.',
      })),
    );
    // The remote was asked once per scene (a 400 is not retried), then the built-in drew.
    // (and once more for the preview: a stand-in is never cached as the remote's picture).
    expect(fake.paths.filter((p) => p === '/v1/images/generations')).toHaveLength(scenes + 1);
    const row = await ctx.app.db
      .selectFrom('generations')
      .select('fallbacks')
      .where('id', '=', projectId)
      .executeTakeFirstOrThrow();
    expect(row.fallbacks).toEqual(done.fallbacks);

    // Every provider call is recorded (decision 0060): the remote's refusals (its host has no
    // price: cost NULL), the built-in stand-ins (`fell_back`) and the built-in script and voice
    // at $0; and the render's CPU and wall seconds.
    const calls = await ctx.services.usage.calls.listForGeneration(projectId);
    const host = new URL(fake.baseUrl).host;
    const count = (stage: string, role: string, provider: string, outcome: string) =>
      calls.filter(
        (c) =>
          c.stage === stage && c.role === role && c.provider === provider && c.outcome === outcome,
      ).length;
    expect(count('draft', 'script', 'builtin', 'ok')).toBe(1);
    expect(count('draft', 'images', host, 'failed')).toBe(1);
    expect(count('draft', 'images', 'builtin', 'fell_back')).toBe(1);
    expect(count('render', 'images', host, 'failed')).toBe(scenes);
    // Scene 1's stand-in was drawn for the preview and is cached under its own key: no call.
    expect(count('render', 'images', 'builtin', 'fell_back')).toBe(scenes - 1);
    expect(count('render', 'voice', 'builtin', 'ok')).toBeGreaterThanOrEqual(scenes);
    expect(calls.every((c) => c.user_id === user.id)).toBe(true);
    expect(calls.filter((c) => c.provider === host).every((c) => c.cost_usd === null)).toBe(true);
    expect(
      calls.filter((c) => c.provider === 'builtin').every((c) => Number(c.cost_usd) === 0),
    ).toBe(true);
    const used = await ctx.services.usage.calls.renderUsage(projectId);
    expect(used).toHaveLength(1);
    expect(used[0]).toMatchObject({ attempt: 1 });
    expect(used[0]!.wall_seconds).toBeGreaterThan(0);
    expect(used[0]!.cpu_seconds).toBeGreaterThan(0);

    // One spend, no refund: a fallback is not a failure.
    expect(await balance(headers)).toBe(0);
    const ledger = await ctx.app.db
      .selectFrom('credit_ledger')
      .select(['reason', 'delta', 'reference'])
      .where('user_id', '=', user.id)
      .orderBy('seq')
      .execute();
    expect(ledger.slice(1)).toEqual([{ reason: 'video', delta: -1, reference: projectId }]);
  });
});
