import { describe, expect, it } from 'vitest';
import { DUCKED_GAIN, duckingGain, mixNarration } from './mixer.js';
import { encodeWav, parseWav, resample, trimSilence } from './pcm.js';

const RATE = 8000;
const tone = (seconds: number, amp: number, f = 220): Float32Array =>
  Float32Array.from(
    { length: seconds * RATE },
    (_, i) => amp * Math.sin((2 * Math.PI * f * i) / RATE),
  );
const rms = (a: Float32Array, from: number, to: number): number => {
  let e = 0;
  for (let i = from; i < to; i++) e += (a[i] ?? 0) ** 2;
  return Math.sqrt(e / (to - from));
};

describe('mixer', () => {
  it('ducks the music while the voice speaks and fades it in and out', () => {
    const music = { left: tone(10, 0.5, 330), right: tone(10, 0.5, 330) };
    const mix = mixNarration({
      rate: RATE,
      voice: [{ start: 4, samples: tone(2, 0.5) }],
      music,
      musicVolume: 1,
      totalSeconds: 10,
    });
    const before = rms(mix.left, 2.5 * RATE, 3.5 * RATE);
    const during = rms(mix.left, 5 * RATE, 5.8 * RATE);
    const voiceOnly = rms(tone(1, 0.5), 0, RATE);
    // Under the voice, what is left above the voice is the ducked music.
    expect(Math.sqrt(Math.max(0, during ** 2 - voiceOnly ** 2))).toBeLessThan(
      before * (DUCKED_GAIN + 0.1),
    );
    expect(rms(mix.left, 0, 0.1 * RATE)).toBeLessThan(before * 0.2);
    expect(rms(mix.left, 9.9 * RATE, 10 * RATE)).toBeLessThan(before * 0.2);
  });

  it('never clips', () => {
    const loud = { left: tone(3, 1), right: tone(3, 1) };
    const mix = mixNarration({
      rate: RATE,
      voice: [{ start: 0, samples: tone(3, 1) }],
      music: loud,
      musicVolume: 1,
      totalSeconds: 3,
    });
    expect(Math.max(...mix.left.map(Math.abs))).toBeLessThanOrEqual(0.97 + 1e-6);
  });

  it('leaves the voice alone with no music', () => {
    const voice = tone(1, 0.3);
    const mix = mixNarration({
      rate: RATE,
      voice: [{ start: 0.5, samples: voice }],
      musicVolume: 1,
      totalSeconds: 2,
    });
    expect(mix.left[RATE / 2 + 100]).toBeCloseTo(voice[100]!);
    expect(mix.right).toEqual(mix.left);
  });

  it('gain is 1 in silence and dips under speech', () => {
    const voice = new Float32Array(3 * RATE);
    voice.set(tone(1, 0.4), RATE);
    const gain = duckingGain(voice, RATE);
    expect(gain[Math.round(0.5 * RATE)]).toBe(1);
    expect(gain[Math.round(1.8 * RATE)]).toBeLessThan(0.35);
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
