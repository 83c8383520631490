import { musicTracksResponseSchema } from '@reelsmith/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/** GET /catalog/music: the bundled tracks (the editor's music panel and the settings). */
export const musicTracksQueryOptions = () =>
  queryOptions({
    queryKey: ['catalog', 'music'] as const,
    queryFn: async () =>
      musicTracksResponseSchema.parse(await apiRequest<unknown>('/catalog/music')).tracks,
    staleTime: Infinity,
  });
