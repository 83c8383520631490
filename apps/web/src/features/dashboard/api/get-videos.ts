import { DEFAULT_PAGE_SIZE, videoPageSchema, type VideoPage } from '@reelsmith/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** While a video renders, the list is read again this often: its progress moves live. */
export const RENDERING_POLL_MS = 2_000;

/** GET /story/videos?page&size: the videos, newest first (page from 0, size 10). */
export async function getVideos(page = 0, size = DEFAULT_PAGE_SIZE): Promise<VideoPage> {
  return videoPageSchema.parse(
    await apiRequest<unknown>(`/story/videos?page=${page}&size=${size}`),
  );
}

export const videosQueryKey = ['videos'] as const;

export const videosQueryOptions = (page = 0, size = DEFAULT_PAGE_SIZE) =>
  queryOptions({
    queryKey: [...videosQueryKey, page, size],
    queryFn: () => getVideos(page, size),
    placeholderData: keepPreviousData,
    // Live progress without a generation token per video (the event stream needs one).
    refetchInterval: (query) =>
      query.state.data?.content.some((v) => v.status === 'RENDERING') === true
        ? RENDERING_POLL_MS
        : false,
  });

export const useVideos = (page = 0) => useQuery(videosQueryOptions(page));
