import { activeGenerationSchema } from '@reelsmith/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /story/active: the person's active project, which `/editor` without one opens. */
export async function getActiveProject() {
  const active = activeGenerationSchema.parse(await apiRequest<unknown>('/story/active'));
  const token = active.token ?? active.generationToken;
  return active.hasActiveGeneration && active.projectId !== undefined && token !== undefined
    ? { projectId: active.projectId, token }
    : null;
}

export const activeProjectQueryOptions = () =>
  queryOptions({
    queryKey: ['generation-active'] as const,
    queryFn: getActiveProject,
    staleTime: 0,
  });
