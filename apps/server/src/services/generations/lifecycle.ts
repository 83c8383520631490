import {
  GENERATION_MESSAGES,
  GENERATION_STATUSES,
  MEDIA_MESSAGES,
  SERVER_MESSAGES,
  VERSION_MESSAGES,
  VIDEO_RETENTION_DAYS,
  type GenerationStatus,
  type RenderStep,
  type SceneFallback,
  type Story,
} from '@reelsmith/contract';
import type { GenerationPatch, GenerationRow } from '../../repositories/generations.repository.js';

/**
 * A generation's life as data (docs/decisions/0042-generations-and-jobs.md): for every action,
 * what each status does with it. The service asks this table and never compares statuses
 * itself; lifecycle.test.ts walks every status against every action.
 *
 *   generate --> QUEUED --> GENERATING_STORY --> STORY_READY --continue--> RENDERING --> COMPLETED
 *   from script ------------------------------------^   |                       |        (expire)
 *                          regenerate: back to QUEUED <-'          a job fails: FAILED
 *   FAILED --retry--> QUEUED (the script failed) or RENDERING (the render failed)
 *   a draft (before RENDERING) --discard--> CANCELLED
 */

/** What a status does with an action. */
export type Outcome =
  /** Accepted: writes the row, ending in status `to` (the same one when only fields change). */
  | { readonly do: 'write'; readonly to: GenerationStatus }
  /** Accepted: the row and its files are deleted. */
  | { readonly do: 'delete' }
  /** Accepted without a write: a repeat of a call already applied answers the row as it is. */
  | { readonly do: 'answer' }
  /** Refused: the HTTP status and the spec's message. */
  | { readonly do: 'refuse'; readonly status: 404 | 409; readonly message: string }
  /** A job step meant for another state (discarded, superseded, repeated): nothing happens. */
  | { readonly do: 'skip' };

const write = (to: GenerationStatus): Outcome => ({ do: 'write', to });
const DELETE: Outcome = { do: 'delete' };
const ANSWER: Outcome = { do: 'answer' };
const SKIP: Outcome = { do: 'skip' };
const refuse = (message: string): Outcome => ({ do: 'refuse', status: 409, message });
const NOT_FOUND: Outcome = { do: 'refuse', status: 404, message: SERVER_MESSAGES.notFound };

/** Why an editing call is refused, by status: the draft is not there yet, or is gone. */
const notNow: Record<GenerationStatus, Outcome> = {
  CANCELLED: refuse(GENERATION_MESSAGES.discarded),
  QUEUED: refuse(GENERATION_MESSAGES.storyNotReady),
  GENERATING_STORY: refuse(GENERATION_MESSAGES.storyNotReady),
  STORY_READY: refuse(GENERATION_MESSAGES.notEditable),
  RENDERING: refuse(GENERATION_MESSAGES.notEditable),
  COMPLETED: refuse(GENERATION_MESSAGES.notEditable),
  FAILED: refuse(GENERATION_MESSAGES.notEditable),
};

type ByStatus = Record<GenerationStatus, Outcome>;

/** One action's row: the statuses `named`, every other one as `otherwise` says. */
const row = (named: Partial<ByStatus>, otherwise: Outcome | ByStatus): ByStatus =>
  Object.fromEntries(
    GENERATION_STATUSES.map((status) => [
      status,
      named[status] ?? ('do' in otherwise ? otherwise : otherwise[status]),
    ]),
  ) as ByStatus;

/** Before the render: settings, captions, music and pictures may change. */
const DRAFT = {
  QUEUED: write('QUEUED'),
  GENERATING_STORY: write('GENERATING_STORY'),
  STORY_READY: write('STORY_READY'),
} as const;

/** The actions people call (HTTP), then the steps the jobs take, then the retention job. */
export const LIFECYCLE = {
  // ---- People --------------------------------------------------------------------------
  /** A new script for the story (at most MAX_REGENERATIONS times): back to QUEUED. */
  regenerate: row({ STORY_READY: write('QUEUED') }, notNow),
  /** After FAILED, when the script failed (retryStage): it is written again, free. */
  retryStory: row({ FAILED: write('QUEUED') }, refuse(GENERATION_MESSAGES.notFailed)),
  /** After FAILED, when the render failed: a credit is spent again and it renders again. */
  retryRender: row({ FAILED: write('RENDERING') }, refuse(GENERATION_MESSAGES.notFailed)),
  /** The edited script. */
  editStory: row({ STORY_READY: write('STORY_READY') }, notNow),
  /** Settings, captions and music. */
  editSettings: row(DRAFT, notNow),
  /** An uploaded picture for a scene (media.service.ts). */
  uploadPicture: row(DRAFT, {
    ...row({}, refuse(MEDIA_MESSAGES.uploadNotEditable)),
    CANCELLED: refuse(GENERATION_MESSAGES.discarded),
  }),
  /** Spends a credit and starts the render; repeating it answers the status. */
  continue: row(
    {
      STORY_READY: write('RENDERING'),
      RENDERING: ANSWER,
      COMPLETED: ANSWER,
      FAILED: refuse(GENERATION_MESSAGES.failedUseRetry),
    },
    notNow,
  ),
  /** `DELETE /story/session/{id}`: a draft is discarded (nothing was spent), others deleted. */
  discard: row(
    {
      QUEUED: write('CANCELLED'),
      GENERATING_STORY: write('CANCELLED'),
      STORY_READY: write('CANCELLED'),
      RENDERING: refuse(GENERATION_MESSAGES.renderingNotDeletable),
    },
    DELETE,
  ),
  /** `DELETE /story/video/{id}`: only videos (finished or failed); drafts are not videos. */
  deleteVideo: row(
    {
      COMPLETED: DELETE,
      FAILED: DELETE,
      RENDERING: refuse(GENERATION_MESSAGES.renderingNotDeletable),
    },
    NOT_FOUND,
  ),
  /** The video calls (`video/{id}`, its status, its signed links): every project but a discarded one. */
  showVideo: row({ CANCELLED: NOT_FOUND }, ANSWER),

  /**
   * `POST /story/{id}/preview`: a free, small render of the draft as it is (decision 0052). The
   * row stays STORY_READY and editable; the preview's own state is written beside it.
   */
  preview: row(
    {
      STORY_READY: write('STORY_READY'),
      CANCELLED: refuse(GENERATION_MESSAGES.discarded),
      QUEUED: refuse(GENERATION_MESSAGES.storyNotReady),
      GENERATING_STORY: refuse(GENERATION_MESSAGES.storyNotReady),
    },
    refuse(VERSION_MESSAGES.previewNotNow),
  ),
  /** `GET /story/{id}/preview`: every project but a discarded one. */
  showPreview: row({ CANCELLED: NOT_FOUND }, ANSWER),
  /**
   * `POST /story/video/{id}/revise`: a finished video opens a new version (a new row); the
   * video itself is not written. Drafts and failures are not videos to revise.
   */
  revise: row({ COMPLETED: ANSWER, CANCELLED: NOT_FOUND }, refuse(VERSION_MESSAGES.notRevisable)),

  // ---- The preview job (each also checks the preview attempt) --------------------------
  /** A draft only: once finalized (or discarded) the preview is no longer wanted. */
  previewProgress: row({ STORY_READY: write('STORY_READY') }, SKIP),
  previewCompleted: row({ STORY_READY: write('STORY_READY') }, SKIP),
  previewFailed: row({ STORY_READY: write('STORY_READY') }, SKIP),

  // ---- The story job -------------------------------------------------------------------
  /** The job takes the generation; a retry of the same job finds it already taken. */
  beginStory: row({ QUEUED: write('GENERATING_STORY'), GENERATING_STORY: ANSWER }, SKIP),
  storyReady: row({ GENERATING_STORY: write('STORY_READY') }, SKIP),
  /**
   * An API video (decision 0070) whose credit was spent when it was accepted: its written
   * story goes straight to the render, with no editor step and no second spend.
   */
  renderPrepaid: row({ STORY_READY: write('RENDERING') }, SKIP),
  /** The story job's retries are spent: FAILED, nothing was spent. */
  storyFailed: row({ QUEUED: write('FAILED'), GENERATING_STORY: write('FAILED') }, SKIP),

  // ---- The render job (each also checks the attempt) -----------------------------------
  beginRender: row({ RENDERING: ANSWER }, SKIP),
  progress: row({ RENDERING: write('RENDERING') }, SKIP),
  completed: row({ RENDERING: write('COMPLETED') }, SKIP),
  /** The render's retries are spent: FAILED and the attempt's credit refunded. */
  renderFailed: row({ RENDERING: write('FAILED') }, SKIP),

  // ---- Either job ----------------------------------------------------------------------
  /** Why the last try failed, kept while the generation is active (the jobs retry). */
  noteFailure: row({ ...DRAFT, RENDERING: write('RENDERING') }, SKIP),

  // ---- Retention -----------------------------------------------------------------------
  /** A finished video's week is over: its files go, the record stays, marked expired. */
  expire: row({ COMPLETED: write('COMPLETED') }, SKIP),
} as const satisfies Record<string, ByStatus>;

export type Action = keyof typeof LIFECYCLE;
export const ACTIONS = Object.keys(LIFECYCLE) as Action[];

/** What `status` does with `action`. */
export const decide = (action: Action, status: GenerationStatus): Outcome =>
  LIFECYCLE[action][status];

/** Whether `status` accepts `action` (writes, deletes or answers). */
export const accepts = (action: Action, status: GenerationStatus): boolean => {
  const outcome = LIFECYCLE[action][status];
  return outcome.do !== 'refuse' && outcome.do !== 'skip';
};

/** The statuses that accept `action`: what the repository's conditional updates match. */
export const acceptedBy = (action: Action): readonly GenerationStatus[] =>
  GENERATION_STATUSES.filter((status) => accepts(action, status));

/** The statuses a new project starts in: a written story, or the user's own script. */
export const BIRTH = { generate: 'QUEUED', fromScript: 'STORY_READY' } as const satisfies Record<
  string,
  GenerationStatus
>;

/** Drafts: before the render (the sessions list shows them; the videos list does not). */
export const DRAFTS = acceptedBy('editSettings');

/** Projects the lists never show: discarded drafts. */
export const UNLISTED: readonly GenerationStatus[] = ['CANCELLED'];

/** What each status shows of the row: the render's step, the failure, the finished video. */
export const shows = {
  step: (status: GenerationStatus) => status === 'RENDERING',
  error: (status: GenerationStatus) => status === 'FAILED',
  video: (status: GenerationStatus) => status === 'COMPLETED',
};

// ---- What the accepted actions write ---------------------------------------------------

/** The ledger reference of a render attempt's credit: the project id, then `<id>#n`. */
export const spendReference = (generationId: string, attempt: number) =>
  attempt <= 1 ? generationId : `${generationId}#${attempt}`;

/** The render attempt a `continue` or a render's retry starts. */
export const nextAttempt = (row: GenerationRow) => row.render_attempt + 1;

/** Which stage a FAILED generation's retry runs again: the script, or the render. */
export const retryStage = (row: GenerationRow): 'story' | 'render' =>
  row.failed_stage === 'story' || row.story === null ? 'story' : 'render';

/** `continue`, or the retry of a failed render: the next attempt. */
const startRender = (row: GenerationRow): GenerationPatch => ({
  status: 'RENDERING',
  current_step: 'VOICE',
  progress: 0,
  render_attempt: nextAttempt(row),
  failed_stage: null,
  error_message: null,
});

/**
 * An API video's prepaid credit went back (its story failed, or it was discarded): its
 * first attempt's reference is used up, so a later render spends under the next one.
 */
const prepaidRefunded = (): GenerationPatch => ({ prepaid: false, render_attempt: 1 });

/** The patches the accepted actions write (the status each names is the table's `to`). */
export const writes = {
  regenerate: (row: GenerationRow): GenerationPatch => ({
    status: 'QUEUED',
    story: null,
    progress: 0,
    regenerations: row.regenerations + 1,
  }),
  retryStory: (): GenerationPatch => ({
    status: 'QUEUED',
    progress: 0,
    failed_stage: null,
    error_message: null,
  }),
  /** `continue`, or the retry of a failed render: the next attempt. */
  startRender,
  discard: (): GenerationPatch => ({ status: 'CANCELLED', current_step: null }),
  prepaidRefunded,
  /** The prepaid render starts (attempt 1, whose credit was spent at acceptance). */
  startPrepaidRender: (row: GenerationRow): GenerationPatch => ({
    ...startRender(row),
    prepaid: false,
  }),
  beginStory: (): GenerationPatch => ({ status: 'GENERATING_STORY', progress: 0 }),
  storyReady: (story: Story): GenerationPatch => ({
    status: 'STORY_READY',
    story,
    error_message: null,
  }),
  storyFailed: (row: GenerationRow): GenerationPatch => ({
    status: 'FAILED',
    failed_stage: 'story',
    error_message: row.error_message ?? GENERATION_MESSAGES.storyFailed,
    ...(row.prepaid ? prepaidRefunded() : {}),
  }),
  completed: (
    files: {
      videoKey: string;
      thumbnailKey: string;
      bytes: number;
      durationSeconds: number;
      fallbacks?: SceneFallback[];
    },
    at: Date,
  ): GenerationPatch => ({
    status: 'COMPLETED',
    progress: 100,
    current_step: null,
    error_message: null,
    failed_stage: null,
    video_key: files.videoKey,
    thumbnail_key: files.thumbnailKey,
    video_bytes: files.bytes,
    duration_seconds: files.durationSeconds,
    fallbacks: JSON.stringify(files.fallbacks ?? []),
    completed_at: at,
    expires_at: new Date(at.getTime() + VIDEO_RETENTION_DAYS * 86_400_000),
  }),
  /** A preview starts: the next preview attempt, from the beginning. */
  preview: (row: GenerationRow): GenerationPatch => ({
    preview_attempt: row.preview_attempt + 1,
    preview_status: 'RENDERING',
    preview_step: 'VOICE',
    preview_progress: 0,
    preview_key: null,
  }),
  previewProgress: (step: RenderStep, progress: number): GenerationPatch => ({
    preview_step: step,
    preview_progress: progress,
  }),
  previewCompleted: (key: string): GenerationPatch => ({
    preview_status: 'READY',
    preview_step: null,
    preview_progress: 100,
    preview_key: key,
  }),
  previewFailed: (): GenerationPatch => ({
    preview_status: 'FAILED',
    preview_step: null,
    preview_key: null,
  }),
  renderFailed: (row: GenerationRow): GenerationPatch => ({
    status: 'FAILED',
    failed_stage: 'render',
    current_step: null,
    error_message: row.error_message ?? GENERATION_MESSAGES.workerLost,
  }),
};
