import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, createTestApp, testDatabases, type TestContext } from './harness.js';

describe.each(testDatabases())('POST /api/errors/report on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(async () => {
    await ctx.close();
  });

  const report = {
    kind: 'chunk-load',
    name: 'ChunkLoadError',
    message: 'Failed to load',
    url: '/editor',
  };

  it('stores a report from a signed-in user with the user attached', async () => {
    const { user, headers } = await createSignedInUser(ctx.app);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/errors/report',
      headers,
      payload: report,
    });
    expect(res.statusCode).toBe(202);
    const row = await ctx.app.db
      .selectFrom('client_errors')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: 'chunk-load', message: 'Failed to load', url: '/editor' });
  });

  it('stores an anonymous report, and one with a bad token, without a user', async () => {
    for (const headers of [{}, { authorization: 'Bearer nope' }]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/errors/report',
        headers,
        payload: { ...report, message: `anon ${JSON.stringify(headers)}` },
      });
      expect(res.statusCode).toBe(202);
    }
    const rows = await ctx.app.db
      .selectFrom('client_errors')
      .select(['user_id'])
      .where('message', 'like', 'anon %')
      .execute();
    expect(rows).toEqual([{ user_id: null }, { user_id: null }]);
  });

  it('refuses a bad kind and a missing message with a 400 naming the field', async () => {
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/errors/report',
      payload: { ...report, kind: 'whatever' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/kind/);
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/api/errors/report',
      payload: { kind: 'render' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ message: string }>().message).toMatch(/message/);
  });

  it('refuses an oversized report with a 413', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/errors/report',
      payload: { ...report, stack: 'x'.repeat(20_000) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('rate-limits a flood with 429 Too many requests', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 25; i += 1) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/errors/report',
        remoteAddress: '10.9.9.9',
        payload: { ...report, message: `flood ${i}` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((s) => s === 202).length).toBe(20);
    expect(statuses.at(-1)).toBe(429);
  });
});
