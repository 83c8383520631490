import { previewStateSchema, type PreviewState } from '@reelsmith/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { ProjectRef } from '../api/get-generation';

/** Free previews (docs/product/generations.md#preview). */

export const previewQueryKey = (projectId: string) => ['preview', projectId] as const;

/** GET /story/{id}/preview: the latest preview, the previews left, the finalize's cost. */
export async function getPreviewState({ projectId, token }: ProjectRef): Promise<PreviewState> {
  return previewStateSchema.parse(
    await apiRequest<unknown>(`/story/${encodeURIComponent(projectId)}/preview`, {
      generationToken: token,
    }),
  );
}

export const previewQueryOptions = (project: ProjectRef) =>
  queryOptions({
    queryKey: previewQueryKey(project.projectId),
    queryFn: () => getPreviewState(project),
    // While one renders, read again now and then besides the stream's events.
    refetchInterval: (query) => (query.state.data?.status === 'RENDERING' ? 2000 : false),
  });

/** POST /story/{id}/preview: starts a free preview. */
export async function startPreview({ projectId, token }: ProjectRef): Promise<PreviewState> {
  return previewStateSchema.parse(
    await apiRequest<unknown>(`/story/${encodeURIComponent(projectId)}/preview`, {
      method: 'POST',
      generationToken: token,
    }),
  );
}
