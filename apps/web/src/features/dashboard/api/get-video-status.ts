import { videoStatusSchema, type VideoStatus } from '@reelsmith/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { RENDERING_POLL_MS } from './get-videos';

/**
 * GET /story/video/{id}/status: one video, with short-lived signed links (30 minutes) for the
 * `<video>` element and the download (docs/product/api.md#video-status).
 */
export async function getVideoStatus(id: string): Promise<VideoStatus> {
  return videoStatusSchema.parse(
    await apiRequest<unknown>(`/story/video/${encodeURIComponent(id)}/status`),
  );
}

export const videoStatusQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['videos', 'status', id],
    queryFn: () => getVideoStatus(id),
    // The signed links last 30 minutes: a player opened later asks for fresh ones.
    staleTime: 60_000,
    retry: false,
    refetchInterval: (query) =>
      query.state.data?.status === 'RENDERING' ? RENDERING_POLL_MS : false,
  });

export const useVideoStatus = (id: string) => useQuery(videoStatusQueryOptions(id));

/** The signed link as a download (an attachment named after the title). */
export const downloadUrl = (signedUrl: string) => `${signedUrl}&download=1`;
