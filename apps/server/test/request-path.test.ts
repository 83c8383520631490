import { GENERATION_MESSAGES } from '@reelsmith/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompiled } from '../src/db/precompiled.js';
import type { DatabaseHandle } from '../src/db/database.js';
import { generationsRepository } from '../src/repositories/generations.repository.js';
import { CREDIT_CHANGES_CHANNEL } from '../src/services/balance-cache.js';
import { GENERATION_CHANGES_CHANNEL } from '../src/services/status-cache.js';
import {
  apiClient,
  createSignedInUser,
  createTestApp,
  grantCredits,
  startProject,
  testDatabases,
  type TestContext,
} from './harness.js';

/** How long the balance cache reads a balance this process just changed, here. */
const BALANCE_CHANGING_MS = 200;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const SCRIPT = 'A lighthouse keeper finds a letter.\n\nShe follows the map to the sea.';
const fromScript = {
  script: SCRIPT,
  artStyle: 'cinematic',
  aspectRatio: '9:16',
  duration: 'short',
  voice: 'nova',
};

/**
 * What the request path keeps or compiles once (docs/decisions/0043-request-path.md) must answer
 * exactly what a fresh read would: queries compiled once, and `status` answers kept per row
 * version.
 */
describe.each(testDatabases())('the request path (%s)', (kind) => {
  let ctx: TestContext;
  /** Another process's handle on the same database (a worker); PGlite's is the same one. */
  let other: DatabaseHandle;
  let api: ReturnType<typeof apiClient>['api'];

  /**
   * Runs `change` (another process's write) and resolves once its announcement on `channel`
   * reached this process: the app's listeners share the LISTEN of `ctx.database` and subscribed
   * first (when the app was ready), so they have heard it too.
   */
  const announcedOn = async (channel: string, key: string, change: () => Promise<unknown>) => {
    let heard!: () => void;
    const wait = new Promise<void>((resolve) => (heard = resolve));
    const stop = await ctx.database.listen(channel, (payload) => {
      if (payload === key) heard();
    });
    try {
      await change();
      await wait;
    } finally {
      await stop();
    }
  };
  /** Runs `change` with one of the announcing triggers off: nothing it does is announced. */
  const unannounced = async <T>(
    table: string,
    trigger: string,
    change: () => Promise<T>,
  ): Promise<T> => {
    await ctx.database.executeSql(`ALTER TABLE ${table} DISABLE TRIGGER ${trigger}`);
    try {
      return await change();
    } finally {
      await ctx.database.executeSql(`ALTER TABLE ${table} ENABLE TRIGGER ${trigger}`);
    }
  };

  beforeAll(async () => {
    ctx = await createTestApp(kind, {}, { balanceCache: { changingMs: BALANCE_CHANGING_MS } });
    other = await ctx.database.openAnother();
    ({ api } = apiClient(ctx.app));
  });
  afterAll(async () => {
    await other.close();
    await ctx.close();
  });

  describe('precompiled queries', () => {
    const balanceOf = precompiled((db, userId: string) =>
      db.selectFrom('credit_accounts').select('balance').where('user_id', '=', userId),
    );

    it("run with each call's arguments, on the database and in a transaction", async () => {
      const rich = await createSignedInUser(ctx.app);
      const poor = await createSignedInUser(ctx.app);
      await grantCredits(ctx.app, rich.user.id, 7);
      await grantCredits(ctx.app, poor.user.id, 2);
      expect(await balanceOf(ctx.app.db, rich.user.id)).toEqual([{ balance: 7 }]);
      expect(await balanceOf(ctx.app.db, poor.user.id)).toEqual([{ balance: 2 }]);
      expect(await balanceOf(ctx.app.db, '00000000-0000-4000-8000-000000000000')).toEqual([]);
      await ctx.app.db
        .transaction()
        .execute(async (trx) => {
          await trx
            .updateTable('credit_accounts')
            .set({ balance: 40 })
            .where('user_id', '=', poor.user.id)
            .execute();
          expect(await balanceOf(trx, poor.user.id)).toEqual([{ balance: 40 }]);
          await sql`select 1`.execute(trx);
          throw new RollBack();
        })
        .catch((error: unknown) => {
          if (!(error instanceof RollBack)) throw error;
        });
      expect(await balanceOf(ctx.app.db, poor.user.id)).toEqual([{ balance: 2 }]);
    });

    it('refuse a query whose shape an argument decides', async () => {
      const shaped = precompiled((db, userId: string) =>
        db
          .selectFrom('credit_accounts')
          .select('balance')
          .$if(userId.length > 0, (query) => query.where('balance', '>', 0)),
      );
      await expect(shaped(ctx.app.db, 'anything')).rejects.toThrow(/argument 0 is not a parameter/);
    });
  });

  describe('a generation read only when its row changed', () => {
    it('gives the row with a version, then only the version until the row changes', async () => {
      const { user, projectId } = await startProject(ctx.app, fromScript, { path: 'from-script' });
      const generations = generationsRepository(ctx.app.db);
      const first = await generations.findForUserIfChanged(user.id, projectId, undefined);
      expect(first?.row?.id).toBe(projectId);
      expect(first?.row?.created_at).toBeInstanceOf(Date);
      expect(first?.row).toEqual(await generations.findForUser(user.id, projectId));
      const same = await generations.findForUserIfChanged(user.id, projectId, first!.version);
      expect(same).toEqual({ version: first!.version, row: null });

      await other.db
        .updateTable('generations')
        .set({ progress: 5 })
        .where('id', '=', projectId)
        .execute();
      const changed = await generations.findForUserIfChanged(user.id, projectId, first!.version);
      expect(changed?.version).not.toBe(first!.version);
      expect(changed?.row?.progress).toBe(5);

      const stranger = await createSignedInUser(ctx.app);
      expect(
        await generations.findForUserIfChanged(stranger.user.id, projectId, undefined),
      ).toBeUndefined();
    });
  });

  describe('GET /story/{id}/status, kept while no change is announced', () => {
    const status = async (projectId: string, headers: Record<string, string>) => {
      const response = await api('GET', `/story/${projectId}/status`, headers);
      return { code: response.statusCode, body: response.json<Record<string, unknown>>() };
    };
    const announced = (projectId: string, change: () => Promise<unknown>) =>
      announcedOn(GENERATION_CHANGES_CHANNEL, projectId, change);
    const withoutAnnouncements = <T>(change: () => Promise<T>) =>
      unannounced('generations', 'generations_changed', change);
    /** The answer is current: kept, and the change feed is up (the second call after the first). */
    const keptAnswer = async (project: {
      projectId: string;
      withToken: Record<string, string>;
    }) => {
      const first = await status(project.projectId, project.withToken);
      expect(first.code).toBe(200);
      expect((await status(project.projectId, project.withToken)).body).toEqual(first.body);
      return first;
    };

    it('serves a kept answer without reading the row, until a change is announced', async () => {
      const project = await startProject(ctx.app, fromScript, { path: 'from-script' });
      await keptAnswer(project);
      // A change that is not announced (the trigger off) is not seen: the row was not read.
      await withoutAnnouncements(() =>
        other.db
          .updateTable('generations')
          .set({ progress: 42 })
          .where('id', '=', project.projectId)
          .execute(),
      );
      expect((await status(project.projectId, project.withToken)).body).toMatchObject({
        progress: 0,
      });
      // Announced, it is.
      await announced(project.projectId, () =>
        other.db
          .updateTable('generations')
          .set({ progress: 43 })
          .where('id', '=', project.projectId)
          .execute(),
      );
      expect((await status(project.projectId, project.withToken)).body).toMatchObject({
        progress: 43,
      });
    });

    it("answers this process's changes at once, and another's once announced", async () => {
      const project = await startProject(ctx.app, fromScript, { path: 'from-script' });
      const first = await status(project.projectId, project.withToken);
      expect(first.code).toBe(200);
      expect(first.body).toMatchObject({ status: 'STORY_READY', progress: 0 });
      expect((await status(project.projectId, project.withToken)).body).toEqual(first.body);

      // Another process moves the row on, again and again: each answer is the new one.
      for (const progress of [10, 20, 30]) {
        await announced(project.projectId, () =>
          other.db
            .updateTable('generations')
            .set({ status: 'RENDERING', current_step: 'VOICE', progress })
            .where('id', '=', project.projectId)
            .execute(),
        );
        expect((await status(project.projectId, project.withToken)).body).toMatchObject({
          status: 'RENDERING',
          currentStep: 'VOICE',
          progress,
        });
      }
      // Back where it was, value for value: a new version all the same.
      await announced(project.projectId, () =>
        other.db
          .updateTable('generations')
          .set({ status: 'STORY_READY', current_step: null, progress: 0 })
          .where('id', '=', project.projectId)
          .execute(),
      );
      expect((await status(project.projectId, project.withToken)).body).toMatchObject({
        status: 'STORY_READY',
        progress: 0,
      });

      // This process's own edit is answered at once, announced or not (the trigger off).
      await keptAnswer(project);
      const story = first.body.story as { scenes: { narration: string }[] };
      const edited = await withoutAnnouncements(() =>
        api('PUT', `/story/${project.projectId}/story`, project.withToken, {
          story: {
            ...story,
            scenes: story.scenes.map((scene, i) => ({ ...scene, narration: `Edited scene ${i}.` })),
          },
        }),
      );
      expect(edited.statusCode, edited.body).toBe(200);
      const after = await status(project.projectId, project.withToken);
      expect(
        (after.body.story as { scenes: { narration: string }[] }).scenes.map((s) => s.narration),
      ).toEqual(['Edited scene 0.', 'Edited scene 1.']);
    });

    it('still checks the owner and the token on every call once an answer is kept', async () => {
      const project = await startProject(ctx.app, fromScript, { path: 'from-script' });
      await keptAnswer(project);

      const stranger = await createSignedInUser(ctx.app);
      const asStranger = await status(project.projectId, {
        ...stranger.headers,
        'generation-token': project.generationToken,
      });
      expect(asStranger.code).toBe(404);
      const withoutToken = await status(project.projectId, project.headers);
      expect(withoutToken).toMatchObject({
        code: 401,
        body: { message: GENERATION_MESSAGES.tokenRequired },
      });
      const another = await startProject(ctx.app, fromScript, { path: 'from-script' });
      const wrongToken = await status(project.projectId, {
        ...project.headers,
        'generation-token': another.generationToken,
      });
      expect(wrongToken).toMatchObject({
        code: 403,
        body: { message: GENERATION_MESSAGES.tokenInvalid },
      });

      await announced(project.projectId, () =>
        other.db.deleteFrom('generations').where('id', '=', project.projectId).execute(),
      );
      expect((await status(project.projectId, project.withToken)).code).toBe(404);
    });
  });

  describe('GET /credits/balance, kept while no change is announced', () => {
    const balanceOf = async (headers: Record<string, string>) => {
      const response = await api('GET', '/credits/balance', headers);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ availableCredits: number }>().availableCredits;
    };
    const announced = (userId: string, change: () => Promise<unknown>) =>
      announcedOn(CREDIT_CHANGES_CHANNEL, userId, change);
    const withoutAnnouncements = <T>(change: () => Promise<T>) =>
      unannounced('credit_accounts', 'credit_accounts_changed', change);
    /** After this process's own change, its balance is read, not kept, for a while. */
    const settled = () => pause(BALANCE_CHANGING_MS + 50);
    const setBalance = (userId: string, balance: number) =>
      other.db
        .updateTable('credit_accounts')
        .set({ balance })
        .where('user_id', '=', userId)
        .execute();

    it('serves a kept balance without a query, until a change is announced', async () => {
      const { user, headers } = await createSignedInUser(ctx.app);
      await grantCredits(ctx.app, user.id, 3);
      await settled();
      expect(await balanceOf(headers)).toBe(3);
      // Not announced (the trigger off): not seen, the account was not read.
      await withoutAnnouncements(() => setBalance(user.id, 9));
      expect(await balanceOf(headers)).toBe(3);
      // Another process's change, once announced, is.
      await announced(user.id, () => setBalance(user.id, 4));
      expect(await balanceOf(headers)).toBe(4);
    });

    it("answers this process's own changes at once, announced or not", async () => {
      const project = await startProject(ctx.app, fromScript, { path: 'from-script', credits: 3 });
      const { user, headers } = project;
      await settled();
      expect(await balanceOf(headers)).toBe(3);
      expect(await balanceOf(headers)).toBe(3); // kept
      // Spending a credit (continue) and its refund, with the trigger off.
      const continued = await withoutAnnouncements(() =>
        api('POST', `/story/${project.projectId}/continue`, project.withToken),
      );
      expect(continued.statusCode, continued.body).toBe(200);
      expect(await balanceOf(headers)).toBe(2);
      await settled();
      expect(await balanceOf(headers)).toBe(2); // kept again
      await withoutAnnouncements(() => ctx.services.credits.refund(user.id, project.projectId));
      expect(await balanceOf(headers)).toBe(3);
      await settled();
      expect(await balanceOf(headers)).toBe(3);
      // A purchase granted by this process.
      await withoutAnnouncements(() =>
        ctx.services.credits.grantPurchase(user.id, `pay-${user.id}`, 10),
      );
      expect(await balanceOf(headers)).toBe(13);
    });

    it("keeps each user's balance apart", async () => {
      const one = await createSignedInUser(ctx.app);
      const two = await createSignedInUser(ctx.app);
      await grantCredits(ctx.app, one.user.id, 1);
      await grantCredits(ctx.app, two.user.id, 2);
      await settled();
      expect([await balanceOf(one.headers), await balanceOf(two.headers)]).toEqual([1, 2]);
      await announced(one.user.id, () => setBalance(one.user.id, 5));
      expect([await balanceOf(one.headers), await balanceOf(two.headers)]).toEqual([5, 2]);
    });
  });
});

class RollBack extends Error {}
