import { createHash } from 'node:crypto';
import {
  API_VIDEO_MESSAGES,
  CREDITS_PER_VIDEO,
  ERROR_CODES,
  IDEMPOTENCY_TTL_HOURS,
  renderOptionsSchema,
  type ApiBatch,
  type ApiVideo,
  type ApiVideoPage,
  type CreateVideoRequest,
  type RenderOptions,
  type UserSettings,
} from '@reelsmith/contract';
import { HttpError, notFound } from '../errors.js';
import type { ContentRules } from './content-rules.service.js';
import { apiVideosRepository } from '../repositories/api-videos.repository.js';
import {
  generationsRepository,
  type GenerationRow,
} from '../repositories/generations.repository.js';
import { idempotencyRepository } from '../repositories/idempotency.repository.js';
import { inTransaction, type Db } from '../repositories/transaction.js';
import { userSettingsRepository } from '../repositories/user-settings.repository.js';
import { VIDEO_LINK_TTL_SECONDS, renderOptionsFrom } from './generations/index.js';
import type { GenerationsService } from './generations/index.js';
import type { StartRequest } from './generations/settings.js';

/** The art style of a video that names none, when the user's settings name none either. */
const FALLBACK_ART_STYLE = 'cinematic';

/** An answer as the route sends it, and whether it is a replay of an `Idempotency-Key`. */
export interface IdempotentAnswer<T> {
  statusCode: number;
  body: T;
  replayed: boolean;
}

/** JSON with its object keys sorted: one text for one meaning, whatever the key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export interface ApiVideosDeps {
  db: Db;
  generations: Pick<
    GenerationsService,
    'readyToQueue' | 'startPrepaid' | 'deleteApiVideo' | 'video' | 'signedLink'
  >;
  /** Credits bound to a database or transaction. */
  credits: (db: Db) => { balance(userId: string): Promise<number> };
  /** APP_URL: download links are absolute, for programs. */
  appUrl: string;
  /** Custom prompts and scripts pass the content rules first (decision 0061), as on the web. */
  contentRules?: Pick<ContentRules, 'check'>;
  now?: () => Date;
}

/**
 * The versioned video API for programs (docs/decisions/0070-developer-api.md): videos that
 * write and render with no editor step, on the generation module's commands and steps, and
 * `Idempotency-Key` as Stripe does it.
 */
export function apiVideosService(deps: ApiVideosDeps) {
  const { db, generations } = deps;
  const now = deps.now ?? (() => new Date());

  /**
   * The content rules on each video's custom prompt or script, before anything is spent or
   * queued (422 flagged, 503 when the check fails); resolves to what records each check against
   * the video it led to.
   */
  async function checkTexts(userId: string, bodies: readonly CreateVideoRequest[]) {
    const records: (((generationId?: string) => Promise<void>) | undefined)[] = [];
    for (const body of bodies) {
      const rules = deps.contentRules;
      if (rules !== undefined && body.script !== undefined) {
        records.push(await rules.check(userId, 'script', body.script));
      } else if (rules !== undefined && body.customPrompt !== undefined) {
        records.push(await rules.check(userId, 'prompt', body.customPrompt));
      } else {
        records.push(undefined);
      }
    }
    return records;
  }

  /** The project a request makes: its start request and its captions and music. */
  function projectOf(body: CreateVideoRequest, defaults: UserSettings) {
    const common = {
      artStyle: body.artStyle ?? defaults.artStyle ?? FALLBACK_ART_STYLE,
      aspectRatio: body.aspectRatio ?? defaults.aspectRatio,
      duration: body.duration ?? defaults.duration,
      voice: body.voice ?? defaults.voice,
      language: body.language ?? defaults.language,
    } as const;
    const request: StartRequest =
      body.script !== undefined
        ? { ...common, script: body.script }
        : body.topic !== undefined
          ? { ...common, topic: body.topic }
          : { ...common, customPrompt: body.customPrompt ?? '' };
    const options = renderOptionsFrom(defaults);
    const renderOptions: RenderOptions = renderOptionsSchema.parse({
      ...options,
      captions:
        body.captionStyle === undefined
          ? options.captions
          : body.captionStyle === 'none'
            ? { ...options.captions, enabled: false }
            : { ...options.captions, enabled: true, style: body.captionStyle },
      music: body.music === undefined ? options.music : { ...options.music, track: body.music },
    });
    return { request, renderOptions, webhookUrl: body.webhookUrl ?? null };
  }

  const absolute = (path: string) => new URL(path, deps.appUrl).href;

  async function toApiVideo(row: GenerationRow): Promise<ApiVideo> {
    const playable =
      row.status === 'COMPLETED' && row.expired_at === null && row.video_key !== null;
    const options = renderOptionsSchema.parse(row.render_options);
    const iso = (value: Date | null) => (value === null ? null : new Date(value).toISOString());
    return {
      id: row.id,
      status: row.status,
      step: row.status === 'RENDERING' ? row.current_step : null,
      progress: row.status === 'COMPLETED' ? 100 : Math.round(row.progress),
      title: row.story?.title ?? null,
      failureMessage: row.status === 'FAILED' ? row.error_message : null,
      downloadUrl: playable
        ? `${absolute(await generations.signedLink(row.id, 'video'))}&download=1`
        : null,
      downloadUrlExpiresAt: playable
        ? new Date(now().getTime() + VIDEO_LINK_TTL_SECONDS * 1000).toISOString()
        : null,
      thumbnailUrl: playable ? absolute(await generations.signedLink(row.id, 'thumbnail')) : null,
      settings: {
        topic: row.settings.topic ?? null,
        customPrompt: row.settings.customPrompt ?? null,
        voice: row.settings.voice,
        artStyle: row.settings.artStyle,
        aspectRatio: row.settings.aspectRatio,
        duration: row.settings.duration,
        language: row.settings.language ?? 'en',
        captionStyle: options.captions.enabled ? options.captions.style : 'none',
        music: options.music.track,
      },
      webhookUrl: row.webhook_url,
      batchId: row.batch_id,
      createdAt: new Date(row.created_at).toISOString(),
      completedAt: iso(row.completed_at),
      expiresAt: iso(row.expires_at),
    };
  }

  /**
   * Runs `make` once per `Idempotency-Key` (Stripe's rules): the key is claimed in the same
   * transaction that makes the videos and spends the credits, so concurrent duplicates wait for
   * the first and then replay its answer; the same key with another body answers 422. An
   * answer that did not commit (a 402, say) is not kept: the key can be used again.
   */
  async function once<T>(
    userId: string,
    route: string,
    key: string | undefined,
    body: unknown,
    make: (trx: Db) => Promise<{ statusCode: number; body: T }>,
  ): Promise<IdempotentAnswer<T>> {
    await generations.readyToQueue();
    if (key === undefined) {
      return { ...(await inTransaction(db, make)), replayed: false };
    }
    const requestHash = createHash('sha256').update(canonical(body)).digest('hex');
    return inTransaction(db, async (trx) => {
      const keys = idempotencyRepository(trx);
      const before = new Date(now().getTime() - IDEMPOTENCY_TTL_HOURS * 3_600_000);
      await keys.forgetIfOlder(userId, route, key, before);
      if (!(await keys.claim(userId, route, key, requestHash))) {
        const first = await keys.find(userId, route, key);
        if (first === undefined || first.statusCode === null) {
          // Held by a request still running (PGlite runs one at a time: not reached there).
          throw new HttpError(409, API_VIDEO_MESSAGES.idempotencyMismatch, ERROR_CODES.CONFLICT);
        }
        if (first.requestHash !== requestHash) {
          throw new HttpError(
            422,
            API_VIDEO_MESSAGES.idempotencyMismatch,
            ERROR_CODES.UNPROCESSABLE,
          );
        }
        return { statusCode: first.statusCode, body: first.response as T, replayed: true };
      }
      const answer = await make(trx);
      await keys.saveAnswer(userId, route, key, answer);
      return { ...answer, replayed: false };
    });
  }

  return {
    toApiVideo,

    /** `POST /api/v1/videos`: one video, one credit, atomically. */
    async create(
      userId: string,
      body: CreateVideoRequest,
      idempotencyKey?: string,
    ): Promise<IdempotentAnswer<ApiVideo>> {
      const records = await checkTexts(userId, [body]);
      const defaults = await userSettingsRepository(db).find(userId);
      const answer = await once(userId, 'POST /v1/videos', idempotencyKey, body, async (trx) => {
        const [row] = await generations.startPrepaid(trx, userId, [projectOf(body, defaults)]);
        if (row === undefined) throw new Error('no video was made');
        return { statusCode: 201, body: await toApiVideo(row) };
      });
      await records[0]?.(answer.body.id);
      return answer;
    },

    /** `POST /api/v1/batches`: every video's credit at once, or none. */
    async createBatch(
      userId: string,
      videos: readonly CreateVideoRequest[],
      idempotencyKey?: string,
    ): Promise<IdempotentAnswer<ApiBatch>> {
      const needed = videos.length * CREDITS_PER_VIDEO;
      const records = await checkTexts(userId, videos);
      const defaults = await userSettingsRepository(db).find(userId);
      const projects = videos.map((video) => projectOf(video, defaults));
      const answer = await once(
        userId,
        'POST /v1/batches',
        idempotencyKey,
        { videos },
        async (trx) => {
          // Said first, with the whole batch's numbers; the spends below still refuse all of it
          // if the balance moved meanwhile.
          const available = await deps.credits(trx).balance(userId);
          if (available < needed) {
            throw new HttpError(
              402,
              API_VIDEO_MESSAGES.batchCredits(needed, available),
              ERROR_CODES.INSUFFICIENT_CREDITS,
            );
          }
          const batch = await apiVideosRepository(trx).insertBatch(userId, videos.length);
          const rows = await generations.startPrepaid(trx, userId, projects, batch.id);
          return {
            statusCode: 201,
            body: {
              id: batch.id,
              createdAt: new Date(batch.createdAt).toISOString(),
              creditsSpent: needed,
              videos: await Promise.all(rows.map(toApiVideo)),
            },
          };
        },
      );
      for (const [index, record] of records.entries()) {
        await record?.(answer.body.videos[index]?.id);
      }
      return answer;
    },

    /** `GET /api/v1/batches/{id}`: each video's status now. */
    async batch(userId: string, id: string): Promise<ApiBatch> {
      if (!UUID.test(id)) throw notFound();
      const repository = apiVideosRepository(db);
      const batch = await repository.findBatch(userId, id);
      if (batch === undefined) throw notFound();
      const rows = await repository.batchVideos(id);
      return {
        id: batch.id,
        createdAt: new Date(batch.createdAt).toISOString(),
        creditsSpent: batch.size * CREDITS_PER_VIDEO,
        videos: await Promise.all(rows.map(toApiVideo)),
      };
    },

    /** `GET /api/v1/videos/{id}`: another user's, or a discarded one, is 404. */
    async get(userId: string, id: string): Promise<ApiVideo> {
      if (!UUID.test(id)) throw notFound(API_VIDEO_MESSAGES.notFound);
      const row = await generations.video(userId, id).catch((error: unknown) => {
        if (error instanceof HttpError && error.statusCode === 404) {
          throw notFound(API_VIDEO_MESSAGES.notFound);
        }
        throw error;
      });
      return toApiVideo(row);
    },

    /** `GET /api/v1/videos?page&size`: the user's API videos, newest first. */
    async list(userId: string, page: number, size: number): Promise<ApiVideoPage> {
      // Discarded drafts are left out.
      const { rows, total } = await generationsRepository(db).page(userId, page, size, {
        origin: 'api',
        excludeStatuses: ['CANCELLED'],
      });
      return {
        content: await Promise.all(rows.map(toApiVideo)),
        page,
        size,
        totalElements: total,
        totalPages: Math.ceil(total / size),
      };
    },

    /** `DELETE /api/v1/videos/{id}`. */
    async delete(userId: string, id: string) {
      if (!UUID.test(id)) throw notFound(API_VIDEO_MESSAGES.notFound);
      return generations.deleteApiVideo(userId, id);
    },
  };
}
export type ApiVideosService = ReturnType<typeof apiVideosService>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
