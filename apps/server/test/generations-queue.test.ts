import { createStudio, studioConfigFromEnv } from '@reelsmith/studio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/database.js';
import { createJobQueue, type JobQueue } from '../src/jobs/queue.js';
import { createJobHandlers } from '../src/jobs/handlers/index.js';
import { creditsService } from '../src/services/credits.service.js';
import { generationsService } from '../src/services/generations.service.js';
import { openTestDatabase, testDatabases } from './harness.js';

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe.each(testDatabases())('the job queue (%s)', (kind) => {
  let database: DatabaseHandle;
  let queue: JobQueue;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    queue = createJobQueue(database, silent);
    await queue.start();
  });
  afterAll(async () => {
    await queue.stop();
    await database.close();
  });

  it('writes a story in a worker: QUEUED -> STORY_READY', async () => {
    const config = { SIGNUP_CREDITS: 1 };
    const generations = generationsService({
      db: database.db,
      queue,
      credits: (db) => creditsService(db, config),
      events: { publish: async () => undefined },
    });
    const studio = createStudio(studioConfigFromEnv({}));
    await queue.work(
      createJobHandlers({
        generations,
        studio,
        storage: { putFile: async () => undefined, delete: async () => undefined },
        cacheDir: '/tmp/reelsmith-test-cache',
        expire: async () => undefined,
        logger: silent,
      }),
      { concurrency: 1, pollingIntervalSeconds: 0.5 },
    );
    const user = await database.db
      .insertInto('users')
      .values({ provider: 'test', subject: 'q1', email: 'q1@example.com' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { projectId, token } = await generations.generateStory(user.id, {
      topic: 'myths-mythology',
      artStyle: 'noir',
      aspectRatio: '9:16',
      duration: 'short',
      voice: 'alloy',
    });
    await expect
      .poll(async () => (await generations.status(user.id, projectId, token)).status, {
        timeout: 20_000,
        interval: 200,
      })
      .toBe('STORY_READY');
    const status = await generations.status(user.id, projectId, token);
    expect(status.story?.scenes.length).toBeGreaterThan(0);
  });
});
