import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  startProject,
  testDatabases,
  waitForStatus,
  type TestContext,
} from './harness.js';

/**
 * A job wakes the workers when its transaction commits (a NOTIFY), instead of waiting for
 * their next poll (docs/decisions/0043-request-path.md).
 */
describe.each(testDatabases())('workers woken by NOTIFY (%s)', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    // Polling once a minute: only a notification can bring the job in the time allowed below.
    ctx = await createTestApp(kind, {}, { pollingIntervalSeconds: 60 });
    await ctx.services.startWorker();
  });
  afterAll(async () => ctx.close());

  it('every queue is created with notify', async () => {
    for (const name of ['story.write', 'video.render', 'videos.expire']) {
      expect((await ctx.services.queue.boss.getQueue(name))?.notify, name).toBe(true);
    }
  });

  it('a story job sent after the worker last looked is taken at once', async () => {
    // Let the worker's first fetch (at start) pass, so the next poll is a minute away.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const project = await startProject(ctx.app, {
      topic: 'myths-mythology',
      artStyle: 'fairytale',
      aspectRatio: '9:16',
      duration: 'short',
      voice: 'nova',
    });
    await waitForStatus(ctx.app, project, 'STORY_READY', 20_000);
  });
});
