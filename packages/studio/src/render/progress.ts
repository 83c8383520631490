import type { RenderStep } from '@reelsmith/contract';

export interface RenderProgress {
  step: RenderStep;
  /** 0-100 for the whole render, never decreasing. */
  progress: number;
}

/** Share of the overall figure per step: composing is most of the time (measured). */
export const STEP_SPANS: Record<RenderStep, [number, number]> = {
  VOICE: [0, 12],
  IMAGES: [12, 30],
  CAPTIONS: [30, 33],
  COMPOSING: [33, 100],
};

const STEP_ORDER = Object.keys(STEP_SPANS) as RenderStep[];

/**
 * The render's progress reporter. Steps that run side by side (the pictures are drawn while the
 * voice is made) report into one figure: it never goes back, nor does the step.
 */
export function createProgress(onProgress?: (p: RenderProgress) => void) {
  let last = -1;
  let lastStep: RenderStep | undefined;
  return (step: RenderStep, fraction: number): void => {
    const [from, to] = STEP_SPANS[step];
    const value = Math.round((from + (to - from) * Math.min(1, Math.max(0, fraction))) * 10) / 10;
    const behind =
      lastStep !== undefined && STEP_ORDER.indexOf(step) < STEP_ORDER.indexOf(lastStep);
    if (behind || value < last || (value === last && step === lastStep)) return;
    last = value;
    lastStep = step;
    onProgress?.({ step, progress: value });
  };
}
