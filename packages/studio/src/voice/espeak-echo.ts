/**
 * eSpeak NG's echo, taken out again. The voice variants `f3` and `f4` (the `nova` and `fable`
 * voices) say `echo 120 10` and `echo 130 15`: eSpeak adds to every output sample the sample it
 * put out `delay` ms before, times amp/256 (wavegen.c: a recursive echo, integer arithmetic;
 * a consonant played from a recording is stored at 3/4). So the word gaps of these voices are
 * not silent (the last word's echo sounds in them), and a word's first samples differ between
 * the clip and the probe (the echo of a different word under it), which broke both the word gap
 * rule and the exact matching of a word's start (espeak-word-times.ts). The same arithmetic run
 * backwards gives the dry voice, sample for sample: silent gaps, and the same samples in clip
 * and probe.
 */

export interface EspeakEcho {
  /** Milliseconds. */
  delay: number;
  /** 1/256ths of the sample `delay` before. */
  amp: number;
}

/** The echo of each voice variant the product uses (espeak-ng-data/voices/!v/<variant>). */
export const VARIANT_ECHO: Record<string, EspeakEcho> = {
  f3: { delay: 120, amp: 10 },
  f4: { delay: 130, amp: 15 },
};

/** The echo of an eSpeak voice name ("es+f4"), if its variant has one. */
export function echoOf(voice: string): EspeakEcho | undefined {
  const variant = voice.split('+')[1];
  return variant === undefined ? undefined : VARIANT_ECHO[variant];
}

/**
 * The dry samples of an eSpeak clip with an echo. What eSpeak added at sample n is
 * `(stored[n - d] * amp) >> 8`, where `stored` is the output (synthesized voice and silence) or
 * 3/4 of it (a recorded consonant, "s", "t"), which the clip does not tell: the whole one, but
 * the 3/4 one where that leaves exact silence (a word gap after a consonant). Exact wherever the
 * sample `d` before was voice or silence; elsewhere off by at most a quarter of the echo.
 */
export function removeEcho(samples: Float32Array, rate: number, echo: EspeakEcho): Float32Array {
  const delay = Math.floor((echo.delay * rate) / 1000);
  const out = new Float32Array(samples.length);
  const int = (i: number): number => (i < 0 ? 0 : Math.round((samples[i] ?? 0) * 32768));
  for (let n = 0; n < samples.length; n++) {
    const y = int(n);
    const past = int(n - delay);
    const full = y - ((past * echo.amp) >> 8);
    const wave = y - ((Math.trunc((past * 3) / 4) * echo.amp) >> 8);
    out[n] = (full !== 0 && wave === 0 ? 0 : full) / 32768;
  }
  return out;
}

/** Samples of exact silence in runs of 1 ms or more: eSpeak's word gaps in a dry voice. */
export function silentSamples(samples: Float32Array, rate: number): number {
  let total = 0;
  let run = 0;
  for (let i = 0; i <= samples.length; i++) {
    if (i < samples.length && samples[i] === 0) run++;
    else {
      if (run >= rate / 1000) total += run;
      run = 0;
    }
  }
  return total;
}

/**
 * Whether a clip was spoken with the echo: eSpeak does not apply every voice's variant
 * ("fr-fr+f4" speaks without f4's echo, measured; "fr-be+f3" with f3's), and taking out an echo
 * that is not there would fill the silent gaps instead. With the echo, the dry voice is silent
 * for longer than the clip (the clip's own silences are short: where a quiet echo rounds to 0).
 */
export function hasEcho(samples: Float32Array, rate: number, echo: EspeakEcho): boolean {
  return silentSamples(removeEcho(samples, rate, echo), rate) > silentSamples(samples, rate);
}
