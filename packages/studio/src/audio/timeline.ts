/**
 * The duration fit: narration must land inside the chosen duration's range. Pauses move
 * first (cheap: no new synthesis, so a one-scene edit keeps the other scenes' audio); only
 * when pauses cannot absorb the difference does the speaking rate change, in 5% steps so that
 * close totals pick the same rate (and the same cached audio). Pure: unit-tested.
 */
export const LEAD_IN = 0.35;
export const GAP = { min: 0.25, normal: 0.5, max: 1.2 };
export const TAIL = { min: 0.6, normal: 1.0 };
export const RATE = { min: 0.8, max: 1.6, step: 0.05 };
/** Stay this far inside the range so rounding to frames never crosses it. */
const MARGIN = 0.5;

export interface Timeline {
  rate: number;
  gap: number;
  tail: number;
  /** Start of each scene's narration, seconds. */
  voiceStarts: number[];
  /** Cut between scene i-1 and i (in the middle of the pause); [0] is 0. */
  sceneStarts: number[];
  total: number;
}

export type FitResult = { timeline: Timeline } | { resynthesizeAt: number };

export function fitTimeline(
  speech: readonly number[],
  rate: number,
  range: { minSeconds: number; maxSeconds: number },
): FitResult {
  const n = speech.length;
  const s = speech.reduce((a, b) => a + b, 0);
  const lo = range.minSeconds + MARGIN;
  const hi = range.maxSeconds - MARGIN;
  const gaps = Math.max(0, n - 1);
  const totalWith = (gap: number, tail: number): number => LEAD_IN + s + gaps * gap + tail;
  let gap = GAP.normal;
  let tail = TAIL.normal;
  const normal = totalWith(gap, tail);
  if (normal < lo) {
    gap = gaps === 0 ? GAP.normal : Math.min(GAP.max, (lo - LEAD_IN - s - tail) / gaps);
    if (totalWith(gap, tail) < lo - 1e-9) {
      // Pauses alone are not enough: slow down if we still can, else hold the last picture.
      const wanted = lo - LEAD_IN - gaps * GAP.max - TAIL.normal;
      const next = quantize((rate * s) / wanted, 'down');
      if (next < rate && next >= RATE.min) return { resynthesizeAt: next };
      tail = lo - LEAD_IN - s - gaps * gap;
    }
  } else if (normal > hi) {
    gap = gaps === 0 ? GAP.normal : Math.max(GAP.min, (hi - LEAD_IN - s - tail) / gaps);
    if (totalWith(gap, tail) > hi + 1e-9) {
      tail = Math.max(TAIL.min, hi - LEAD_IN - s - gaps * gap);
      if (totalWith(gap, tail) > hi + 1e-9) {
        const wanted = hi - LEAD_IN - gaps * GAP.min - TAIL.min;
        const next = quantize((rate * s) / wanted, 'up');
        if (next > rate && next <= RATE.max) return { resynthesizeAt: next };
        throw new RangeError(
          `The narration is too long for ${range.maxSeconds} seconds even when read fast; shorten the script`,
        );
      }
    }
  }
  const voiceStarts: number[] = [];
  const sceneStarts: number[] = [];
  let t = LEAD_IN;
  speech.forEach((d, i) => {
    voiceStarts.push(t);
    sceneStarts.push(i === 0 ? 0 : t - gap / 2);
    t += d + gap;
  });
  const total = t - gap + tail;
  return { timeline: { rate, gap, tail, voiceStarts, sceneStarts, total } };
}

function quantize(rate: number, direction: 'up' | 'down'): number {
  const steps = rate / RATE.step;
  const q = (direction === 'up' ? Math.ceil(steps - 1e-9) : Math.floor(steps + 1e-9)) * RATE.step;
  return Number(Math.min(RATE.max, Math.max(RATE.min, q)).toFixed(2));
}

export interface FrameLayout {
  /** First frame of each scene; the scene runs to the next one's start. */
  startFrames: number[];
  totalFrames: number;
  /** Where each scene's narration starts, seconds, aligned to its scene's first frame. */
  voiceStarts: number[];
}

/**
 * The timeline in whole frames. Each scene's frame count comes from its own speech and the
 * pauses around it only (not from its position), so an edit to one scene leaves the other
 * scenes' frame counts, and so their cached video segments, unchanged.
 */
export function frameLayout(
  speech: readonly number[],
  timeline: Timeline,
  fps: number,
): FrameLayout {
  const n = speech.length;
  const startFrames: number[] = [];
  const voiceStarts: number[] = [];
  let frame = 0;
  speech.forEach((s, i) => {
    const before = i === 0 ? LEAD_IN : timeline.gap / 2;
    const after = i === n - 1 ? timeline.tail : timeline.gap / 2;
    startFrames.push(frame);
    voiceStarts.push(frame / fps + before);
    frame += Math.round((before + s + after) * fps);
  });
  return { startFrames, totalFrames: frame, voiceStarts };
}
