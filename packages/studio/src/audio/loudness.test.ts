import { describe, expect, it } from 'vitest';
import {
  TRUE_PEAK_PHASES,
  blockPowers,
  gatedBlocks,
  integratedLoudness,
  kWeightingFilters,
  truePeakDb,
} from './loudness.js';

const sine = (rate: number, seconds: number, f: number, amp: number, phase = 0) =>
  Float32Array.from(
    { length: Math.round(seconds * rate) },
    (_, i) => amp * Math.sin((2 * Math.PI * f * i) / rate + phase),
  );

describe('BS.1770 loudness', () => {
  it('derives the published 48 kHz K-weighting coefficients', () => {
    const [shelf, highPass] = kWeightingFilters(48000);
    // ITU-R BS.1770-4, tables 1 and 2.
    expect(shelf[0]).toBeCloseTo(1.53512485958697, 9);
    expect(shelf[1]).toBeCloseTo(-2.69169618940638, 9);
    expect(shelf[2]).toBeCloseTo(1.19839281085285, 9);
    expect(shelf[3]).toBeCloseTo(-1.69065929318241, 9);
    expect(shelf[4]).toBeCloseTo(0.73248077421585, 9);
    expect(highPass[3]).toBeCloseTo(-1.99004745483398, 9);
    expect(highPass[4]).toBeCloseTo(0.99007225036621, 9);
  });

  it('reads a 0 dBFS 997 Hz sine in one channel as -3.01 LUFS, at 48 and 44.1 kHz', () => {
    for (const rate of [48000, 44100]) {
      expect(integratedLoudness([sine(rate, 5, 997, 1)], rate)).toBeCloseTo(-3.01, 1);
    }
  });

  it('adds the channels: the same sine in both reads 3 dB louder; -20 dBFS reads 20 dB lower', () => {
    const rate = 44100;
    const s = sine(rate, 5, 997, 1);
    expect(integratedLoudness([s, s], rate)).toBeCloseTo(0, 1);
    const quiet = sine(rate, 5, 997, 0.1);
    expect(integratedLoudness([quiet, quiet], rate)).toBeCloseTo(-20, 1);
  });

  it('weights frequencies: 100 Hz about 1.8 dB under 1 kHz, 10 kHz about 3.3 dB over', () => {
    const rate = 48000;
    const at = (f: number) => integratedLoudness([sine(rate, 4, f, 0.5)], rate);
    // The curve's high-pass (38 Hz) and head shelf (+4 dB above 2 kHz, +0.69 dB at 1 kHz).
    expect(at(1000) - at(100)).toBeCloseTo(1.8, 0);
    expect(at(10000) - at(1000)).toBeCloseTo(3.3, 0);
  });

  it('gates silence and quiet passages out (-70 LUFS absolute, -10 LU relative)', () => {
    const rate = 8000;
    const loud = sine(rate, 4, 997, 0.5);
    const withSilence = new Float32Array(12 * rate);
    withSilence.set(loud, 0);
    withSilence.set(loud, 8 * rate);
    // 4 s of silence between two tones: the silence does not count (it would take 1.76 dB off);
    // only the blocks that straddle an edge lower it a little.
    const alone = integratedLoudness([loud], rate);
    expect(Math.abs(integratedLoudness([withSilence], rate) - alone)).toBeLessThan(0.3);
    // A passage 30 dB under is below the relative gate: it does not count either.
    const withQuiet = Float32Array.from(withSilence);
    withQuiet.set(sine(rate, 4, 997, 0.5 / 31.6), 4 * rate);
    expect(Math.abs(integratedLoudness([withQuiet], rate) - alone)).toBeLessThan(0.3);
    const powers = blockPowers([withQuiet], rate);
    expect(powers.length).toBe(117);
    expect(gatedBlocks(powers).filter(Boolean).length).toBeLessThan(85);
  });

  it('is -Infinity for silence or for less than one block', () => {
    expect(integratedLoudness([new Float32Array(44100)], 44100)).toBe(-Infinity);
    expect(integratedLoudness([sine(44100, 0.3, 997, 1)], 44100)).toBe(-Infinity);
  });
});

describe('true peak', () => {
  it('finds the peak between samples: a quarter-rate sine sampled 45 degrees off its crest', () => {
    const rate = 48000;
    // Samples at +-0.707 only; the waveform between them reaches 1 (0 dBTP, -3 dB sample peak).
    const s = sine(rate, 0.5, rate / 4, 1, Math.PI / 4);
    expect(Math.max(...s.map(Math.abs))).toBeCloseTo(Math.SQRT1_2, 3);
    expect(truePeakDb([s])).toBeGreaterThan(-0.3);
    // A 48-tap interpolator rings a little this close to the original Nyquist.
    expect(truePeakDb([s])).toBeLessThan(0.2);
  });

  it('reads an ordinary sine at its amplitude, and the loudest channel', () => {
    const rate = 44100;
    expect(truePeakDb([sine(rate, 1, 997, 0.5)])).toBeCloseTo(-6.02, 1);
    expect(truePeakDb([sine(rate, 1, 440, 0.1), sine(rate, 1, 3000, 0.25)])).toBeCloseTo(-12.04, 1);
  });

  it('interpolates with unity gain at low frequencies', () => {
    for (const taps of TRUE_PEAK_PHASES) {
      expect(taps.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
    }
  });
});
