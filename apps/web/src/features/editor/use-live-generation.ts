import { ACTIVE_STATUSES, type Generation } from '@reelsmith/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { refreshCredits } from '../../lib/refresh-credits';
import { generationQueryKey, generationQueryOptions, type ProjectRef } from './api/get-generation';
import { watchGeneration } from './api/watch-generation';

const isActive = (generation: Generation | undefined) =>
  generation !== undefined && ACTIVE_STATUSES.includes(generation.status);

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * The project as it is now (`initial`: what opening it answered): read once, then kept live from its event stream while it is
 * active (docs/product/api.md#events). An event updates step and progress at once; a change
 * of status reads the whole generation again first (a new script, the finished video). A
 * failed render gave its credit back: the balance is read again. A dropped stream reconnects.
 */
export function useLiveGeneration(project: ProjectRef, initial?: Generation) {
  const queryClient = useQueryClient();
  const query = useQuery({
    ...generationQueryOptions(project),
    ...(initial === undefined ? {} : { initialData: initial }),
  });
  const active = isActive(query.data);
  const { projectId, token } = project;

  useEffect(() => {
    if (!active) return;
    const key = generationQueryKey(projectId);
    const controller = new AbortController();
    const { signal } = controller;
    const ref = { projectId, token };

    const follow = async () => {
      let failures = 0;
      while (!signal.aborted) {
        try {
          await watchGeneration(
            ref,
            (update) => {
              failures = 0;
              const before = queryClient.getQueryData<Generation>(key);
              if (before === undefined || before.status === update.status) {
                queryClient.setQueryData<Generation>(key, (current) =>
                  current === undefined ? current : { ...current, ...update },
                );
                return;
              }
              // A new status comes with new data (a script, a video): shown once read whole.
              void queryClient.invalidateQueries({ queryKey: key });
              if (update.status === 'FAILED') void refreshCredits();
            },
            signal,
          );
        } catch {
          if (signal.aborted) return;
          failures += 1;
          await pause(Math.min(500 * 2 ** failures, 10_000), signal);
          continue;
        }
        // The server ended the stream: the generation ended (or the server is going away).
        if (signal.aborted) return;
        const now = await queryClient.fetchQuery({ ...generationQueryOptions(ref), staleTime: 0 });
        if (!isActive(now)) return;
      }
    };
    void follow().catch(() => undefined);
    return () => controller.abort();
  }, [active, projectId, token, queryClient]);

  return query;
}
