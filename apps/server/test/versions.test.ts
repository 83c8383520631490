import {
  MAX_PREVIEWS_PER_DAY,
  MAX_PREVIEWS_PER_PROJECT,
  VERSION_MESSAGES,
  type PreviewState,
  type ReviseResponse,
  type VideoPage,
} from '@reelsmith/contract';
import { createStudio, probe, studioConfigFrom, studioEnvSchema } from '@reelsmith/studio';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiClient,
  createSignedInUser,
  createTestApp,
  grantCredits,
  startProject,
  testDatabases,
  waitForStatus,
  type Headers,
  type TestContext,
} from './harness.js';
import { startMediaFake, type MediaFake } from './support/openai-media-fake.js';

interface Status {
  status: string;
  errorMessage: string | null;
  story: { title: string; caption: string; scenes: { narration: string; imagePrompt: string }[] };
}

const SCRIPT =
  'The lighthouse keeper counted the ships every night. One winter a ship never came home. ' +
  'He kept the lamp burning for a year, and in spring the sailors rowed back to thank him.';
const script = {
  script: SCRIPT,
  artStyle: 'minimalist',
  aspectRatio: '1:1',
  duration: 'short',
  voice: 'alloy',
};

const SPEECH = '/v1/audio/speech';
const IMAGES = '/v1/images/generations';

/**
 * Free previews and revisions (docs/decisions/0052-preview-and-revisions.md), with the speech
 * and images services played by a local fake that counts their calls: a preview then the final
 * render speak and draw each scene once; a revision re-speaks only the scene that changed; the
 * first revision is free, the second spends one credit, once, however many times it is asked.
 */
describe.each(testDatabases())('previews and revisions (%s)', (kind) => {
  let ctx: TestContext;
  let fake: MediaFake;
  beforeAll(async () => {
    fake = await startMediaFake();
    const config = studioConfigFrom(
      studioEnvSchema.parse({
        TTS_BASE_URL: fake.baseUrl,
        TTS_API_KEY: 'k',
        IMAGE_BASE_URL: fake.baseUrl,
        IMAGE_API_KEY: 'k',
      }),
    );
    expect(config.voice.kind).toBe('openai');
    expect(config.illustrator.kind).toBe('openai');
    ctx = await createTestApp(
      kind,
      {},
      { studio: createStudio(config), pollingIntervalSeconds: 0.5 },
    );
    await ctx.services.startWorker();
  }, 300_000);
  afterAll(async () => {
    await ctx?.close();
    await fake?.close();
  });

  const previewOf = async (withToken: Headers, id: string) => {
    const { api } = apiClient(ctx.app);
    const res = await api('GET', `/story/${id}/preview`, withToken);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<PreviewState>();
  };
  const waitForPreview = async (withToken: Headers, id: string) => {
    const deadline = Date.now() + 180_000;
    for (;;) {
      const state = await previewOf(withToken, id);
      if (state.status !== 'RENDERING') return state;
      if (Date.now() > deadline) throw new Error('the preview did not finish');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };

  it('previews for free, then finalizes without speaking or drawing again; revisions re-render what changed and cost a credit from the second', async () => {
    const { api, balance } = apiClient(ctx.app);
    const project = await startProject(ctx.app, script, { path: 'from-script', credits: 2 });
    const { headers, withToken, projectId, user } = project;
    const ready = await waitForStatus<Status>(ctx.app, project, 'STORY_READY');
    const scenes = ready.story.scenes.length;
    expect(scenes).toBeGreaterThan(1);

    // ---- The preview: free, small, marked; its progress on the project's state.
    const before = await previewOf(withToken, projectId);
    expect(before).toMatchObject({
      status: null,
      previewsLeft: MAX_PREVIEWS_PER_PROJECT,
      version: 1,
      finalizeCredits: 1,
    });
    const started = await api('POST', `/story/${projectId}/preview`, withToken);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json<PreviewState>()).toMatchObject({
      status: 'RENDERING',
      previewsLeft: MAX_PREVIEWS_PER_PROJECT - 1,
    });
    // One at a time.
    const again = await api('POST', `/story/${projectId}/preview`, withToken);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe(VERSION_MESSAGES.previewRendering);
    const done = await waitForPreview(withToken, projectId);
    expect(done.status, done.errorMessage ?? '').toBe('READY');
    expect(await balance(headers)).toBe(2);
    const spoken = fake.calls(SPEECH);
    const drawn = fake.calls(IMAGES);
    // Each scene spoken and drawn once.
    expect(spoken).toBe(scenes);
    expect(drawn).toBe(scenes);
    // The file, through its signed link, 360 px and playable.
    const file = await ctx.app.inject({ method: 'GET', url: done.videoUrl! });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('video/mp4');
    const path = join(tmpdir(), `preview-${projectId}.mp4`);
    await writeFile(path, file.rawPayload);
    const info = await probe(ctx.services.studio.tools, path);
    expect(info.video).toMatchObject({ width: 360, height: 360 });
    // The project stays a draft: the status reads STORY_READY.
    expect((await waitForStatus<Status>(ctx.app, project, 'STORY_READY')).status).toBe(
      'STORY_READY',
    );

    // ---- Finalize: one credit, nothing spoken or drawn again.
    const go = await api('POST', `/story/${projectId}/continue`, withToken);
    expect(go.statusCode, go.body).toBe(200);
    await waitForStatus<Status>(ctx.app, project, 'COMPLETED', 900_000);
    expect(fake.calls(SPEECH)).toBe(spoken);
    expect(fake.calls(IMAGES)).toBe(drawn);
    expect(await balance(headers)).toBe(1);
    // A preview is for drafts.
    const late = await api('POST', `/story/${projectId}/preview`, withToken);
    expect(late.statusCode).toBe(409);
    expect(late.json<{ message: string }>().message).toBe(VERSION_MESSAGES.previewNotNow);

    // ---- The first revision: included. A double click (concurrent calls) opens one.
    const list1 = (await api('GET', '/story/videos', headers)).json<VideoPage>();
    expect(list1.content[0]).toMatchObject({ id: projectId, version: 1, revisionCredits: 0 });
    const revisions = await Promise.all(
      [1, 2, 3].map(() => api('POST', `/story/video/${projectId}/revise`, headers)),
    );
    for (const r of revisions) expect(r.statusCode, r.body).toBe(200);
    const ids = new Set(revisions.map((r) => r.json<ReviseResponse>().projectId));
    expect(ids.size).toBe(1);
    const v2 = revisions[0]!.json<ReviseResponse>();
    expect(v2).toMatchObject({ version: 2, finalizeCredits: 0 });
    const v2Ref = {
      projectId: v2.projectId,
      withToken: { ...headers, 'generation-token': v2.token },
    };
    const opened = await waitForStatus<Status>(ctx.app, v2Ref, 'STORY_READY');
    expect(opened.story).toEqual(ready.story);
    // One scene's words change: only that scene is spoken again, no picture is drawn again.
    const edited = {
      ...opened.story,
      scenes: opened.story.scenes.map((scene, i) =>
        i === 1 ? { ...scene, narration: `${scene.narration} Nobody forgot it.` } : scene,
      ),
    };
    const saved = await api('PUT', `/story/${v2.projectId}/story`, v2Ref.withToken, {
      story: edited,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const finals = await Promise.all(
      [1, 2, 3].map(() => api('POST', `/story/${v2.projectId}/continue`, v2Ref.withToken)),
    );
    for (const r of finals) expect(r.statusCode, r.body).toBe(200);
    await waitForStatus<Status>(ctx.app, v2Ref, 'COMPLETED', 900_000);
    expect(await balance(headers)).toBe(1);
    expect(fake.calls(SPEECH)).toBe(spoken + 1);
    expect(fake.calls(IMAGES)).toBe(drawn);

    // ---- The second revision costs one credit, shown before, spent once.
    const list2 = (await api('GET', '/story/videos', headers)).json<VideoPage>();
    expect(list2.content.map((v) => [v.id, v.version, v.versionOf, v.revisionCredits])).toEqual([
      [v2.projectId, 2, projectId, 1],
      [projectId, 1, null, 1],
    ]);
    const v3 = (
      await api('POST', `/story/video/${v2.projectId}/revise`, headers)
    ).json<ReviseResponse>();
    expect(v3).toMatchObject({ version: 3, finalizeCredits: 1 });
    const v3Headers = { ...headers, 'generation-token': v3.token };
    const paid = await Promise.all(
      [1, 2, 3].map(() => api('POST', `/story/${v3.projectId}/continue`, v3Headers)),
    );
    for (const r of paid) expect(r.statusCode, r.body).toBe(200);
    await waitForStatus<Status>(
      ctx.app,
      { projectId: v3.projectId, withToken: v3Headers },
      'COMPLETED',
      900_000,
    );
    expect(await balance(headers)).toBe(0);
    const ledger = await ctx.app.db
      .selectFrom('credit_ledger')
      .select(['reason', 'delta', 'reference'])
      .where('user_id', '=', user.id)
      .where('reason', '=', 'video')
      .orderBy('seq')
      .execute();
    expect(ledger).toEqual([
      { reason: 'video', delta: -1, reference: projectId },
      { reason: 'video', delta: -1, reference: v3.projectId },
    ]);
    // Nothing changed in the third version: nothing spoken or drawn.
    expect(fake.calls(SPEECH)).toBe(spoken + 1);
    expect(fake.calls(IMAGES)).toBe(drawn);

    // ---- The earlier versions stay playable.
    for (const id of [projectId, v2.projectId]) {
      const status = await api('GET', `/story/video/${id}/status`, headers);
      expect(status.json<{ signedUrl: string | null }>().signedUrl).not.toBeNull();
    }
  }, 2_400_000);

  it('refuses bad input, drafts that are not ready, the limits, and other users (404)', async () => {
    const { api } = apiClient(ctx.app);
    const project = await startProject(ctx.app, script, { path: 'from-script', credits: 1 });
    const { headers, withToken, projectId, user } = project;
    const other = await createSignedInUser(ctx.app);
    await grantCredits(ctx.app, other.user.id, 1);

    // Bad ids: 400 with the schema's message.
    for (const [method, url] of [
      ['GET', '/story/nope/preview'],
      ['POST', '/story/nope/preview'],
      ['POST', '/story/video/nope/revise'],
    ] as const) {
      const res = await api(method, url, withToken);
      expect(res.statusCode, url).toBe(400);
      expect(res.json<{ message: string }>().message).toContain('id must be a project id');
    }
    // Another user's project: 404, with or without a token.
    const theirs = { ...other.headers, 'generation-token': project.generationToken };
    expect((await api('GET', `/story/${projectId}/preview`, theirs)).statusCode).toBe(404);
    expect((await api('POST', `/story/${projectId}/preview`, theirs)).statusCode).toBe(404);
    expect((await api('POST', `/story/video/${projectId}/revise`, other.headers)).statusCode).toBe(
      404,
    );
    expect((await api('GET', `/story/${projectId}/preview/video`, other.headers)).statusCode).toBe(
      404,
    );
    // No token: 401; a bad signed link: 404; no preview yet: 409.
    expect((await api('POST', `/story/${projectId}/preview`, headers)).statusCode).toBe(401);
    expect(
      (await api('GET', `/story/${projectId}/preview/video?exp=99999999999&sig=bad`)).statusCode,
    ).toBe(404);
    expect((await api('GET', `/story/${projectId}/preview/video`, headers)).statusCode).toBe(409);
    // A draft is no video to revise.
    const draft = await api('POST', `/story/video/${projectId}/revise`, headers);
    expect(draft.statusCode).toBe(409);
    expect(draft.json<{ message: string }>().message).toBe(VERSION_MESSAGES.notRevisable);

    // The project's limit.
    await ctx.app.db
      .updateTable('generations')
      .set({ preview_attempt: MAX_PREVIEWS_PER_PROJECT })
      .where('id', '=', projectId)
      .execute();
    const full = await api('POST', `/story/${projectId}/preview`, withToken);
    expect(full.statusCode).toBe(409);
    expect(full.json<{ message: string }>().message).toBe(VERSION_MESSAGES.previewProjectLimit);
    expect((await previewOf(withToken, projectId)).previewsLeft).toBe(0);

    // The day's limit, whichever projects (a discarded one's previews still count).
    await ctx.app.db
      .updateTable('generations')
      .set({ preview_attempt: 0 })
      .where('id', '=', projectId)
      .execute();
    await ctx.app.db
      .insertInto('generation_previews')
      .values(
        Array.from({ length: MAX_PREVIEWS_PER_DAY }, (_, i) => ({
          generation_id: '00000000-0000-4000-8000-000000000000',
          attempt: i + 1,
          user_id: user.id,
        })),
      )
      .execute();
    const today = await api('POST', `/story/${projectId}/preview`, withToken);
    expect(today.statusCode).toBe(429);
    expect(today.json<{ message: string }>().message).toBe(VERSION_MESSAGES.previewDayLimit);
    expect((await previewOf(withToken, projectId)).previewsLeftToday).toBe(0);
  });
});
