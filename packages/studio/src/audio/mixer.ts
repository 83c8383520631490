export interface MixInput {
  rate: number;
  /** Scene clips at the master rate, placed at their start times (seconds). */
  voice: readonly { start: number; samples: Float32Array }[];
  /** Stereo music already at the right length, or undefined for none. */
  music?: { left: Float32Array; right: Float32Array } | undefined;
  /** 0..1, the music's level while nobody speaks. */
  musicVolume: number;
  totalSeconds: number;
}

/**
 * Voice over music with automatic ducking: the music dips to about -11 dB while the voice
 * speaks (a smoothed envelope of the voice itself, fast attack, slow release) and fades in
 * and out at the ends. Done here rather than with ffmpeg's sidechaincompress so it is exact,
 * deterministic and identical on every ffmpeg build.
 */
export function mixNarration(input: MixInput): { left: Float32Array; right: Float32Array } {
  const length = Math.round(input.totalSeconds * input.rate);
  const voice = new Float32Array(length);
  for (const clip of input.voice) {
    const at = Math.round(clip.start * input.rate);
    for (let i = 0; i < clip.samples.length && at + i < length; i++) {
      voice[at + i] = (voice[at + i] ?? 0) + (clip.samples[i] ?? 0);
    }
  }
  const left = new Float32Array(length);
  const right = new Float32Array(length);
  left.set(voice);
  right.set(voice);
  if (input.music !== undefined && input.musicVolume > 0) {
    const gain = duckingGain(voice, input.rate);
    const fadeIn = 1.5 * input.rate;
    const fadeOut = 2.5 * input.rate;
    for (let i = 0; i < length; i++) {
      const edge = Math.min(1, i / fadeIn, (length - i) / fadeOut);
      const g = input.musicVolume * (gain[i] ?? 1) * edge;
      left[i] = (left[i] ?? 0) + (input.music.left[i] ?? 0) * g;
      right[i] = (right[i] ?? 0) + (input.music.right[i] ?? 0) * g;
    }
  }
  // Never clip: scale down the whole mix if a peak would.
  let peak = 0;
  for (let i = 0; i < length; i++) {
    peak = Math.max(peak, Math.abs(left[i] ?? 0), Math.abs(right[i] ?? 0));
  }
  if (peak > 0.97) {
    const k = 0.97 / peak;
    for (let i = 0; i < length; i++) {
      left[i] = (left[i] ?? 0) * k;
      right[i] = (right[i] ?? 0) * k;
    }
  }
  return { left, right };
}

export const DUCKED_GAIN = 0.28;

/** Per-sample music gain: 1 in silence, DUCKED_GAIN under speech. */
export function duckingGain(voice: Float32Array, rate: number): Float32Array {
  const window = Math.max(1, Math.round(rate * 0.02));
  const out = new Float32Array(voice.length);
  const attack = 1 - Math.exp(-1 / (0.06 * rate));
  const release = 1 - Math.exp(-1 / (0.45 * rate));
  let level = 1;
  for (let w = 0; w < voice.length; w += window) {
    let energy = 0;
    const end = Math.min(voice.length, w + window);
    for (let i = w; i < end; i++) energy += (voice[i] ?? 0) ** 2;
    const speaking = Math.sqrt(energy / (end - w)) > 0.015;
    // Look ahead one window so the dip starts with the first syllable, not after it.
    const target = speaking ? DUCKED_GAIN : 1;
    for (let i = w; i < end; i++) {
      level += (target - level) * (target < level ? attack : release);
      out[i] = level;
    }
  }
  return out;
}
