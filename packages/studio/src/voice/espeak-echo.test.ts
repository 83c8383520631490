import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findOnPath } from '../compose/ffmpeg.js';
import { parseWav } from '../audio/pcm.js';
import { ESPEAK_LANGUAGE_VOICES } from './espeak-voice.js';
import { echoOf, hasEcho, removeEcho, VARIANT_ECHO } from './espeak-echo.js';

/** eSpeak's echo as wavegen.c adds it: voice and silence stored whole, a recording at 3/4. */
function addEcho(dry: Int16Array, recorded: (n: number) => boolean, delay: number, amp: number) {
  const out = new Float32Array(dry.length);
  const stored = new Int32Array(dry.length);
  for (let n = 0; n < dry.length; n++) {
    const echo = n >= delay ? ((stored[n - delay] ?? 0) * amp) >> 8 : 0;
    const value = (dry[n] ?? 0) + echo;
    out[n] = value / 32768;
    stored[n] = recorded(n) ? Math.trunc((value * 3) / 4) : value;
  }
  return out;
}

/** Runs of exact zeros of at least 1 ms (eSpeak's word gaps). */
function silences(samples: Float32Array, rate: number): number {
  let count = 0;
  let run = 0;
  for (const x of samples) {
    if (x === 0) run++;
    else {
      if (run >= rate / 1000) count++;
      run = 0;
    }
  }
  return count;
}

describe('removeEcho: eSpeak NG’s echo taken out of fable and nova', () => {
  it('gives back the dry samples, and silence where the voice was silent', () => {
    const rate = 22050;
    const delay = Math.floor((130 * rate) / 1000);
    const dry = new Int16Array(rate);
    // A vowel, a silent word gap, a recorded hiss, a gap, another vowel.
    for (let n = 0; n < dry.length; n++) {
      const vowel = (n > 500 && n < 4000) || (n > 12000 && n < 16000);
      const hiss = n > 6000 && n < 9000;
      dry[n] = vowel ? Math.round(9000 * Math.sin(n / 7)) : hiss ? ((n * 7919) % 4001) - 2000 : 0;
    }
    const recorded = (n: number): boolean => n > 6000 && n < 9000;
    const clip = addEcho(dry, recorded, delay, 15);
    // The echo fills the gaps: no sample of the first gap is silent any more.
    expect(clip.slice(4000 + delay - 100, 4000 + delay).some((x) => x !== 0)).toBe(true);
    const back = removeEcho(clip, rate, { delay: 130, amp: 15 });
    const wrong: number[] = [];
    let worst = 0;
    back.forEach((x, n) => {
      const error = Math.abs(Math.round(x * 32768) - (dry[n] ?? 0));
      // Exact, but where the echo is of a recorded consonant under a sound: a quarter off.
      if (error !== 0 && !(recorded(n - delay) && dry[n] !== 0)) wrong.push(n);
      worst = Math.max(worst, error);
    });
    // A sound whose sample happens to equal the 3/4 echo's difference is read as silence.
    expect(wrong.length).toBeLessThan(dry.length / 1000);
    // A quarter of the echo of a recorded consonant (its samples stored up to about 2,500 here):
    // 2500 * 15 / 256 / 4 = 37.
    expect(worst).toBeLessThanOrEqual(37);
    // Every silent sample of the dry voice is silent again.
    expect(back.filter((x, n) => dry[n] === 0 && x !== 0).length).toBe(0);
  });

  it('knows the echo of the variants the voices use, as eSpeak NG’s data says', () => {
    const variants = new Set(
      Object.values(ESPEAK_LANGUAGE_VOICES).flatMap((voices) =>
        Object.values(voices).map((v) => v.voice.split('+')[1] ?? ''),
      ),
    );
    expect([...variants].sort()).toEqual(['f3', 'f4', 'm1', 'm3', 'm7']);
    expect(echoOf('es+f4')).toEqual({ delay: 130, amp: 15 });
    expect(echoOf('en-us+m3')).toBeUndefined();
    const data = '/usr/lib/x86_64-linux-gnu/espeak-ng-data/voices/!v';
    if (!existsSync(data)) return;
    for (const variant of variants) {
      const line = /^echo\s+(\d+)\s+(\d+)/m.exec(readFileSync(join(data, variant), 'utf8'));
      const echo = line === null ? undefined : { delay: Number(line[1]), amp: Number(line[2]) };
      expect(VARIANT_ECHO[variant], variant).toEqual(echo);
    }
  });

  it.skipIf(findOnPath('espeak-ng') === undefined)(
    'makes the word gaps of an f4 clip silent again, and knows a clip without the echo',
    () => {
      const out = join(tmpdir(), `reelsmith-echo-${process.pid}.wav`);
      const text = 'Diziam que era mais fácil uma cobra fumar do que o Brasil ir à guerra.';
      try {
        execFileSync('espeak-ng', ['-w', out, '-v', 'pt-br+f4', '-s', '237', '-g', '1', text]);
        const clip = parseWav(readFileSync(out));
        const dry = removeEcho(clip.samples, clip.rate, { delay: 130, amp: 15 });
        // 13 words: the clip keeps a silent gap at 2 boundaries or fewer, the dry voice at most.
        expect(silences(clip.samples, clip.rate)).toBeLessThanOrEqual(3);
        expect(silences(dry, clip.rate)).toBeGreaterThanOrEqual(10);
        expect(hasEcho(clip.samples, clip.rate, { delay: 130, amp: 15 })).toBe(true);
        // eSpeak speaks "fr-fr+f4" without the variant's echo: nothing to take out.
        execFileSync('espeak-ng', ['-w', out, '-v', 'fr-fr+f4', '-s', '142', '-g', '1', text]);
        const french = parseWav(readFileSync(out));
        expect(hasEcho(french.samples, french.rate, { delay: 130, amp: 15 })).toBe(false);
      } finally {
        rmSync(out, { force: true });
      }
    },
  );
});
