import { TRUE_PEAK_GAIN_BOUND, dbToGain, truePeakEnvelope } from './loudness.js';
import type { Channels } from './loudness.js';

export interface LimiterOptions {
  /** How far ahead the gain starts to fall before a peak (and how long the fall takes). */
  lookaheadSeconds?: number;
  /** Time constant of the return to unity after a peak. */
  releaseSeconds?: number;
}

/**
 * The gain of a look-ahead true-peak limiter, stereo-linked, for a signal whose true-peak
 * envelope (truePeakEnvelope) is `envelope` times `scale`: the wanted gain per sample goes
 * through a moving minimum over the look-ahead, a release, then a moving average of the same
 * length. The average of values that are all at or under a peak's gain is at or under it, so
 * the gain has fully arrived at the peak without overshoot, and it moves smoothly (no clicks).
 * Offline, so the look-ahead costs no delay. The envelope is linear in the signal, so a caller
 * trying several gains measures it once.
 */
export function limiterGain(
  envelope: Float32Array,
  scale: number,
  rate: number,
  ceilingDb: number,
  options: LimiterOptions = {},
): Float32Array {
  const length = envelope.length;
  const ceiling = dbToGain(ceilingDb) / scale;
  const window = Math.max(1, Math.round((options.lookaheadSeconds ?? 0.003) * rate));
  const release = 1 - Math.exp(-1 / ((options.releaseSeconds ?? 0.08) * rate));
  const gain = new Float32Array(length).fill(1);
  const wanted = new Float32Array(length);
  let any = false;
  for (let i = 0; i < length; i++) {
    const e = envelope[i]!;
    if (e > ceiling) {
      wanted[i] = ceiling / e;
      any = true;
    } else wanted[i] = 1;
  }
  if (!any) return gain;
  // Moving minimum over [i, i + window): a deque of indices with increasing values; then the
  // release, in the same pass: the gain climbs back towards 1, never above what is wanted.
  // The deque never holds more than `window` indices: a ring of that size (+1).
  const size = window + 1;
  const deque = new Int32Array(size);
  let head = 0;
  let count = 0;
  let next = 0;
  let level = 1;
  for (let i = 0; i < length; i++) {
    const end = Math.min(length, i + window);
    for (; next < end; next++) {
      const v = wanted[next]!;
      while (count > 0 && wanted[deque[(head + count - 1) % size]!]! >= v) count--;
      deque[(head + count) % size] = next;
      count++;
    }
    while (deque[head]! < i) {
      head = (head + 1) % size;
      count--;
    }
    level = Math.min(wanted[deque[head]!]!, level + (1 - level) * release);
    gain[i] = level;
  }
  // Moving average over (i - window, i] (the raw values kept in a ring); before the start,
  // the first value stands in.
  const ring = new Float32Array(window).fill(gain[0]!);
  let sum = gain[0]! * window;
  for (let i = 0; i < length; i++) {
    const v = gain[i]!;
    sum += v - ring[i % window]!;
    ring[i % window] = v;
    gain[i] = sum / window;
  }
  return gain;
}

/**
 * A look-ahead true-peak limiter (limiterGain), in place: every sample and every point between
 * samples (4x oversampled) ends at or under `ceilingDb`. Returns the gain curve applied.
 */
export function limitTruePeak(
  channels: Channels,
  rate: number,
  ceilingDb: number,
  options: LimiterOptions = {},
): Float32Array {
  // Only where a peak could pass the ceiling is it interpolated (see truePeakEnvelope).
  const envelope = truePeakEnvelope(channels, dbToGain(ceilingDb) / TRUE_PEAK_GAIN_BOUND);
  const gain = limiterGain(envelope, 1, rate, ceilingDb, options);
  for (const x of channels) {
    for (let i = 0; i < x.length; i++) x[i] = x[i]! * gain[i]!;
  }
  return gain;
}
