import { generationSchema, sessionResponseSchema, type Generation } from '@reelsmith/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The editor's project: its id and generation token (docs/product/api.md#generation-token). */
export interface ProjectRef {
  projectId: string;
  token: string;
}

export const generationQueryKey = (projectId: string) => ['generation', projectId] as const;

/** GET /story/{id}/status: the generation, with its story, settings and render options. */
export async function getGeneration({ projectId, token }: ProjectRef): Promise<Generation> {
  return generationSchema.parse(
    await apiRequest<unknown>(`/story/${encodeURIComponent(projectId)}/status`, {
      generationToken: token,
    }),
  );
}

export const generationQueryOptions = (project: ProjectRef) =>
  queryOptions({
    queryKey: generationQueryKey(project.projectId),
    queryFn: () => getGeneration(project),
  });

/**
 * GET /story/session/{id}: opens one of the person's projects from a link (a reload, the
 * dashboard, a notification): the generation with its token (docs/product/api.md#sessions).
 */
export async function openSession(projectId: string) {
  return sessionResponseSchema.parse(
    await apiRequest<unknown>(`/story/session/${encodeURIComponent(projectId)}`),
  );
}

export const sessionQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: ['generation-session', projectId] as const,
    queryFn: () => openSession(projectId),
    staleTime: Infinity,
  });
