import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FREE_REDRAWS_HEADER, USAGE_MESSAGES } from '@reelsmith/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_PRICES } from '../src/services/usage/prices.js';
import {
  apiClient,
  createSignedInUser,
  createTestApp,
  grantCredits,
  testDatabases,
  waitForStatus,
  type Headers,
  type TestContext,
} from './harness.js';
import { startOpenAiApiFake, type OpenAiApiFake } from './support/openai-api-fake.js';

/**
 * Usage and costs of one generation, and every limit on unpaid work at its edge
 * (docs/decisions/0060-costs-and-limits.md), against a fake that speaks OpenAI's API: the
 * real SDK clients run. The fake is priced through PRICES_FILE under its host, as another
 * OpenAI-compatible server would be; its pictures cost exactly $0.01 to make the edges plain.
 */
describe.each(testDatabases())('provider usage and limits (%s)', (kind) => {
  let fake: OpenAiApiFake;
  let ctx: TestContext;
  let api: ReturnType<typeof apiClient>['api'];

  beforeAll(async () => {
    fake = await startOpenAiApiFake();
    const pricesFile = path.join(tmpdir(), `prices-${randomBytes(4).toString('hex')}.json`);
    await writeFile(
      pricesFile,
      JSON.stringify({
        asOf: 'test',
        models: {
          [`${fake.host}/gpt-4o-mini`]: LIST_PRICES['gpt-4o-mini'],
          [`${fake.host}/gpt-image-1-mini`]: { perImage: { medium: { '1024x1536': 0.01 } } },
        },
      }),
    );
    ctx = await createTestApp(
      kind,
      {
        OPENAI_API_KEY: 'sk-test',
        OPENAI_BASE_URL: fake.baseUrl,
        PRICES_FILE: pricesFile,
        PICTURE_REDRAWS: '1',
        DAILY_PROJECTS: '2',
        PROJECT_COST_CAP_USD: '0.035',
      },
      { pollingIntervalSeconds: 0.5 },
    );
    await ctx.services.startWorker();
    ({ api } = apiClient(ctx.app));
  });
  afterAll(async () => {
    await ctx.close();
    await fake.close();
  });

  const calls = (generationId: string) => ctx.services.usage.calls.listForGeneration(generationId);

  /** A project from a pasted script at once (no writer call): one scene per paragraph. */
  const fromScript = async (paragraphs: number, signedIn?: { headers: Headers }) => {
    const user = signedIn ?? (await createSignedInUser(ctx.app));
    if (signedIn === undefined) {
      await grantCredits(ctx.app, (user as { user: { id: string } }).user.id, 1);
    }
    const script = Array.from({ length: paragraphs }, (_, i) => `Scene ${i + 1} of the fox.`);
    const response = await api('POST', '/story/from-script', user.headers, {
      script: script.join('\n\n'),
      artStyle: 'minimalist',
      aspectRatio: '9:16',
      duration: 'short',
      voice: 'nova',
    });
    expect(response.statusCode, response.body).toBe(200);
    const { projectId, token } = response.json<{ projectId: string; token: string }>();
    return { projectId, withToken: { ...user.headers, 'generation-token': token } as Headers };
  };
  const preview = (project: { projectId: string; withToken: Headers }, variant: number) =>
    api('POST', `/story/${project.projectId}/images/preview`, project.withToken, {
      // Pictures are cached by prompt, not project: each project its own prompt.
      imagePrompt: `A red fox on a frozen river at dawn (${project.projectId})`,
      imageVariant: variant,
    });

  it('records the script and the pictures of a generation with their units and costs, retries too', async () => {
    const { user, headers } = await createSignedInUser(ctx.app);
    await grantCredits(ctx.app, user.id, 1);
    const started = await api('POST', '/story/generate-story', headers, {
      customPrompt: 'A lighthouse keeper who guides a boat home',
      artStyle: 'cinematic',
      aspectRatio: '9:16',
      duration: 'short',
      voice: 'nova',
    });
    expect(started.statusCode, started.body).toBe(200);
    const { projectId, token } = started.json<{ projectId: string; token: string }>();
    const project = { projectId, withToken: { ...headers, 'generation-token': token } };
    const ready = await waitForStatus<{ status: string; story: { scenes: unknown[] } }>(
      ctx.app,
      project,
      'STORY_READY',
    );
    const scenes = ready.story.scenes.length;

    const [script] = await calls(projectId);
    expect(script).toMatchObject({
      user_id: user.id,
      role: 'script',
      provider: fake.host,
      model: 'gpt-4o-mini',
      attempt: 1,
      outcome: 'ok',
      stage: 'draft',
    });
    // The tokens the fake's `usage` reported, priced at gpt-4o-mini's list price.
    const chat = fake.requests.filter((r) => r.path.endsWith('/chat/completions'));
    expect(chat).toHaveLength(1);
    expect(script!.input_tokens).toBe(Math.ceil(JSON.stringify(chat[0]!.body.messages).length / 4));
    expect(script!.output_tokens).toBeGreaterThan(100);
    const expected = (script!.input_tokens! * 0.15 + script!.output_tokens! * 0.6) / 1e6;
    expect(Number(script!.cost_usd)).toBeCloseTo(expected, 6);

    // The images API fails once: the SDK's retry is a second call, and both are recorded.
    fake.failNext('/images/generations', 1, 500);
    const first = await preview(project, 0);
    expect(first.statusCode, first.body).toBe(200);
    // Two per scene and one more, less the first drawings still to come.
    expect(first.headers[FREE_REDRAWS_HEADER.toLowerCase()]).toBe(String(2 * scenes + 1 - scenes));
    const images = (await calls(projectId)).filter((c) => c.role === 'images');
    expect(images.map((c) => [c.attempt, c.outcome, Number(c.cost_usd)])).toEqual([
      [1, 'failed', 0],
      [2, 'ok', 0.01],
    ]);
    expect(images[1]).toMatchObject({
      images: 1,
      image_size: '1024x1536',
      image_quality: 'medium',
      stage: 'draft',
    });
    expect(images[1]!.duration_ms).toBeGreaterThanOrEqual(0);
    // The quality asked is IMAGE_QUALITY's default.
    expect(fake.requests.find((r) => r.path.endsWith('/images/generations'))!.body).toMatchObject({
      model: 'gpt-image-1-mini',
      quality: 'medium',
      size: '1024x1536',
    });
    const sums = await ctx.services.usage.calls.sumsForGeneration(projectId);
    expect(sums.draftUsd).toBeCloseTo(Number(script!.cost_usd) + 0.01, 6);
    expect(sums).toMatchObject({ renderUsd: 0, calls: 3, unpriced: 0 });
  });

  it('draws two pictures a scene and PICTURE_REDRAWS more, then answers 409; a drawn one is still served', async () => {
    const project = await fromScript(1);
    for (const [variant, left] of [
      [0, '2'],
      [1, '1'],
      [2, '0'],
    ] as const) {
      const drawn = await preview(project, variant);
      expect(drawn.statusCode, drawn.body).toBe(200);
      expect(drawn.headers[FREE_REDRAWS_HEADER.toLowerCase()]).toBe(left);
    }
    const refused = await preview(project, 3);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: USAGE_MESSAGES.redrawLimit });
    expect(USAGE_MESSAGES.redrawLimit).toMatch(/[Uu]ploading your own picture .* still free/);
    // Already drawn: from the cache, no call, no refusal.
    expect((await preview(project, 1)).statusCode).toBe(200);
    const images = (await calls(project.projectId)).filter((c) => c.role === 'images');
    expect(images).toHaveLength(3);
    // Another user's project past its limit is still not theirs to see: 404, not 409.
    const stranger = await createSignedInUser(ctx.app);
    const foreign = await api(
      'POST',
      `/story/${project.projectId}/images/preview`,
      {
        ...stranger.headers,
        'generation-token': project.withToken['generation-token']!,
      },
      { imagePrompt: 'A fox', imageVariant: 4 },
    );
    expect(foreign.statusCode).toBe(404);
  });

  it('stops priced calls before finalize at PROJECT_COST_CAP_USD with 409', async () => {
    // Two scenes: five drawings allowed, but $0.04 reaches the $0.035 cap first.
    const project = await fromScript(2);
    for (const variant of [0, 1, 2, 3]) {
      expect((await preview(project, variant)).statusCode).toBe(200);
    }
    expect(await ctx.services.usage.calls.draftCost(project.projectId)).toBeCloseTo(0.04, 6);
    const refused = await preview(project, 4);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: USAGE_MESSAGES.projectCostCap });
    // So do the other calls that would spend before finalize: a new script (a priced writer)
    // and a free preview (it draws what is not drawn yet); nothing was called for them.
    const before = (await calls(project.projectId)).length;
    for (const path of ['regenerate', 'preview']) {
      const capped = await api('POST', `/story/${project.projectId}/${path}`, project.withToken);
      expect(capped.statusCode, path).toBe(409);
      expect(capped.json(), path).toMatchObject({ message: USAGE_MESSAGES.projectCostCap });
    }
    expect(await calls(project.projectId)).toHaveLength(before);
  });

  it('lets a user start DAILY_PROJECTS never-finalized priced projects a day, then answers 429', async () => {
    const signedIn = await createSignedInUser(ctx.app);
    await grantCredits(ctx.app, signedIn.user.id, 1);
    for (let i = 0; i < 2; i++) {
      const project = await fromScript(1, signedIn);
      expect((await preview(project, 0)).statusCode).toBe(200);
      const discarded = await api(
        'DELETE',
        `/story/session/${project.projectId}`,
        project.withToken,
      );
      expect(discarded.statusCode, discarded.body).toBe(200);
    }
    const refused = await api('POST', '/story/generate-story', signedIn.headers, {
      topic: 'myths-mythology',
      artStyle: 'cinematic',
      aspectRatio: '9:16',
      duration: 'short',
      voice: 'nova',
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ message: USAGE_MESSAGES.dailyProjects });
    // Someone else is not held back by it.
    expect((await fromScript(1)).projectId).toBeTruthy();
  });
});

describe('the built-in providers (pglite)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp('pglite', {
      PICTURE_REDRAWS: '0',
      DAILY_PROJECTS: '1',
      PROJECT_COST_CAP_USD: '0',
    });
  });
  afterAll(async () => ctx.close());

  it('are recorded at $0 and stay free and unlimited', async () => {
    const { api } = apiClient(ctx.app);
    const signedIn = await createSignedInUser(ctx.app);
    await grantCredits(ctx.app, signedIn.user.id, 1);
    for (let i = 0; i < 2; i++) {
      const started = await api('POST', '/story/from-script', signedIn.headers, {
        script: 'The fox crossed the river.',
        artStyle: 'minimalist',
        aspectRatio: '1:1',
        duration: 'short',
        voice: 'nova',
      });
      expect(started.statusCode, started.body).toBe(200);
      const { projectId, token } = started.json<{ projectId: string; token: string }>();
      const withToken = { ...signedIn.headers, 'generation-token': token };
      for (const variant of [0, 1, 2, 3]) {
        const drawn = await api('POST', `/story/${projectId}/images/preview`, withToken, {
          imagePrompt: 'A fox',
          imageVariant: variant,
        });
        expect(drawn.statusCode).toBe(200);
        expect(drawn.headers[FREE_REDRAWS_HEADER.toLowerCase()]).toBeUndefined();
      }
      const rows = await ctx.services.usage.calls.listForGeneration(projectId);
      expect(rows.map((r) => [r.role, r.provider, r.outcome, Number(r.cost_usd)])).toEqual(
        Array.from({ length: 4 }, () => ['images', 'builtin', 'ok', 0]),
      );
      await api('DELETE', `/story/session/${projectId}`, withToken);
    }
  });
});
