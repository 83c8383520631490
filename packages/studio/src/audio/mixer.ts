import { dbToGain, integratedLoudness, loudnessWhere } from './loudness.js';
import { CEILING_DBTP, TARGET_LUFS, masterMix } from './master.js';
import type { MasterReport } from './master.js';

export interface MixInput {
  rate: number;
  /** Scene clips at the master rate, placed at their start times (seconds). */
  voice: readonly { start: number; samples: Float32Array }[];
  /** Stereo music already at the right length, or undefined for none. */
  music?: { left: Float32Array; right: Float32Array } | undefined;
  /** 0..1; at the default 0.5 the bed sits BED_DB under the voice while it speaks. */
  musicVolume: number;
  totalSeconds: number;
}

/**
 * Where the music sits under the voice while it speaks, at the default volume: 15-18 dB
 * under is what keeps a bed audible on a phone without masking words (issue 19).
 */
export const BED_DB = -16.5;
export const DEFAULT_MUSIC_VOLUME = 0.5;
/** The music's dip under speech relative to between sentences: about -8 dB. */
export const DUCKED_GAIN = 0.4;
/** Speech is detected 16 dB under the voice's own loudness, whatever level a provider gives. */
const SPEAKING_BELOW_DB = 16;
/** The voice's own ceiling leaves room for the bed's peaks on top of its own. */
const VOICE_CEILING_DBTP = CEILING_DBTP - 0.5;
/** A mono signal in both channels reads 3.01 dB louder than in one (BS.1770 sums channels). */
const MONO_TO_STEREO_DB = 10 * Math.log10(2);

/** Where the bed goes for a volume: BED_DB at the default, 6 dB more for each doubling. */
export function bedTarget(musicVolume: number): number {
  return BED_DB + 20 * Math.log10(musicVolume / DEFAULT_MUSIC_VOLUME);
}

/** The mix before it is summed: the voice (mono, centred) and the music bed (stereo). */
export interface MixParts {
  voice: Float32Array;
  music?: { left: Float32Array; right: Float32Array } | undefined;
  /** 1 for each sample where the voice speaks (what the ducking follows). */
  speaking: Uint8Array;
}

/**
 * The music's loudness minus the voice's, in dB (negative: under it), both K-weighted (BS.1770)
 * over the samples where the voice speaks: where the ducking has settled, its attack included.
 * The pauses between sentences, where the bed rises, are not in it.
 */
export function bedLevel(
  parts: MixParts,
  rate: number,
  /** A gain per sample on both parts first (the limiter's on the sum), or none. */
  gain?: Float32Array,
): number {
  if (parts.music === undefined) return -Infinity;
  const { left, right } = parts.music;
  return (
    loudnessWhere([left, right], rate, parts.speaking, gain) -
    (loudnessWhere([parts.voice], rate, parts.speaking, gain) + MONO_TO_STEREO_DB)
  );
}

/**
 * Voice over music with automatic ducking: each scene's voice at its start time; the music
 * dips under the voice (a smoothed envelope of the voice itself, fast attack, slow release),
 * fades in and out at the ends, and is levelled against the voice so that, at the default
 * volume, it sits BED_DB under it while it speaks (each 6 dB of volume moves it 6 dB). Done
 * here rather than with ffmpeg's sidechaincompress so it is exact, deterministic and
 * identical on every ffmpeg build.
 */
export function mixParts(
  input: MixInput,
  /** Finishes the placed voice in place and returns its loudness (LUFS, mono). */
  finishVoice?: (voice: Float32Array) => number,
): MixParts {
  const length = Math.round(input.totalSeconds * input.rate);
  const voice = new Float32Array(length);
  for (const clip of input.voice) {
    const at = Math.round(clip.start * input.rate);
    for (let i = 0; i < clip.samples.length && at + i < length; i++) {
      voice[at + i] = (voice[at + i] ?? 0) + (clip.samples[i] ?? 0);
    }
  }
  const voiceLufs = finishVoice?.(voice) ?? integratedLoudness([voice], input.rate);
  const threshold = Number.isFinite(voiceLufs)
    ? dbToGain(voiceLufs + 0.691 - SPEAKING_BELOW_DB)
    : Infinity;
  const speaking = speakingMask(voice, input.rate, threshold);
  if (input.music === undefined || input.musicVolume <= 0) return { voice, speaking };
  const gain = duckingGain(speaking, input.rate);
  const fadeIn = 1.5 * input.rate;
  const fadeOut = 2.5 * input.rate;
  const left = new Float32Array(length);
  const right = new Float32Array(length);
  for (let i = 0; i < length; i++) {
    const g = (gain[i] ?? 1) * Math.min(1, i / fadeIn, (length - i) / fadeOut);
    left[i] = (input.music.left[i] ?? 0) * g;
    right[i] = (input.music.right[i] ?? 0) * g;
  }
  const parts = { voice, music: { left, right }, speaking };
  const bed = bedLevel(parts, input.rate);
  const wanted = bedTarget(input.musicVolume);
  // Without speech there is nothing to sit under: the volume is the music's own level.
  const scale = Number.isFinite(bed) ? dbToGain(wanted - bed) : input.musicVolume;
  for (let i = 0; i < length; i++) {
    left[i] = (left[i] ?? 0) * scale;
    right[i] = (right[i] ?? 0) * scale;
  }
  return parts;
}

export interface FinishedMix {
  left: Float32Array;
  right: Float32Array;
  /** Loudness, true peak and the bed, measured on the finished PCM and its parts. */
  report: MasterReport & { bedDb: number };
}

/**
 * The narration's finished soundtrack: voice and bed summed, normalized to -14 LUFS with a
 * true-peak limit (audio/master.ts). The bed is measured again after the limiter, on the parts
 * with the same gain applied.
 */
export function mixNarration(input: MixInput): FinishedMix {
  // The voice first, on its own: normalized and limited, so that the limiter on the sum has
  // next to nothing left to take and the bed stays where it was put.
  const parts = mixParts(
    input,
    (voice) =>
      masterMix([voice], input.rate, {
        target: TARGET_LUFS - MONO_TO_STEREO_DB,
        ceilingDb: VOICE_CEILING_DBTP,
        // Close is enough: the sum's mastering settles the last tenths.
        tolerance: 0.25,
        measurePeak: false,
      }).outputLufs,
  );
  let finished = finish(parts, input.rate);
  const drift = bedTarget(input.musicVolume) - finished.report.bedDb;
  // A peaky voice loses more to the limiter than the bed does: level the bed again, once.
  if (parts.music !== undefined && Number.isFinite(drift) && Math.abs(drift) > 0.5) {
    const g = dbToGain(drift);
    const music = {
      left: parts.music.left.map((v) => v * g),
      right: parts.music.right.map((v) => v * g),
    };
    finished = finish({ ...parts, music }, input.rate);
  }
  return finished;
}

function finish(parts: MixParts, rate: number): FinishedMix {
  const left = Float32Array.from(parts.voice);
  const right = Float32Array.from(parts.voice);
  if (parts.music !== undefined) {
    for (let i = 0; i < left.length; i++) {
      left[i] = left[i]! + parts.music.left[i]!;
      right[i] = right[i]! + parts.music.right[i]!;
    }
  }
  const { gain, ...report } = masterMix([left, right], rate);
  // The master's constant gain is on both parts: only the limiter's changes the bed.
  const bedDb = bedLevel(parts, rate, gain);
  return { left, right, report: { ...report, bedDb } };
}

/** 1 for every sample of a 20 ms window whose RMS passes `threshold`. */
export function speakingMask(voice: Float32Array, rate: number, threshold = 0.015): Uint8Array {
  const window = Math.max(1, Math.round(rate * 0.02));
  const out = new Uint8Array(voice.length);
  for (let w = 0; w < voice.length; w += window) {
    let energy = 0;
    const end = Math.min(voice.length, w + window);
    for (let i = w; i < end; i++) energy += voice[i]! ** 2;
    if (Math.sqrt(energy / (end - w)) > threshold) out.fill(1, w, end);
  }
  return out;
}

/** Per-sample music gain: 1 in silence, DUCKED_GAIN under speech, 60 ms attack, 450 ms release. */
export function duckingGain(speaking: Uint8Array, rate: number): Float32Array {
  const out = new Float32Array(speaking.length);
  const attack = 1 - Math.exp(-1 / (0.06 * rate));
  const release = 1 - Math.exp(-1 / (0.45 * rate));
  let level = 1;
  for (let i = 0; i < speaking.length; i++) {
    const target = speaking[i] === 1 ? DUCKED_GAIN : 1;
    level += (target - level) * (target < level ? attack : release);
    out[i] = level;
  }
  return out;
}
