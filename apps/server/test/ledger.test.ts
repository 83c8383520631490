import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ledgerRepository } from '../src/repositories/ledger.repository.js';
import {
  creditsService,
  grantSignupCredits,
  InsufficientCreditsError,
  signupReference,
} from '../src/services/credits.service.js';
import { createSignedInUser, createTestApp, testDatabases, type TestContext } from './harness.js';

describe.each(testDatabases())('credit ledger on %s', (kind) => {
  let ctx: TestContext;
  const config = { SIGNUP_CREDITS: 0 };
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterEach(async () => {
    // After every test: each balance is exactly the sum of its ledger rows.
    expect(await ledgerRepository(ctx.app.db).unbalancedAccounts()).toEqual([]);
  });
  afterAll(async () => {
    await ctx.close();
  });

  const newUser = async () => (await createSignedInUser(ctx.app)).user.id;
  const credits = () => creditsService(ctx.app.db, config);
  const give = (userId: string, n: number, ref = `pay-${Math.random()}`) =>
    credits().grantPurchase(userId, ref, n);

  it('opens an empty account on first read', async () => {
    const userId = await newUser();
    expect(await credits().balance(userId)).toBe(0);
    expect(await credits().check(userId)).toEqual({
      hasEnoughCredits: false,
      requiredCredits: 1,
      availableCredits: 0,
    });
  });

  it('spends once per reference and refunds once', async () => {
    const userId = await newUser();
    await give(userId, 3);
    const first = await credits().spend(userId, 'video', 'project-1');
    expect(first).toMatchObject({ applied: true, balance: 2 });
    const again = await credits().spend(userId, 'video', 'project-1');
    expect(again).toMatchObject({ applied: false, balance: 2 });
    expect((await credits().refund(userId, 'project-1')).applied).toBe(true);
    expect((await credits().refund(userId, 'project-1')).applied).toBe(false);
    expect(await credits().balance(userId)).toBe(3);
    // Nothing was spent for this reference: nothing to give back.
    expect((await credits().refund(userId, 'project-never')).applied).toBe(false);
    // A refund is another user's to ask for only if the spend was theirs.
    await credits().spend(userId, 'video', 'project-2');
    const other = await newUser();
    expect((await credits().refund(other, 'project-2')).applied).toBe(false);
    expect(await credits().balance(other)).toBe(0);
  });

  it('refuses to go below zero with a 402 that mentions credits', async () => {
    const userId = await newUser();
    const attempt = credits().spend(userId, 'video', 'project-x');
    await expect(attempt).rejects.toBeInstanceOf(InsufficientCreditsError);
    await expect(attempt).rejects.toMatchObject({
      statusCode: 402,
      code: 'INSUFFICIENT_CREDITS',
      message: expect.stringContaining('credits'),
    });
    expect(await credits().balance(userId)).toBe(0);
  });

  it('100 concurrent spends on a balance of 1 succeed exactly once', async () => {
    const userId = await newUser();
    await give(userId, 1);
    const results = await Promise.allSettled(
      Array.from({ length: 100 }, (_, i) => credits().spend(userId, 'video', `race-${i}`)),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter(
      (r) => r.status === 'rejected' && r.reason instanceof InsufficientCreditsError,
    );
    expect(ok).toHaveLength(1);
    expect(refused).toHaveLength(99);
    expect(await credits().balance(userId)).toBe(0);
  });

  it('20 concurrent spends of the same reference spend once', async () => {
    const userId = await newUser();
    await give(userId, 5);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => credits().spend(userId, 'video', 'same-project')),
    );
    expect(results.filter((r) => r.applied)).toHaveLength(1);
    expect(await credits().balance(userId)).toBe(4);
  });

  it('spends inside the caller transaction: a rollback undoes the spend', async () => {
    const userId = await newUser();
    await give(userId, 2);
    await expect(
      ctx.app.db.transaction().execute(async (trx) => {
        await creditsService(trx, config).spend(userId, 'video', 'rolled-back');
        throw new Error('the status change failed');
      }),
    ).rejects.toThrow('the status change failed');
    expect(await credits().balance(userId)).toBe(2);
    await ctx.app.db.transaction().execute(async (trx) => {
      await creditsService(trx, config).spend(userId, 'video', 'committed');
    });
    expect(await credits().balance(userId)).toBe(1);
  });

  it('grants SIGNUP_CREDITS once, when the account is first opened', async () => {
    const withSignup = { SIGNUP_CREDITS: 2 };
    const userId = await newUser();
    const reads = await Promise.all(
      Array.from({ length: 10 }, () => creditsService(ctx.app.db, withSignup).balance(userId)),
    );
    expect(reads.every((b) => b === 2)).toBe(true);
    expect((await grantSignupCredits(ctx.app.db, userId, 2)).applied).toBe(false);
    const history = await credits().history(userId, 0, 10);
    expect(history.content).toEqual([
      expect.objectContaining({ delta: 2, reason: 'grant', reference: signupReference(userId) }),
    ]);
    // Called by sign-in code for a brand-new user: the same single grant.
    const fresh = await newUser();
    expect((await grantSignupCredits(ctx.app.db, fresh, 3)).applied).toBe(true);
    expect((await grantSignupCredits(ctx.app.db, fresh, 3)).applied).toBe(false);
    expect(await creditsService(ctx.app.db, withSignup).balance(fresh)).toBe(3);
  });

  it('pages the history newest first', async () => {
    const userId = await newUser();
    await give(userId, 5, 'p-a');
    await credits().spend(userId, 'video', 'v-1');
    await credits().spend(userId, 'video', 'v-2');
    const page0 = await credits().history(userId, 0, 2);
    expect(page0).toMatchObject({ page: 0, size: 2, totalElements: 3, totalPages: 2 });
    expect(page0.content.map((e) => [e.reason, e.reference, e.delta, e.balanceAfter])).toEqual([
      ['video', 'v-2', -1, 3],
      ['video', 'v-1', -1, 4],
    ]);
    const page1 = await credits().history(userId, 1, 2);
    expect(page1.content.map((e) => e.reference)).toEqual(['p-a']);
  });

  it('keeps the ledger append-only and the balance non-negative in the database itself', async () => {
    const userId = await newUser();
    await give(userId, 1);
    await expect(
      sql`UPDATE credit_ledger SET delta = 100 WHERE user_id = ${userId}`.execute(ctx.app.db),
    ).rejects.toThrow(/append-only/);
    await expect(
      sql`DELETE FROM credit_ledger WHERE user_id = ${userId}`.execute(ctx.app.db),
    ).rejects.toThrow(/append-only/);
    await expect(
      sql`UPDATE credit_accounts SET balance = -1 WHERE user_id = ${userId}`.execute(ctx.app.db),
    ).rejects.toThrow(/credit_accounts_balance_check/);
    await expect(
      sql`INSERT INTO credit_ledger (user_id, delta, reason, reference, balance_after)
          VALUES (${userId}, 1, 'purchase', 'dup', 2), (${userId}, 1, 'purchase', 'dup', 3)`.execute(
        ctx.app.db,
      ),
    ).rejects.toThrow(/credit_ledger_reason_reference_key/);
  });

  it('deleting a user takes their account and ledger with it', async () => {
    const userId = await newUser();
    await give(userId, 1);
    await ctx.app.db.deleteFrom('users').where('id', '=', userId).execute();
    const rows = await ctx.app.db
      .selectFrom('credit_ledger')
      .select('id')
      .where('user_id', '=', userId)
      .execute();
    expect(rows).toEqual([]);
  });
});
