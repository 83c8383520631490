import {
  ERROR_CODES,
  GENERATION_MESSAGES,
  SERVER_MESSAGES,
  type GenerationEvent,
  type Story,
} from '@reelsmith/contract';
import { HttpError, conflict, imageNotFound, notFound } from '../../errors.js';
import {
  generationsRepository,
  isOneActiveViolation,
  type GenerationPatch,
  type GenerationRow,
} from '../../repositories/generations.repository.js';
import { sceneImagesRepository } from '../../repositories/scene-images.repository.js';
import { inTransaction, type Db } from '../../repositories/transaction.js';
import type { StatusCache } from '../status-cache.js';
import { decide, type Action } from './lifecycle.js';
import { toEvent } from './mappers.js';

/** Publishes a generation's state to live subscribers (SSE), delivered on commit. */
export interface GenerationEventPublisher {
  publish(db: Db, event: GenerationEvent): Promise<void>;
}

export const activeConflict = () =>
  new HttpError(409, SERVER_MESSAGES.activeGeneration, ERROR_CODES.CONFLICT);

/**
 * What the lifecycle table says to `action` on `row`: throws its refusal (404, or 409 with the
 * spec's message), answers whether the action was accepted with a write (`false`: accepted as it
 * is, a repeat). Job steps ask `accepts` instead: they skip rather than refuse.
 */
export function allowed(action: Action, row: GenerationRow): 'write' | 'delete' | 'answer' {
  const outcome = decide(action, row.status);
  switch (outcome.do) {
    case 'refuse':
      throw outcome.status === 404 ? notFound() : conflict(outcome.message);
    case 'skip':
      // Only job steps skip, and they ask `accepts`: a person's call never reaches here.
      throw new Error(`${action} is a job step`);
    case 'write':
    case 'delete':
    case 'answer':
      return outcome.do;
  }
}

/** The uploaded pictures a story's scenes use. */
const imageIdsOf = (story: Story | null): string[] => [
  ...new Set((story?.scenes ?? []).flatMap((scene) => scene.imageId ?? [])),
];

/** Refuses a story whose scenes name a picture this project never uploaded. */
export async function checkImages(db: Db, generationId: string, story: Story | null) {
  const wanted = imageIdsOf(story);
  if (wanted.length === 0) return;
  const found = await sceneImagesRepository(db).countOf(generationId, wanted);
  if (found !== wanted.length) throw imageNotFound();
}

/**
 * How a generation changes: each change is a conditional update in a transaction (or on a row
 * locked in one), so concurrent calls and retried jobs cannot apply it twice; live subscribers
 * hear of it on commit, and this process's kept `status` answer of it is dropped when the
 * transaction ends (docs/decisions/0042-generations-and-jobs.md).
 */
export function generationTransitions(deps: {
  db: Db;
  events: GenerationEventPublisher;
  statuses: Pick<StatusCache, 'changed'>;
}) {
  const { db, events, statuses } = deps;

  /**
   * Runs `fn` in a transaction on the generation's locked row (undefined when there is none);
   * the kept `status` answer of it is dropped when it ends, committed or not.
   */
  async function onLockedRow<T>(
    id: string,
    fn: (trx: Db, row: GenerationRow | undefined) => Promise<T>,
  ): Promise<T> {
    try {
      return await inTransaction(db, async (trx) =>
        fn(trx, await generationsRepository(trx).lock(id)),
      );
    } finally {
      statuses.changed(id);
    }
  }

  /** Writes a transition and tells live subscribers, in the caller's transaction. */
  async function apply(
    trx: Db,
    row: GenerationRow,
    patch: GenerationPatch,
  ): Promise<GenerationRow> {
    let next: GenerationRow | undefined;
    try {
      next = await generationsRepository(trx).transition(row.id, [row.status], patch);
    } catch (error) {
      if (isOneActiveViolation(error)) throw activeConflict();
      throw error;
    }
    if (next === undefined) throw conflict(GENERATION_MESSAGES.notEditable);
    await events.publish(trx, toEvent(next));
    return next;
  }

  return { onLockedRow, apply };
}
export type GenerationTransitions = ReturnType<typeof generationTransitions>;
