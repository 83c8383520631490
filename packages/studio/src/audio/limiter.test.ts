import { describe, expect, it } from 'vitest';
import { limitTruePeak } from './limiter.js';
import { integratedLoudness, truePeakDb } from './loudness.js';
import { CEILING_DBTP, TARGET_LUFS, masterMix } from './master.js';

const RATE = 44100;
const sine = (seconds: number, f: number, amp: number) =>
  Float32Array.from(
    { length: Math.round(seconds * RATE) },
    (_, i) => amp * Math.sin((2 * Math.PI * f * i) / RATE),
  );

/** Speech-like bursts: syllables of a buzz with a peaky (aligned-harmonics) waveform. */
function bursts(seconds: number, amp: number): Float32Array {
  const out = new Float32Array(Math.round(seconds * RATE));
  const syllable = Math.round(0.2 * RATE);
  for (let at = 0; at + syllable < out.length; at += Math.round(0.27 * RATE)) {
    for (let i = 0; i < syllable; i++) {
      const phase = (2 * Math.PI * 130 * i) / RATE;
      let v = 0;
      for (let h = 1; h <= 10; h++) v += Math.cos(h * phase) / h;
      out[at + i] = amp * 0.34 * v * Math.sin((Math.PI * i) / syllable) ** 2;
    }
  }
  return out;
}

describe('true-peak limiter', () => {
  it('holds every sample and every point between samples under the ceiling', () => {
    const left = bursts(3, 1.6);
    const right = sine(3, 3000, 1.2);
    expect(truePeakDb([left, right])).toBeGreaterThan(1);
    limitTruePeak([left, right], RATE, -1.5);
    expect(truePeakDb([left, right])).toBeLessThanOrEqual(-1.5 + 0.05);
  });

  it('leaves a signal under the ceiling untouched', () => {
    const x = sine(1, 997, 0.5);
    const copy = Float32Array.from(x);
    const gain = limitTruePeak([x], RATE, -1);
    expect(x).toEqual(copy);
    expect(Math.min(...gain)).toBe(1);
  });

  it('acts on the peak only: a loud click leaves the sound 50 ms away alone', () => {
    const x = sine(1, 440, 0.3);
    x[RATE / 2] = 1;
    const before = Float32Array.from(x);
    const gain = limitTruePeak([x], RATE, -6);
    expect(gain[RATE / 2]).toBeLessThan(0.51);
    // Look-ahead 3 ms, release 80 ms: 50 ms before is untouched, the gain is back by 400 ms after.
    expect(gain[RATE / 2 - Math.round(0.05 * RATE)]).toBe(1);
    expect(gain[RATE / 2 + Math.round(0.4 * RATE)]).toBeGreaterThan(0.99);
    expect(x[100]).toBe(before[100]);
  });

  it('moves the gain smoothly: no step larger than 1/window of the reduction', () => {
    const x = bursts(2, 2);
    const gain = limitTruePeak([x], RATE, -1);
    let step = 0;
    for (let i = 1; i < gain.length; i++) step = Math.max(step, Math.abs(gain[i]! - gain[i - 1]!));
    expect(step).toBeLessThan(0.01);
  });
});

describe('mastering: -14 LUFS, true peak at most the ceiling', () => {
  it.each([
    ['a quiet voice', 0.05],
    ['a loud voice', 0.9],
    ['a voice far too loud', 3],
  ])('brings %s to the target', (_name, amp) => {
    const left = bursts(6, amp);
    const right = Float32Array.from(left);
    const report = masterMix([left, right], RATE);
    // Within 0.1 LU, where the mastering stops (ebur128 prints one decimal).
    expect(Math.abs(integratedLoudness([left, right], RATE) - TARGET_LUFS)).toBeLessThan(0.1);
    expect(report.outputLufs).toBe(integratedLoudness([left, right], RATE));
    expect(truePeakDb([left, right])).toBeLessThanOrEqual(CEILING_DBTP + 0.05);
    expect(report.truePeakDb).toBeLessThanOrEqual(CEILING_DBTP + 0.05);
  });

  it('leaves silence silent', () => {
    const x = new Float32Array(RATE);
    const report = masterMix([x], RATE);
    expect(report.gainDb).toBe(0);
    expect(Math.max(...x)).toBe(0);
  });
});
