import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { ERROR_CODES, GENERATION_MESSAGES } from '@reelsmith/contract';
import { HttpError } from '../../errors.js';
import type { GenerationsRepository } from '../../repositories/generations.repository.js';
import { BoundedMap } from '../bounded-map.js';
import { videoPath } from './files.js';

/** How long a signed video link works: long enough to watch and download, no longer. */
export const VIDEO_LINK_TTL_SECONDS = 30 * 60;

/** A finished video's files, and a draft's latest preview (decision 0052). */
export type VideoFile = 'video' | 'thumbnail' | 'preview';

/** Generations whose token a process keeps (the same number as their kept `status` answers). */
export const CACHED_GENERATIONS = 10_000;

/** Compares a secret a client sent with the expected one in constant time. */
function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Generation tokens and signed video links: HMACs under one secret shared by every process
 * (made on first use and kept in the database).
 */
export function generationTokens(secrets: Pick<GenerationsRepository, 'secret'>, now: () => Date) {
  let tokenKey: Promise<Buffer> | undefined;
  const key = () =>
    (tokenKey ??= secrets
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

  async function tokenMatches(id: string, token: string): Promise<boolean> {
    if (token.length === 0 || token.length > 200) return false;
    return sameSecret(token, await tokenFor(id));
  }

  const linkSignature = async (id: string, file: VideoFile, exp: number) =>
    createHmac('sha256', await key())
      .update(`link:${file}:${id}:${exp}`)
      .digest('base64url');

  /** 401 without a Generation-Token, 403 with another project's. */
  async function checkToken(id: string, token: string | undefined): Promise<void> {
    if (token === undefined || token === '') {
      throw new HttpError(401, GENERATION_MESSAGES.tokenRequired, ERROR_CODES.UNAUTHORIZED);
    }
    if (!(await tokenMatches(id, token))) {
      throw new HttpError(403, GENERATION_MESSAGES.tokenInvalid, ERROR_CODES.FORBIDDEN);
    }
  }

  /** `/api/story/video/{id}[/thumbnail]?exp=&sig=`: works without a bearer header, briefly. */
  async function signedLink(id: string, file: VideoFile): Promise<string> {
    const exp = Math.floor(now().getTime() / 1000) + VIDEO_LINK_TTL_SECONDS;
    const path =
      file === 'video'
        ? videoPath(id)
        : file === 'thumbnail'
          ? `${videoPath(id)}/thumbnail`
          : `story/${id}/preview/video`;
    return `/api/${path}?exp=${exp}&sig=${await linkSignature(id, file, exp)}`;
  }

  /** A signed link's own check: unexpired, and signed by us for this file. */
  async function linkMatches(id: string, file: VideoFile, exp: number, sig: string) {
    if (exp * 1000 < now().getTime()) return false;
    return sameSecret(sig, await linkSignature(id, file, exp));
  }

  return { tokenFor, checkToken, signedLink, linkMatches };
}
export type GenerationTokens = ReturnType<typeof generationTokens>;
