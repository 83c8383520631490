import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

/** A binary answer as the OpenAPI document shows it. */
export const binaryResponse = (description: string, mediaTypes: readonly string[]) => ({
  description,
  content: Object.fromEntries(
    mediaTypes.map((type) => [type, { schema: z.string().describe(description) }]),
  ),
});

/** True when the request's If-None-Match names `etag` (or is `*`). */
export function notModified(request: FastifyRequest, etag: string): boolean {
  const given = request.headers['if-none-match'];
  if (typeof given !== 'string') return false;
  return given
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/**
 * Sends generated media (an audio sample, a picture) with its ETag and caching: 304 when the
 * client already has it.
 */
export function sendMedia(
  request: FastifyRequest,
  reply: FastifyReply,
  media: { data: Buffer; etag: string; contentType: string },
  cacheControl: string,
) {
  reply.header('etag', media.etag).header('cache-control', cacheControl);
  if (notModified(request, media.etag)) return reply.code(304).send();
  return reply.header('content-type', media.contentType).send(media.data);
}
