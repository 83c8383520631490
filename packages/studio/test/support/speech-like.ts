import { encodeWav } from '../../src/audio/pcm.js';
import { words as splitWords } from '../../src/story/words.js';

/**
 * What a fake remote voice answers: a speech-like WAV (a voiced buzz with a gliding pitch and
 * its harmonics, shaped into syllables, a short pause between words and a longer one at each
 * sentence end) with speech's crest factor, at a level of its own (`peak`), so loudness
 * normalization has real work to do. Deterministic: the same text gives the same bytes.
 */
export function speechLikeWav(
  text: string,
  options: { rate?: number; speed?: number; peak?: number; lead?: number } = {},
): Buffer {
  const rate = options.rate ?? 24000;
  const speed = options.speed ?? 1;
  const peak = options.peak ?? 0.5;
  const samples: number[] = [];
  const silence = (seconds: number): void => {
    for (let i = 0; i < Math.round(seconds * rate); i++) samples.push(0);
  };
  silence(options.lead ?? 0.2);
  let phase = 0;
  for (const [k, word] of splitWords(text).entries()) {
    const syllables = Math.max(1, Math.round(word.replace(/[^\p{L}]/gu, '').length / 3));
    for (let s = 0; s < syllables; s++) {
      const n = Math.round((0.19 / speed) * rate);
      for (let i = 0; i < n; i++) {
        const t = i / n;
        // Pitch glides down each syllable, around a speaker's 110-180 Hz.
        const f0 = 120 + 50 * Math.sin(k * 1.7 + s) * (1 - 0.3 * t);
        phase += (2 * Math.PI * f0) / rate;
        let v = 0;
        for (let h = 1; h <= 12; h++) v += Math.cos(h * phase) / h ** 1.2;
        samples.push(v * Math.sin(Math.PI * t) ** 2);
      }
    }
    silence((/[.!?]$/.test(word) ? 0.35 : 0.06) / speed);
  }
  let max = 0;
  for (const v of samples) max = Math.max(max, Math.abs(v));
  return encodeWav(
    rate,
    Float32Array.from(samples, (v) => (v / max) * peak),
  );
}
