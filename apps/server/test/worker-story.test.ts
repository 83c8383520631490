import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextEvent, openSse } from './support/sse-client.js';
import {
  apiClient,
  createTestApp,
  startProject,
  testDatabases,
  type TestContext,
} from './harness.js';

/** A worker in this process takes the story job from the queue and writes the script. */
describe.each(testDatabases())('the story job (%s)', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(kind, {}, { pollingIntervalSeconds: 0.5 });
    await ctx.services.startWorker();
    await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => ctx.close());

  it('goes QUEUED -> GENERATING_STORY -> STORY_READY with a story of the asked length', async () => {
    const { api } = apiClient(ctx.app);
    const { projectId, headers, withToken } = await startProject(ctx.app, {
      customPrompt: 'A lighthouse keeper who talks to whales',
      artStyle: 'fairytale',
      aspectRatio: '1:1',
      duration: 'long',
      voice: 'fable',
    });
    // The events stream, over real HTTP: every state the worker moves through. STORY_READY is
    // still active (the stream ends when the generation does), so the test hangs up there.
    const address = ctx.app.server.address();
    if (address === null || typeof address === 'string') throw new Error('not listening');
    const stream = await openSse(
      `http://127.0.0.1:${address.port}/api/story/${projectId}/events`,
      withToken,
    );
    expect(stream.status).toBe(200);
    const streamed: string[] = [];
    while (streamed.at(-1) !== 'STORY_READY') {
      const event = await nextEvent(stream);
      if (event === undefined) throw new Error(`the stream ended after ${streamed.join(', ')}`);
      streamed.push((event.data as { status: string }).status);
    }
    stream.disconnect();
    expect(streamed.every((s) => ['QUEUED', 'GENERATING_STORY', 'STORY_READY'].includes(s))).toBe(
      true,
    );
    const denied = await openSse(
      `http://127.0.0.1:${address.port}/api/story/${projectId}/events`,
      headers,
    );
    expect(denied.status).toBe(401);
    denied.disconnect();
    const seen = new Set<string>();
    await expect
      .poll(
        async () => {
          const status = (await api('GET', `/story/${projectId}/status`, withToken)).json<{
            status: string;
          }>().status;
          seen.add(status);
          return status;
        },
        { timeout: 20_000, interval: 100 },
      )
      .toBe('STORY_READY');
    const status = (await api('GET', `/story/${projectId}/status`, withToken)).json<{
      story: { title: string; scenes: { narration: string }[] };
      title: string;
    }>();
    const words = status.story.scenes
      .map((s) => s.narration)
      .join(' ')
      .split(/\s+/).length;
    // Long: 150-225 words (docs/product/generations.md#story).
    expect(words).toBeGreaterThanOrEqual(150);
    expect(words).toBeLessThanOrEqual(225);
    expect(status.title).toBe(status.story.title);
    expect([...seen].every((s) => ['QUEUED', 'GENERATING_STORY', 'STORY_READY'].includes(s))).toBe(
      true,
    );
  });
});
