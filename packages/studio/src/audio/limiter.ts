import { TRUE_PEAK_GAIN_BOUND, dbToGain, truePeakEnvelope } from './loudness.js';
import type { Channels } from './loudness.js';

export interface LimiterOptions {
  /** How far ahead the gain starts to fall before a peak (and how long the fall takes). */
  lookaheadSeconds?: number;
  /** Time constant of the return to unity after a peak. */
  releaseSeconds?: number;
}

/**
 * A look-ahead true-peak limiter, stereo-linked: the gain that keeps every sample and every
 * point between samples (4x oversampled) at or under `ceilingDb`. The wanted gain per sample
 * goes through a moving minimum over the look-ahead, a release, then a moving average of the
 * same length: the average of values that are all at or under a peak's gain is at or under it,
 * so the gain has fully arrived at the peak without overshoot, and it moves smoothly (no
 * clicks). Offline, so the look-ahead costs no delay. Returns the gain curve applied.
 */
export function limitTruePeak(
  channels: Channels,
  rate: number,
  ceilingDb: number,
  options: LimiterOptions = {},
): Float32Array {
  const length = channels[0]?.length ?? 0;
  const ceiling = dbToGain(ceilingDb);
  const window = Math.max(1, Math.round((options.lookaheadSeconds ?? 0.003) * rate));
  const release = 1 - Math.exp(-1 / ((options.releaseSeconds ?? 0.08) * rate));
  // Only where a peak could pass the ceiling is it interpolated (see truePeakEnvelope).
  const env = truePeakEnvelope(channels, ceiling / TRUE_PEAK_GAIN_BOUND);
  const gain = new Float32Array(length).fill(1);
  let any = false;
  const wanted = new Float32Array(length);
  for (let i = 0; i < length; i++) {
    const e = env[i] ?? 0;
    wanted[i] = e > ceiling ? ceiling / e : 1;
    if (e > ceiling) any = true;
  }
  if (!any) return gain;
  // Moving minimum over [i, i + window): a deque of indices with increasing values.
  const ahead = new Float32Array(length);
  const deque = new Int32Array(length);
  let head = 0;
  let tail = 0;
  let next = 0;
  for (let i = 0; i < length; i++) {
    const end = Math.min(length, i + window);
    for (; next < end; next++) {
      const v = wanted[next] ?? 1;
      while (tail > head && (wanted[deque[tail - 1] ?? 0] ?? 1) >= v) tail--;
      deque[tail++] = next;
    }
    while ((deque[head] ?? 0) < i) head++;
    ahead[i] = wanted[deque[head] ?? i] ?? 1;
  }
  // Release: the gain climbs back towards 1, never above what is wanted.
  let level = 1;
  for (let i = 0; i < length; i++) {
    level = Math.min(ahead[i] ?? 1, level + (1 - level) * release);
    ahead[i] = level;
  }
  // Moving average over (i - window, i]; before the start, the first value stands in.
  let sum = (ahead[0] ?? 1) * window;
  for (let i = 0; i < length; i++) {
    sum += (ahead[i] ?? 1) - (ahead[Math.max(0, i - window)] ?? 1);
    gain[i] = sum / window;
  }
  for (const x of channels) {
    for (let i = 0; i < length; i++) x[i] = (x[i] ?? 0) * (gain[i] ?? 1);
  }
  return gain;
}
