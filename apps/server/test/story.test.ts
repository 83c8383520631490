import { GENERATION_MESSAGES, SERVER_MESSAGES } from '@reelsmith/contract';
import { sql } from 'kysely';
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

const settings = {
  topic: 'myths-mythology',
  artStyle: 'noir',
  aspectRatio: '9:16',
  duration: 'short',
  voice: 'Alloy',
} as const;

/** The Story calls at the API: every transition, bad input, and another user's access. */
describe.each(testDatabases())('Story API (%s)', (kind) => {
  let ctx: TestContext;
  let api: ReturnType<typeof apiClient>['api'];
  let balance: ReturnType<typeof apiClient>['balance'];

  beforeAll(async () => {
    ctx = await createTestApp(kind);
    ({ api, balance } = apiClient(ctx.app));
  });
  afterAll(async () => ctx.close());

  const userWithCredits = async (credits: number) => {
    const signedIn = await createSignedInUser(ctx.app);
    if (credits > 0) await grantCredits(ctx.app, signedIn.user.id, credits);
    return signedIn;
  };
  const generate = async (headers: Headers) => {
    const response = await api('POST', '/story/generate-story', headers, settings);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ projectId: string; token: string }>();
    return { ...body, headers: { ...headers, 'generation-token': body.token } };
  };
  /** Runs the story job's work in this process, as a worker would. */
  const writeStory = async (projectId: string) => {
    const generations = ctx.services.generations;
    const row = await generations.beginStory(projectId);
    expect(row?.status).toBe('GENERATING_STORY');
    const story = await ctx.services.studio.writeStory({ ...row!.settings });
    expect(await generations.storyReady(projectId, story)).toBe(true);
    return story;
  };
  const ledger = (userId: string) =>
    ctx.app.db
      .selectFrom('credit_ledger')
      .select(['delta', 'reason', 'reference'])
      .where('user_id', '=', userId)
      .orderBy('seq')
      .execute();
  const renderJobs = async (projectId: string) => {
    const { rows } = await sql<{ count: number }>`
      SELECT count(*)::int AS count FROM pgboss.job
      WHERE name = 'video.render' AND data->>'generationId' = ${projectId}`.execute(ctx.app.db);
    return rows[0]!.count;
  };

  it('generate-story needs a credit: 402 with a message about credits', async () => {
    const { headers } = await userWithCredits(0);
    const response = await api('POST', '/story/generate-story', headers, settings);
    expect(response.statusCode).toBe(402);
    expect(response.json<{ message: string }>().message).toContain('credits');
  });

  it('generate-story answers at once with the project and its token; status and active agree', async () => {
    const { headers } = await userWithCredits(1);
    const { projectId, token, headers: withToken } = await generate(headers);
    expect(projectId).toMatch(/^[0-9a-f-]{36}$/);
    expect(token.length).toBeGreaterThan(30);

    const status = await api('GET', `/story/${projectId}/status`, withToken);
    expect(status.statusCode).toBe(200);
    expect(status.json()).toMatchObject({
      projectId,
      status: 'QUEUED',
      progress: 0,
      story: null,
      settings: { ...settings, voice: 'alloy' },
      regenerationsLeft: 3,
      videoUrl: null,
    });

    const active = (await api('GET', '/story/active', headers)).json();
    expect(active).toMatchObject({
      hasActiveGeneration: true,
      projectId,
      token,
      generationToken: token,
      status: 'QUEUED',
      settings: { voice: 'alloy' },
    });
    // Generating spends nothing.
    expect(await balance(headers)).toBe(1);
  });

  it('a second generation while one is active answers 409, and 20 at once start exactly one', async () => {
    const { headers, user } = await userWithCredits(1);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => api('POST', '/story/generate-story', headers, settings)),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    const conflict = results.find((r) => r.statusCode === 409)!;
    expect(conflict.json<{ message: string }>().message).toBe(SERVER_MESSAGES.activeGeneration);
    const rows = await ctx.app.db
      .selectFrom('generations')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const { headers } = await userWithCredits(1);
    const bad = await api('POST', '/story/generate-story', headers, {
      ...settings,
      voice: 'robot',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toContain('voice');
    const both = await api('POST', '/story/generate-story', headers, {
      ...settings,
      customPrompt: 'A lighthouse keeper',
    });
    expect(both.statusCode).toBe(400);
    const id = await api('GET', '/story/not-a-uuid/status', headers);
    expect(id.statusCode).toBe(400);
    expect(id.json<{ message: string }>().message).toContain('id');
  });

  it('needs the Generation-Token: missing 401, wrong 403', async () => {
    const { headers } = await userWithCredits(1);
    const { projectId } = await generate(headers);
    const missing = await api('GET', `/story/${projectId}/status`, headers);
    expect(missing.statusCode).toBe(401);
    expect(missing.json<{ message: string }>().message).toBe(GENERATION_MESSAGES.tokenRequired);
    const wrong = await api('GET', `/story/${projectId}/status`, {
      ...headers,
      'generation-token': 'x'.repeat(43),
    });
    expect(wrong.statusCode).toBe(403);
  });

  it('edits, regenerates at most 3 times, and refuses a script over 1,500 characters', async () => {
    const { headers } = await userWithCredits(1);
    const { projectId, headers: withToken } = await generate(headers);
    // Not ready yet: no edits.
    const early = await api('PUT', `/story/${projectId}/story`, withToken, {
      story: { title: 'T', caption: '', scenes: [{ narration: 'Hi.', imagePrompt: 'a cat' }] },
    });
    expect(early.statusCode).toBe(409);
    expect(early.json<{ message: string }>().message).toBe(GENERATION_MESSAGES.storyNotReady);

    const story = await writeStory(projectId);
    const edited = { ...story, title: 'The edited title' };
    const put = await api('PUT', `/story/${projectId}/story`, withToken, { story: edited });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ status: 'STORY_READY', title: 'The edited title' });

    const tooLong = await api('PUT', `/story/${projectId}/story`, withToken, {
      story: {
        ...story,
        scenes: [
          { narration: 'a'.repeat(800), imagePrompt: 'x' },
          { narration: 'b'.repeat(800), imagePrompt: 'y' },
        ],
      },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json<{ message: string }>().message).toContain('1500');

    const settingsPut = await api('PUT', `/story/${projectId}/settings`, withToken, {
      voice: 'nova',
      captions: { style: 'boxed' },
      music: { track: 'none' },
    });
    expect(settingsPut.statusCode, settingsPut.body).toBe(200);
    expect(settingsPut.json()).toMatchObject({
      settings: { voice: 'nova', artStyle: 'noir' },
      renderOptions: { captions: { style: 'boxed', enabled: true }, music: { track: 'none' } },
    });
    const unknownField = await api('PUT', `/story/${projectId}/settings`, withToken, { colour: 1 });
    expect(unknownField.statusCode).toBe(400);

    for (let i = 0; i < 3; i++) {
      const again = await api('POST', `/story/${projectId}/regenerate`, withToken);
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json()).toMatchObject({ status: 'QUEUED', regenerationsLeft: 2 - i });
      await writeStory(projectId);
    }
    const fourth = await api('POST', `/story/${projectId}/regenerate`, withToken);
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json<{ message: string }>().message).toBe(GENERATION_MESSAGES.regenerationLimit);
  });

  it('continue spends one credit with the status change; 30 at once spend one and render once', async () => {
    const { headers, user } = await userWithCredits(2);
    const { projectId, headers: withToken } = await generate(headers);
    await writeStory(projectId);
    const results = await Promise.all(
      Array.from({ length: 30 }, () => api('POST', `/story/${projectId}/continue`, withToken)),
    );
    for (const result of results) {
      expect(result.statusCode, result.body).toBe(200);
      expect(result.json()).toMatchObject({ status: 'RENDERING' });
    }
    expect(await balance(headers)).toBe(1);
    expect((await ledger(user.id)).filter((e) => e.reason === 'video')).toEqual([
      { delta: -1, reason: 'video', reference: projectId },
    ]);
    expect(await renderJobs(projectId)).toBe(1);
    const status = (await api('GET', `/story/${projectId}/status`, withToken)).json();
    expect(status).toMatchObject({ status: 'RENDERING', currentStep: 'VOICE', progress: 0 });
  });

  it('continue with no credit left answers 402 about credits and changes nothing', async () => {
    const { headers, user } = await userWithCredits(1);
    const { projectId, headers: withToken } = await generate(headers);
    await writeStory(projectId);
    // The credit goes elsewhere meanwhile.
    await ctx.services.credits.spend(user.id, 'video', 'elsewhere');
    const response = await api('POST', `/story/${projectId}/continue`, withToken);
    expect(response.statusCode).toBe(402);
    expect(response.json<{ message: string }>().message).toContain('credits');
    const status = (await api('GET', `/story/${projectId}/status`, withToken)).json();
    expect(status).toMatchObject({ status: 'STORY_READY' });
    expect(await renderJobs(projectId)).toBe(0);
  });

  it('continue races a discard: exactly one wins, and the credit follows it', async () => {
    for (let round = 0; round < 4; round++) {
      const { headers, user } = await userWithCredits(1);
      const { projectId, headers: withToken } = await generate(headers);
      await writeStory(projectId);
      const [go, discard] = await Promise.all([
        api('POST', `/story/${projectId}/continue`, withToken),
        api('DELETE', `/story/session/${projectId}`, withToken),
      ]);
      const status = (await api('GET', `/story/${projectId}/status`, withToken)).json<{
        status: string;
      }>().status;
      const spent = (await ledger(user.id)).filter((e) => e.reason === 'video');
      if (go.statusCode === 200) {
        expect(discard.statusCode).toBe(409);
        expect(status).toBe('RENDERING');
        expect(spent).toHaveLength(1);
        expect(await renderJobs(projectId)).toBe(1);
      } else {
        expect(discard.statusCode).toBe(200);
        expect(go.statusCode).toBe(409);
        expect(status).toBe('CANCELLED');
        expect(spent).toHaveLength(0);
        expect(await renderJobs(projectId)).toBe(0);
      }
    }
  });

  it('a failed render refunds once; retry spends again, and two retries at once render once', async () => {
    const { headers, user } = await userWithCredits(2);
    const { projectId, headers: withToken } = await generate(headers);
    await writeStory(projectId);
    expect((await api('POST', `/story/${projectId}/continue`, withToken)).statusCode).toBe(200);
    const generations = ctx.services.generations;
    await generations.noteFailure(projectId, GENERATION_MESSAGES.imagesFailed);
    // The dead-letter job may run twice (a retry of it): the refund happens once.
    expect(await generations.renderFailed(projectId, 1)).toBe(true);
    expect(await generations.renderFailed(projectId, 1)).toBe(false);
    const failed = (await api('GET', `/story/${projectId}/status`, withToken)).json();
    expect(failed).toMatchObject({
      status: 'FAILED',
      errorMessage: GENERATION_MESSAGES.imagesFailed,
    });
    expect(await balance(headers)).toBe(2);

    const continueAfterFailure = await api('POST', `/story/${projectId}/continue`, withToken);
    expect(continueAfterFailure.statusCode).toBe(409);

    const [a, b] = await Promise.all([
      api('POST', `/story/${projectId}/retry`, withToken),
      api('POST', `/story/${projectId}/retry`, withToken),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(await balance(headers)).toBe(1);
    expect(await ledger(user.id)).toEqual([
      { delta: 2, reason: 'grant', reference: expect.any(String) as string },
      { delta: -1, reason: 'video', reference: projectId },
      { delta: 1, reason: 'refund', reference: projectId },
      { delta: -1, reason: 'video', reference: `${projectId}#2` },
    ]);
    expect(await renderJobs(projectId)).toBe(2);
  });

  it('lists videos and sessions newest first, paged from 0', async () => {
    const { headers } = await userWithCredits(1);
    const first = await generate(headers);
    await writeStory(first.projectId);
    expect(
      (await api('DELETE', `/story/session/${first.projectId}`, first.headers)).statusCode,
    ).toBe(200);
    const second = await generate(headers);
    await writeStory(second.projectId);
    await api('POST', `/story/${second.projectId}/continue`, second.headers);

    const sessions = (await api('GET', '/story/sessions?page=0&size=10', headers)).json<{
      content: { id: string; status: string }[];
      totalElements: number;
    }>();
    expect(sessions.content.map((s) => s.id)).toEqual([second.projectId]);
    const videos = (await api('GET', '/story/videos', headers)).json<{
      content: { id: string; status: string; videoUrl: string | null }[];
      size: number;
      page: number;
    }>();
    expect(videos).toMatchObject({ page: 0, size: 10 });
    expect(videos.content).toEqual([
      expect.objectContaining({
        id: second.projectId,
        status: 'RENDERING',
        videoUrl: null,
        aspectRatio: '9:16',
        thumbnailUrl: null,
        expiresAt: null,
      }),
    ]);

    // Once made (as a worker makes it): the dashboard's fields, and a thumbnail <img> can load.
    const generations = ctx.services.generations;
    const files = ctx.services.storage;
    expect(await generations.beginRender(second.projectId, 1)).toBeDefined();
    const keys = {
      videoKey: `videos/${second.projectId}/1.mp4`,
      thumbnailKey: `videos/${second.projectId}/1.jpg`,
    };
    await files.put(keys.videoKey, Buffer.from('mp4'), 'video/mp4');
    await files.put(keys.thumbnailKey, Buffer.from('jpeg'), 'image/jpeg');
    await generations.completed(second.projectId, 1, { ...keys, bytes: 3, durationSeconds: 42 });
    const done = (await api('GET', '/story/videos', headers)).json<{
      content: {
        status: string;
        progress: number;
        videoUrl: string;
        durationSeconds: number;
        completedAt: string;
        expiresAt: string;
        thumbnailUrl: string;
      }[];
    }>().content[0]!;
    expect(done).toMatchObject({
      status: 'COMPLETED',
      progress: 100,
      videoUrl: `story/video/${second.projectId}`,
      durationSeconds: 42,
    });
    expect(Date.parse(done.expiresAt) - Date.parse(done.completedAt)).toBe(7 * 86_400_000);
    const thumbnail = await ctx.app.inject({ method: 'GET', url: done.thumbnailUrl });
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.body).toBe('jpeg');

    const badPage = await api('GET', '/story/videos?page=-1', headers);
    expect(badPage.statusCode).toBe(400);
  });

  it("answers 404 for another user's project on every call, with its real token", async () => {
    const owner = await userWithCredits(1);
    const { projectId, token } = await generate(owner.headers);
    const stranger = await userWithCredits(1);
    const as = { ...stranger.headers, 'generation-token': token };
    const calls: [string, string, unknown?][] = [
      ['GET', `/story/${projectId}/status`],
      ['GET', `/story/${projectId}/events`],
      ['POST', `/story/${projectId}/regenerate`],
      ['POST', `/story/${projectId}/retry`],
      ['POST', `/story/${projectId}/continue`],
      [
        'PUT',
        `/story/${projectId}/story`,
        { story: { title: 'T', caption: '', scenes: [{ narration: 'n', imagePrompt: 'p' }] } },
      ],
      ['PUT', `/story/${projectId}/settings`, { voice: 'echo' }],
      ['GET', `/story/video/${projectId}`],
      ['GET', `/story/video/${projectId}/thumbnail`],
      ['GET', `/story/video/${projectId}/status`],
      ['GET', `/story/session/${projectId}`],
      ['POST', `/story/${projectId}/images/preview`, { imagePrompt: 'a cat' }],
      ['POST', `/story/${projectId}/images`, {}],
      ['POST', `/story/session/${projectId}`, {}],
      ['PUT', `/story/session/${projectId}`, {}],
      ['DELETE', `/story/session/${projectId}`],
    ];
    for (const [method, url, body] of calls) {
      const response = await ctx.app.inject({
        method: method as 'GET',
        url: `/api${url}`,
        headers: as,
        ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json<{ message: string }>().message).toBe(SERVER_MESSAGES.notFound);
    }
    expect((await api('GET', '/story/active', stranger.headers)).json()).toEqual({
      hasActiveGeneration: false,
    });
  });
});
