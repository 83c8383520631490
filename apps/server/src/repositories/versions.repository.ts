import { ACTIVE_STATUSES, type GenerationStatus, type RenderStep } from '@reelsmith/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { GenerationPatch, GenerationRow } from './generations.repository.js';

/**
 * Previews and versions of generations (migration 0016): I/O only; the generation module
 * decides (services/generations/versions.ts, decision 0052).
 */
export function versionsRepository(db: Kysely<Database>) {
  /** The first version's id, or this row's own when it is the first. */
  const group = (rootId: string) =>
    db
      .selectFrom('generations')
      .where((eb) => eb.or([eb('id', '=', rootId), eb('root_id', '=', rootId)]));

  return {
    /** A revision: a new project made from a finished one, ready to edit. */
    async insertRevision(values: {
      id: string;
      userId: string;
      from: GenerationRow;
      story: GenerationRow['story'];
      rootId: string;
      version: number;
    }): Promise<GenerationRow> {
      const { from } = values;
      return db
        .insertInto('generations')
        .values({
          id: values.id,
          user_id: values.userId,
          status: 'STORY_READY',
          settings: JSON.stringify(from.settings),
          render_options: JSON.stringify(from.render_options),
          story: JSON.stringify(values.story),
          root_id: values.rootId,
          parent_id: from.id,
          version: values.version,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** The highest version number of a video's versions (0 when there are none). */
    async lastVersion(rootId: string): Promise<number> {
      const found = await group(rootId)
        .select((eb) => eb.fn.max<number | null>('version').as('last'))
        .executeTakeFirstOrThrow();
      return Number(found.last ?? 0);
    },

    /** The user's active project among a video's versions: a revision already open. */
    async activeVersion(userId: string, rootId: string): Promise<GenerationRow | undefined> {
      return group(rootId)
        .selectAll()
        .where('user_id', '=', userId)
        .where('status', 'in', ACTIVE_STATUSES)
        .executeTakeFirst();
    },

    /**
     * Claims the first version's included revision for `revisionId`: true when it was free or
     * is already this revision's (a retry of its render). One conditional update: exact under
     * concurrent finalizes.
     */
    async claimIncludedRevision(rootId: string, revisionId: string): Promise<boolean> {
      const result = await db
        .updateTable('generations')
        .set({ included_revision: revisionId })
        .where('id', '=', rootId)
        .where((eb) =>
          eb.or([eb('included_revision', 'is', null), eb('included_revision', '=', revisionId)]),
        )
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** The included revision of each first version that exists (id -> the revision or null). */
    async includedRevisions(rootIds: readonly string[]): Promise<Map<string, string | null>> {
      if (rootIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('generations')
        .select(['id', 'included_revision'])
        .where('id', 'in', [...new Set(rootIds)])
        .execute();
      return new Map(rows.map((row) => [row.id, row.included_revision]));
    },

    /** An uploaded picture of a project, with what its row records. */
    async sceneImage(generationId: string, imageId: string) {
      return db
        .selectFrom('scene_images')
        .select(['bytes', 'width', 'height'])
        .where('generation_id', '=', generationId)
        .where('id', '=', imageId)
        .executeTakeFirst();
    },

    /** Notes a preview started, for the limits. */
    async recordPreview(generationId: string, attempt: number, userId: string): Promise<void> {
      await db
        .insertInto('generation_previews')
        .values({ generation_id: generationId, attempt, user_id: userId })
        .execute();
    },

    /** How many previews the user started since `since`. */
    async previewsSince(userId: string, since: Date): Promise<number> {
      const found = await db
        .selectFrom('generation_previews')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('user_id', '=', userId)
        .where('created_at', '>', since)
        .executeTakeFirstOrThrow();
      return Number(found.count);
    },

    /** Writes `patch` of preview attempt `attempt` while the row is in one of `from`. */
    async previewTransition(
      id: string,
      attempt: number,
      from: readonly GenerationStatus[],
      patch: Pick<
        GenerationPatch,
        'preview_status' | 'preview_step' | 'preview_progress' | 'preview_key'
      >,
    ): Promise<GenerationRow | undefined> {
      return db
        .updateTable('generations')
        .set({ ...patch, updated_at: new Date() })
        .where('id', '=', id)
        .where('status', 'in', from)
        .where('preview_attempt', '=', attempt)
        .where('preview_status', '=', 'RENDERING')
        .returningAll()
        .executeTakeFirst();
    },

    /** Forward-only progress of preview attempt `attempt`; false when nothing changed. */
    async advancePreview(
      id: string,
      attempt: number,
      step: RenderStep,
      progress: number,
      from: readonly GenerationStatus[],
    ): Promise<boolean> {
      const result = await db
        .updateTable('generations')
        .set({ preview_step: step, preview_progress: progress })
        .where('id', '=', id)
        .where('status', 'in', from)
        .where('preview_attempt', '=', attempt)
        .where('preview_status', '=', 'RENDERING')
        .where('preview_progress', '<', progress)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}
export type VersionsRepository = ReturnType<typeof versionsRepository>;
