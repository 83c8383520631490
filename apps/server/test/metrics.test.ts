import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiClient,
  createSignedInUser,
  createTestApp,
  grantCredits,
  startProject,
  testDatabases,
  type TestContext,
} from './harness.js';

const TOKEN = 'metrics-token-for-the-tests-0123';
const settings = {
  topic: 'myths-mythology',
  artStyle: 'noir',
  aspectRatio: '9:16',
  duration: 'short',
  voice: 'alloy',
} as const;

/** One sample's value from Prometheus' text format, or undefined when it is not there. */
function sample(text: string, name: string, labels: Record<string, string> = {}) {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const match = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (match?.[1] !== name) continue;
    const given = (match[2] ?? '').split(',').filter((l) => l !== '');
    if (wanted.every((w) => given.includes(w)) && given.length === wanted.length) {
      return Number(match[3]);
    }
  }
  return undefined;
}

describe('GET /metrics without METRICS_TOKEN', () => {
  it('is 404, with or without a bearer token', async () => {
    const ctx = await createTestApp('pglite');
    try {
      for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }]) {
        const response = await ctx.app.inject({ method: 'GET', url: '/metrics', headers });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
      }
    } finally {
      await ctx.close();
    }
  });
});

describe.each(testDatabases())('GET /metrics with METRICS_TOKEN (%s)', (kind) => {
  let ctx: TestContext;
  const scrape = async (authorization?: string) =>
    ctx.app.inject({
      method: 'GET',
      url: '/metrics',
      ...(authorization === undefined ? {} : { headers: { authorization } }),
    });

  beforeAll(async () => {
    ctx = await createTestApp(kind, { METRICS_TOKEN: TOKEN });
  });
  afterAll(async () => ctx.close());

  it('is 404 without the token or with another one', async () => {
    for (const authorization of [undefined, 'Bearer nope', `Bearer ${TOKEN}x`, TOKEN]) {
      expect((await scrape(authorization)).statusCode, String(authorization)).toBe(404);
    }
  });

  it('counts HTTP requests by route and status, and reads the rest from the database', async () => {
    const { api } = apiClient(ctx.app);
    const { user, headers } = await createSignedInUser(ctx.app);
    await grantCredits(ctx.app, user.id, 1);
    for (let i = 0; i < 3; i += 1) await api('GET', '/credits/balance', headers);
    await api('GET', '/credits/balance');
    const project = await startProject(ctx.app, settings, { credits: 2 });
    await ctx.services.credits.grantPurchase(project.user.id, `pay-${project.user.id}`, 10);
    await ctx.services.credits.spend(project.user.id, 'video', `${project.projectId}:1`);
    await ctx.services.credits.refund(project.user.id, `${project.projectId}:1`);
    await ctx.services.credits.spend(project.user.id, 'video', `${project.projectId}:2`);
    const call = {
      user_id: project.user.id,
      generation_id: project.projectId,
      provider: 'openai',
      stage: 'render' as const,
      duration_ms: 100,
    };
    await ctx.app.db
      .insertInto('provider_calls')
      .values([
        { ...call, role: 'images', model: 'gpt-image-1', outcome: 'ok', cost_usd: 0.011 },
        { ...call, role: 'images', model: 'gpt-image-1', outcome: 'ok', cost_usd: 0.011 },
        { ...call, role: 'images', model: 'gpt-image-1', outcome: 'failed', cost_usd: 0 },
        { ...call, role: 'voice', model: 'gpt-4o-mini-tts', outcome: 'ok', cost_usd: 0.0125 },
      ])
      .execute();
    await ctx.app.db
      .insertInto('render_usage')
      .values({ generation_id: project.projectId, attempt: 2, cpu_seconds: 50, wall_seconds: 31.5 })
      .execute();

    const response = await scrape(`Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    const route = '/api/credits/balance';
    expect(
      sample(text, 'http_request_duration_seconds_count', {
        method: 'GET',
        route,
        status_code: '200',
      }),
    ).toBe(3);
    expect(
      sample(text, 'http_request_duration_seconds_count', {
        method: 'GET',
        route,
        status_code: '401',
      }),
    ).toBe(1);
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(sample(text, 'reelsmith_jobs', { name: 'story.write', state: 'waiting' })).toBe(1);
    expect(
      sample(text, 'reelsmith_provider_calls_total', { role: 'images', model: 'gpt-image-1' }),
    ).toBe(3);
    expect(
      sample(text, 'reelsmith_provider_errors_total', { role: 'images', model: 'gpt-image-1' }),
    ).toBe(1);
    expect(
      sample(text, 'reelsmith_provider_cost_usd_total', { role: 'images', model: 'gpt-image-1' }),
    ).toBeCloseTo(0.022, 9);
    expect(
      sample(text, 'reelsmith_provider_cost_usd_total', {
        role: 'voice',
        model: 'gpt-4o-mini-tts',
      }),
    ).toBeCloseTo(0.0125, 9);
    expect(sample(text, 'reelsmith_render_seconds_total')).toBeCloseTo(31.5, 6);
    expect(sample(text, 'reelsmith_render_cpu_seconds_total')).toBe(50);
    expect(sample(text, 'reelsmith_renders_total')).toBe(1);
    expect(sample(text, 'reelsmith_credits_sold_total')).toBe(10);
    expect(sample(text, 'reelsmith_credits_spent_total')).toBe(2);
    expect(sample(text, 'reelsmith_credits_refunded_total')).toBe(1);
    expect(text).toContain('# TYPE reelsmith_credits_sold_total counter');
    expect(sample(text, 'process_cpu_seconds_total')).toBeGreaterThan(0);

    // Figures are read again at every scrape, not kept from the first.
    await ctx.services.credits.grantPurchase(project.user.id, `pay2-${project.user.id}`, 3);
    const again = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(sample(again, 'reelsmith_credits_sold_total')).toBe(13);
  });
});
