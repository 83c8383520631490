import type { DatabaseHandle } from '../../db/database.js';
import { generationsRepository } from '../../repositories/generations.repository.js';
import type { Db } from '../../repositories/transaction.js';
import { createStatusCache } from '../status-cache.js';
import { generationCommands, type GenerationCredits, type GenerationJobs } from './commands.js';
import type { ProjectFiles } from './files.js';
import { generationQueries } from './queries.js';
import { generationSteps, type GenerationOutcomes, type RefundingCredits } from './steps.js';
import { generationTokens } from './tokens.js';
import { generationTransitions, type GenerationEventPublisher } from './transitions.js';
import { generationVersions } from './versions.js';

/**
 * The generation module: a project's life from its settings to a finished video
 * (docs/decisions/0042-generations-and-jobs.md).
 *
 * - lifecycle.ts: which status accepts which action, and what each writes (the table);
 * - commands.ts: the calls people make; steps.ts: the steps the jobs take;
 * - queries.ts: what people read; mappers.ts: rows as the API answers them;
 * - transitions.ts: how a change is written; tokens.ts: generation tokens and signed links;
 * - settings.ts: the one mapping of a request to the project's settings;
 * - the status cache is ../status-cache.ts, beside the session and balance caches.
 */

export type { GenerationJobs } from './commands.js';
export type { GenerationEventPublisher } from './transitions.js';
export type { GenerationOutcomes } from './steps.js';
export type { VideoFile } from './tokens.js';
export { VIDEO_LINK_TTL_SECONDS } from './tokens.js';
export { uploadKey, uploadsPrefix, videoPath } from './files.js';
export { settingsOf, toBusEvent, toEvent, toGeneration, toVideoSession } from './mappers.js';
export { renderOptionsFrom, settingsFrom } from './settings.js';
export { spendReference } from './lifecycle.js';
export { previewKey, previewsPrefix, rootOf } from './versions.js';
export { GENERATION_CHANGES_CHANNEL } from '../status-cache.js';

export interface GenerationsDeps {
  db: Db;
  /** Where the story and render jobs are queued (jobs/generation-jobs.ts). */
  jobs: GenerationJobs;
  /** Credits bound to a database or transaction. */
  credits: (db: Db) => GenerationCredits & RefundingCredits;
  events: GenerationEventPublisher;
  /** Where the videos and uploaded pictures are; deleting a project deletes its files. */
  storage: ProjectFiles;
  /**
   * Where migration 0011's trigger announces every change to a generation row: kept `status`
   * answers are served without a query while this process hears of changes (status-cache.ts).
   */
  changes?: Pick<DatabaseHandle, 'listen'>;
  /** Fails to subscribe to the changes: `status` reads the row's version meanwhile. */
  onChangesError?: (error: Error) => void;
  /** Told of every generation that ends, in its transaction (webhooks). */
  outcomes?: GenerationOutcomes;
  now?: () => Date;
}

/** Generations: the module's parts, wired on one database, one queue and one status cache. */
export function generationsService(deps: GenerationsDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const statuses = createStatusCache({ changes: deps.changes, onError: deps.onChangesError });
  const tokens = generationTokens(generationsRepository(db), now);
  const transitions = generationTransitions({ db, events: deps.events, statuses });
  const queries = generationQueries({ db, tokens, statuses });
  const shared = { db, events: deps.events, storage: deps.storage, statuses, transitions };
  const versions = generationVersions({
    ...shared,
    jobs: deps.jobs,
    tokens,
    owned: queries.owned,
    now,
  });
  return {
    ...queries,
    ...generationCommands({
      ...shared,
      jobs: deps.jobs,
      credits: deps.credits,
      tokens,
      owned: queries.owned,
      finalizeCredits: (trx, row) => versions.finalizeCredits(trx, row),
    }),
    ...versions,
    ...generationSteps({
      ...shared,
      jobs: deps.jobs,
      credits: deps.credits,
      now,
      ...(deps.outcomes === undefined ? {} : { outcomes: deps.outcomes }),
    }),
    /** Starts hearing of generation changes (the API calls it when ready). */
    startChanges: statuses.start,
    /** Stops hearing of generation changes (the container closes it). */
    closeChanges: statuses.close,
  };
}
export type GenerationsService = ReturnType<typeof generationsService>;
