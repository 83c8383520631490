import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { videosQueryKey } from './get-videos';

/**
 * DELETE /story/video/{id}: the video and its files go (docs/product/api.md#videos); the
 * bearer token alone, as the list carries no generation tokens.
 */
export async function deleteVideo(id: string): Promise<void> {
  await apiRequest<unknown>(`/story/video/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVideo,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: videosQueryKey }),
  });
}
