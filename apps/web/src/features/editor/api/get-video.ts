import { videoStatusSchema } from '@reelsmith/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /story/video/{id}/status: the finished video, with a short-lived signed link (30
 * minutes) that the <video> element and the download use (docs/product/api.md#video-status).
 */
export const videoStatusQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: ['video-status', projectId] as const,
    queryFn: async () =>
      videoStatusSchema.parse(
        await apiRequest<unknown>(`/story/video/${encodeURIComponent(projectId)}/status`),
      ),
    // Read again before the link expires.
    staleTime: 20 * 60_000,
    refetchInterval: 20 * 60_000,
  });
