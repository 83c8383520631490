import { limiterGain } from './limiter.js';
import {
  TRUE_PEAK_GAIN_BOUND,
  dbToGain,
  integratedLoudness,
  truePeakDb,
  truePeakEnvelope,
} from './loudness.js';

/** What TikTok, Reels and Shorts normalize to. */
export const TARGET_LUFS = -14;
/**
 * The limiter's ceiling: 1 dB under the -1 dBTP the platforms ask for, because AAC encoding
 * adds overs between samples (up to 0.3 dB measured on finished files: docs/decisions/0014).
 */
export const CEILING_DBTP = -2;
/** A near-silent mix is not blown up into noise. */
const MAX_GAIN_DB = 40;

export interface MasterReport {
  /** Integrated loudness of the mix as it came (LUFS). */
  inputLufs: number;
  /** The gain applied before the limiter (dB). */
  gainDb: number;
  /** The deepest gain reduction of the limiter (dB, 0 or negative). */
  limitedDb: number;
  /** Integrated loudness and true peak of the finished PCM. */
  outputLufs: number;
  truePeakDb: number;
}

export interface MasterOptions {
  /** LUFS; default TARGET_LUFS. */
  target?: number;
  /** dBTP; default CEILING_DBTP. */
  ceilingDb?: number;
  /** How close to the target is close enough (LU); default 0.1 (ebur128 prints one decimal). */
  tolerance?: number;
  /** Measure the finished true peak for the report (a last pass over the loud parts). */
  measurePeak?: boolean;
}

/**
 * Loudness normalization with a true-peak limit, in place: a gain to `target` LUFS, the
 * limiter, and the gain corrected for what the limiter took (a limited mix is a little
 * quieter), up to five rounds (usually one to three), each from the original. Returns the
 * limiter's gain curve too, so a caller can apply the same finishing to the mix's parts and
 * measure them.
 */
export function masterMix(
  channels: Float32Array[],
  rate: number,
  options: MasterOptions = {},
): MasterReport & { gain: Float32Array } {
  const target = options.target ?? TARGET_LUFS;
  const ceilingDb = options.ceilingDb ?? CEILING_DBTP;
  const tolerance = options.tolerance ?? 0.1;
  const original = channels.map((c) => Float32Array.from(c));
  const inputLufs = integratedLoudness(original, rate);
  const none = new Float32Array(channels[0]?.length ?? 0).fill(1);
  if (!Number.isFinite(inputLufs)) {
    return {
      inputLufs,
      gainDb: 0,
      limitedDb: 0,
      outputLufs: inputLufs,
      truePeakDb: truePeakDb(channels),
      gain: none,
    };
  }
  let gainDb = Math.min(MAX_GAIN_DB, target - inputLufs);
  let outputLufs = inputLufs;
  let curve: Float32Array = none;
  // The envelope scales with the gain: measured once, for gains up to 3 dB over the first.
  let envelopeFor = gainDb + 3;
  let envelope = truePeakEnvelope(
    original,
    dbToGain(ceilingDb - envelopeFor) / TRUE_PEAK_GAIN_BOUND,
  );
  // The limiter takes more as the gain grows. Up to the gain that brings the true peak to the
  // ceiling, the limiter does nothing and the loudness follows the gain exactly: that point
  // and each round's result make a secant that finds the gain in one or two more rounds.
  let peak = 0;
  for (let i = 0; i < envelope.length; i++) if (envelope[i]! > peak) peak = envelope[i]!;
  const untouched = ceilingDb - 20 * Math.log10(peak);
  let previous: { gainDb: number; lufs: number } | undefined =
    untouched < gainDb ? { gainDb: untouched, lufs: inputLufs + untouched } : undefined;
  for (let round = 0; round < 5; round++) {
    if (gainDb > envelopeFor) {
      envelopeFor = gainDb + 3;
      envelope = truePeakEnvelope(
        original,
        dbToGain(ceilingDb - envelopeFor) / TRUE_PEAK_GAIN_BOUND,
      );
    }
    const g = dbToGain(gainDb);
    curve = limiterGain(envelope, g, rate, ceilingDb);
    channels.forEach((c, ch) => {
      const from = original[ch] ?? c;
      for (let i = 0; i < c.length; i++) c[i] = from[i]! * g * curve[i]!;
    });
    outputLufs = integratedLoudness(channels, rate);
    const miss = target - outputLufs;
    if (Math.abs(miss) < tolerance || gainDb >= MAX_GAIN_DB) break;
    const slope =
      previous === undefined || gainDb === previous.gainDb
        ? 1
        : (outputLufs - previous.lufs) / (gainDb - previous.gainDb);
    previous = { gainDb, lufs: outputLufs };
    gainDb = Math.min(MAX_GAIN_DB, gainDb + miss / Math.max(0.2, Math.min(1, slope)));
  }
  let deepest = 1;
  for (let i = 0; i < curve.length; i++) if (curve[i]! < deepest) deepest = curve[i]!;
  return {
    inputLufs,
    gainDb,
    limitedDb: 20 * Math.log10(deepest),
    outputLufs,
    truePeakDb: options.measurePeak === false ? NaN : truePeakDb(channels),
    gain: curve,
  };
}
