import type { RenderStep, SceneFallback, Story } from '@reelsmith/contract';
import {
  generationsRepository,
  type GenerationRow,
} from '../../repositories/generations.repository.js';
import { inTransaction, type Db } from '../../repositories/transaction.js';
import type { StatusCache } from '../status-cache.js';
import type { GenerationJobs } from './commands.js';
import { deleteFiles, type ProjectFiles } from './files.js';
import { acceptedBy, accepts, decide, spendReference, writes } from './lifecycle.js';
import type { GenerationEventPublisher, GenerationTransitions } from './transitions.js';

/** What the render's failure gives back: the attempt's credit, in the failure's transaction. */
export interface RefundingCredits {
  refund(userId: string, reference: string): Promise<unknown>;
}

/**
 * Told, in the transaction that settles a generation (COMPLETED or FAILED), of the row it
 * settled: webhooks send `video.completed` and `video.failed` from here (composition.ts).
 */
export interface GenerationOutcomes {
  settled(trx: Db, row: GenerationRow): Promise<void>;
}

export interface StepDeps {
  db: Db;
  /** Where a prepaid API video's render is queued once its story is written. */
  jobs: Pick<GenerationJobs, 'render'>;
  credits: (db: Db) => RefundingCredits;
  events: GenerationEventPublisher;
  storage: ProjectFiles;
  statuses: Pick<StatusCache, 'changed'>;
  transitions: GenerationTransitions;
  now: () => Date;
  outcomes?: GenerationOutcomes;
}

/** The statuses whose failure notes are kept, and whose render progress is written. */
const NOTED = acceptedBy('noteFailure');
const RENDERING = acceptedBy('progress');
const EXPIRING = acceptedBy('expire');

/**
 * The steps the jobs take (jobs/handlers): each asks the lifecycle table whether the
 * generation is still in a status that takes it, and does nothing otherwise (a discarded,
 * superseded or repeated job). Undefined or false: not this job's to do.
 */
export function generationSteps(deps: StepDeps) {
  const { db, events, now, statuses } = deps;
  const { apply, onLockedRow } = deps.transitions;
  const generations = generationsRepository(db);

  /** The row, if it is rendering attempt `attempt` and takes `step`. */
  const rendering = (
    row: GenerationRow | undefined,
    step: 'beginRender' | 'completed' | 'renderFailed',
    attempt: number,
  ): row is GenerationRow =>
    row !== undefined && accepts(step, row.status) && row.render_attempt === attempt;

  return {
    /** The story job takes the generation: QUEUED -> GENERATING_STORY (a retry finds it taken). */
    async beginStory(id: string): Promise<GenerationRow | undefined> {
      return onLockedRow(id, async (trx, row) => {
        const does = row === undefined ? 'skip' : decide('beginStory', row.status).do;
        if (row === undefined || does === 'skip') return undefined;
        if (does === 'answer') return row; // a retry of the same job
        return apply(trx, row, writes.beginStory());
      });
    },

    /**
     * The script is written: GENERATING_STORY -> STORY_READY; a prepaid API video goes on to
     * RENDERING with its render queued, in the same transaction (decision 0070).
     */
    async storyReady(id: string, story: Story): Promise<boolean> {
      return onLockedRow(id, async (trx, row) => {
        if (row === undefined || !accepts('storyReady', row.status)) return false;
        const ready = await apply(trx, row, writes.storyReady(story));
        if (ready.prepaid && accepts('renderPrepaid', ready.status)) {
          const rendering = await apply(trx, ready, writes.startPrepaidRender(ready));
          await deps.jobs.render(trx, id, rendering.render_attempt);
        }
        return true;
      });
    },

    /** Notes why the last try failed; the generation ends only when the retries are spent. */
    async noteFailure(id: string, message: string): Promise<void> {
      try {
        await generations.noteFailure(id, message, NOTED, now());
      } finally {
        statuses.changed(id);
      }
    },

    /**
     * The story job failed for good: FAILED. Nothing was spent, except by a prepaid API video,
     * whose credit comes back in the same transaction.
     */
    async storyFailed(id: string): Promise<void> {
      await onLockedRow(id, async (trx, row) => {
        if (row === undefined || !accepts('storyFailed', row.status)) return;
        const failed = await apply(trx, row, writes.storyFailed(row));
        if (row.prepaid) await deps.credits(trx).refund(row.user_id, spendReference(id, 1));
        await deps.outcomes?.settled(trx, failed);
      });
    },

    /** The render job takes attempt `attempt`. Undefined: not rendering that attempt. */
    async beginRender(id: string, attempt: number): Promise<GenerationRow | undefined> {
      const row = await generations.find(id);
      return rendering(row, 'beginRender', attempt) ? row : undefined;
    },

    /** Forward-only progress of a render; returns false if the attempt is no longer current. */
    async progress(id: string, attempt: number, step: RenderStep, value: number) {
      try {
        return await inTransaction(db, async (trx) => {
          const moved = await generationsRepository(trx).advance(
            id,
            attempt,
            step,
            value,
            RENDERING,
          );
          if (moved) {
            await events.publish(trx, {
              projectId: id,
              status: 'RENDERING',
              currentStep: step,
              progress: value,
              errorMessage: null,
            });
          }
          return moved;
        });
      } finally {
        statuses.changed(id);
      }
    },

    /** The render is done and its files stored: RENDERING -> COMPLETED. */
    async completed(
      id: string,
      attempt: number,
      files: {
        videoKey: string;
        thumbnailKey: string;
        bytes: number;
        durationSeconds: number;
        /** Scenes the built-in providers made (a fallback is no failure: no refund). */
        fallbacks?: SceneFallback[];
      },
    ): Promise<boolean> {
      return onLockedRow(id, async (trx, row) => {
        if (!rendering(row, 'completed', attempt)) return false;
        const done = await apply(trx, row, writes.completed(files, now()));
        await deps.outcomes?.settled(trx, done);
        return true;
      });
    },

    /**
     * The render failed for good: FAILED and that attempt's credit refunded, in one
     * transaction, once (a second call finds it no longer RENDERING; the refund is unique).
     */
    async renderFailed(id: string, attempt: number): Promise<boolean> {
      return onLockedRow(id, async (trx, row) => {
        if (!rendering(row, 'renderFailed', attempt)) return false;
        const failed = await apply(trx, row, writes.renderFailed(row));
        await deps.credits(trx).refund(row.user_id, spendReference(id, attempt));
        await deps.outcomes?.settled(trx, failed);
        return true;
      });
    },

    /** Deletes the files of videos whose week is over; the records stay, marked expired. */
    async expireVideos(limit = 100): Promise<number> {
      try {
        const rows = await generations.expiring(now(), limit, EXPIRING);
        let count = 0;
        for (const row of rows) {
          await deleteFiles(deps.storage, row);
          if (await generations.markExpired(row.id, now())) count += 1;
        }
        return count;
      } finally {
        statuses.changed('*');
      }
    },
  };
}
export type GenerationSteps = ReturnType<typeof generationSteps>;
