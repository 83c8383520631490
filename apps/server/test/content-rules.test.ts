import { MODERATION_MESSAGES } from '@reelsmith/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moderationEndpoint } from '../src/providers/moderation/moderator.js';
import {
  apiClient,
  createSignedInUser,
  createTestApp,
  grantCredits,
  startProject,
  testConfig,
  testDatabases,
  waitForStatus,
  type TestContext,
} from './harness.js';
import {
  FLAGGED_WORD,
  jsonReply,
  moderationReply,
  startOpenAiFake,
  type FakeOpenAiServer,
} from './support/openai-fake.js';

const settings = {
  artStyle: 'noir',
  aspectRatio: '9:16',
  duration: 'short',
  voice: 'alloy',
} as const;

describe('which endpoint the content rules use', () => {
  it('auto: on only when the script writer is OpenAI itself', () => {
    expect(moderationEndpoint(testConfig())).toBeUndefined();
    expect(moderationEndpoint(testConfig({ OPENAI_API_KEY: 'sk-x' }))).toEqual({
      baseUrl: 'https://api.openai.com/v1',
      apiKey: 'sk-x',
    });
    // A local script writer (Ollama) has no moderation endpoint of OpenAI's.
    expect(
      moderationEndpoint(testConfig({ LLM_BASE_URL: 'http://localhost:11434/v1' })),
    ).toBeUndefined();
    expect(
      moderationEndpoint(testConfig({ OPENAI_API_KEY: 'sk-x', MODERATION: 'off' })),
    ).toBeUndefined();
  });

  it('on: the shared base URL and key, else the script writer’s, else OpenAI', () => {
    expect(moderationEndpoint(testConfig({ MODERATION: 'on' }))).toEqual({
      baseUrl: 'https://api.openai.com/v1',
      apiKey: undefined,
    });
    expect(
      moderationEndpoint(
        testConfig({ MODERATION: 'on', LLM_BASE_URL: 'http://llm.local/v1', LLM_API_KEY: 'k' }),
      ),
    ).toEqual({ baseUrl: 'http://llm.local/v1', apiKey: 'k' });
    expect(
      moderationEndpoint(
        testConfig({
          MODERATION: 'on',
          OPENAI_BASE_URL: 'http://fake.local/v1',
          OPENAI_API_KEY: 's',
        }),
      ),
    ).toEqual({ baseUrl: 'http://fake.local/v1', apiKey: 's' });
  });

  it('refuses a MODERATION that is not auto, on or off', () => {
    expect(() => testConfig({ MODERATION: 'yes' })).toThrow();
  });
});

describe.each(testDatabases())('content rules (%s)', (kind) => {
  let ctx: TestContext;
  let fake: FakeOpenAiServer;
  let api: ReturnType<typeof apiClient>['api'];
  let balance: ReturnType<typeof apiClient>['balance'];
  /** What the fake's /moderations answers: as OpenAI does, or a 500 every time. */
  let mode: 'answer' | 'fail' = 'answer';
  const moderationCalls = () => fake.paths.filter((p) => p === '/v1/moderations').length;

  beforeAll(async () => {
    fake = await startOpenAiFake((path, body) => {
      if (path !== '/v1/moderations') return jsonReply(404, { error: { message: 'no' } });
      if (mode === 'fail') return jsonReply(500, { error: { message: 'moderation is down' } });
      return moderationReply(body);
    });
    ctx = await createTestApp(kind, {
      MODERATION: 'on',
      OPENAI_BASE_URL: fake.baseUrl,
      OPENAI_API_KEY: 'sk-fake',
      STORY_PROVIDER: 'builtin',
      VOICE_PROVIDER: 'builtin',
      IMAGE_PROVIDER: 'builtin',
    });
    ({ api, balance } = apiClient(ctx.app));
  });
  afterAll(async () => {
    await ctx.close();
    await fake.close();
  });

  const projectsOf = (userId: string) =>
    ctx.app.db.selectFrom('generations').select('id').where('user_id', '=', userId).execute();
  /** Jobs are queued in the transaction that makes the project: none without one. */
  const jobsOfNoProject = async () => {
    const { rows } = await sql<{ count: number }>`
      SELECT count(*)::int AS count FROM pgboss.job
      WHERE NOT EXISTS (SELECT 1 FROM generations g WHERE g.id::text = data->>'generationId')
        AND name = 'story.write'`.execute(ctx.app.db);
    return rows[0]!.count;
  };
  const callsOf = (userId: string) =>
    ctx.app.db
      .selectFrom('provider_calls')
      .select(['role', 'model', 'outcome', 'generation_id', 'cost_usd'])
      .where('user_id', '=', userId)
      .execute();
  const flagsOf = (userId: string) =>
    ctx.app.db
      .selectFrom('moderation_flags')
      .select(['source', 'categories', 'excerpt', 'generation_id'])
      .where('user_id', '=', userId)
      .execute();

  it('refuses a flagged custom prompt with 422: no project, no job, nothing spent; the flag is kept', async () => {
    const { user, headers } = await createSignedInUser(ctx.app);
    await grantCredits(ctx.app, user.id, 2);
    const before = moderationCalls();
    const response = await api('POST', '/story/generate-story', headers, {
      ...settings,
      customPrompt: `A story about ${FLAGGED_WORD} in the city`,
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toMatchObject({
      message: MODERATION_MESSAGES.promptFlagged,
      code: 'UNPROCESSABLE_ENTITY',
    });
    expect(moderationCalls()).toBe(before + 1);
    expect(await projectsOf(user.id)).toEqual([]);
    expect(await balance(headers)).toBe(2);
    expect(await flagsOf(user.id)).toEqual([
      {
        source: 'prompt',
        categories: ['violence'],
        excerpt: `A story about ${FLAGGED_WORD} in the city`,
        generation_id: null,
      },
    ]);
    expect(await callsOf(user.id)).toEqual([
      {
        role: 'moderation',
        model: 'omni-moderation-latest',
        outcome: 'ok',
        generation_id: null,
        cost_usd: expect.stringMatching(/^0(\.0+)?$/) as unknown,
      },
    ]);
  });

  it('refuses a flagged pasted script with 422 and the script message', async () => {
    const { user, headers } = await createSignedInUser(ctx.app);
    await grantCredits(ctx.app, user.id, 1);
    const response = await api('POST', '/story/from-script', headers, {
      ...settings,
      script: `First scene. Then ${FLAGGED_WORD.toUpperCase()} happens. The end.`,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ message: string }>().message).toBe(MODERATION_MESSAGES.scriptFlagged);
    expect(await projectsOf(user.id)).toEqual([]);
    expect((await flagsOf(user.id)).map((f) => f.source)).toEqual(['script']);
  });

  it('refuses a flagged prompt or script through /api/v1 with 422: no video, no credit, the flag kept', async () => {
    const { user, headers } = await createSignedInUser(ctx.app);
    await grantCredits(ctx.app, user.id, 3);
    const { key } = (await api('POST', '/keys', headers, { name: 'flows' })).json<{
      key: string;
    }>();
    const bearer = { authorization: `Bearer ${key}` };
    const one = await api('POST', '/v1/videos', bearer, {
      customPrompt: `A story about ${FLAGGED_WORD} at sea`,
    });
    expect(one.statusCode, one.body).toBe(422);
    expect(one.json<{ message: string }>().message).toBe(MODERATION_MESSAGES.promptFlagged);
    // A batch whose second video is flagged: all or none, so none.
    const batch = await api('POST', '/v1/batches', bearer, {
      videos: [{ topic: 'pop-culture' }, { script: `One. Then ${FLAGGED_WORD}. The end.` }],
    });
    expect(batch.statusCode, batch.body).toBe(422);
    expect(batch.json<{ message: string }>().message).toBe(MODERATION_MESSAGES.scriptFlagged);
    expect(await projectsOf(user.id)).toEqual([]);
    expect(await balance(headers)).toBe(3);
    expect((await flagsOf(user.id)).map((f) => f.source).sort()).toEqual(['prompt', 'script']);
    // A clean prompt goes through, and its check is kept against the video it made.
    const clean = await api('POST', '/v1/videos', bearer, { customPrompt: 'A lighthouse keeper' });
    expect(clean.statusCode, clean.body).toBe(201);
    const id = clean.json<{ id: string }>().id;
    expect((await callsOf(user.id)).filter((c) => c.generation_id === id)).toHaveLength(1);
    expect(await balance(headers)).toBe(2);
  });

  it('lets a clean prompt through (checked once), and checks topics not at all', async () => {
    const before = moderationCalls();
    const project = await startProject(ctx.app, {
      ...settings,
      customPrompt: 'A lighthouse keeper who befriends a whale',
    });
    expect(moderationCalls()).toBe(before + 1);
    await startProject(ctx.app, { ...settings, topic: 'myths-mythology' });
    expect(moderationCalls()).toBe(before + 1);
    expect(await flagsOf(project.user.id)).toEqual([]);
    // The call is kept against the project it let through, at no cost.
    expect(await callsOf(project.user.id)).toMatchObject([
      { role: 'moderation', outcome: 'ok', generation_id: project.projectId },
    ]);
  });

  it('refuses a flagged edit of the script: the saved story stays as it was', async () => {
    const project = await startProject(ctx.app, { ...settings, topic: 'pop-culture' });
    await ctx.services.startWorker();
    const ready = await waitForStatus<{
      status: string;
      story: {
        title: string;
        caption: string;
        scenes: { narration: string; imagePrompt: string }[];
      };
    }>(ctx.app, project, 'STORY_READY', 60_000);
    const edited = {
      ...ready.story,
      scenes: ready.story.scenes.map((s, i) =>
        i === 0 ? { ...s, narration: `${s.narration} And then ${FLAGGED_WORD}.` } : s,
      ),
    };
    for (const [method, url, body] of [
      ['PUT', `/story/${project.projectId}/story`, { story: edited }],
      ['PUT', `/story/session/${project.projectId}`, { story: edited }],
      ['POST', `/story/session/${project.projectId}`, { story: edited }],
    ] as const) {
      const response = await api(method, url, project.withToken, body);
      expect(response.statusCode, `${method} ${url}`).toBe(422);
      expect(response.json<{ message: string }>().message).toBe(MODERATION_MESSAGES.scriptFlagged);
    }
    const after = await api('GET', `/story/${project.projectId}/status`, project.withToken);
    expect(after.json<{ story: unknown }>().story).toEqual(ready.story);
    const flags = await flagsOf(project.user.id);
    expect(flags).toHaveLength(3);
    expect(flags.every((f) => f.source === 'edit' && f.generation_id === project.projectId)).toBe(
      true,
    );
    // A clean edit saves; the same text again is not sent twice.
    const clean = { ...ready.story, title: 'A calmer title' };
    const before = moderationCalls();
    for (let i = 0; i < 2; i += 1) {
      const put = await api('PUT', `/story/${project.projectId}/story`, project.withToken, {
        story: clean,
      });
      expect(put.statusCode, put.body).toBe(200);
    }
    expect(moderationCalls()).toBe(before + 1);
  });

  it("checks nothing of another user's project: 404 before any moderation call", async () => {
    const owner = await startProject(ctx.app, { ...settings, topic: 'war-stories' });
    const other = await createSignedInUser(ctx.app);
    const before = moderationCalls();
    const response = await api(
      'PUT',
      `/story/session/${owner.projectId}`,
      { ...other.headers, 'generation-token': owner.generationToken },
      {
        story: { title: FLAGGED_WORD, caption: '', scenes: [{ narration: 'x', imagePrompt: 'y' }] },
      },
    );
    expect(response.statusCode).toBe(404);
    expect(moderationCalls()).toBe(before);
  });

  it('answers 503 "try again" when the moderation call fails: nothing written or spent', async () => {
    const { user, headers } = await createSignedInUser(ctx.app);
    await grantCredits(ctx.app, user.id, 1);
    mode = 'fail';
    try {
      const response = await api('POST', '/story/generate-story', headers, {
        ...settings,
        customPrompt: 'A quiet story about a baker at dawn',
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        message: MODERATION_MESSAGES.unavailable,
        code: 'PROVIDER_FAILED',
      });
    } finally {
      mode = 'answer';
    }
    expect(await projectsOf(user.id)).toEqual([]);
    expect(await balance(headers)).toBe(1);
    expect(await flagsOf(user.id)).toEqual([]);
    expect(await jobsOfNoProject()).toBe(0);
    expect((await callsOf(user.id)).map((c) => c.outcome)).toEqual(['failed']);
    // Once the endpoint answers again, the same prompt goes through.
    const retry = await api('POST', '/story/generate-story', headers, {
      ...settings,
      customPrompt: 'A quiet story about a baker at dawn',
    });
    expect(retry.statusCode, retry.body).toBe(200);
  });
});

describe('content rules off', () => {
  it('with the built-in writer (auto) nothing is sent anywhere', async () => {
    const fake = await startOpenAiFake((_path, body) => moderationReply(body));
    const ctx = await createTestApp('pglite', {
      OPENAI_BASE_URL: fake.baseUrl,
      STORY_PROVIDER: 'builtin',
    });
    try {
      const project = await startProject(ctx.app, {
        ...settings,
        customPrompt: `A tale of ${FLAGGED_WORD}`,
      });
      expect(project.projectId).toMatch(/^[0-9a-f-]{36}$/);
      expect(fake.paths).toEqual([]);
    } finally {
      await ctx.close();
      await fake.close();
    }
  });
});
