import { GENERATION_MESSAGES, SERVER_MESSAGES } from '@reelsmith/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiClient,
  createSignedInUser,
  createTestApp,
  grantCredits,
  testDatabases,
  type Headers,
  type TestContext,
} from './harness.js';

const toolRequest = {
  script: 'The lighthouse keeper counted the ships. One night a ship counted him back.',
  artStyle: 'noir',
  aspectRatio: '1:1',
  duration: 'short',
  voice: 'nova',
} as const;

/** `DELETE /story/video/{id}`: the dashboard deletes a video (bearer only) with its files. */
describe.each(testDatabases())('DELETE /story/video/{id} (%s)', (kind) => {
  let ctx: TestContext;
  let api: ReturnType<typeof apiClient>['api'];

  beforeAll(async () => {
    ctx = await createTestApp(kind);
    ({ api } = apiClient(ctx.app));
  });
  afterAll(async () => ctx.close());

  /** A project of a new user, finalized (RENDERING), its credit spent. */
  const rendering = async () => {
    const { headers, user } = await createSignedInUser(ctx.app);
    await grantCredits(ctx.app, user.id, 2);
    const started = await api('POST', '/story/from-script', headers, toolRequest);
    expect(started.statusCode, started.body).toBe(200);
    const { projectId, token } = started.json<{ projectId: string; token: string }>();
    const continued = await api('POST', `/story/${projectId}/continue`, {
      ...headers,
      'generation-token': token,
    });
    expect(continued.statusCode, continued.body).toBe(200);
    return { headers, projectId, token };
  };

  /** Finishes the render as a worker would, with files in storage. */
  const complete = async (projectId: string) => {
    const generations = ctx.services.generations;
    expect(await generations.beginRender(projectId, 1)).toBeDefined();
    const keys = {
      videoKey: `videos/${projectId}/1.mp4`,
      thumbnailKey: `videos/${projectId}/1.jpg`,
    };
    await ctx.services.storage.put(keys.videoKey, Buffer.from('mp4'), 'video/mp4');
    await ctx.services.storage.put(keys.thumbnailKey, Buffer.from('jpeg'), 'image/jpeg');
    expect(
      await generations.completed(projectId, 1, { ...keys, bytes: 3, durationSeconds: 9 }),
    ).toBe(true);
    return keys;
  };

  const videoIds = async (headers: Headers) =>
    (await api('GET', '/story/videos', headers))
      .json<{ content: { id: string }[] }>()
      .content.map((v) => v.id);

  it('deletes a finished video and its files with the bearer token alone', async () => {
    const { headers, projectId } = await rendering();
    const keys = await complete(projectId);
    expect(await videoIds(headers)).toEqual([projectId]);

    const response = await api('DELETE', `/story/video/${projectId}`, headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ deleted: true, status: 'COMPLETED' });
    expect(await videoIds(headers)).toEqual([]);
    expect(await ctx.services.storage.stat(keys.videoKey)).toBeUndefined();
    expect(await ctx.services.storage.stat(keys.thumbnailKey)).toBeUndefined();
    const again = await api('DELETE', `/story/video/${projectId}`, headers);
    expect(again.statusCode).toBe(404);
    expect((await api('GET', `/story/video/${projectId}/status`, headers)).statusCode).toBe(404);
  });

  it('refuses a video that is still rendering (409), and a draft is not a video (404)', async () => {
    const { headers, projectId } = await rendering();
    const busy = await api('DELETE', `/story/video/${projectId}`, headers);
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toMatchObject({
      message: GENERATION_MESSAGES.renderingNotDeletable,
      code: 'CONFLICT',
    });
    expect(await videoIds(headers)).toEqual([projectId]);

    const { headers: other, user } = await createSignedInUser(ctx.app);
    await grantCredits(ctx.app, user.id, 1);
    const draft = (await api('POST', '/story/from-script', other, toolRequest)).json<{
      projectId: string;
    }>();
    const response = await api('DELETE', `/story/video/${draft.projectId}`, other);
    expect(response.statusCode).toBe(404);
  });

  it("answers 404 for another user's video and 400 for an id that is not one", async () => {
    const { projectId, headers } = await rendering();
    await complete(projectId);
    const { headers: stranger } = await createSignedInUser(ctx.app);
    const response = await api('DELETE', `/story/video/${projectId}`, stranger);
    expect(response.statusCode).toBe(404);
    expect(response.json<{ message: string }>().message).toBe(SERVER_MESSAGES.notFound);
    expect(await videoIds(headers)).toEqual([projectId]);

    const bad = await api('DELETE', '/story/video/not-an-id', headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toContain('id must be a project id');
  });

  it('needs a signed-in user', async () => {
    const { projectId } = await rendering();
    const response = await api('DELETE', `/story/video/${projectId}`, {});
    expect(response.statusCode).toBe(401);
  });
});
