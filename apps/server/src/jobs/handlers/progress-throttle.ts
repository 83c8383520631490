import type { RenderStep } from '@reelsmith/contract';

/**
 * Progress is written at most every `intervalMs` (a render reports hundreds of figures), but
 * a new step and the end of a step are always written. Returns whether to write this one.
 */
export function progressThrottle(intervalMs: number, clock: () => number = Date.now) {
  let lastAt = -Infinity;
  let lastStep: RenderStep | undefined;
  return (step: RenderStep, progress: number): boolean => {
    const at = clock();
    const due = step !== lastStep || at - lastAt >= intervalMs || progress >= 100;
    if (!due) return false;
    lastAt = at;
    lastStep = step;
    return true;
  };
}
