import { describe, expect, it } from 'vitest';
import { integratedLoudness, truePeakDb } from './loudness.js';
import { CEILING_DBTP, TARGET_LUFS } from './master.js';
import {
  BED_DB,
  DUCKED_GAIN,
  bedLevel,
  duckingGain,
  mixNarration,
  mixParts,
  speakingMask,
} from './mixer.js';
import { encodeWav, parseWav, resample, trimSilence } from './pcm.js';

const RATE = 8000;
const tone = (seconds: number, amp: number, f = 220): Float32Array =>
  Float32Array.from(
    { length: seconds * RATE },
    (_, i) => amp * Math.sin((2 * Math.PI * f * i) / RATE),
  );
const rms = (a: Float32Array, from: number, to: number): number => {
  let e = 0;
  for (let i = Math.round(from); i < Math.round(to); i++) e += (a[i] ?? 0) ** 2;
  return Math.sqrt(e / (Math.round(to) - Math.round(from)));
};
const db = (ratio: number): number => 20 * Math.log10(ratio);

/** Sentences of speech-like syllables (a buzz, 0.2 s each) with pauses between them. */
function sentences(seconds: number, amp: number): Float32Array {
  const out = new Float32Array(seconds * RATE);
  const syllable = Math.round(0.2 * RATE);
  for (let at = 0, n = 0; at + syllable < out.length; n++) {
    for (let i = 0; i < syllable; i++) {
      const phase = (2 * Math.PI * 140 * i) / RATE;
      let v = 0;
      for (let h = 1; h <= 8; h++) v += Math.cos(h * phase) / h;
      out[at + i] = amp * 0.4 * v * Math.sin((Math.PI * i) / syllable) ** 2;
    }
    at += syllable + (n % 8 === 7 ? Math.round(0.6 * RATE) : Math.round(0.05 * RATE));
  }
  return out;
}
/** A steady bed: the same buzz as the voice, so plain RMS and K-weighting agree on the two. */
const music = (seconds: number, amp: number) => {
  const buzz = (f: number) =>
    Float32Array.from({ length: seconds * RATE }, (_, i) => {
      let v = 0;
      for (let h = 1; h <= 8; h++) v += Math.cos((2 * Math.PI * f * h * i) / RATE) / h;
      return amp * 0.4 * v;
    });
  return { left: buzz(140), right: buzz(141) };
};

describe('mixer: the music bed', () => {
  it('ducks the music while the voice speaks and fades it in and out', () => {
    const parts = mixParts({
      rate: RATE,
      voice: [{ start: 4, samples: tone(2, 0.5) }],
      music: music(10, 0.5),
      musicVolume: 0.5,
      totalSeconds: 10,
    });
    const bed = parts.music!.left;
    const between = rms(bed, 2.5 * RATE, 3.5 * RATE);
    const under = rms(bed, 5 * RATE, 5.8 * RATE);
    expect(under / between).toBeCloseTo(DUCKED_GAIN, 2);
    expect(rms(bed, 0, 0.1 * RATE)).toBeLessThan(between * 0.2);
    expect(rms(bed, 9.9 * RATE, 10 * RATE)).toBeLessThan(between * 0.2);
  });

  it.each([
    ['a quiet voice over loud music', 0.05, 0.9],
    ['a loud voice over quiet music', 0.9, 0.02],
    ['a voice and music at the same level', 0.3, 0.3],
  ])('sits 15-18 dB under the voice while it speaks: %s', (_name, voiceAmp, musicAmp) => {
    const voice = sentences(20, voiceAmp);
    const parts = mixParts({
      rate: RATE,
      voice: [{ start: 2, samples: voice }],
      music: music(25, musicAmp),
      musicVolume: 0.5,
      totalSeconds: 25,
    });
    expect(bedLevel(parts, RATE)).toBeCloseTo(BED_DB, 1);
    // The same figure by plain RMS over the speaking samples (no K-weighting; the bed is the
    // same buzz as the voice, so the weighting treats both alike): within 0.5 dB.
    let v = 0;
    let m = 0;
    for (let i = 0; i < parts.voice.length; i++) {
      if (parts.speaking[i] === 1) {
        v += parts.voice[i]! ** 2 * 2;
        m += parts.music!.left[i]! ** 2 + parts.music!.right[i]! ** 2;
      }
    }
    expect(Math.abs(db(Math.sqrt(m / v)) - BED_DB)).toBeLessThan(0.5);
    expect(-BED_DB).toBeGreaterThanOrEqual(15);
    expect(-BED_DB).toBeLessThanOrEqual(18);
  });

  it('moves the bed 6 dB for each doubling of the volume', () => {
    const level = (musicVolume: number) =>
      bedLevel(
        mixParts({
          rate: RATE,
          voice: [{ start: 1, samples: sentences(8, 0.3) }],
          music: music(10, 0.3),
          musicVolume,
          totalSeconds: 10,
        }),
        RATE,
      );
    expect(level(1) - level(0.5)).toBeCloseTo(6.02, 1);
    expect(level(0.25) - level(0.5)).toBeCloseTo(-6.02, 1);
  });
});

describe('mixer: the finished soundtrack', () => {
  it('comes out at -14 LUFS, true peak under the ceiling, the bed still 15-18 dB under', () => {
    const mix = mixNarration({
      rate: RATE,
      voice: [
        { start: 1, samples: sentences(8, 0.8) },
        { start: 10, samples: sentences(8, 0.8) },
      ],
      // A bed of plain tones: a pulse-train bed as loud as this would keep the limiter busy.
      music: { left: tone(20, 0.7, 330), right: tone(20, 0.7, 440) },
      musicVolume: 0.5,
      totalSeconds: 20,
    });
    // The mastering stops within 0.1 LU (ebur128 prints one decimal).
    expect(Math.abs(integratedLoudness([mix.left, mix.right], RATE) - TARGET_LUFS)).toBeLessThan(
      0.1,
    );
    expect(truePeakDb([mix.left, mix.right])).toBeLessThanOrEqual(CEILING_DBTP + 0.05);
    expect(mix.report.outputLufs).toBe(integratedLoudness([mix.left, mix.right], RATE));
    expect(mix.report.bedDb).toBeLessThanOrEqual(-15);
    expect(mix.report.bedDb).toBeGreaterThanOrEqual(-18);
  });

  it('with no music: the voice alone, normalized, the same in both channels', () => {
    const voice = sentences(6, 0.1);
    const mix = mixNarration({
      rate: RATE,
      voice: [{ start: 0.5, samples: voice }],
      musicVolume: 1,
      totalSeconds: 7,
    });
    expect(mix.right).toEqual(mix.left);
    expect(mix.report.bedDb).toBe(-Infinity);
    expect(Math.abs(mix.report.outputLufs - TARGET_LUFS)).toBeLessThan(0.1);
    // One gain wherever the limiter did not act: the voice is louder, not changed.
    const ratio = (i: number) => mix.left[RATE / 2 + i]! / voice[i]!;
    expect(ratio(900)).toBeGreaterThan(1);
    expect(ratio(2900) / ratio(900)).toBeCloseTo(1, 3);
  });

  it('gain is 1 in silence and dips under speech', () => {
    const voice = new Float32Array(3 * RATE);
    voice.set(tone(1, 0.4), RATE);
    const gain = duckingGain(speakingMask(voice, RATE), RATE);
    expect(gain[Math.round(0.5 * RATE)]).toBe(1);
    expect(gain[Math.round(1.8 * RATE)]).toBeCloseTo(DUCKED_GAIN, 2);
  });
});

describe('pcm', () => {
  it('round-trips a WAV, resamples and trims silence', () => {
    const samples = new Float32Array(RATE);
    samples.set(tone(0.5, 0.5), RATE / 4);
    const pcm = parseWav(encodeWav(RATE, samples));
    expect(pcm.rate).toBe(RATE);
    expect(pcm.samples.length).toBe(RATE);
    expect(pcm.samples[RATE / 4 + 10]).toBeCloseTo(samples[RATE / 4 + 10]!, 3);
    expect(resample(pcm, 16000).samples.length).toBe(16000);
    const trimmed = trimSilence(pcm);
    expect(trimmed.samples.length / RATE).toBeGreaterThan(0.5);
    expect(trimmed.samples.length / RATE).toBeLessThan(0.6);
  });

  it('reads a streamed WAV whose sizes are unknown', () => {
    const wav = encodeWav(RATE, tone(0.25, 0.2));
    wav.writeUInt32LE(0xffffffff, 40);
    expect(parseWav(wav).samples.length).toBe(RATE / 4);
  });
});
