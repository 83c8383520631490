import type { Readable } from 'node:stream';
import { ERROR_CODES, GENERATION_MESSAGES } from '@reelsmith/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HttpError, notFound } from '../../errors.js';
import type { GenerationRow } from '../../repositories/generations.repository.js';
import type { GenerationsService, VideoFile } from '../../services/generations/index.js';
import { shows } from '../../services/generations/lifecycle.js';
import { parseByteRange } from './byte-range.js';

/** What the download needs of the file storage (apps/server/src/storage). */
export interface StoredFiles {
  stat(key: string): Promise<{ size: number; etag: string; modifiedAt: Date } | undefined>;
  read(key: string, range?: { start: number; end: number }): Promise<Readable>;
}

/** `?exp&sig` of a signed link; `download=1` asks for an attachment. */
/** Where a video's row and its file come from. */
export interface VideoFiles {
  generations: Pick<GenerationsService, 'video' | 'videoByLink'>;
  storage: StoredFiles;
}

export const videoLinkQuerySchema = z.object({
  exp: z.coerce.number().int().min(0).max(99_999_999_999).optional(),
  sig: z.string().min(1).max(100).optional(),
  download: z.enum(['0', '1']).optional(),
});

/** A file name from the title: letters, digits, spaces and dashes, at most 80 characters. */
export function videoFileName(title: string | undefined | null, extension: string): string {
  const base = (title ?? '')
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .slice(0, 80)
    .replace(/-+$/, '');
  return `${base === '' ? 'reelsmith-video' : base}.${extension}`;
}

/**
 * Serves a stored video (or its thumbnail) with HTTP Range: 206 with Content-Range for a
 * range, 416 past the end, 304 for a matching If-None-Match, 410 once expired. The owner
 * sends a bearer token; a `<video>` element or a download link uses a signed link instead.
 */
export async function sendVideo(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  target: { id: string; query: z.infer<typeof videoLinkQuerySchema>; file: VideoFile },
  { generations, storage }: VideoFiles,
) {
  const { id, query, file } = target;
  const { exp, sig } = query;
  let row: GenerationRow;
  if (exp !== undefined && sig !== undefined) {
    row = await generations.videoByLink(id, file, exp, sig);
  } else {
    await app.authenticate(request);
    if (request.user === null) throw notFound();
    row = await generations.video(request.user.id, id);
  }
  if (row.expired_at !== null) {
    throw new HttpError(410, GENERATION_MESSAGES.videoExpired, ERROR_CODES.GONE);
  }
  const key = file === 'video' ? row.video_key : row.thumbnail_key;
  if (!shows.video(row.status) || key === null) {
    throw new HttpError(409, GENERATION_MESSAGES.videoNotReady, ERROR_CODES.CONFLICT);
  }
  const stat = await storage.stat(key);
  if (stat === undefined) throw notFound();

  const contentType = file === 'video' ? 'video/mp4' : 'image/jpeg';
  const name = videoFileName(row.story?.title, file === 'video' ? 'mp4' : 'jpg');
  const disposition = query.download === '1' ? 'attachment' : 'inline';
  reply
    .header('content-type', contentType)
    .header('accept-ranges', 'bytes')
    .header('etag', stat.etag)
    .header('last-modified', stat.modifiedAt.toUTCString())
    .header('cache-control', 'private, max-age=3600')
    .header(
      'content-disposition',
      `${disposition}; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    );
  if (request.headers['if-none-match'] === stat.etag) return reply.status(304).send();

  const ifRange = request.headers['if-range'];
  const range =
    ifRange === undefined || ifRange === stat.etag
      ? parseByteRange(request.headers.range, stat.size)
      : undefined;
  if (range === 'unsatisfiable') {
    reply.header('content-range', `bytes */${stat.size}`);
    throw new HttpError(416, 'The requested range is not in the video', ERROR_CODES.BAD_REQUEST);
  }
  if (range === undefined) {
    reply.header('content-length', stat.size);
    return reply.status(200).send(await storage.read(key));
  }
  reply
    .header('content-range', `bytes ${range.start}-${range.end}/${stat.size}`)
    .header('content-length', range.end - range.start + 1);
  return reply.status(206).send(await storage.read(key, range));
}
