import {
  ADMIN_MESSAGES,
  adminAuditPageSchema,
  adminGenerationDetailSchema,
  adminGenerationPageSchema,
  adminOverviewSchema,
  adminUserDetailSchema,
  adminUserPageSchema,
  creditHistorySchema,
  SERVER_MESSAGES,
} from '@reelsmith/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ledgerRepository } from '../src/repositories/ledger.repository.js';
import {
  apiClient,
  createSignedInUser,
  createTestApp,
  grantCredits,
  startProject,
  testDatabases,
  type Headers,
  type TestContext,
} from './harness.js';

const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';
const settings = {
  topic: 'myths-mythology',
  artStyle: 'noir',
  aspectRatio: '9:16',
  duration: 'short',
  voice: 'alloy',
} as const;

/** The operator's console at the API: who may call it, what it reads, and credit changes. */
describe.each(testDatabases())('operator console API (%s)', (kind) => {
  let ctx: TestContext;
  let api: ReturnType<typeof apiClient>['api'];
  let balance: ReturnType<typeof apiClient>['balance'];
  let operator: Headers;

  beforeAll(async () => {
    ctx = await createTestApp(kind, { ADMIN_EMAILS: ' Boss@Example.com , second@example.com' });
    ({ api, balance } = apiClient(ctx.app));
    // The configured address in another case: operators are matched without case.
    operator = (await createSignedInUser(ctx.app, 'boss@example.com')).headers;
  });
  afterEach(async () => {
    expect(await ledgerRepository(ctx.app.db).unbalancedAccounts()).toEqual([]);
  });
  afterAll(async () => ctx.close());

  const credits = (userId: string, body: unknown, headers: Headers = operator) =>
    api('POST', `/admin/users/${userId}/credits`, headers, body);

  it('answers 401 without a session and 403 to a signed-in person who is not an operator', async () => {
    const someone = await createSignedInUser(ctx.app);
    const calls: [method: 'GET' | 'POST', url: string, body?: unknown][] = [
      ['GET', '/admin/overview'],
      ['GET', '/admin/users?query=a'],
      ['GET', `/admin/users/${someone.user.id}`],
      ['POST', `/admin/users/${someone.user.id}/credits`, { amount: 5, reason: 'for me' }],
      ['GET', '/admin/generations'],
      ['GET', `/admin/generations/${NO_SUCH_ID}`],
      ['GET', '/admin/audit'],
    ];
    for (const [method, url, body] of calls) {
      const anonymous = await api(method, url, undefined, body);
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      const refused = await api(method, url, someone.headers, body);
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.json()).toMatchObject({
        message: SERVER_MESSAGES.accessDenied,
        code: 'FORBIDDEN',
      });
    }
    // Nothing was granted by the refused call.
    expect(await balance(someone.headers)).toBe(0);
  });

  it('grants credits with a reason: an operator row the user sees, and an audit row', async () => {
    const customer = await createSignedInUser(ctx.app);
    const response = await credits(customer.user.id, {
      amount: 5,
      reason: '  Render failed twice: goodwill  ',
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ balance: number; entry: { reason: string; delta: number } }>();
    expect(body).toMatchObject({ balance: 5, entry: { reason: 'operator', delta: 5 } });
    expect(await balance(customer.headers)).toBe(5);

    const history = creditHistorySchema.parse(
      (await api('GET', '/credits/history', customer.headers)).json(),
    );
    expect(history.content.map((e) => [e.reason, e.delta, e.balanceAfter])).toEqual([
      ['operator', 5, 5],
    ]);

    const audit = adminAuditPageSchema.parse((await api('GET', '/admin/audit', operator)).json());
    expect(audit.content[0]).toMatchObject({
      operatorEmail: 'boss@example.com',
      action: 'credits.grant',
      targetUserId: customer.user.id,
      targetEmail: customer.user.email,
      amount: 5,
      reason: 'Render failed twice: goodwill',
      balanceAfter: 5,
    });
    expect(history.content[0]!.reference).toBe(`operator:${audit.content[0]!.id}`);
  });

  it('takes credits back, never below zero: 409 with the balance, nothing written', async () => {
    const customer = await createSignedInUser(ctx.app);
    await grantCredits(ctx.app, customer.user.id, 3);
    const auditBefore = adminAuditPageSchema.parse(
      (await api('GET', '/admin/audit', operator)).json(),
    ).totalElements;
    const tooMuch = await credits(customer.user.id, { amount: -4, reason: 'chargeback' });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toMatchObject({
      message: ADMIN_MESSAGES.takeBackTooMuch(3),
      code: 'CONFLICT',
    });
    expect(ADMIN_MESSAGES.takeBackTooMuch(3)).toBe(
      'The balance is 3: at most 3 credits can be taken back',
    );
    const auditAfter = adminAuditPageSchema.parse(
      (await api('GET', '/admin/audit', operator)).json(),
    );
    expect(auditAfter.totalElements).toBe(auditBefore);

    const exact = await credits(customer.user.id, { amount: -3, reason: 'chargeback' });
    expect(exact.statusCode, exact.body).toBe(200);
    expect(await balance(customer.headers)).toBe(0);
    expect(
      adminAuditPageSchema.parse((await api('GET', '/admin/audit', operator)).json()).content[0],
    ).toMatchObject({ action: 'credits.take_back', amount: -3, balanceAfter: 0 });
  });

  it('takes back exactly what the balance holds when take-backs arrive at once', async () => {
    const customer = await createSignedInUser(ctx.app);
    await grantCredits(ctx.app, customer.user.id, 5);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        credits(customer.user.id, { amount: -2, reason: `duplicate charge ${i}` }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, 200, 409, 409, 409, 409]);
    expect(await balance(customer.headers)).toBe(1);
    const rows = await ctx.app.db
      .selectFrom('credit_ledger')
      .select(['delta', 'balance_after'])
      .where('user_id', '=', customer.user.id)
      .where('reason', '=', 'operator')
      .orderBy('seq')
      .execute();
    expect(rows).toEqual([
      { delta: -2, balance_after: 3 },
      { delta: -2, balance_after: 1 },
    ]);
    const audits = await ctx.app.db
      .selectFrom('admin_audit')
      .select('balance_after')
      .where('target_user_id', '=', customer.user.id)
      .orderBy('seq')
      .execute();
    expect(audits.map((a) => a.balance_after)).toEqual([3, 1]);
  });

  it('refuses bad credit changes with a clear 400, and an unknown user with 404', async () => {
    const customer = await createSignedInUser(ctx.app);
    const cases: [unknown, RegExp][] = [
      [{ amount: 5 }, /reason/],
      [{ amount: 5, reason: '   ' }, /reason must not be blank/],
      [{ amount: 0, reason: 'x' }, /amount must be a whole number/],
      [{ amount: 1.5, reason: 'x' }, /amount must be a whole number/],
      [{ amount: 10_001, reason: 'x' }, /amount must be a whole number/],
      [{ amount: '5', reason: 'x' }, /amount/],
      [{ amount: 5, reason: 'x'.repeat(501) }, /reason must be at most 500 characters/],
    ];
    for (const [body, message] of cases) {
      const response = await credits(customer.user.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(message);
    }
    expect((await credits(NO_SUCH_ID, { amount: 1, reason: 'x' })).statusCode).toBe(404);
    const badId = await credits('not-a-user', { amount: 1, reason: 'x' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json<{ message: string }>().message).toMatch(/id must be a user id/);
    expect(await balance(customer.headers)).toBe(0);
  });

  it('finds users by a part of their email, any case, with their balance; and one user in full', async () => {
    const tag = `findme${Date.now()}`;
    const a = await createSignedInUser(ctx.app, `${tag}-a@example.com`);
    await createSignedInUser(ctx.app, `${tag}-b@example.com`);
    await grantCredits(ctx.app, a.user.id, 2);
    const found = adminUserPageSchema.parse(
      (await api('GET', `/admin/users?query=${tag.toUpperCase()}&size=10`, operator)).json(),
    );
    expect(found.totalElements).toBe(2);
    expect(found.content.map((u) => [u.email, u.balance])).toEqual([
      [`${tag}-b@example.com`, 0],
      [`${tag}-a@example.com`, 2],
    ]);
    // LIKE's wildcards are searched for as characters.
    const wild = adminUserPageSchema.parse(
      (await api('GET', '/admin/users?query=%25', operator)).json(),
    );
    expect(wild.totalElements).toBe(0);

    const project = await startProject(ctx.app, settings);
    const detail = adminUserDetailSchema.parse(
      (await api('GET', `/admin/users/${project.user.id}`, operator)).json(),
    );
    expect(detail.user).toMatchObject({ id: project.user.id, balance: 1, isOperator: false });
    expect(detail.ledger.map((e) => e.reason)).toEqual(['grant']);
    expect(detail.generations.map((g) => g.id)).toEqual([project.projectId]);
    expect((await api('GET', `/admin/users/${NO_SUCH_ID}`, operator)).statusCode).toBe(404);
    expect((await api('GET', '/admin/users/nope', operator)).statusCode).toBe(400);
  });

  it("lists generations with their cost, and shows one with each call's role, model and cost", async () => {
    const project = await startProject(ctx.app, settings);
    await ctx.app.db
      .updateTable('generations')
      .set({
        status: 'FAILED',
        failed_stage: 'render',
        error_message: 'We could not make your video. Your credit was refunded. Please try again.',
      })
      .where('id', '=', project.projectId)
      .execute();
    const call = { user_id: project.user.id, generation_id: project.projectId, duration_ms: 10 };
    // Calls come in order, a second apart: the detail lists them in that order.
    const at = (second: number) => new Date(Date.UTC(2026, 10, 25, 12, 0, second));
    await ctx.app.db
      .insertInto('provider_calls')
      .values([
        {
          ...call,
          role: 'script',
          provider: 'openai',
          model: 'gpt-4o-mini',
          outcome: 'ok',
          stage: 'draft',
          created_at: at(1),
          input_tokens: 900,
          output_tokens: 600,
          cost_usd: 0.000495,
        },
        {
          ...call,
          role: 'images',
          provider: 'openai',
          model: 'gpt-image-1',
          outcome: 'failed',
          stage: 'render',
          created_at: at(2),
          images: 1,
          cost_usd: '0.011',
        },
        {
          ...call,
          role: 'images',
          provider: 'images.local',
          model: 'sdxl',
          outcome: 'ok',
          stage: 'render',
          created_at: at(3),
          images: 1,
          cost_usd: null,
        },
      ])
      .execute();
    await ctx.app.db
      .insertInto('render_usage')
      .values({ generation_id: project.projectId, attempt: 1, cpu_seconds: 41.5, wall_seconds: 30 })
      .execute();

    const detail = adminGenerationDetailSchema.parse(
      (await api('GET', `/admin/generations/${project.projectId}`, operator)).json(),
    );
    expect(detail).toMatchObject({
      id: project.projectId,
      userId: project.user.id,
      email: project.user.email,
      status: 'FAILED',
      errorMessage: 'We could not make your video. Your credit was refunded. Please try again.',
      costUsd: 0.011495,
      unpricedCalls: 1,
      renders: [{ attempt: 1, cpuSeconds: 41.5, wallSeconds: 30 }],
    });
    expect(detail.usage.map((u) => [u.role, u.model, u.outcome, u.costUsd])).toEqual([
      ['script', 'gpt-4o-mini', 'ok', 0.000495],
      ['images', 'gpt-image-1', 'failed', 0.011],
      ['images', 'sdxl', 'ok', null],
    ]);

    const failed = adminGenerationPageSchema.parse(
      (
        await api('GET', `/admin/generations?status=FAILED&userId=${project.user.id}`, operator)
      ).json(),
    );
    expect(failed.content.map((g) => [g.id, g.costUsd])).toEqual([[project.projectId, 0.011495]]);
    const all = adminGenerationPageSchema.parse(
      (await api('GET', '/admin/generations?size=100', operator)).json(),
    );
    expect(all.content.some((g) => g.id === project.projectId)).toBe(true);
    for (const query of ['status=DONE', 'userId=x', 'size=0', 'page=-1']) {
      const response = await api('GET', `/admin/generations?${query}`, operator);
      expect(response.statusCode, query).toBe(400);
    }
    expect((await api('GET', `/admin/generations/${NO_SUCH_ID}`, operator)).statusCode).toBe(404);
  });

  it('sums the overview over the chosen days: videos, failures, revenue, cost, margin, flags', async () => {
    const overview = async (days = 7) => {
      const response = await api('GET', `/admin/overview?days=${days}`, operator);
      expect(response.statusCode, response.body).toBe(200);
      return adminOverviewSchema.parse(response.json());
    };
    const before = await overview();
    const project = await startProject(ctx.app, settings, { credits: 3 });
    const userId = project.user.id;
    const db = ctx.app.db;
    await db
      .updateTable('generations')
      .set({ status: 'COMPLETED', completed_at: new Date(), video_key: 'v.mp4' })
      .where('id', '=', project.projectId)
      .execute();
    // A paid pack (Popular: $8 for 10 credits) and one a month ago, outside 7 days.
    const payment = (id: string, at: Date) => ({
      id,
      user_id: userId,
      provider: 'test' as const,
      kind: 'checkout' as const,
      package_id: 'popular',
      package_name: 'Popular Pack',
      credits: 10,
      amount_cents: 800,
      currency: 'usd',
      status: 'succeeded' as const,
      checkout_session_id: `cs_${id}`,
      succeeded_at: at,
    });
    await db
      .insertInto('payments')
      .values([
        payment(crypto.randomUUID(), new Date()),
        payment(crypto.randomUUID(), new Date(Date.now() - 30 * 24 * 3600 * 1000)),
      ])
      .execute();
    await db
      .insertInto('provider_calls')
      .values([
        {
          user_id: userId,
          generation_id: project.projectId,
          role: 'voice',
          provider: 'openai',
          model: 'gpt-4o-mini-tts',
          outcome: 'ok',
          stage: 'render',
          duration_ms: 5,
          cost_usd: 0.25,
        },
        {
          user_id: userId,
          generation_id: project.projectId,
          role: 'images',
          provider: 'x',
          model: 'y',
          outcome: 'ok',
          stage: 'render',
          duration_ms: 5,
          cost_usd: null,
        },
      ])
      .execute();
    await db
      .insertInto('moderation_flags')
      .values({
        user_id: userId,
        source: 'prompt',
        categories: ['violence'],
        excerpt: 'bad words',
        model: 'omni-moderation-latest',
      })
      .execute();

    // A render that failed for good: its credit spent, then refunded.
    await ctx.services.credits.spend(userId, 'video', `${project.projectId}:1`);
    await ctx.services.credits.refund(userId, `${project.projectId}:1`);

    const after = await overview();
    expect(after.videosMade - before.videosMade).toBe(1);
    expect(after.rendersFailed - before.rendersFailed).toBe(1);
    expect(after.creditsSpent - before.creditsSpent).toBe(1);
    expect(after.creditsRefunded - before.creditsRefunded).toBe(1);
    expect(after.revenueUsd - before.revenueUsd).toBeCloseTo(8, 6);
    expect(after.providerCostUsd - before.providerCostUsd).toBeCloseTo(0.25, 6);
    expect(after.marginUsd).toBeCloseTo(after.revenueUsd - after.providerCostUsd, 6);
    expect(after.unpricedCalls - before.unpricedCalls).toBe(1);
    expect(after.flaggedPrompts - before.flaggedPrompts).toBe(1);
    expect(after.recentFlags[0]).toMatchObject({ email: project.user.email, excerpt: 'bad words' });
    expect(after.days).toBe(7);
    // Thirty-one days take in the older payment too.
    const month = await overview(31);
    expect(month.revenueUsd - after.revenueUsd).toBeCloseTo(8, 6);
    for (const days of ['0', '366', 'abc', '1.5']) {
      const response = await api('GET', `/admin/overview?days=${days}`, operator);
      expect(response.statusCode, days).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(/days/);
    }
  });
});
