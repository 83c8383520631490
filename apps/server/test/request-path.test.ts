import { GENERATION_MESSAGES } from '@reelsmith/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompiled } from '../src/db/precompiled.js';
import type { DatabaseHandle } from '../src/db/database.js';
import { generationsRepository } from '../src/repositories/generations.repository.js';
import {
  apiClient,
  createSignedInUser,
  createTestApp,
  grantCredits,
  startProject,
  testDatabases,
  type TestContext,
} from './harness.js';

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

  beforeAll(async () => {
    ctx = await createTestApp(kind);
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

  describe('GET /story/{id}/status, kept per row version', () => {
    const status = async (projectId: string, headers: Record<string, string>) => {
      const response = await api('GET', `/story/${projectId}/status`, headers);
      return { code: response.statusCode, body: response.json<Record<string, unknown>>() };
    };

    it('answers every change at once, from this process or another', async () => {
      const project = await startProject(ctx.app, fromScript, { path: 'from-script' });
      const first = await status(project.projectId, project.withToken);
      expect(first.code).toBe(200);
      expect(first.body).toMatchObject({ status: 'STORY_READY', progress: 0 });
      expect((await status(project.projectId, project.withToken)).body).toEqual(first.body);

      // Another process moves the row on, again and again: each answer is the new one.
      for (const progress of [10, 20, 30]) {
        await other.db
          .updateTable('generations')
          .set({ status: 'RENDERING', current_step: 'VOICE', progress })
          .where('id', '=', project.projectId)
          .execute();
        expect((await status(project.projectId, project.withToken)).body).toMatchObject({
          status: 'RENDERING',
          currentStep: 'VOICE',
          progress,
        });
      }
      // Back where it was, value for value: a new version all the same.
      await other.db
        .updateTable('generations')
        .set({ status: 'STORY_READY', current_step: null, progress: 0 })
        .where('id', '=', project.projectId)
        .execute();
      expect((await status(project.projectId, project.withToken)).body).toMatchObject({
        status: 'STORY_READY',
        progress: 0,
      });

      // This process's own edit.
      const story = first.body.story as { scenes: { narration: string }[] };
      const edited = await api('PUT', `/story/${project.projectId}/story`, project.withToken, {
        story: {
          ...story,
          scenes: story.scenes.map((scene, i) => ({ ...scene, narration: `Edited scene ${i}.` })),
        },
      });
      expect(edited.statusCode, edited.body).toBe(200);
      const after = await status(project.projectId, project.withToken);
      expect(
        (after.body.story as { scenes: { narration: string }[] }).scenes.map((s) => s.narration),
      ).toEqual(['Edited scene 0.', 'Edited scene 1.']);
    });

    it('still checks the owner and the token on every call once an answer is kept', async () => {
      const project = await startProject(ctx.app, fromScript, { path: 'from-script' });
      expect((await status(project.projectId, project.withToken)).code).toBe(200);

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
      const other = await startProject(ctx.app, fromScript, { path: 'from-script' });
      const wrongToken = await status(project.projectId, {
        ...project.headers,
        'generation-token': other.generationToken,
      });
      expect(wrongToken).toMatchObject({
        code: 403,
        body: { message: GENERATION_MESSAGES.tokenInvalid },
      });

      await ctx.app.db.deleteFrom('generations').where('id', '=', project.projectId).execute();
      expect((await status(project.projectId, project.withToken)).code).toBe(404);
    });
  });
});

class RollBack extends Error {}
