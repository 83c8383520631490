import { musicTracksResponseSchema, type ArtStyle, type Voice } from '@reelsmith/contract';
import { queryOptions } from '@tanstack/react-query';
import { env } from '../../../config/env';
import { apiRequest } from '../../../lib/api-client';

/*
 * The catalogue's media (packages/contract/src/media.ts): public and cached, so plain <audio>
 * and <img> elements load them.
 */

/** GET /catalog/voices/{voice}/sample. */
export const voiceSampleUrl = (voice: Voice) =>
  `${env.apiBase}/catalog/voices/${encodeURIComponent(voice)}/sample`;

/** GET /catalog/styles/{style}/preview. */
export const stylePreviewUrl = (style: ArtStyle) =>
  `${env.apiBase}/catalog/styles/${encodeURIComponent(style)}/preview`;

/** GET /catalog/music/{id}/preview: a short excerpt of a bundled track. */
export const musicPreviewUrl = (track: string) =>
  `${env.apiBase}/catalog/music/${encodeURIComponent(track)}/preview`;

/** GET /catalog/music: the bundled tracks. */
export const musicTracksQueryOptions = () =>
  queryOptions({
    queryKey: ['catalog', 'music'] as const,
    queryFn: async () =>
      musicTracksResponseSchema.parse(await apiRequest<unknown>('/catalog/music')).tracks,
    staleTime: Infinity,
  });
