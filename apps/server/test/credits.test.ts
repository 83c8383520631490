import { creditHistorySchema } from '@reelsmith/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ledgerRepository } from '../src/repositories/ledger.repository.js';
import { creditsService } from '../src/services/credits.service.js';
import { createSignedInUser, createTestApp, testDatabases, type TestContext } from './harness.js';

describe.each(testDatabases())('credits endpoints on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(kind, { SIGNUP_CREDITS: '2' });
  });
  afterEach(async () => {
    expect(await ledgerRepository(ctx.app.db).unbalancedAccounts()).toEqual([]);
  });
  afterAll(async () => {
    await ctx.close();
  });

  const get = (url: string, headers?: Record<string, string>) =>
    ctx.app.inject({ method: 'GET', url: `/api${url}`, ...(headers ? { headers } : {}) });

  it('starts a new user with SIGNUP_CREDITS, granted once', async () => {
    const { headers } = await createSignedInUser(ctx.app);
    const reads = await Promise.all([1, 2, 3].map(() => get('/credits/balance', headers)));
    expect(reads.map((r) => r.json<unknown>())).toEqual(Array(3).fill({ availableCredits: 2 }));
    expect((await get('/credits/check', headers)).json()).toEqual({
      hasEnoughCredits: true,
      requiredCredits: 1,
      availableCredits: 2,
    });
  });

  it('says a video needs one credit when the balance is empty', async () => {
    const { user, headers } = await createSignedInUser(ctx.app);
    await get('/credits/balance', headers);
    const service = creditsService(ctx.app.db, ctx.app.config);
    await service.spend(user.id, 'video', 'p1');
    await service.spend(user.id, 'video', 'p2');
    expect((await get('/credits/check', headers)).json()).toEqual({
      hasEnoughCredits: false,
      requiredCredits: 1,
      availableCredits: 0,
    });
  });

  it('pages the history: page from 0, size default 10, at most 100', async () => {
    const { user, headers } = await createSignedInUser(ctx.app);
    const service = creditsService(ctx.app.db, ctx.app.config);
    for (let i = 0; i < 12; i += 1) await service.grantPurchase(user.id, `pay-${user.id}-${i}`, 1);
    const first = creditHistorySchema.parse((await get('/credits/history', headers)).json());
    expect(first).toMatchObject({ page: 0, size: 10, totalElements: 13, totalPages: 2 });
    expect(first.content).toHaveLength(10);
    expect(first.content[0]).toMatchObject({ reason: 'purchase', delta: 1, balanceAfter: 14 });
    const last = creditHistorySchema.parse(
      (await get('/credits/history?page=1&size=10', headers)).json(),
    );
    expect(last.content.map((e) => e.reason)).toEqual(['purchase', 'purchase', 'grant']);
    for (const query of ['size=101', 'size=0', 'page=-1', 'page=abc']) {
      const res = await get(`/credits/history?${query}`, headers);
      expect(res.statusCode, query).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/page|size/);
    }
  });

  it("shows only the user's own history", async () => {
    const a = await createSignedInUser(ctx.app);
    const b = await createSignedInUser(ctx.app);
    await creditsService(ctx.app.db, ctx.app.config).grantPurchase(
      a.user.id,
      `pay-${a.user.id}`,
      5,
    );
    const res = creditHistorySchema.parse((await get('/credits/history', b.headers)).json());
    expect(res.content.map((e) => e.reason)).toEqual(['grant']);
  });

  it('POST /credits/purchase with a packageId starts a hosted checkout', async () => {
    const { headers } = await createSignedInUser(ctx.app);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/credits/purchase',
      headers,
      payload: { packageId: 'pro' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'pending',
      url: expect.stringMatching(/\/payment\/test-checkout\/cs_test_\w+$/),
    });
  });

  it('POST /credits/purchase answers bad input with 400 and unknown payments with 404', async () => {
    const { headers } = await createSignedInUser(ctx.app);
    const post = (payload: unknown) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/credits/purchase',
        headers,
        payload: payload as Record<string, unknown>,
      });
    expect((await post({})).statusCode).toBe(400);
    expect((await post({ packageId: 42 })).statusCode).toBe(400);
    expect((await post({ packageId: 'nope' })).json()).toMatchObject({
      message: 'Unknown packageId: nope',
    });
    const unknown = await post({ paymentIntentId: 'pi_unknown' });
    expect(unknown.statusCode).toBe(404);
  });

  it('needs a signed-in user', async () => {
    for (const url of ['/credits/balance', '/credits/check', '/credits/history']) {
      expect((await get(url)).statusCode).toBe(401);
      expect((await get(url, { authorization: 'Bearer nope' })).json()).toMatchObject({
        message: 'Invalid token',
      });
    }
    const purchase = await ctx.app.inject({
      method: 'POST',
      url: '/api/credits/purchase',
      payload: { packageId: 'pro' },
    });
    expect(purchase.statusCode).toBe(401);
  });
});
