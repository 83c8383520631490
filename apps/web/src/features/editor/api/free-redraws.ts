import { useSyncExternalStore } from 'react';
import { countOf } from '../../../lib/plural';

/**
 * How many pictures each project may still draw for free before it is finalized, as the
 * scene previews last said (`Free-Redraws-Left`, only while the image provider is priced:
 * docs/product/limits.md#unpaid-work). Kept per project id for the page's life.
 */
const left = new Map<string, number>();
const listeners = new Set<() => void>();

export const freeRedraws = {
  /** The header's value from a preview of `projectId`; ignored unless a count. */
  heard(projectId: string, header: string | null): void {
    if (header === null || !/^\d+$/.test(header)) return;
    const count = Number(header);
    if (left.get(projectId) === count) return;
    left.set(projectId, count);
    for (const listener of listeners) listener();
  },
  get: (projectId: string): number | undefined => left.get(projectId),
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The project's free redraws left; undefined when pictures are free (or none drawn yet). */
export function useFreeRedrawsLeft(projectId: string): number | undefined {
  return useSyncExternalStore(freeRedraws.subscribe, () => freeRedraws.get(projectId));
}

/** "3 free redraws left", "1 free redraw left", "No free redraws left". */
export function freeRedrawsLabel(count: number): string {
  if (count === 0) return 'No free redraws left';
  return `${countOf(count, 'free redraw')} left`;
}
