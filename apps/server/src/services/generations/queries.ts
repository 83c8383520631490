import type {
  ActiveGeneration,
  Generation,
  GenerationEvent,
  VideoPage,
  VideoStatus,
} from '@reelsmith/contract';
import { CREDITS_PER_REVISION, ERROR_CODES, GENERATION_MESSAGES } from '@reelsmith/contract';
import { HttpError, notFound } from '../../errors.js';
import {
  generationsRepository,
  type GenerationRow,
} from '../../repositories/generations.repository.js';
import type { Db } from '../../repositories/transaction.js';
import { versionsRepository } from '../../repositories/versions.repository.js';
import { deepFreeze } from '../bounded-map.js';
import type { StatusCache } from '../status-cache.js';
import { DRAFTS, UNLISTED, accepts, shows } from './lifecycle.js';
import {
  playable,
  settingsOf,
  toEvent,
  toGeneration,
  toVideoListItem,
  toVideoStatus,
} from './mappers.js';
import type { GenerationTokens, VideoFile } from './tokens.js';

/** The first version's id: a first version's own (decision 0052). */
export const rootOf = (row: Pick<GenerationRow, 'id' | 'root_id'>) => row.root_id ?? row.id;

/** The lists: the sessions list shows drafts, the videos list does not; neither shows discarded ones. */
const SESSIONS_HIDE = UNLISTED;
const VIDEOS_HIDE = [...UNLISTED, ...DRAFTS];

/** What people read of their projects: nothing here writes. */
export function generationQueries(deps: {
  db: Db;
  tokens: GenerationTokens;
  statuses: StatusCache;
}) {
  const { tokens, statuses } = deps;
  const { tokenFor, checkToken, signedLink } = tokens;
  const generations = generationsRepository(deps.db);

  /** The user's generation, with its token checked: 404 for anyone else's. */
  async function owned(userId: string, id: string, token: string | undefined) {
    const row = await generations.findForUser(userId, id);
    if (row === undefined) throw notFound();
    await checkToken(id, token);
    return row;
  }

  /** A video of the user's (for `video/{id}` and its status): 404 for anyone else's. */
  async function video(userId: string, id: string): Promise<GenerationRow> {
    const row = await generations.findForUser(userId, id);
    if (row === undefined || !accepts('showVideo', row.status)) throw notFound();
    return row;
  }

  return {
    tokenFor,
    signedLink,

    /** The user's project after the token check (404 for anyone else's, 401/403 for the token). */
    owned,

    video,

    /**
     * `GET /story/session/{id}`: opens a project from a link (`/editor/{id}`) with its token.
     * The bearer token is enough; a Generation-Token sent with it is checked like elsewhere.
     */
    async session(userId: string, id: string, token: string | undefined) {
      const row =
        token === undefined || token === ''
          ? await generations.findForUser(userId, id)
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
      if (known !== undefined && statuses.servable(known)) {
        if (known.userId !== userId) throw notFound();
        await checkToken(id, token);
        return known.generation;
      }
      const ticket = statuses.ticket();
      const found = await generations.findForUserIfChanged(userId, id, known?.version);
      if (found === undefined) throw notFound();
      await checkToken(id, token);
      if (found.row === null) {
        // Only the version came back: it is the one `known` was made from.
        if (known === undefined) throw new Error('a generation without its row');
        statuses.keep(id, ticket, userId, known.version, known.generation);
        return known.generation;
      }
      const generation = deepFreeze(toGeneration(found.row));
      statuses.keep(id, ticket, userId, found.version, generation);
      return generation;
    },

    /** For the events stream: the row after the token check. */
    async watch(userId: string, id: string, token: string | undefined): Promise<GenerationEvent> {
      return toEvent(await owned(userId, id, token));
    },

    /** `GET /story/active`: every field of the active generation, its token included. */
    async active(userId: string): Promise<ActiveGeneration> {
      const row = await generations.findActive(userId);
      if (row === undefined) return { hasActiveGeneration: false };
      const token = await tokenFor(row.id);
      return {
        hasActiveGeneration: true,
        projectId: row.id,
        token,
        generationToken: token,
        status: row.status,
        currentStep: shows.step(row.status) ? row.current_step : null,
        progress: row.progress,
        story: row.story,
        settings: settingsOf(row),
        title: row.story?.title ?? null,
        caption: row.story?.caption ?? null,
      };
    },

    /** `GET /story/videos` and `GET /story/sessions`: newest first, paged from 0. */
    async page(
      userId: string,
      page: number,
      size: number,
      options: { includeDrafts: boolean },
    ): Promise<VideoPage> {
      const { rows, total } = await generations.page(userId, page, size, {
        excludeStatuses: options.includeDrafts ? SESSIONS_HIDE : VIDEOS_HIDE,
      });
      // What a revision of each finished video would cost: its first version's included
      // revision taken or not (decision 0052).
      const roots = rows.filter((row) => shows.video(row.status)).map((row) => rootOf(row));
      const included = await versionsRepository(deps.db).includedRevisions(roots);
      const revisionCredits = (row: GenerationRow) => {
        if (!shows.video(row.status)) return null;
        const claimed = included.get(rootOf(row));
        return claimed === null ? 0 : CREDITS_PER_REVISION;
      };
      const content = await Promise.all(
        rows.map(async (row) => ({
          ...toVideoListItem(row, playable(row) ? await signedLink(row.id, 'thumbnail') : null),
          version: row.version,
          versionOf: row.root_id,
          revisionCredits: revisionCredits(row),
        })),
      );
      return {
        content,
        page,
        size,
        totalElements: total,
        totalPages: Math.ceil(total / size),
      };
    },

    /** A video for a signed link: 404 unless the link is genuine and unexpired. */
    async videoByLink(
      id: string,
      file: VideoFile,
      exp: number,
      sig: string,
    ): Promise<GenerationRow> {
      if (!(await tokens.linkMatches(id, file, exp, sig))) {
        throw new HttpError(403, GENERATION_MESSAGES.linkInvalid, ERROR_CODES.FORBIDDEN);
      }
      const row = await generations.find(id);
      if (row === undefined || !accepts('showVideo', row.status)) throw notFound();
      return row;
    },

    /** `GET /story/video/{id}/status`, with signed links to the video and its thumbnail. */
    async videoStatus(userId: string, id: string): Promise<VideoStatus> {
      const row = await video(userId, id);
      const links = playable(row)
        ? {
            signedUrl: await signedLink(id, 'video'),
            thumbnailUrl: await signedLink(id, 'thumbnail'),
          }
        : { signedUrl: null, thumbnailUrl: null };
      return toVideoStatus(row, links);
    },
  };
}
export type GenerationQueries = ReturnType<typeof generationQueries>;
