import { activeGenerationSchema, type Generation } from '@reelsmith/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { ProjectRef } from './get-generation';

/**
 * DELETE /story/session/{id}: the draft ends (CANCELLED) and its pictures are deleted; no
 * credit is involved (docs/product/drafts-and-text.md#drafts).
 */
export async function discardDraft({ projectId, token }: ProjectRef): Promise<void> {
  await apiRequest<unknown>(`/story/session/${encodeURIComponent(projectId)}`, {
    method: 'DELETE',
    generationToken: token,
  });
}

/** The one draft a person can have: the active project before its render, with its title. */
export interface DraftSummary extends ProjectRef {
  status: Generation['status'];
  title: string | null;
}

/** GET /story/active, as the dashboard's drafts list reads it; null when there is no draft. */
export async function getDraft(): Promise<DraftSummary | null> {
  const active = activeGenerationSchema.parse(await apiRequest<unknown>('/story/active'));
  const token = active.token ?? active.generationToken;
  if (!active.hasActiveGeneration || active.projectId === undefined || token === undefined) {
    return null;
  }
  const { status } = active;
  if (status === undefined || status === 'RENDERING') return null;
  return {
    projectId: active.projectId,
    token,
    status,
    title: active.story?.title ?? active.title ?? null,
  };
}

export const draftQueryKey = ['generation-draft'] as const;

export const draftQueryOptions = () =>
  queryOptions({ queryKey: draftQueryKey, queryFn: getDraft, staleTime: 0 });

/**
 * Discards, runs `then` (a toast, a navigation), then forgets what the app knew of the active
 * project. `then` runs first: the refreshed queries unmount the button that asked.
 */
export function useDiscardDraft(then: () => Promise<void> | void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: discardDraft,
    onSuccess: async () => {
      await then();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: draftQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['generation-active'] }),
        queryClient.invalidateQueries({ queryKey: ['notifications'] }),
      ]);
    },
  });
}
