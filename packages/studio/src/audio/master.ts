import { limitTruePeak } from './limiter.js';
import { dbToGain, integratedLoudness, truePeakDb } from './loudness.js';

/** What TikTok, Reels and Shorts normalize to. */
export const TARGET_LUFS = -14;
/**
 * The limiter's ceiling: 0.5 dB under the -1 dBTP the platforms ask for, because AAC encoding
 * adds overs between samples (measured on finished files: docs/decisions/0014).
 */
export const CEILING_DBTP = -1.5;
/** A near-silent mix is not blown up into noise. */
const MAX_GAIN_DB = 30;

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

/**
 * Loudness normalization with a true-peak limit, in place: a gain to `target` LUFS, the
 * limiter, and the gain corrected for what the limiter took (a limited mix is a little
 * quieter), up to five rounds (usually two or three), each from the original. Returns the limiter's gain curve too,
 * so a caller can apply the same finishing to the mix's parts and measure them.
 */
export function masterMix(
  channels: Float32Array[],
  rate: number,
  target = TARGET_LUFS,
  ceilingDb = CEILING_DBTP,
): MasterReport & { gain: Float32Array; level: number } {
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
      level: 1,
    };
  }
  let gainDb = Math.min(MAX_GAIN_DB, target - inputLufs);
  let outputLufs = inputLufs;
  let curve: Float32Array = none;
  // The limiter takes more as the gain grows: after the first round, the secant through the
  // last two rounds finds the gain in one or two more.
  let previous: { gainDb: number; lufs: number } | undefined;
  for (let round = 0; round < 5; round++) {
    const g = dbToGain(gainDb);
    channels.forEach((c, ch) => {
      const from = original[ch] ?? c;
      for (let i = 0; i < c.length; i++) c[i] = from[i]! * g;
    });
    curve = limitTruePeak(channels, rate, ceilingDb);
    outputLufs = integratedLoudness(channels, rate);
    const miss = target - outputLufs;
    if (Math.abs(miss) < 0.05 || gainDb >= MAX_GAIN_DB) break;
    const slope =
      previous === undefined || gainDb === previous.gainDb
        ? 1
        : (outputLufs - previous.lufs) / (gainDb - previous.gainDb);
    previous = { gainDb, lufs: outputLufs };
    gainDb = Math.min(MAX_GAIN_DB, gainDb + miss / Math.max(0.2, Math.min(1, slope)));
  }
  let deepest = 1;
  for (const v of curve) deepest = Math.min(deepest, v);
  return {
    inputLufs,
    gainDb,
    limitedDb: 20 * Math.log10(deepest),
    outputLufs,
    truePeakDb: truePeakDb(channels),
    gain: curve,
    level: dbToGain(gainDb),
  };
}
