import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ledgerRepository } from '../src/repositories/ledger.repository.js';
import {
  apiClient,
  createTestApp,
  startProject,
  testDatabases,
  type StartedProject,
  type TestContext,
} from './harness.js';

/**
 * Issue 20, point 8: the credits of a render. A late failure of an earlier attempt changes
 * nothing after a retry; a status change that fails after the spend leaves the balance as it
 * was; spends, refunds and purchases of one account at once lose no update (PostgreSQL is
 * where a missing lock shows: run with TEST_DATABASE_URL set).
 *
 * Only the HTTP API and the job steps the workers call (the dead-letter `video.failed` job's
 * `renderFailed`) are used, so these tests hold whatever the generation module looks like inside.
 */

const SCRIPT = {
  script:
    'A fox crossed the frozen river at dawn.\n\nShe found a village asleep under the snow.\n\nBy night she was home again.',
  artStyle: 'noir',
  aspectRatio: '9:16',
  duration: 'short',
  voice: 'alloy',
} as const;
const GOOD_CARD = { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' };

describe.each(testDatabases())('money: the credits of a render on %s', (kind) => {
  let ctx: TestContext;
  let api: ReturnType<typeof apiClient>['api'];
  let balance: ReturnType<typeof apiClient>['balance'];
  beforeAll(async () => {
    ctx = await createTestApp(kind, { APP_URL: 'http://app.test' });
    ({ api, balance } = apiClient(ctx.app));
  });
  afterEach(async () => {
    expect(await ledgerRepository(ctx.app.db).unbalancedAccounts()).toEqual([]);
  });
  afterAll(async () => ctx.close());

  /** What the render job's steps call, as a worker would (the jobs are not run here). */
  const steps = () => ctx.services.generations;

  /** A project at STORY_READY at once (the custom tool), its owner holding `credits`. */
  const project = (credits: number) =>
    startProject(ctx.app, SCRIPT, { path: 'from-script', credits });

  const ledger = (userId: string) =>
    ctx.app.db
      .selectFrom('credit_ledger')
      .select(['delta', 'reason', 'reference'])
      .where('user_id', '=', userId)
      .orderBy('seq')
      .execute();
  const status = async (p: StartedProject) =>
    (await api('GET', `/story/${p.projectId}/status`, p.withToken)).json<{ status: string }>()
      .status;
  const renderJobs = async (projectId: string) => {
    const { rows } = await sql<{ count: number }>`
      SELECT count(*)::int AS count FROM pgboss.job
      WHERE name = 'video.render' AND data->>'generationId' = ${projectId}`.execute(ctx.app.db);
    return rows[0]!.count;
  };
  const call = async (p: StartedProject, action: 'continue' | 'retry') =>
    api('POST', `/story/${p.projectId}/${action}`, p.withToken);

  it('after a retry, a late failure of the earlier attempt changes nothing', async () => {
    const p = await project(2);
    expect((await call(p, 'continue')).statusCode).toBe(200);
    expect(await steps().renderFailed(p.projectId, 1)).toBe(true);
    expect(await status(p)).toBe('FAILED');
    expect(await balance(p.headers)).toBe(2);
    expect((await call(p, 'retry')).statusCode).toBe(200);
    expect(await balance(p.headers)).toBe(1);

    // Attempt 1's dead-letter job runs once more (pg-boss retries it), and its render ends late.
    expect(await steps().renderFailed(p.projectId, 1)).toBe(false);
    const files = { videoKey: 'v.mp4', thumbnailKey: 't.jpg', bytes: 1, durationSeconds: 1 };
    expect(await steps().completed(p.projectId, 1, files)).toBe(false);
    expect(await status(p)).toBe('RENDERING');
    expect(await balance(p.headers)).toBe(1);

    // Attempt 2 fails for good: its own credit comes back, once.
    expect(await steps().renderFailed(p.projectId, 2)).toBe(true);
    expect(await steps().renderFailed(p.projectId, 2)).toBe(false);
    expect(await status(p)).toBe('FAILED');
    expect(await balance(p.headers)).toBe(2);
    expect(await ledger(p.user.id)).toEqual([
      { delta: 2, reason: 'grant', reference: expect.any(String) as string },
      { delta: -1, reason: 'video', reference: p.projectId },
      { delta: 1, reason: 'refund', reference: p.projectId },
      { delta: -1, reason: 'video', reference: `${p.projectId}#2` },
      { delta: 1, reason: 'refund', reference: `${p.projectId}#2` },
    ]);
  });

  it('a finished render keeps its credit: a late failure of it refunds nothing', async () => {
    const p = await project(1);
    expect((await call(p, 'continue')).statusCode).toBe(200);
    const files = { videoKey: 'v.mp4', thumbnailKey: 't.jpg', bytes: 1, durationSeconds: 1 };
    expect(await steps().completed(p.projectId, 1, files)).toBe(true);
    expect(await steps().renderFailed(p.projectId, 1)).toBe(false);
    expect(await status(p)).toBe('COMPLETED');
    expect(await balance(p.headers)).toBe(0);
    expect((await call(p, 'retry')).statusCode).toBe(409);
    expect((await call(p, 'continue')).statusCode).toBe(200);
    expect(await balance(p.headers)).toBe(0);
  });

  /**
   * Makes the database refuse the move of `projectId` to RENDERING, or the queueing of its
   * render job: a status change that fails after the credit was spent, in the same transaction.
   */
  async function refuse(what: 'status' | 'job', projectId: string) {
    const name = `money_test_refuse_${what}`;
    // A UUID from our own API: safe to inline (DDL takes no parameters).
    const id = projectId.replace(/[^0-9a-f-]/g, '');
    const [table, when] =
      what === 'status'
        ? ['generations', `NEW.status = 'RENDERING' AND NEW.id = '${id}'`]
        : ['pgboss.job', `NEW.name = 'video.render' AND NEW.data->>'generationId' = '${id}'`];
    await sql
      .raw(
        `CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
         BEGIN
           IF ${when} THEN RAISE EXCEPTION 'refused by the test'; END IF;
           RETURN NEW;
         END $$`,
      )
      .execute(ctx.app.db);
    await sql
      .raw(
        `CREATE TRIGGER ${name} BEFORE INSERT OR UPDATE ON ${table}
         FOR EACH ROW EXECUTE FUNCTION ${name}()`,
      )
      .execute(ctx.app.db);
    return async () => {
      await sql.raw(`DROP TRIGGER ${name} ON ${table}`).execute(ctx.app.db);
      await sql.raw(`DROP FUNCTION ${name}()`).execute(ctx.app.db);
    };
  }

  for (const what of ['status', 'job'] as const) {
    it(`continue and retry spend nothing when the ${what} change fails after the spend`, async () => {
      const p = await project(1);
      const before = await ledger(p.user.id);
      let allow = await refuse(what, p.projectId);
      try {
        expect((await call(p, 'continue')).statusCode).toBe(500);
      } finally {
        await allow();
      }
      expect(await status(p)).toBe('STORY_READY');
      expect(await balance(p.headers)).toBe(1);
      expect(await ledger(p.user.id)).toEqual(before);
      expect(await renderJobs(p.projectId)).toBe(0);

      // Now the first attempt starts and fails; the retry's change fails in turn.
      expect((await call(p, 'continue')).statusCode).toBe(200);
      expect(await steps().renderFailed(p.projectId, 1)).toBe(true);
      const failed = await ledger(p.user.id);
      allow = await refuse(what, p.projectId);
      try {
        expect((await call(p, 'retry')).statusCode).toBe(500);
      } finally {
        await allow();
      }
      expect(await status(p)).toBe('FAILED');
      expect(await balance(p.headers)).toBe(1);
      expect(await ledger(p.user.id)).toEqual(failed);
      expect(await renderJobs(p.projectId)).toBe(1);
      expect((await call(p, 'retry')).statusCode).toBe(200);
      expect(await balance(p.headers)).toBe(0);
    });
  }

  it('spends, refunds and purchases of one account at once lose no update', async () => {
    const p = await project(1);
    const intents: string[] = [];
    for (const packageId of ['starter', 'popular']) {
      const res = await api('POST', '/payment/create-intent', p.headers, { packageId });
      intents.push(res.json<{ paymentIntentId: string }>().paymentIntentId);
    }
    expect((await call(p, 'continue')).statusCode).toBe(200);
    expect(await balance(p.headers)).toBe(0);
    // The failed render's refund (its job delivered 5 times), two purchases (each confirmed 5
    // times) and retries, all at once on one account.
    const results = await Promise.all([
      ...Array.from({ length: 5 }, () => steps().renderFailed(p.projectId, 1)),
      ...intents.flatMap((id) =>
        Array.from({ length: 5 }, () =>
          api('POST', `/payment/confirm/${id}`, p.headers, { card: GOOD_CARD }).then(
            (r) => r.statusCode,
          ),
        ),
      ),
    ]);
    expect(results.slice(0, 5).filter((r) => r === true)).toHaveLength(1);
    expect(results.slice(5)).toEqual(Array(10).fill(200));
    expect(await balance(p.headers)).toBe(1 + 3 + 10);
    const retries = await Promise.all([call(p, 'retry'), call(p, 'retry'), call(p, 'retry')]);
    expect(retries.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await balance(p.headers)).toBe(13);
    const rows = await ledger(p.user.id);
    expect(rows.map((r) => r.delta).reduce((a, b) => a + b, 0)).toBe(13);
    expect(rows.filter((r) => r.reason === 'purchase')).toHaveLength(2);
    expect(rows.filter((r) => r.reason === 'refund')).toHaveLength(1);
  });

  it('spends only a whole, positive number of credits (a negative spend would be a grant)', async () => {
    const p = await project(2);
    const credits = ctx.services.credits;
    for (const amount of [0, -1, 1.5]) {
      expect(() => credits.spend(p.user.id, 'video', `odd-${amount}`, amount)).toThrow(
        'amount must be positive',
      );
    }
    expect(await balance(p.headers)).toBe(2);
  });

  it('continue racing another spend of the last credit: exactly one wins, never below zero', async () => {
    // One active project per user: four users each race continue against another spend of
    // their one credit (the same account lock), all at once.
    const projects = await Promise.all(Array.from({ length: 4 }, () => project(1)));
    const results = await Promise.all(
      projects.flatMap((p) => [
        call(p, 'continue').then((r) => r.statusCode),
        ctx.services.credits.spend(p.user.id, 'video', `elsewhere-${p.projectId}`).then(
          () => 200,
          (error: { statusCode?: number }) => error.statusCode ?? 500,
        ),
      ]),
    );
    for (const [i, p] of projects.entries()) {
      const [go, elsewhere] = results.slice(i * 2, i * 2 + 2);
      expect([go, elsewhere].sort()).toEqual([200, 402]);
      expect(await balance(p.headers)).toBe(0);
      expect(await status(p)).toBe(go === 200 ? 'RENDERING' : 'STORY_READY');
    }
  });
});
