import {
  CREDITS_PER_VIDEO,
  GENERATION_MESSAGES,
  MAX_REGENERATIONS,
  type Generation,
  type GenerationStatus,
  type RenderOptions,
  type SaveSessionRequest,
  type Story,
  type UpdateSettingsRequest,
} from '@reelsmith/contract';
import { splitScript } from '@reelsmith/studio';
import { conflict, invalidField, notFound } from '../../errors.js';
import {
  generationsRepository,
  isOneActiveViolation,
  type GenerationPatch,
  type GenerationRow,
} from '../../repositories/generations.repository.js';
import { sceneImagesRepository } from '../../repositories/scene-images.repository.js';
import { inTransaction, type Db } from '../../repositories/transaction.js';
import { userSettingsRepository } from '../../repositories/user-settings.repository.js';
import { InsufficientCreditsError } from '../credits.service.js';
import type { StatusCache } from '../status-cache.js';
import { deleteFiles, type ProjectFiles } from './files.js';
import { BIRTH, nextAttempt, retryStage, spendReference, writes } from './lifecycle.js';
import { toEvent, toGeneration } from './mappers.js';
import type { GenerationQueries } from './queries.js';
import { renderOptionsFrom, settingsFrom, settingsWith, type StartRequest } from './settings.js';
import { checkStartText, checkStoryText } from './text-check.js';
import type { GenerationTokens } from './tokens.js';
import {
  activeConflict,
  allowed,
  checkImages,
  type GenerationEventPublisher,
  type GenerationTransitions,
} from './transitions.js';

/** The jobs a generation's changes queue, in the transaction that makes them (jobs/ implements it). */
export interface GenerationJobs {
  /** Awaited before a transaction that queues (PGlite has one connection). */
  start(): Promise<void>;
  /** Queues the story job for the generation. */
  writeStory(trx: Db, generationId: string): Promise<void>;
  /** Queues the render of the generation's attempt `attempt`. */
  render(trx: Db, generationId: string, attempt: number): Promise<void>;
  /** Queues the free preview `attempt` of the generation (decision 0052). */
  preview(trx: Db, generationId: string, attempt: number): Promise<void>;
}

/** What a user's credits are asked for here: bound to a database or a transaction. */
export interface GenerationCredits {
  check(userId: string): Promise<{
    hasEnoughCredits: boolean;
    requiredCredits: number;
    availableCredits: number;
  }>;
  spend(userId: string, reason: 'video', reference: string, amount: number): Promise<unknown>;
  /** Gives back what was spent for `reference`, once (a prepaid API video's discard). */
  refund(userId: string, reference: string): Promise<unknown>;
}

export interface CommandDeps {
  db: Db;
  jobs: GenerationJobs;
  credits: (db: Db) => GenerationCredits;
  events: GenerationEventPublisher;
  storage: ProjectFiles;
  tokens: Pick<GenerationTokens, 'tokenFor'>;
  statuses: Pick<StatusCache, 'changed'>;
  transitions: GenerationTransitions;
  owned: GenerationQueries['owned'];
  /** What finalizing `row` spends: a revision may be included in its video's credit (0052). */
  finalizeCredits?: (trx: Db, row: GenerationRow) => Promise<number>;
}

/**
 * The calls people make on their projects. Each one asks the lifecycle table (lifecycle.ts)
 * whether the project's status accepts it; credits move in the same transaction as the status,
 * and jobs are queued in it too.
 */
export function generationCommands(deps: CommandDeps) {
  const { db, jobs, transitions, owned } = deps;
  const { apply, onLockedRow } = transitions;

  /** Runs `fn` on the locked row of the user's generation (its token checked), in a transaction. */
  async function locked<T>(
    userId: string,
    id: string,
    token: string | undefined,
    fn: (trx: Db, row: GenerationRow) => Promise<T>,
  ): Promise<T> {
    await owned(userId, id, token);
    await jobs.start();
    return onLockedRow(id, async (trx, row) => {
      if (row === undefined || row.user_id !== userId) throw notFound();
      return fn(trx, row);
    });
  }

  /** STORY_READY or FAILED -> RENDERING: the credit, the status and the job, atomically. */
  async function startRender(trx: Db, row: GenerationRow): Promise<GenerationRow> {
    if (row.story === null) throw conflict(GENERATION_MESSAGES.storyNotReady);
    await checkImages(trx, row.id, row.story);
    const attempt = nextAttempt(row);
    const credits = (await deps.finalizeCredits?.(trx, row)) ?? CREDITS_PER_VIDEO;
    if (credits > 0) {
      await deps.credits(trx).spend(row.user_id, 'video', spendReference(row.id, attempt), credits);
    }
    const next = await apply(trx, row, writes.startRender(row));
    await jobs.render(trx, row.id, attempt);
    return next;
  }

  /** A draft is discarded; a prepaid API video's credit comes back with it (decision 0070). */
  async function discardDraft(trx: Db, row: GenerationRow): Promise<void> {
    await apply(trx, row, {
      ...writes.discard(),
      ...(row.prepaid ? writes.prepaidRefunded() : {}),
    });
    if (row.prepaid) {
      await deps.credits(trx).refund(row.user_id, spendReference(row.id, 1));
    }
  }

  /** A project from the user's own script: split into scenes with no AI writing. */
  const scriptStory = (script: string): Story => {
    try {
      return splitScript(script);
    } catch (error) {
      throw invalidField('script', error instanceof Error ? error.message : String(error));
    }
  };

  return {
    /**
     * `POST /story/generate-story` and `POST /story/from-script` (the custom tool): a new
     * project. A topic or prompt starts at QUEUED with its story job in the same transaction;
     * the user's own script starts at STORY_READY. Both need a balance of at least one credit
     * (spent at `continue`) and no other active generation (409). Answers its id and token.
     */
    async start(
      userId: string,
      request: StartRequest,
    ): Promise<{ projectId: string; token: string }> {
      checkStartText(request);
      const check = await deps.credits(db).check(userId);
      if (!check.hasEnoughCredits) {
        throw new InsufficientCreditsError(check.requiredCredits, check.availableCredits);
      }
      const story = 'script' in request ? scriptStory(request.script) : undefined;
      const settings = settingsFrom(request);
      const renderOptions = renderOptionsFrom(await userSettingsRepository(db).find(userId));
      if (story === undefined) await jobs.start();
      const row = await inTransaction(db, async (trx) => {
        const inserted = await generationsRepository(trx).insert({
          userId,
          settings,
          renderOptions,
          ...(story === undefined
            ? { status: BIRTH.generate }
            : { status: BIRTH.fromScript, story }),
        });
        if (story === undefined) await jobs.writeStory(trx, inserted.id);
        await deps.events.publish(trx, toEvent(inserted));
        return inserted;
      }).catch((error: unknown) => {
        if (isOneActiveViolation(error)) throw activeConflict();
        throw error;
      });
      return { projectId: row.id, token: await deps.tokens.tokenFor(row.id) };
    },

    /** Awaited before a transaction that will queue jobs (`startPrepaid`): PGlite has one connection. */
    readyToQueue: () => jobs.start(),

    /**
     * Videos made through `/api/v1` (decision 0070), in the caller's transaction: each spends
     * its credit now (a short balance throws 402 and nothing of the call stays: all or none),
     * and writes and renders with no editor step. A ready script starts its render at once; a
     * topic or prompt is prepaid and its story job starts the render (steps.ts). They do not
     * count toward the web's one active generation. Call `readyToQueue` first.
     */
    async startPrepaid(
      trx: Db,
      userId: string,
      videos: readonly {
        request: StartRequest;
        renderOptions: RenderOptions;
        webhookUrl: string | null;
      }[],
      batchId: string | null = null,
    ): Promise<GenerationRow[]> {
      const credits = deps.credits(trx);
      const rows: GenerationRow[] = [];
      for (const [index, video] of videos.entries()) {
        const story = 'script' in video.request ? scriptStory(video.request.script) : undefined;
        const inserted = await generationsRepository(trx).insert({
          userId,
          settings: settingsFrom(video.request),
          renderOptions: video.renderOptions,
          ...(story === undefined
            ? { status: BIRTH.generate }
            : { status: BIRTH.fromScript, story }),
          api: {
            prepaid: story === undefined,
            webhookUrl: video.webhookUrl,
            batch: batchId === null ? null : { id: batchId, index },
          },
        });
        await deps.events.publish(trx, toEvent(inserted));
        if (story === undefined) {
          await credits.spend(userId, 'video', spendReference(inserted.id, 1), CREDITS_PER_VIDEO);
          await jobs.writeStory(trx, inserted.id);
          rows.push(inserted);
        } else {
          rows.push(await startRender(trx, inserted));
        }
      }
      return rows;
    },

    /** `PUT /story/{id}/story`: the edited script (checked by the schema: 1,500 characters). */
    async updateStory(userId: string, id: string, token: string | undefined, story: Story) {
      return locked(userId, id, token, async (trx, row) => {
        checkStoryText(story);
        allowed('editStory', row);
        await checkImages(trx, id, story);
        return toGeneration(await apply(trx, row, { story }));
      });
    },

    /** `PUT /story/{id}/settings`: settings, captions and music, before the render. */
    async updateSettings(
      userId: string,
      id: string,
      token: string | undefined,
      change: UpdateSettingsRequest,
    ) {
      return locked(userId, id, token, async (trx, row) => {
        allowed('editSettings', row);
        return toGeneration(await apply(trx, row, settingsWith(row, change)));
      });
    },

    /** `POST|PUT /story/session/{id}`: saves the editor's state (script and settings). */
    async saveSession(
      userId: string,
      id: string,
      token: string | undefined,
      state: SaveSessionRequest,
    ) {
      return locked(userId, id, token, async (trx, row) => {
        checkStoryText(state.story);
        if (state.story !== undefined) allowed('editStory', row);
        if (state.settings !== undefined) allowed('editSettings', row);
        if (state.story !== undefined) await checkImages(trx, id, state.story);
        const patch: GenerationPatch = {
          ...settingsWith(row, state.settings),
          ...(state.story === undefined ? {} : { story: state.story }),
        };
        return toGeneration(await apply(trx, row, patch));
      });
    },

    /** `POST /story/{id}/regenerate`: a new script, at most 3 times per project. */
    async regenerate(userId: string, id: string, token: string | undefined) {
      return locked(userId, id, token, async (trx, row) => {
        allowed('regenerate', row);
        if (row.regenerations >= MAX_REGENERATIONS) {
          throw conflict(GENERATION_MESSAGES.regenerationLimit);
        }
        const next = await apply(trx, row, writes.regenerate(row));
        await jobs.writeStory(trx, id);
        return toGeneration(next);
      });
    },

    /**
     * `POST /story/{id}/continue`: spends one credit and starts the render, atomically. Calling
     * it again while rendering (or once done) changes nothing and answers the status.
     */
    async continue(userId: string, id: string, token: string | undefined): Promise<Generation> {
      return locked(userId, id, token, async (trx, row) => {
        if (allowed('continue', row) === 'answer') return toGeneration(row);
        return toGeneration(await startRender(trx, row));
      });
    },

    /**
     * `POST /story/{id}/retry`, after FAILED: a failed script is written again (free); a failed
     * render spends a credit again and renders again.
     */
    async retry(userId: string, id: string, token: string | undefined) {
      return locked(userId, id, token, async (trx, row) => {
        if (retryStage(row) === 'render') {
          allowed('retryRender', row);
          return toGeneration(await startRender(trx, row));
        }
        allowed('retryStory', row);
        const next = await apply(trx, row, writes.retryStory());
        await jobs.writeStory(trx, id);
        return toGeneration(next);
      });
    },

    /**
     * `DELETE /story/session/{id}`: a draft is discarded (CANCELLED, nothing was spent) and its
     * uploaded pictures go with it (docs/decisions/0051-drafts-and-text.md); a finished,
     * failed or discarded project is deleted with its files. A rendering one stays.
     */
    async deleteSession(
      userId: string,
      id: string,
      token: string | undefined,
    ): Promise<{ deleted: boolean; status: GenerationStatus }> {
      const { row, discarded } = await locked(userId, id, token, async (trx, current) => {
        if (allowed('discard', current) === 'write') {
          await discardDraft(trx, current);
          await sceneImagesRepository(trx).deleteAll(id);
          return { row: current, discarded: true };
        }
        await generationsRepository(trx).delete(id);
        return { row: current, discarded: false };
      });
      await deleteFiles(deps.storage, row);
      return discarded
        ? { deleted: false, status: 'CANCELLED' }
        : { deleted: true, status: row.status };
    },

    /**
     * `DELETE /story/video/{id}`: the dashboard deletes one of the user's videos with its files.
     * Bearer only, like the other video calls: the dashboard lists videos without their
     * generation tokens. Drafts are not videos (404); a rendering one stays (409).
     */
    /**
     * `DELETE /api/v1/videos/{id}`: like `deleteSession` without the Generation-Token (an API
     * key or session of the owner is enough): a draft is discarded (a prepaid credit comes
     * back), a finished, failed or discarded one deleted with its files; a rendering one 409.
     */
    async deleteApiVideo(
      userId: string,
      id: string,
    ): Promise<{ deleted: boolean; status: GenerationStatus }> {
      await jobs.start();
      const row = await onLockedRow(id, async (trx, current) => {
        if (current === undefined || current.user_id !== userId) throw notFound();
        if (allowed('discard', current) === 'write') {
          await discardDraft(trx, current);
          return undefined;
        }
        await generationsRepository(trx).delete(id);
        return current;
      });
      if (row === undefined) return { deleted: false, status: 'CANCELLED' };
      await deleteFiles(deps.storage, row);
      return { deleted: true, status: row.status };
    },

    async deleteVideo(
      userId: string,
      id: string,
    ): Promise<{ deleted: true; status: GenerationStatus }> {
      const row = await onLockedRow(id, async (trx, current) => {
        if (current === undefined || current.user_id !== userId) throw notFound();
        allowed('deleteVideo', current);
        await generationsRepository(trx).delete(id);
        return current;
      });
      await deleteFiles(deps.storage, row);
      return { deleted: true, status: row.status };
    },

    /**
     * Account deletion: every project of the user goes, in the caller's transaction; the answer
     * removes their files once it has committed.
     */
    async deleteAllForUser(trx: Db, userId: string) {
      try {
        const rows = await generationsRepository(trx).lockAllForUser(userId);
        await generationsRepository(trx).deleteAllForUser(userId);
        return rows.map((row) => () => deleteFiles(deps.storage, row));
      } finally {
        deps.statuses.changed('*');
      }
    },
  };
}
export type GenerationCommands = ReturnType<typeof generationCommands>;
