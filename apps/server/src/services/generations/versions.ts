import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CREDITS_PER_REVISION,
  CREDITS_PER_VIDEO,
  ERROR_CODES,
  MAX_PREVIEWS_PER_DAY,
  MAX_PREVIEWS_PER_PROJECT,
  VERSION_MESSAGES,
  type PreviewState,
  type RenderStep,
  type ReviseResponse,
  type Story,
} from '@reelsmith/contract';
import { HttpError, conflict, imageNotFound, notFound } from '../../errors.js';
import {
  generationsRepository,
  isOneActiveViolation,
  type GenerationRow,
} from '../../repositories/generations.repository.js';
import { sceneImagesRepository } from '../../repositories/scene-images.repository.js';
import { inTransaction, type Db } from '../../repositories/transaction.js';
import { versionsRepository } from '../../repositories/versions.repository.js';
import type { GenerationJobs } from './commands.js';
import { uploadKey, uploadsPrefix, type ProjectFiles } from './files.js';
import { acceptedBy, accepts, shows, writes } from './lifecycle.js';
import { toEvent } from './mappers.js';
import { rootOf, type GenerationQueries } from './queries.js';
import type { GenerationTokens } from './tokens.js';
import {
  activeConflict,
  allowed,
  type GenerationEventPublisher,
  type GenerationTransitions,
} from './transitions.js';

/** Where a project's previews are in the file storage. */
export const previewsPrefix = (id: string) => `previews/${id}/`;
export const previewKey = (id: string, attempt: number) => `${previewsPrefix(id)}${attempt}.mp4`;

/** What copying a version's uploaded pictures needs of the file storage. */
export interface VersionFiles extends ProjectFiles {
  getFile(key: string, destPath: string): Promise<boolean>;
  putFile(key: string, path: string, contentType?: string): Promise<void>;
}

export interface VersionDeps {
  db: Db;
  jobs: GenerationJobs;
  events: GenerationEventPublisher;
  storage: ProjectFiles & Partial<VersionFiles>;
  tokens: Pick<GenerationTokens, 'tokenFor' | 'signedLink' | 'linkMatches'>;
  transitions: GenerationTransitions;
  owned: GenerationQueries['owned'];
  now: () => Date;
}

const PREVIEWING = acceptedBy('previewProgress');
const DAY_MS = 86_400_000;

export { rootOf };

/**
 * Free previews before paying and revisions after (docs/decisions/0052-preview-and-revisions.md).
 * A preview renders the draft small from the very artifacts the final render uses; a revision is
 * a new project made from a finished video, with its pictures' seed (its first version's id).
 */
export function generationVersions(deps: VersionDeps) {
  const { db, events, now, owned, tokens } = deps;
  const { onLockedRow } = deps.transitions;
  const versions = versionsRepository(db);

  /** What finalizing `row` costs now, without claiming anything (what the screens show). */
  async function finalizeCreditsOf(row: Pick<GenerationRow, 'id' | 'root_id'>): Promise<number> {
    if (row.root_id === null) return CREDITS_PER_VIDEO;
    const included = (await versions.includedRevisions([row.root_id])).get(row.root_id);
    return included === null || included === row.id ? 0 : CREDITS_PER_REVISION;
  }

  /** What finalizing a revision of the finished `row` would cost now. */
  async function revisionCreditsOf(row: GenerationRow): Promise<number> {
    const root = rootOf(row);
    const included = (await versions.includedRevisions([root])).get(root);
    return included === null ? 0 : CREDITS_PER_REVISION;
  }

  async function previewState(row: GenerationRow): Promise<PreviewState> {
    const today = await versions.previewsSince(row.user_id, new Date(now().getTime() - DAY_MS));
    const ready = row.preview_status === 'READY' && row.preview_key !== null;
    return {
      status: row.preview_status,
      currentStep: row.preview_status === 'RENDERING' ? row.preview_step : null,
      progress: row.preview_status === null ? 0 : row.preview_progress,
      errorMessage: row.preview_status === 'FAILED' ? VERSION_MESSAGES.previewFailed : null,
      videoUrl: ready ? await tokens.signedLink(row.id, 'preview') : null,
      previewsLeft: Math.max(0, MAX_PREVIEWS_PER_PROJECT - row.preview_attempt),
      previewsLeftToday: Math.max(0, MAX_PREVIEWS_PER_DAY - today),
      version: row.version,
      finalizeCredits: await finalizeCreditsOf(row),
      revisionCredits: shows.video(row.status) ? await revisionCreditsOf(row) : null,
    };
  }

  /** The event a preview's change sends on the project's stream: a draft with a step. */
  const previewEvent = (id: string, step: RenderStep | null, progress: number) => ({
    projectId: id,
    status: 'STORY_READY' as const,
    currentStep: step,
    progress,
    errorMessage: null,
  });

  /**
   * A revision's copies of the uploaded pictures its scenes use (new ids, under the new
   * project): the story with the new ids, and the rows to insert with it.
   */
  async function copyUploads(from: GenerationRow, newId: string) {
    const story = from.story as Story;
    const ids = [...new Set(story.scenes.flatMap((scene) => scene.imageId ?? []))];
    if (ids.length === 0) return { story, rows: [] };
    const { getFile, putFile } = deps.storage;
    if (getFile === undefined || putFile === undefined) throw new Error('storage cannot copy');
    const temp = await mkdtemp(join(tmpdir(), 'reelsmith-revision-'));
    const renamed = new Map<string, string>();
    const rows = [];
    try {
      for (const id of ids) {
        const image = await versions.sceneImage(from.id, id);
        const path = join(temp, `${id}.webp`);
        if (
          image === undefined ||
          !(await getFile.call(deps.storage, uploadKey(from.id, id), path))
        ) {
          throw imageNotFound();
        }
        const copy = randomBytes(16).toString('hex');
        await putFile.call(deps.storage, uploadKey(newId, copy), path, 'image/webp');
        renamed.set(id, copy);
        rows.push({ ...image, id: copy, generationId: newId, storageKey: uploadKey(newId, copy) });
      }
    } finally {
      await rm(temp, { recursive: true, force: true });
    }
    return {
      story: {
        ...story,
        scenes: story.scenes.map((scene) =>
          scene.imageId === undefined ? scene : { ...scene, imageId: renamed.get(scene.imageId) },
        ),
      },
      rows,
    };
  }

  const reviseAnswer = async (row: GenerationRow): Promise<ReviseResponse> => ({
    projectId: row.id,
    token: await tokens.tokenFor(row.id),
    version: row.version,
    finalizeCredits: await finalizeCreditsOf(row),
  });

  return {
    finalizeCreditsOf,

    /**
     * What finalizing `row` spends, in the finalize's transaction: a first version one credit;
     * a revision nothing when it claims its video's included revision (once, whoever races),
     * else one credit.
     */
    async finalizeCredits(trx: Db, row: GenerationRow): Promise<number> {
      if (row.root_id === null) return CREDITS_PER_VIDEO;
      const free = await versionsRepository(trx).claimIncludedRevision(row.root_id, row.id);
      return free ? 0 : CREDITS_PER_REVISION;
    },

    /** `GET /story/{id}/preview`: the latest preview, the previews left, the finalize's cost. */
    async preview(userId: string, id: string, token: string | undefined): Promise<PreviewState> {
      const row = await owned(userId, id, token);
      allowed('showPreview', row);
      return previewState(row);
    },

    /**
     * `POST /story/{id}/preview`: starts a free preview of the draft as it is, within the
     * project's and the day's limits; the job is queued in the same transaction.
     */
    async startPreview(
      userId: string,
      id: string,
      token: string | undefined,
    ): Promise<PreviewState> {
      await owned(userId, id, token);
      await deps.jobs.start();
      const row = await onLockedRow(id, async (trx, current) => {
        if (current === undefined || current.user_id !== userId) throw notFound();
        allowed('preview', current);
        if (current.story === null) throw conflict(VERSION_MESSAGES.previewNotNow);
        if (current.preview_status === 'RENDERING') {
          throw conflict(VERSION_MESSAGES.previewRendering);
        }
        if (current.preview_attempt >= MAX_PREVIEWS_PER_PROJECT) {
          throw conflict(VERSION_MESSAGES.previewProjectLimit);
        }
        const repo = versionsRepository(trx);
        const today = await repo.previewsSince(userId, new Date(now().getTime() - DAY_MS));
        if (today >= MAX_PREVIEWS_PER_DAY) {
          throw new HttpError(429, VERSION_MESSAGES.previewDayLimit, ERROR_CODES.TOO_MANY_REQUESTS);
        }
        const patch = writes.preview(current);
        const next = await generationsRepository(trx).transition(id, [current.status], patch);
        if (next === undefined) throw conflict(VERSION_MESSAGES.previewNotNow);
        await repo.recordPreview(id, next.preview_attempt, userId);
        await deps.jobs.preview(trx, id, next.preview_attempt);
        await events.publish(trx, previewEvent(id, 'VOICE', 0));
        return next;
      });
      return previewState(row);
    },

    /**
     * `POST /story/video/{id}/revise`: a finished video opens a new version in the editor, with
     * the same scenes, pictures and settings. A revision of this video already open answers
     * that one (a double click opens one); another open project answers 409.
     */
    async revise(userId: string, videoId: string): Promise<ReviseResponse> {
      const video = await generationsRepository(db).findForUser(userId, videoId);
      if (video === undefined) throw notFound();
      allowed('revise', video);
      const rootId = rootOf(video);
      const open = await versions.activeVersion(userId, rootId);
      if (open !== undefined) return reviseAnswer(open);
      const newId = randomUUID();
      const copied = await copyUploads(video, newId);
      try {
        const row = await inTransaction(db, async (trx) => {
          const repo = versionsRepository(trx);
          const inserted = await repo.insertRevision({
            id: newId,
            userId,
            from: video,
            story: copied.story,
            rootId,
            version: (await repo.lastVersion(rootId)) + 1,
          });
          for (const image of copied.rows) await sceneImagesRepository(trx).insert(image);
          await events.publish(trx, toEvent(inserted));
          return inserted;
        });
        return await reviseAnswer(row);
      } catch (error) {
        await deps.storage.deletePrefix(uploadsPrefix(newId));
        if (!isOneActiveViolation(error)) throw error;
        const raced = await versions.activeVersion(userId, rootId);
        if (raced !== undefined) return reviseAnswer(raced);
        throw activeConflict();
      }
    },

    /** A preview's file for its owner (bearer): 404 for anyone else's. */
    async previewOwned(userId: string, id: string): Promise<GenerationRow> {
      const row = await generationsRepository(db).findForUser(userId, id);
      if (row === undefined || !accepts('showPreview', row.status)) throw notFound();
      return row;
    },

    /** A preview's file for a signed link: the row, if the link is genuine. */
    async previewByLink(id: string, exp: number, sig: string): Promise<GenerationRow> {
      if (!(await deps.tokens.linkMatches(id, 'preview', exp, sig))) throw notFound();
      const row = await generationsRepository(db).find(id);
      if (row === undefined || !accepts('showPreview', row.status)) throw notFound();
      return row;
    },

    // ---- The preview job -----------------------------------------------------------------

    /** The job takes preview `attempt`; undefined when it is no longer wanted. */
    async beginPreview(id: string, attempt: number): Promise<GenerationRow | undefined> {
      const row = await generationsRepository(db).find(id);
      const current =
        row !== undefined &&
        accepts('previewProgress', row.status) &&
        row.preview_attempt === attempt &&
        row.preview_status === 'RENDERING';
      return current ? row : undefined;
    },

    /** Forward-only progress, published on the project's stream. */
    async previewProgress(id: string, attempt: number, step: RenderStep, value: number) {
      return onLockedRow(id, async (trx) => {
        const moved = await versionsRepository(trx).advancePreview(
          id,
          attempt,
          step,
          value,
          PREVIEWING,
        );
        if (moved) await events.publish(trx, previewEvent(id, step, value));
        return moved;
      });
    },

    /** The preview is stored: READY. False when it is no longer wanted (delete its file). */
    async previewCompleted(id: string, attempt: number, key: string): Promise<boolean> {
      return onLockedRow(id, async (trx, row) => {
        if (row === undefined || !accepts('previewCompleted', row.status)) return false;
        const patch = writes.previewCompleted(key);
        const done = await versionsRepository(trx).previewTransition(
          id,
          attempt,
          PREVIEWING,
          patch,
        );
        if (done !== undefined) await events.publish(trx, previewEvent(id, null, 100));
        return done !== undefined;
      });
    },

    /** The preview's retries are spent: FAILED (nothing was spent). */
    async previewFailed(id: string, attempt: number): Promise<boolean> {
      return onLockedRow(id, async (trx, row) => {
        if (row === undefined || !accepts('previewFailed', row.status)) return false;
        const patch = writes.previewFailed();
        const done = await versionsRepository(trx).previewTransition(
          id,
          attempt,
          PREVIEWING,
          patch,
        );
        if (done !== undefined) await events.publish(trx, previewEvent(id, null, 0));
        return done !== undefined;
      });
    },
  };
}
export type GenerationVersions = ReturnType<typeof generationVersions>;
