import { ERROR_CODES } from '@reelsmith/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { HttpError, notFound } from '../../errors.js';
import type { GenerationRow } from '../../repositories/generations.repository.js';
import type { GenerationsService } from '../../services/generations/index.js';
import { parseByteRange } from './byte-range.js';
import type { StoredFiles, videoLinkQuerySchema } from './video-download.js';

/**
 * Serves a draft's latest preview (decision 0052) with HTTP Range, to its owner or through a
 * signed link (a `<video>` element cannot send headers). 409 while there is none ready.
 */
export async function sendPreview(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  target: { id: string; query: z.infer<typeof videoLinkQuerySchema> },
  deps: {
    generations: Pick<GenerationsService, 'previewByLink' | 'previewOwned'>;
    storage: StoredFiles;
  },
) {
  const { id } = target;
  const { exp, sig } = target.query;
  let row: GenerationRow;
  if (exp !== undefined && sig !== undefined) {
    row = await deps.generations.previewByLink(id, exp, sig);
  } else {
    await app.authenticate(request);
    if (request.user === null) throw notFound();
    row = await deps.generations.previewOwned(request.user.id, id);
  }
  const key = row.preview_status === 'READY' ? row.preview_key : null;
  if (key === null) {
    throw new HttpError(409, 'The preview is not ready yet', ERROR_CODES.CONFLICT);
  }
  const stat = await deps.storage.stat(key);
  if (stat === undefined) throw notFound();
  reply
    .header('content-type', 'video/mp4')
    .header('accept-ranges', 'bytes')
    .header('etag', stat.etag)
    .header('cache-control', 'private, max-age=600')
    .header('content-disposition', 'inline; filename="preview.mp4"');
  const range = parseByteRange(request.headers.range, stat.size);
  if (range === 'unsatisfiable') {
    reply.header('content-range', `bytes */${stat.size}`);
    throw new HttpError(416, 'The requested range is not in the video', ERROR_CODES.BAD_REQUEST);
  }
  if (range === undefined) {
    reply.header('content-length', stat.size);
    return reply.status(200).send(await deps.storage.read(key));
  }
  reply
    .header('content-range', `bytes ${range.start}-${range.end}/${stat.size}`)
    .header('content-length', range.end - range.start + 1);
  return reply.status(206).send(await deps.storage.read(key, range));
}
