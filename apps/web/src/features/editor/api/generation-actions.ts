import { generationSchema, type Generation, type SaveSessionRequest } from '@reelsmith/contract';
import { apiRequest } from '../../../lib/api-client';
import type { ProjectRef } from './get-generation';

const call = async (
  { projectId, token }: ProjectRef,
  action: string,
  method: 'POST' | 'PUT' = 'POST',
  body?: unknown,
): Promise<Generation> =>
  generationSchema.parse(
    await apiRequest<unknown>(`/story/${action}`.replace('{id}', encodeURIComponent(projectId)), {
      method,
      generationToken: token,
      body: body ?? {},
    }),
  );

/** PUT /story/session/{id}: saves the editor's state (story and settings); answers the generation. */
export const saveSession = (project: ProjectRef, state: SaveSessionRequest) =>
  call(project, 'session/{id}', 'PUT', state);

/** POST /story/{id}/regenerate: a new script (at most 3 times); back to QUEUED. */
export const regenerateStory = (project: ProjectRef) => call(project, '{id}/regenerate');

/** POST /story/{id}/continue: finalize, spending 1 credit; the render starts. */
export const finalizeGeneration = (project: ProjectRef) => call(project, '{id}/continue');

/** POST /story/{id}/retry: a failed render spends a credit again; a failed script is free. */
export const retryGeneration = (project: ProjectRef) => call(project, '{id}/retry');

/**
 * The same save as the page goes away (a reload, a closed tab, another route): a keepalive
 * request, which the browser sends even after the page is gone. Nobody reads its answer.
 */
export function saveSessionOnExit({ projectId, token }: ProjectRef, body: string): void {
  void apiRequest<unknown>(`/story/session/${encodeURIComponent(projectId)}`, {
    method: 'PUT',
    generationToken: token,
    body: JSON.parse(body) as unknown,
    keepalive: true,
  }).catch(() => undefined);
}
