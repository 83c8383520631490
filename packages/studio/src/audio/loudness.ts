/**
 * Loudness as the platforms measure it: ITU-R BS.1770-4 (K-weighting, 400 ms blocks with 75%
 * overlap, the -70 LUFS absolute and -10 LU relative gates) and a 4x oversampled true peak.
 * Pure functions over Float32 PCM; `ffmpeg -af ebur128=peak=true` reads the same figures from
 * the finished file (docs/decisions/0014-music-and-mix.md).
 * https://www.itu.int/rec/R-REC-BS.1770
 */

/** One channel per array, all the same length. */
export type Channels = readonly Float32Array[];

type Biquad = [b0: number, b1: number, b2: number, a1: number, a2: number];

/**
 * The two K-weighting stages (a high shelf for the head, a high-pass) for any sample rate:
 * the analogue prototypes' parameters, as libebur128 derives them, give BS.1770's published
 * 48 kHz coefficients exactly.
 */
export function kWeightingFilters(rate: number): [Biquad, Biquad] {
  let f0 = 1681.974450955533;
  const gainDb = 3.999843853973347;
  let q = 0.7071752369554196;
  let k = Math.tan((Math.PI * f0) / rate);
  const vh = 10 ** (gainDb / 20);
  const vb = vh ** 0.4996667741545416;
  let a0 = 1 + k / q + k * k;
  const shelf: Biquad = [
    (vh + (vb * k) / q + k * k) / a0,
    (2 * (k * k - vh)) / a0,
    (vh - (vb * k) / q + k * k) / a0,
    (2 * (k * k - 1)) / a0,
    (1 - k / q + k * k) / a0,
  ];
  f0 = 38.13547087602444;
  q = 0.5003270373238773;
  k = Math.tan((Math.PI * f0) / rate);
  a0 = 1 + k / q + k * k;
  const highPass: Biquad = [1, -2, 1, (2 * (k * k - 1)) / a0, (1 - k / q + k * k) / a0];
  return [shelf, highPass];
}

const BLOCK_SECONDS = 0.4;
const STEP_SECONDS = 0.1;

/**
 * The mean square of the K-weighted signal, summed over the channels (all weighted 1: left,
 * right or mono), for each 400 ms block every 100 ms. What every gated figure is made of.
 */
export function blockPowers(channels: Channels, rate: number): Float64Array {
  const length = channels[0]?.length ?? 0;
  const block = Math.round(BLOCK_SECONDS * rate);
  const step = Math.round(STEP_SECONDS * rate);
  if (length < block) return new Float64Array(0);
  const count = Math.floor((length - block) / step) + 1;
  const powers = new Float64Array(count);
  const [[b0, b1, b2, a1, a2], [c0, c1, c2, d1, d2]] = kWeightingFilters(rate);
  const steps = new Float64Array(count + 3);
  for (const x of channels) {
    // Both biquads and the square in one pass (this runs on every render's whole mix).
    let x1 = 0;
    let x2 = 0;
    let y1 = 0;
    let y2 = 0;
    let z1 = 0;
    let z2 = 0;
    for (let s = 0; s < steps.length; s++) {
      let sum = 0;
      const end = Math.min(length, (s + 1) * step);
      for (let i = s * step; i < end; i++) {
        const x0 = x[i]!;
        const y0 = b0 * x0 + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2;
        const z0 = c0 * y0 + c1 * y1 + c2 * y2 - d1 * z1 - d2 * z2;
        x2 = x1;
        x1 = x0;
        y2 = y1;
        y1 = y0;
        z2 = z1;
        z1 = z0;
        sum += z0 * z0;
      }
      steps[s] = steps[s]! + sum;
    }
  }
  // A block is four consecutive 100 ms steps.
  for (let b = 0; b < count; b++) {
    powers[b] = (steps[b]! + steps[b + 1]! + steps[b + 2]! + steps[b + 3]!) / block;
  }
  return powers;
}

/**
 * The loudness of the K-weighted signal over the samples where `where` is 1 (the filters run
 * over everything; only those samples are summed), without gating: a level over chosen spans,
 * such as the music under the voice while it speaks.
 */
export function loudnessWhere(
  channels: Channels,
  rate: number,
  where: Uint8Array,
  /** A gain per sample applied first (e.g. a limiter's), or none. */
  gain?: Float32Array,
): number {
  const [[b0, b1, b2, a1, a2], [c0, c1, c2, d1, d2]] = kWeightingFilters(rate);
  let sum = 0;
  let n = 0;
  for (const x of channels) {
    let x1 = 0;
    let x2 = 0;
    let y1 = 0;
    let y2 = 0;
    let z1 = 0;
    let z2 = 0;
    n = 0;
    for (let i = 0; i < x.length; i++) {
      const x0 = gain === undefined ? x[i]! : x[i]! * gain[i]!;
      const y0 = b0 * x0 + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2;
      const z0 = c0 * y0 + c1 * y1 + c2 * y2 - d1 * z1 - d2 * z2;
      x2 = x1;
      x1 = x0;
      y2 = y1;
      y1 = y0;
      z2 = z1;
      z1 = z0;
      if (where[i] === 1) {
        sum += z0 * z0;
        n++;
      }
    }
  }
  return n === 0 ? -Infinity : lufs(sum / n);
}

export function lufs(power: number): number {
  return power > 0 ? -0.691 + 10 * Math.log10(power) : -Infinity;
}

/**
 * Which blocks count toward the integrated loudness: above -70 LUFS, then above the mean of
 * those less 10 LU.
 */
export function gatedBlocks(powers: Float64Array): boolean[] {
  const absolute = Array.from(powers, (p) => lufs(p) > -70);
  let sum = 0;
  let n = 0;
  powers.forEach((p, i) => {
    if (absolute[i] === true) {
      sum += p;
      n++;
    }
  });
  if (n === 0) return absolute;
  const relative = lufs(sum / n) - 10;
  return Array.from(powers, (p, i) => absolute[i] === true && lufs(p) > relative);
}

/** The loudness of the chosen blocks' mean power (-Infinity when none is chosen). */
export function loudnessOf(powers: Float64Array, chosen: readonly boolean[]): number {
  let sum = 0;
  let n = 0;
  powers.forEach((p, i) => {
    if (chosen[i] === true) {
      sum += p;
      n++;
    }
  });
  return n === 0 ? -Infinity : lufs(sum / n);
}

/** Integrated loudness (LUFS), as ebur128 prints it as "I". */
export function integratedLoudness(channels: Channels, rate: number): number {
  const powers = blockPowers(channels, rate);
  return loudnessOf(powers, gatedBlocks(powers));
}

/** Oversampling factor of the true-peak meter (BS.1770-4 Annex 2 asks for at least 4x). */
export const OVERSAMPLE = 4;
const TAPS_PER_PHASE = 12;

/**
 * The interpolation filter, one set of taps per fractional position 1/4, 2/4, 3/4 between
 * two samples: a Kaiser-windowed sinc (48 taps, as BS.1770's example filter), each phase
 * normalized to unity gain at DC.
 */
export const TRUE_PEAK_PHASES: readonly Float64Array[] = (() => {
  const besselI0 = (x: number): number => {
    let sum = 1;
    let term = 1;
    for (let k = 1; k < 30; k++) {
      term *= (x / (2 * k)) ** 2;
      sum += term;
    }
    return sum;
  };
  const beta = 6;
  const half = TAPS_PER_PHASE / 2;
  const phases: Float64Array[] = [];
  for (let p = 1; p < OVERSAMPLE; p++) {
    const frac = p / OVERSAMPLE;
    const taps = new Float64Array(TAPS_PER_PHASE);
    for (let j = 0; j < TAPS_PER_PHASE; j++) {
      // Tap j weighs sample (i - half + 1 + j) for a point at i + frac.
      const t = j - half + 1 - frac;
      const sinc = t === 0 ? 1 : Math.sin(Math.PI * t) / (Math.PI * t);
      const r = t / half;
      const window = Math.abs(r) >= 1 ? 0 : besselI0(beta * Math.sqrt(1 - r * r)) / besselI0(beta);
      taps[j] = sinc * window;
    }
    const sum = taps.reduce((a, b) => a + b, 0);
    phases.push(taps.map((v) => v / sum));
  }
  return phases;
})();

/** The largest sum of absolute taps: no point between samples exceeds the samples' peak by more. */
export const TRUE_PEAK_GAIN_BOUND = Math.max(
  1,
  ...TRUE_PEAK_PHASES.map((taps) => taps.reduce((a, b) => a + Math.abs(b), 0)),
);

/**
 * The largest absolute value of the signal and of the points between its samples, for every
 * sample i: max over the channels of |x[i]| and of the interpolated points in (i-1, i+1).
 * Points are only interpolated where a neighbour reaches `floor`: elsewhere they cannot exceed
 * floor * TRUE_PEAK_GAIN_BOUND, and the sample value is given.
 */
export function truePeakEnvelope(channels: Channels, floor = 0): Float32Array {
  const length = channels[0]?.length ?? 0;
  const env = new Float32Array(length);
  const half = TAPS_PER_PHASE / 2;
  for (const x of channels) {
    for (let i = 0; i < length; i++) {
      const v = Math.abs(x[i]!);
      if (v > env[i]!) env[i] = v;
    }
  }
  // The points between i and i+1 are computed when a sample they depend on reaches the floor:
  // `until` is the last i whose points need it.
  const [p1, p2, p3] = TRUE_PEAK_PHASES as [Float64Array, Float64Array, Float64Array];
  const inner = length - TAPS_PER_PHASE;
  const between = new Float32Array(length);
  for (const x of channels) {
    let until = -1;
    for (let m = 0; m < Math.min(half, length); m++) if (env[m]! >= floor) until = m + half;
    for (let i = 0; i + 1 < length; i++) {
      const ahead = i + half;
      if (ahead < length && env[ahead]! >= floor) until = ahead + half;
      if (i > until) continue;
      const base = i - half + 1;
      let y1 = 0;
      let y2 = 0;
      let y3 = 0;
      if (base >= 0 && base <= inner) {
        for (let j = 0; j < TAPS_PER_PHASE; j++) {
          const v = x[base + j]!;
          y1 += p1[j]! * v;
          y2 += p2[j]! * v;
          y3 += p3[j]! * v;
        }
      } else {
        for (let j = 0; j < TAPS_PER_PHASE; j++) {
          const k = base + j;
          if (k < 0 || k >= length) continue;
          const v = x[k]!;
          y1 += p1[j]! * v;
          y2 += p2[j]! * v;
          y3 += p3[j]! * v;
        }
      }
      const most = Math.max(Math.abs(y1), Math.abs(y2), Math.abs(y3));
      if (most > between[i]!) between[i] = most;
    }
  }
  // A point between i and i+1 counts for both samples.
  for (let i = 0; i < length; i++) {
    const b = Math.max(between[i]!, i > 0 ? between[i - 1]! : 0);
    if (b > env[i]!) env[i] = b;
  }
  return env;
}

/** True peak in dBTP (dB relative to full scale, between samples included). */
export function truePeakDb(channels: Channels): number {
  let samplePeak = 0;
  for (const x of channels) {
    for (let i = 0; i < x.length; i++) samplePeak = Math.max(samplePeak, Math.abs(x[i]!));
  }
  // Points near quieter samples cannot beat the sample peak: only the loud parts are interpolated.
  const env = truePeakEnvelope(channels, samplePeak / TRUE_PEAK_GAIN_BOUND);
  let peak = 0;
  for (let i = 0; i < env.length; i++) if (env[i]! > peak) peak = env[i]!;
  return peak > 0 ? 20 * Math.log10(peak) : -Infinity;
}

export const dbToGain = (db: number): number => 10 ** (db / 20);
