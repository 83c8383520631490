import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  ACTIVE_STATUSES,
  CREDITS_PER_VIDEO,
  DEFAULT_LANGUAGE,
  ERROR_CODES,
  GENERATION_MESSAGES,
  MAX_REGENERATIONS,
  SERVER_MESSAGES,
  VIDEO_RETENTION_DAYS,
  renderOptionsSchema,
  type ActiveGeneration,
  type GenerateStoryRequest,
  type Generation,
  type GenerationEvent,
  type GenerationStatus,
  type Language,
  type RenderOptions,
  type RenderStep,
  type SaveSessionRequest,
  type SceneFallback,
  type ScriptToVideoRequest,
  type UserSettings,
  type Story,
  type UpdateSettingsRequest,
  type VideoPage,
  type VideoSession,
  type VideoSettings,
  type VideoStatus,
} from '@reelsmith/contract';
import { splitScript } from '@reelsmith/studio';
import type { Kysely } from 'kysely';
import { createChangeFeed } from '../db/change-feed.js';
import type { DatabaseHandle } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { HttpError, conflict, imageNotFound, invalidField, notFound } from '../errors.js';
import type { JobQueue } from '../jobs/queue.js';
import {
  generationsRepository,
  isOneActiveViolation,
  type GenerationPatch,
  type GenerationRow,
} from '../repositories/generations.repository.js';
import { userSettingsRepository } from '../repositories/user-settings.repository.js';
import { BoundedMap, deepFreeze } from './bounded-map.js';
import { InsufficientCreditsError, type creditsService } from './credits.service.js';

/** A new project's captions and music: the user's defaults (docs/product/screens-and-routes.md#settings). */
export const renderOptionsFrom = (defaults: UserSettings): RenderOptions =>
  renderOptionsSchema.parse({
    captions: { enabled: defaults.captionsEnabled, style: defaults.captionStyle },
    music: { track: defaults.musicTrack, volume: defaults.musicVolume },
  });

type Db = Kysely<Database>;

/** Publishes a generation's state to live subscribers (SSE), delivered on commit. */
export interface GenerationEventPublisher {
  publish(db: Db, event: GenerationEvent): Promise<void>;
}

export interface GenerationsDeps {
  db: Db;
  /** `start` is awaited before a transaction that sends (PGlite has one connection). */
  queue: Pick<JobQueue, 'send' | 'start'>;
  /** Credits bound to a database or transaction. */
  credits: (db: Db) => ReturnType<typeof creditsService>;
  events: GenerationEventPublisher;
  /** Where the videos and uploaded pictures are; deleting a project deletes its files. */
  storage: { delete(key: string): Promise<void>; deletePrefix(prefix: string): Promise<number> };
  /**
   * Where migration 0011's trigger announces every change to a generation row. With it, a kept
   * `status` answer is served without a query while this process hears of changes; without it
   * (or while the LISTEN is down), every `status` reads the row's version.
   */
  changes?: Pick<DatabaseHandle, 'listen'>;
  /** Fails to subscribe to the changes: `status` reads the row's version meanwhile. */
  onChangesError?: (error: Error) => void;
  now?: () => Date;
}

/** A kept `status` answer: see `statuses` in `generationsService`. */
interface KeptStatus {
  /** The row's `xmin` when it was read. */
  version: string;
  generation: Generation;
  userId: string;
  /** When the row's version was last read (Date.now()). */
  checkedAt: number;
  /** No change to the row was announced, nor the LISTEN dropped, while it was read. */
  current: boolean;
}

/** The channel migration 0011's trigger announces generation changes on (the id). */
export const GENERATION_CHANGES_CHANNEL = 'generation_changes';

/** How long a signed video link works: long enough to watch and download, no longer. */
export const VIDEO_LINK_TTL_SECONDS = 30 * 60;

/** Generations whose token and last `status` answer a process keeps. */
const CACHED_GENERATIONS = 10_000;
/**
 * A kept `status` answer is checked against the row's version (`xmin`, a transaction id) when it
 * is not current; it is dropped after an hour all the same, long before transaction ids wrap
 * around.
 */
const STATUS_TTL_MS = 60 * 60 * 1000;
/**
 * A current kept answer (no change announced since it was read) is served without a query for
 * 10 s at most, then its version is read again: the bound on a change whose announcement was lost
 * without the LISTEN connection noticing (a half-open TCP connection), as for sessions.
 */
const STATUS_CURRENT_MS = 10_000;
export type VideoFile = 'video' | 'thumbnail';

const ACTIVE: readonly GenerationStatus[] = ACTIVE_STATUSES;
/** Before the render: settings, captions, music and pictures may change. */
export const EDITABLE: readonly GenerationStatus[] = ['QUEUED', 'GENERATING_STORY', 'STORY_READY'];

/** The ledger reference of a render attempt's credit: the project id, then `<id>#n`. */
export const spendReference = (generationId: string, attempt: number) =>
  attempt <= 1 ? generationId : `${generationId}#${attempt}`;

export const videoPath = (id: string) => `story/video/${id}`;

/** Where a project's uploaded pictures are in the file storage. */
export const uploadsPrefix = (id: string) => `uploads/${id}/`;
export const uploadKey = (id: string, imageId: string) => `${uploadsPrefix(id)}${imageId}.webp`;

/** The uploaded pictures a story's scenes use. */
const imageIdsOf = (story: Story | null): string[] => [
  ...new Set((story?.scenes ?? []).flatMap((scene) => scene.imageId ?? [])),
];

/** Refuses a story whose scenes name a picture this project never uploaded. */
async function checkImages(db: Db, generationId: string, story: Story | null): Promise<void> {
  const wanted = imageIdsOf(story);
  if (wanted.length === 0) return;
  const found = await db
    .selectFrom('scene_images')
    .select('id')
    .where('generation_id', '=', generationId)
    .where('id', 'in', wanted)
    .execute();
  if (found.length !== wanted.length) throw imageNotFound();
}

/** Settings as answered: projects made before languages were English. */
export function settingsOf(row: GenerationRow): VideoSettings & { language: Language } {
  return { ...row.settings, language: row.settings.language ?? DEFAULT_LANGUAGE };
}

const iso = (d: Date | null) => (d === null ? null : new Date(d).toISOString());

/** The response of the Story calls for one generation. */
export function toGeneration(row: GenerationRow): Generation {
  const completed = row.status === 'COMPLETED';
  return {
    projectId: row.id,
    status: row.status,
    currentStep: row.status === 'RENDERING' ? row.current_step : null,
    // Spec: COMPLETED forces progress to 100.
    progress: completed ? 100 : row.progress,
    story: row.story,
    title: row.story?.title ?? null,
    caption: row.story?.caption ?? null,
    settings: settingsOf(row),
    renderOptions: renderOptionsSchema.parse(row.render_options),
    errorMessage: row.status === 'FAILED' ? row.error_message : null,
    regenerationsLeft: Math.max(0, MAX_REGENERATIONS - row.regenerations),
    videoUrl: completed && row.expired_at === null ? videoPath(row.id) : null,
    fallbacks: completed ? row.fallbacks : [],
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    completedAt: iso(row.completed_at),
    expiresAt: iso(row.expires_at),
    expiredAt: iso(row.expired_at),
  };
}

export function toVideoSession(row: GenerationRow): VideoSession {
  const completed = row.status === 'COMPLETED';
  return {
    id: row.id,
    status: row.status,
    progress: completed ? 100 : row.progress,
    videoUrl: completed && row.expired_at === null ? videoPath(row.id) : null,
    title: row.story?.title ?? null,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export const toEvent = (row: GenerationRow): GenerationEvent => ({
  projectId: row.id,
  status: row.status,
  currentStep: row.status === 'RENDERING' ? row.current_step : null,
  progress: row.status === 'COMPLETED' ? 100 : row.progress,
  errorMessage: row.status === 'FAILED' ? row.error_message : null,
});

/** The contract's event, as the event bus carries it (events/generation-events.ts). */
export const toBusEvent = (event: GenerationEvent) => ({
  generationId: event.projectId,
  status: event.status,
  currentStep: event.currentStep,
  progress: event.progress,
  errorMessage: event.errorMessage,
});

/** Compares a secret a client sent with the expected one in constant time. */
function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

const activeConflict = () =>
  new HttpError(409, SERVER_MESSAGES.activeGeneration, ERROR_CODES.CONFLICT);

/**
 * Generations: every transition of a project, from settings to a finished video, is decided
 * here (docs/decisions/0042-generations-and-jobs.md). Each one is a conditional update (or a row
 * lock), so concurrent calls and retried jobs cannot apply it twice; credits move in the
 * same transaction as the status, and jobs are queued in it too.
 */
export function generationsService(deps: GenerationsDeps) {
  const { db, queue, events } = deps;
  const now = deps.now ?? (() => new Date());
  let tokenKey: Promise<Buffer> | undefined;
  const key = () =>
    (tokenKey ??= generationsRepository(db)
      .secret('generation-token', () => randomBytes(32))
      .catch((error: unknown) => {
        tokenKey = undefined;
        throw error;
      }));

  /**
   * The generation token: an HMAC of the project id, so `active` can give it back. The same id
   * always gives the same token, so the last ones are kept (polled on every `status`).
   */
  const tokens = new BoundedMap<string, string>(CACHED_GENERATIONS);
  async function tokenFor(id: string): Promise<string> {
    let token = tokens.get(id);
    if (token === undefined) {
      token = createHmac('sha256', await key())
        .update(`generation:${id}`)
        .digest('base64url');
      tokens.set(id, token);
    }
    return token;
  }

  /**
   * The last `status` answer of each generation, with the row version it was made from and its
   * owner (docs/decisions/0043-request-path.md). While no change to the row has been announced
   * since it was read (`current`), it is served without a query; otherwise `status` reads only
   * the row's version, and the row when that moved.
   */
  const statuses = new BoundedMap<string, KeptStatus>(CACHED_GENERATIONS, STATUS_TTL_MS);
  const changes =
    deps.changes === undefined
      ? undefined
      : createChangeFeed(deps.changes, GENERATION_CHANGES_CHANNEL, {
          onChange: (id) => (id === '*' ? statuses.clear() : statuses.delete(id)),
          onReset: () => statuses.clear(),
          ...(deps.onChangesError === undefined ? {} : { onError: deps.onChangesError }),
        });

  async function tokenMatches(id: string, token: string | undefined): Promise<boolean> {
    if (token === undefined || token.length === 0 || token.length > 200) return false;
    return sameSecret(token, await tokenFor(id));
  }

  const linkSignature = async (id: string, file: VideoFile, exp: number) =>
    createHmac('sha256', await key())
      .update(`link:${file}:${id}:${exp}`)
      .digest('base64url');

  async function linkMatches(id: string, file: VideoFile, exp: number, sig: string) {
    return sameSecret(sig, await linkSignature(id, file, exp));
  }

  /** `/api/story/video/{id}[/thumbnail]?exp=&sig=`: works without a bearer header, briefly. */
  async function signedLink(id: string, file: VideoFile): Promise<string> {
    const exp = Math.floor(now().getTime() / 1000) + VIDEO_LINK_TTL_SECONDS;
    const path = file === 'video' ? videoPath(id) : `${videoPath(id)}/thumbnail`;
    return `/api/${path}?exp=${exp}&sig=${await linkSignature(id, file, exp)}`;
  }

  async function ownedVideo(userId: string, id: string): Promise<GenerationRow> {
    const row = await generationsRepository(db).findForUser(userId, id);
    if (row === undefined || row.status === 'CANCELLED') throw notFound();
    return row;
  }

  /** The project's video, thumbnail and uploaded pictures. */
  async function deleteFiles(row: GenerationRow): Promise<void> {
    for (const fileKey of [row.video_key, row.thumbnail_key]) {
      if (fileKey !== null) await deps.storage.delete(fileKey);
    }
    await deps.storage.deletePrefix(uploadsPrefix(row.id));
  }

  /**
   * A new project, with `alongside` (its story job) in the same transaction and its first
   * event on commit; the one-active rule's violation answers 409. Answers its id and token.
   */
  async function insertProject(
    values: Parameters<ReturnType<typeof generationsRepository>['insert']>[0],
    alongside?: (trx: Db, inserted: GenerationRow) => Promise<void>,
  ): Promise<{ projectId: string; token: string }> {
    const row = await db
      .transaction()
      .execute(async (trx) => {
        const inserted = await generationsRepository(trx).insert(values);
        await alongside?.(trx, inserted);
        await events.publish(trx, toEvent(inserted));
        return inserted;
      })
      .catch((error: unknown) => {
        if (isOneActiveViolation(error)) throw activeConflict();
        throw error;
      });
    return { projectId: row.id, token: await tokenFor(row.id) };
  }

  /** 401 without a Generation-Token, 403 with another project's. */
  async function checkToken(id: string, token: string | undefined): Promise<void> {
    if (token === undefined || token === '') {
      throw new HttpError(401, GENERATION_MESSAGES.tokenRequired, ERROR_CODES.UNAUTHORIZED);
    }
    if (!(await tokenMatches(id, token))) {
      throw new HttpError(403, GENERATION_MESSAGES.tokenInvalid, ERROR_CODES.FORBIDDEN);
    }
  }

  /** The user's generation, with its token checked: 404 for anyone else's. */
  async function owned(userId: string, id: string, token: string | undefined) {
    const row = await generationsRepository(db).findForUser(userId, id);
    if (row === undefined) throw notFound();
    await checkToken(id, token);
    return row;
  }

  /** Runs `fn` on the locked row of the user's generation, in a transaction. */
  async function locked<T>(
    userId: string,
    id: string,
    token: string | undefined,
    fn: (trx: Db, row: GenerationRow) => Promise<T>,
  ): Promise<T> {
    await owned(userId, id, token);
    await queue.start();
    return db.transaction().execute(async (trx) => {
      const row = await generationsRepository(trx).lock(id);
      if (row === undefined || row.user_id !== userId) throw notFound();
      return fn(trx, row);
    });
  }

  /** Writes a transition and tells live subscribers, in the caller's transaction. */
  async function apply(
    trx: Db,
    row: GenerationRow,
    patch: GenerationPatch,
    from: readonly GenerationStatus[] = [row.status],
  ): Promise<GenerationRow> {
    let next: GenerationRow | undefined;
    try {
      next = await generationsRepository(trx).transition(row.id, from, patch);
    } catch (error) {
      if (isOneActiveViolation(error)) throw activeConflict();
      throw error;
    }
    if (next === undefined) throw conflict(GENERATION_MESSAGES.notEditable);
    await events.publish(trx, toEvent(next));
    return next;
  }

  const wrongState = (row: GenerationRow): HttpError => {
    switch (row.status) {
      case 'CANCELLED':
        return conflict(GENERATION_MESSAGES.discarded);
      case 'QUEUED':
      case 'GENERATING_STORY':
        return conflict(GENERATION_MESSAGES.storyNotReady);
      case 'STORY_READY':
      case 'RENDERING':
      case 'COMPLETED':
      case 'FAILED':
        return conflict(GENERATION_MESSAGES.notEditable);
    }
  };

  function settingsWith(row: GenerationRow, change: UpdateSettingsRequest | undefined) {
    if (change === undefined) return {};
    const { captions, music, endCard, ...video } = change;
    const options = renderOptionsSchema.parse(row.render_options);
    const settings: VideoSettings = { ...row.settings, ...video };
    return {
      settings,
      render_options: {
        captions: { ...options.captions, ...captions },
        music: { ...options.music, ...music },
        endCard: { ...options.endCard, ...endCard },
      },
    };
  }

  const service = {
    tokenFor,

    /** The user's project after the token check (404 for anyone else's, 401/403 for the token). */
    owned,

    /**
     * `POST /story/generate-story`: a new generation and its story job, at once. Needs a balance
     * of at least one credit (nothing is spent yet) and no other active generation.
     */
    async generateStory(
      userId: string,
      request: GenerateStoryRequest,
    ): Promise<{ projectId: string; token: string }> {
      const check = await deps.credits(db).check(userId);
      if (!check.hasEnoughCredits) {
        throw new InsufficientCreditsError(check.requiredCredits, check.availableCredits);
      }
      const settings: VideoSettings = {
        ...(request.topic === undefined ? {} : { topic: request.topic }),
        ...(request.customPrompt === undefined ? {} : { customPrompt: request.customPrompt }),
        artStyle: request.artStyle,
        aspectRatio: request.aspectRatio,
        duration: request.duration,
        voice: request.voice,
        language: request.language ?? DEFAULT_LANGUAGE,
      };
      const renderOptions = renderOptionsFrom(await userSettingsRepository(db).find(userId));
      await queue.start();
      return insertProject({ userId, settings, renderOptions }, async (trx, inserted) => {
        await queue.send('story.write', { generationId: inserted.id }, { db: trx });
      });
    },

    /**
     * `POST /story/from-script`, the custom tool: the user's own script split into scenes with no
     * AI writing, so the project starts at STORY_READY. Same rules as `generate-story`: a balance
     * of at least one credit (spent at `continue`), one active generation.
     */
    async scriptToVideo(
      userId: string,
      request: ScriptToVideoRequest,
    ): Promise<{ projectId: string; token: string }> {
      const check = await deps.credits(db).check(userId);
      if (!check.hasEnoughCredits) {
        throw new InsufficientCreditsError(check.requiredCredits, check.availableCredits);
      }
      let story: Story;
      try {
        story = splitScript(request.script);
      } catch (error) {
        throw invalidField('script', error instanceof Error ? error.message : String(error));
      }
      const settings: VideoSettings = {
        artStyle: request.artStyle,
        aspectRatio: request.aspectRatio,
        duration: request.duration,
        voice: request.voice,
        language: request.language ?? DEFAULT_LANGUAGE,
      };
      const renderOptions = renderOptionsFrom(await userSettingsRepository(db).find(userId));
      return insertProject({ userId, settings, renderOptions, status: 'STORY_READY', story });
    },

    /**
     * Account deletion: every project of the user goes, in the caller's transaction; the answer
     * removes their files once it has committed.
     */
    async deleteAllForUser(trx: Kysely<Database>, userId: string) {
      const rows = await trx
        .selectFrom('generations')
        .selectAll()
        .where('user_id', '=', userId)
        .forUpdate()
        .execute();
      await trx.deleteFrom('generations').where('user_id', '=', userId).execute();
      return rows.map((row) => () => deleteFiles(row));
    },

    /**
     * `GET /story/session/{id}`: opens a project from a link (`/editor/{id}`) with its token.
     * The bearer token is enough; a Generation-Token sent with it is checked like elsewhere.
     */
    async session(userId: string, id: string, token: string | undefined) {
      const row =
        token === undefined || token === ''
          ? await generationsRepository(db).findForUser(userId, id)
          : await owned(userId, id, token);
      if (row === undefined) throw notFound();
      return { ...toGeneration(row), token: await tokenFor(id) };
    },

    /**
     * `GET /story/{id}/status`: no query while this process's answer is current (every change
     * to the row is announced, and this process's own calls drop it when they end); otherwise
     * one, which reads only the row's version while the row has not changed.
     */
    async status(userId: string, id: string, token: string | undefined): Promise<Generation> {
      const known = statuses.get(id);
      if (
        known !== undefined &&
        known.current &&
        Date.now() - known.checkedAt < STATUS_CURRENT_MS &&
        changes?.live === true
      ) {
        if (known.userId !== userId) throw notFound();
        await checkToken(id, token);
        return known.generation;
      }
      const ticket = changes?.ticket() ?? 0;
      const found = await generationsRepository(db).findForUserIfChanged(
        userId,
        id,
        known?.version,
      );
      if (found === undefined) throw notFound();
      await checkToken(id, token);
      // Current only if no change, nor a dropped connection, came in while the row was read.
      const kept = { userId, checkedAt: Date.now(), current: changes?.unchanged(ticket) ?? false };
      if (found.row === null) {
        // Only the version came back: it is the one `known` was made from.
        if (known === undefined) throw new Error('a generation without its row');
        statuses.set(id, { ...known, ...kept });
        return known.generation;
      }
      const generation = deepFreeze(toGeneration(found.row));
      statuses.set(id, { version: found.version, generation, ...kept });
      return generation;
    },

    /** For the events stream: the row after the token check. */
    async watch(userId: string, id: string, token: string | undefined): Promise<GenerationEvent> {
      return toEvent(await owned(userId, id, token));
    },

    /** `GET /story/active`: every field of the active generation, its token included. */
    async active(userId: string): Promise<ActiveGeneration> {
      const row = await generationsRepository(db).findActive(userId);
      if (row === undefined) return { hasActiveGeneration: false };
      const token = await tokenFor(row.id);
      return {
        hasActiveGeneration: true,
        projectId: row.id,
        token,
        generationToken: token,
        status: row.status,
        currentStep: row.status === 'RENDERING' ? row.current_step : null,
        progress: row.progress,
        story: row.story,
        settings: settingsOf(row),
        title: row.story?.title ?? null,
        caption: row.story?.caption ?? null,
      };
    },

    /** `PUT /story/{id}/story`: the edited script (checked by the schema: 1,500 characters). */
    async updateStory(userId: string, id: string, token: string | undefined, story: Story) {
      return locked(userId, id, token, async (trx, row) => {
        if (row.status !== 'STORY_READY') throw wrongState(row);
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
        if (!EDITABLE.includes(row.status)) throw wrongState(row);
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
        if (state.story !== undefined && row.status !== 'STORY_READY') throw wrongState(row);
        if (state.settings !== undefined && !EDITABLE.includes(row.status)) throw wrongState(row);
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
        if (row.status !== 'STORY_READY') throw wrongState(row);
        if (row.regenerations >= MAX_REGENERATIONS) {
          throw conflict(GENERATION_MESSAGES.regenerationLimit);
        }
        const next = await apply(trx, row, {
          status: 'QUEUED',
          story: null,
          progress: 0,
          regenerations: row.regenerations + 1,
        });
        await queue.send('story.write', { generationId: id }, { db: trx });
        return toGeneration(next);
      });
    },

    /**
     * `POST /story/{id}/continue`: spends one credit and starts the render, atomically. Calling
     * it again while rendering (or once done) changes nothing and answers the status.
     */
    async continue(userId: string, id: string, token: string | undefined) {
      return locked(userId, id, token, async (trx, row) => {
        if (row.status === 'RENDERING' || row.status === 'COMPLETED') return toGeneration(row);
        if (row.status === 'FAILED') throw conflict(GENERATION_MESSAGES.failedUseRetry);
        if (row.status !== 'STORY_READY') throw wrongState(row);
        return toGeneration(await startRender(trx, row));
      });
    },

    /**
     * `POST /story/{id}/retry`, after FAILED: a failed script is written again (free); a failed
     * render spends a credit again and renders again.
     */
    async retry(userId: string, id: string, token: string | undefined) {
      return locked(userId, id, token, async (trx, row) => {
        if (row.status !== 'FAILED') throw conflict(GENERATION_MESSAGES.notFailed);
        if (row.failed_stage === 'story' || row.story === null) {
          const next = await apply(trx, row, {
            status: 'QUEUED',
            progress: 0,
            failed_stage: null,
            error_message: null,
          });
          await queue.send('story.write', { generationId: id }, { db: trx });
          return toGeneration(next);
        }
        return toGeneration(await startRender(trx, row));
      });
    },

    /**
     * `DELETE /story/session/{id}`: a draft is discarded (CANCELLED, nothing was spent); a
     * finished, failed or discarded project is deleted with its files. A rendering one stays.
     */
    async deleteSession(
      userId: string,
      id: string,
      token: string | undefined,
    ): Promise<{ deleted: boolean; status: GenerationStatus }> {
      const row = await locked(userId, id, token, async (trx, current) => {
        if (current.status === 'RENDERING')
          throw conflict(GENERATION_MESSAGES.renderingNotDeletable);
        if (ACTIVE.includes(current.status)) {
          await apply(trx, current, { status: 'CANCELLED', current_step: null });
          return undefined;
        }
        await generationsRepository(trx).delete(id);
        return current;
      });
      if (row === undefined) return { deleted: false, status: 'CANCELLED' };
      await deleteFiles(row);
      return { deleted: true, status: row.status };
    },

    /**
     * `DELETE /story/video/{id}`: the dashboard deletes one of the user's videos with its files.
     * Bearer only, like the other video calls: the dashboard lists videos without their
     * generation tokens. Drafts are not videos (404); a rendering one stays (409).
     */
    async deleteVideo(
      userId: string,
      id: string,
    ): Promise<{ deleted: true; status: GenerationStatus }> {
      await ownedVideo(userId, id);
      const row = await db.transaction().execute(async (trx) => {
        const current = await generationsRepository(trx).lock(id);
        if (current === undefined || current.user_id !== userId) throw notFound();
        if (current.status === 'RENDERING') {
          throw conflict(GENERATION_MESSAGES.renderingNotDeletable);
        }
        if (current.status !== 'COMPLETED' && current.status !== 'FAILED') throw notFound();
        await generationsRepository(trx).delete(id);
        return current;
      });
      await deleteFiles(row);
      return { deleted: true, status: row.status };
    },

    /** `GET /story/videos` and `GET /story/sessions`: newest first, paged from 0. */
    async page(
      userId: string,
      page: number,
      size: number,
      options: { includeDrafts: boolean },
    ): Promise<VideoPage> {
      const { rows, total } = await generationsRepository(db).page(userId, page, size, {
        excludeStatuses: options.includeDrafts
          ? ['CANCELLED']
          : ['CANCELLED', 'QUEUED', 'GENERATING_STORY', 'STORY_READY'],
      });
      const content = await Promise.all(
        rows.map(async (row) => {
          const playable = row.status === 'COMPLETED' && row.expired_at === null;
          return {
            ...toVideoSession(row),
            aspectRatio: row.settings.aspectRatio,
            language: row.settings.language ?? DEFAULT_LANGUAGE,
            currentStep: row.status === 'RENDERING' ? row.current_step : null,
            errorMessage: row.status === 'FAILED' ? row.error_message : null,
            durationSeconds: row.duration_seconds,
            completedAt: iso(row.completed_at),
            expiresAt: iso(row.expires_at),
            expiredAt: iso(row.expired_at),
            thumbnailUrl: playable ? await signedLink(row.id, 'thumbnail') : null,
          };
        }),
      );
      return {
        content,
        page,
        size,
        totalElements: total,
        totalPages: Math.ceil(total / size),
      };
    },

    /** A video of the user's (for `video/{id}` and its status): 404 for anyone else's. */
    video: ownedVideo,

    /** A video for a signed link: 404 unless the link is genuine and unexpired. */
    async videoByLink(
      id: string,
      file: VideoFile,
      exp: number,
      sig: string,
    ): Promise<GenerationRow> {
      if (exp * 1000 < now().getTime() || !(await linkMatches(id, file, exp, sig))) {
        throw new HttpError(403, GENERATION_MESSAGES.linkInvalid, ERROR_CODES.FORBIDDEN);
      }
      const row = await generationsRepository(db).find(id);
      if (row === undefined || row.status === 'CANCELLED') throw notFound();
      return row;
    },

    /** `GET /story/video/{id}/status`, with signed links to the video and its thumbnail. */
    async videoStatus(userId: string, id: string): Promise<VideoStatus> {
      const row = await ownedVideo(userId, id);
      const playable = row.status === 'COMPLETED' && row.expired_at === null;
      return {
        ...toVideoSession(row),
        currentStep: row.status === 'RENDERING' ? row.current_step : null,
        errorMessage: row.status === 'FAILED' ? row.error_message : null,
        durationSeconds: row.duration_seconds,
        expiresAt: iso(row.expires_at),
        expiredAt: iso(row.expired_at),
        signedUrl: playable ? await signedLink(id, 'video') : null,
        thumbnailUrl: playable ? await signedLink(id, 'thumbnail') : null,
      };
    },

    signedLink,

    /** Deletes the files of videos whose week is over; the records stay, marked expired. */
    async expireVideos(limit = 100): Promise<number> {
      const rows = await generationsRepository(db).expiring(now(), limit);
      let count = 0;
      for (const row of rows) {
        await deleteFiles(row);
        if (await generationsRepository(db).markExpired(row.id, now())) count += 1;
      }
      return count;
    },

    // ---- Called by the jobs -------------------------------------------------------------

    /** The story job takes the generation: QUEUED -> GENERATING_STORY. Undefined: not ours. */
    async beginStory(id: string): Promise<GenerationRow | undefined> {
      return db.transaction().execute(async (trx) => {
        const row = await generationsRepository(trx).lock(id);
        if (row === undefined) return undefined;
        if (row.status === 'GENERATING_STORY') return row; // a retry of the same job
        if (row.status !== 'QUEUED') return undefined;
        return apply(trx, row, { status: 'GENERATING_STORY', progress: 0 });
      });
    },

    /** The script is written: GENERATING_STORY -> STORY_READY. */
    async storyReady(id: string, story: Story): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const row = await generationsRepository(trx).lock(id);
        if (row?.status !== 'GENERATING_STORY') return false;
        await apply(trx, row, { status: 'STORY_READY', story, error_message: null });
        return true;
      });
    },

    /** Notes why the last try failed; the generation ends only when the retries are spent. */
    async noteFailure(id: string, message: string): Promise<void> {
      await db
        .updateTable('generations')
        .set({ error_message: message, updated_at: now() })
        .where('id', '=', id)
        .where('status', 'in', ACTIVE)
        .execute();
    },

    /** The story job failed for good: FAILED (nothing was spent). */
    async storyFailed(id: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const row = await generationsRepository(trx).lock(id);
        if (row === undefined || (row.status !== 'QUEUED' && row.status !== 'GENERATING_STORY')) {
          return;
        }
        await apply(trx, row, {
          status: 'FAILED',
          failed_stage: 'story',
          error_message: row.error_message ?? GENERATION_MESSAGES.storyFailed,
        });
      });
    },

    /** The render job takes attempt `attempt`. Undefined: not rendering that attempt. */
    async beginRender(id: string, attempt: number): Promise<GenerationRow | undefined> {
      const row = await generationsRepository(db).find(id);
      if (row?.status !== 'RENDERING' || row.render_attempt !== attempt) return undefined;
      return row;
    },

    /** Forward-only progress of a render; returns false if the attempt is no longer current. */
    async progress(id: string, attempt: number, step: RenderStep, value: number) {
      return db.transaction().execute(async (trx) => {
        const moved = await generationsRepository(trx).advance(id, attempt, step, value);
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
      return db.transaction().execute(async (trx) => {
        const row = await generationsRepository(trx).lock(id);
        if (row?.status !== 'RENDERING' || row.render_attempt !== attempt) return false;
        const at = now();
        await apply(trx, row, {
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
        });
        return true;
      });
    },

    /**
     * The render failed for good: FAILED and that attempt's credit refunded, in one
     * transaction, once (a second call finds it no longer RENDERING; the refund is unique).
     */
    async renderFailed(id: string, attempt: number): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const row = await generationsRepository(trx).lock(id);
        if (row?.status !== 'RENDERING' || row.render_attempt !== attempt) return false;
        await apply(trx, row, {
          status: 'FAILED',
          failed_stage: 'render',
          current_step: null,
          error_message: row.error_message ?? GENERATION_MESSAGES.workerLost,
        });
        await deps.credits(trx).refund(row.user_id, spendReference(id, attempt));
        return true;
      });
    },
  };

  /**
   * Which generation each call may change. When a call that may change one ends, this process's
   * kept `status` answer of it is no longer current: its own writes are not left waiting for
   * their announcement. The table is checked to name every call.
   */
  const CHANGES = {
    tokenFor: 'none',
    owned: 'none',
    generateStory: 'none', // a new row: nothing is kept for it yet
    scriptToVideo: 'none',
    deleteAllForUser: 'any',
    session: 'none',
    status: 'none',
    watch: 'none',
    active: 'none',
    updateStory: 'second',
    updateSettings: 'second',
    saveSession: 'second',
    regenerate: 'second',
    continue: 'second',
    retry: 'second',
    deleteSession: 'second',
    deleteVideo: 'second',
    page: 'none',
    video: 'none',
    videoByLink: 'none',
    videoStatus: 'none',
    signedLink: 'none',
    expireVideos: 'any',
    beginStory: 'first',
    storyReady: 'first',
    noteFailure: 'first',
    storyFailed: 'first',
    beginRender: 'first',
    progress: 'first',
    completed: 'first',
    renderFailed: 'first',
  } as const satisfies Record<keyof typeof service, 'none' | 'first' | 'second' | 'any'>;

  for (const [name, changed] of Object.entries(CHANGES)) {
    if (changed === 'none') continue;
    const call = Reflect.get(service, name) as (...args: unknown[]) => Promise<unknown>;
    Object.assign(service, {
      [name]: async (...args: unknown[]) => {
        try {
          return await call(...args);
        } finally {
          if (changed === 'any') changes?.changed('*');
          else changes?.changed(String(args[changed === 'first' ? 0 : 1]));
        }
      },
    });
  }
  return Object.assign(service, {
    /**
     * Starts hearing of generation changes (the API calls it when ready; the first `status`
     * would otherwise start it). Never throws: `status` reads versions until it works.
     */
    async startChanges(): Promise<void> {
      await changes?.start();
    },
    /** Stops hearing of generation changes (the container closes it). */
    async closeChanges(): Promise<void> {
      await changes?.close();
    },
  });

  /** STORY_READY or FAILED -> RENDERING: the credit, the status and the job, atomically. */
  async function startRender(trx: Db, row: GenerationRow): Promise<GenerationRow> {
    if (row.story === null) throw conflict(GENERATION_MESSAGES.storyNotReady);
    await checkImages(trx, row.id, row.story);
    const attempt = row.render_attempt + 1;
    await deps
      .credits(trx)
      .spend(row.user_id, 'video', spendReference(row.id, attempt), CREDITS_PER_VIDEO);
    const next = await apply(trx, row, {
      status: 'RENDERING',
      current_step: 'VOICE',
      progress: 0,
      render_attempt: attempt,
      failed_stage: null,
      error_message: null,
    });
    await queue.send('video.render', { generationId: row.id, attempt }, { db: trx });
    return next;
  }
}

export type GenerationsService = ReturnType<typeof generationsService>;
