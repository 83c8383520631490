import { musicTracksResponseSchema } from '@reelsmith/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MediaService } from '../../services/media.service.js';
import { binaryResponse, sendMedia } from '../media-reply.js';

/**
 * Catalogue media for the create screen and the editor (docs/product/api.md#media): public,
 * made once and kept in the artifact cache, cached by browsers for a day (a week stale).
 */
export const CATALOG_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';

const name = z.string().min(1).max(60);

export const catalogMediaRoutes: FastifyPluginAsyncZod<{ media: MediaService }> = async (
  app,
  { media },
) => {
  const tags = ['catalog'];
  // Public, and cheap once cached; the first ask may pay a speech provider.
  const config = { rateLimit: { max: 120, timeWindow: '1 minute' } };

  app.get(
    '/catalog/voices/:voice/sample',
    {
      config,
      schema: {
        operationId: 'getVoiceSample',
        errors: [404],
        tags,
        summary: 'The voice reading a fixed sentence (MP3), from the configured voice provider',
        params: z.object({ voice: name }),
        response: { 200: binaryResponse('The sample, MP3', ['audio/mpeg']) },
      },
    },
    async (request, reply) =>
      sendMedia(
        request,
        reply,
        await media.voiceSample(request.params.voice),
        CATALOG_CACHE_CONTROL,
      ),
  );

  app.get(
    '/catalog/styles/:style/preview',
    {
      config,
      schema: {
        operationId: 'getStylePreview',
        errors: [404],
        tags,
        summary: 'One square picture in the art style (WebP), drawn by the built-in illustrator',
        params: z.object({ style: name }),
        response: { 200: binaryResponse('The picture, WebP', ['image/webp']) },
      },
    },
    async (request, reply) =>
      sendMedia(
        request,
        reply,
        await media.stylePreview(request.params.style),
        CATALOG_CACHE_CONTROL,
      ),
  );

  app.get(
    '/catalog/music',
    {
      schema: {
        operationId: 'listMusicTracks',
        errors: [],
        tags,
        summary: 'The bundled background music tracks',
        response: { 200: musicTracksResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return media.musicTracks();
    },
  );

  app.get(
    '/catalog/music/:id/preview',
    {
      config,
      schema: {
        operationId: 'getMusicPreview',
        errors: [404],
        tags,
        summary: 'The first 20 seconds of a bundled track (MP3)',
        params: z.object({ id: name }),
        response: { 200: binaryResponse('The excerpt, MP3', ['audio/mpeg']) },
      },
    },
    async (request, reply) =>
      sendMedia(request, reply, await media.musicPreview(request.params.id), CATALOG_CACHE_CONTROL),
  );
};
