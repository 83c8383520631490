import type { Language } from '@reelsmith/contract';
import { parseWav } from '../audio/pcm.js';
import { hasEcho, removeEcho } from './espeak-echo.js';
import type { EspeakEcho } from './espeak-echo.js';
import { countSyllables, words as splitWords } from '../story/words.js';
import type { WordTime } from '../timing/word-time.js';
import { alignIslands, findIslands, locate, matchIslands } from './espeak-islands.js';
import type { IslandGroup } from './espeak-islands.js';
import { bareTokens, phonemeTokens, placeWords } from './espeak-phonemes.js';
import type { PhonemeToken, WordPlace } from './espeak-phonemes.js';

/**
 * Word times for an eSpeak NG clip, as eSpeak's own WORD events would give them. Neither the
 * CLI nor the npm WASM build reports those events (the WASM module exports only `main`; `--pho`
 * needs an MBROLA voice), so the times come from what eSpeak does tell:
 * 1. its phonemes (`-x`): the text's tokens, one per WORD event (the words it glues, "in the",
 *    are one token, a number is several), the clause ends and its own pauses; and each script
 *    word said alone, which places the words in the tokens (espeak-phonemes.ts);
 * 2. the same text synthesized with a wide word gap (the "probe"): each token is an island of
 *    sound between silences, and sounds as in the real clip (the gap is inserted silence);
 * 3. each island is found in the real clip (envelope correlation, then the exact sample where
 *    the voiced start matches; espeak-islands.ts);
 * 4. eSpeak's word event is where its word gap (`-g 1`) ends: inside a clause, a word starts
 *    that gap's length after the sound of the word before stops, which puts the start of a
 *    silent stop ("p", "k") where eSpeak puts it, before the sound.
 * Measured against libespeak-ng's events: `npm run bench:captions`, docs/decisions/0015.
 */

/** Extra word gap for the probe at 175 wpm, in eSpeak's units; faster speech needs more. */
export const PROBE_EXTRA_GAP = 60;
/** eSpeak's word gap ends in digital silence: the sound before it stops below this. */
const QUIET = 1e-4;
/** The longest silent start of a word (a stop's closure) that the word gap rule accepts. */
const MAX_CLOSURE_SECONDS = 0.12;
/** How far from its share a glued word's start is looked for. */
const GLUED_REACH_SECONDS = 0.12;
/** -60 dBFS, as the probe's islands. */
const SILENT_LEVEL = 1e-3;
/** eSpeak's stops (and "h"): the sounds that begin with silence, or nearly. */
const SILENT_START = /^[ptkbdgcqh]$/;

/**
 * The probe's extra gap for a speaking speed (wpm): eSpeak shortens its word gap faster than
 * the speech (measured: 11.4 ms a unit at 175 wpm, 4.8 at 260, 3 at 300).
 */
export function probeGap(wordsPerMinute: number): number {
  return Math.ceil(PROBE_EXTRA_GAP * Math.max(1, wordsPerMinute / 175) ** 2.5);
}

/** What eSpeak can be asked about the clip's text, with the clip's own voice and speed. */
export interface EspeakTimingSources {
  /** The text synthesized again with `extraGap` more word gap (WAV bytes). */
  synthesizeProbe(extraGap: number): Promise<Buffer>;
  /** `-q -x` output for a text; with `lines`, each line is its own clause. */
  phonemes(text: string, lines: boolean): Promise<string>;
}

export async function espeakWordTimes(
  text: string,
  clipWav: Buffer,
  sources: EspeakTimingSources,
  extraGap: number,
  language?: Language,
  /** The clip's own word gap (`-g`). */
  wordGap = 1,
  /** The voice variant's echo (espeak-echo.ts): timed on the dry voice. */
  echo?: EspeakEcho,
): Promise<WordTime[]> {
  const script = splitWords(text);
  if (script.length === 0) return [];
  const clip = parseWav(clipWav);
  const echoed = echo !== undefined && hasEcho(clip.samples, clip.rate, echo) ? echo : undefined;
  const dry = (wav: Buffer) => {
    const pcm = parseWav(wav);
    return echoed === undefined
      ? pcm
      : { ...pcm, samples: removeEcho(pcm.samples, pcm.rate, echoed) };
  };
  const real = dry(clipWav);
  const [probeWav, whole, alone] = await Promise.all([
    sources.synthesizeProbe(extraGap),
    sources.phonemes(text, false),
    sources.phonemes(script.join('\n'), true),
  ]);
  let probe = dry(probeWav);
  let islands = findIslands(probe.samples, probe.rate);
  let gapShare = wordGap / (wordGap + extraGap);
  if (islands.length < script.length * 0.7) {
    // The gaps did not come out as silence: once more with twice the gap.
    gapShare = wordGap / (wordGap + 2 * extraGap);
    probe = dry(await sources.synthesizeProbe(extraGap * 2));
    islands = findIslands(probe.samples, probe.rate);
  }
  if (probe.rate !== real.rate) throw new Error('eSpeak probe at a different sample rate');
  if (islands.length < script.length * 0.7) {
    throw new Error(`eSpeak probe has ${islands.length} words for ${script.length}`);
  }
  const located = (): number[] => locate(islands, probe.samples, real.samples, real.rate);
  const lengths = islands.map((i) => i.end - i.start);

  const tokens = phonemeTokens(whole);
  // A script word always has a letter or a digit, so it says something: a line without a token is
  // a clause of punctuation alone ("volar?»." ends one clause at "?" and makes one of "».").
  const aloneLines = alone
    .split('\n')
    .map((line) => phonemeTokens(line).map((t) => t.text))
    .filter((line) => line.length > 0);
  const places =
    aloneLines.length === script.length
      ? placeWords(
          script,
          aloneLines,
          tokens.map((t) => t.text),
        )
      : undefined;
  if (places === undefined) {
    // Without eSpeak's own words: the script's words matched to islands by syllables.
    const groups = matchIslands(
      lengths,
      script.map((word) => countSyllables(word, language)),
    );
    return unitSpans(groups, located(), lengths, script.length).map((span, i) => ({
      text: script[i] ?? '',
      start: span.start / real.rate,
      end: span.end / real.rate,
    }));
  }
  const oneToOne = islands.length === tokens.length;
  const groups = oneToOne
    ? tokens.map((_, k): IslandGroup => ({ units: [k, k], islands: [k, k] }))
    : matchIslands(
        lengths,
        tokens.map((t) => Math.max(1, bareTokens(t.text).length)),
      );
  const spans = unitSpans(
    groups,
    oneToOne ? alignIslands(islands, probe.samples, real.samples, real.rate, gapShare) : located(),
    lengths,
    tokens.length,
  );
  wordGapStarts(spans, groups, tokens, real.samples, real.rate);
  return placed(script, places, spans, real.rate, gluedStart(real.samples, real.rate));
}

/** Samples: where a unit (token or word) starts and ends in the real clip. */
interface Span {
  start: number;
  end: number;
}

/** Each unit's span: its islands' in the clip, or its share of an island it shares by weight. */
function unitSpans(
  groups: readonly IslandGroup[],
  onsets: readonly number[],
  lengths: readonly number[],
  units: number,
): Span[] {
  const spans: Span[] = Array.from({ length: units }, () => ({ start: 0, end: 0 }));
  for (const group of groups) {
    const from = onsets[group.islands[0]] ?? 0;
    const last = group.islands[1];
    const to = (onsets[last] ?? 0) + (lengths[last] ?? 0);
    const count = group.units[1] - group.units[0] + 1;
    for (let k = 0; k < count; k++) {
      spans[group.units[0] + k] = {
        start: from + ((to - from) * k) / count,
        end: from + ((to - from) * (k + 1)) / count,
      };
    }
  }
  return spans;
}

/**
 * Moves each token that starts an island inside a clause to where eSpeak's word gap before it
 * ends: the gap (`-g 1`) is the same length at every word boundary of the clip, so it is the
 * shortest silence found before a word; a word with a silent start (a stop's closure) begins
 * that length after the previous word's sound stops, not at its own first sound.
 */
function wordGapStarts(
  spans: Span[],
  groups: readonly IslandGroup[],
  tokens: readonly PhonemeToken[],
  samples: Float32Array,
  rate: number,
): void {
  const candidates = groups
    .map((g) => g.units[0])
    .filter((k) => k > 0 && tokens[k]?.pauseBefore === false);
  const silences = candidates.map((k) => {
    const onset = Math.round(spans[k]?.start ?? 0);
    let quiet = onset;
    while (quiet > 0 && Math.abs(samples[quiet - 1] ?? 0) < QUIET) quiet--;
    return { k, quiet, silence: onset - quiet };
  });
  // The gap: the shortest silence (in 0.5 ms steps) found before two words or more; not the
  // most common one, which is a stop's closure plus the gap where stops start most words
  // ("Tama, a calico cat": 59 ms five times, the gap of 10 ms four).
  const counts = new Map<number, number>();
  const step = rate / 2000;
  for (const { silence } of silences) {
    if (silence <= 0) continue;
    const bin = Math.round(silence / step);
    counts.set(bin, (counts.get(bin) ?? 0) + 1);
  }
  const mode = [...counts.entries()].filter((c) => c[1] >= 2).sort((a, b) => a[0] - b[0])[0];
  if (mode === undefined || mode[1] < 2) return;
  const gap = Math.min(
    ...silences.filter((s) => Math.round(s.silence / step) === mode[0]).map((s) => s.silence),
  );
  // A silent start (a stop's closure) lasts about as long wherever the same sound starts a word.
  const closures = new Map<string, number[]>();
  for (const { k, quiet, silence } of silences) {
    const span = spans[k];
    if (span === undefined || silence < gap || silence - gap > MAX_CLOSURE_SECONDS * rate) continue;
    // Only a stop (or "h") starts with a silence of its own; a vowel starts at its sound.
    if (silence > gap && !SILENT_START.test(firstSound(tokens[k]))) continue;
    span.start = quiet + gap;
    const first = firstSound(tokens[k]);
    closures.set(first, [...(closures.get(first) ?? []), silence - gap]);
  }
  // After a pause (a clause's first word), the gap rule cannot tell the pause from the closure:
  // the closure the same sound has elsewhere in the clip.
  groups.forEach((g) => {
    const k = g.units[0];
    const span = spans[k];
    const seen = closures.get(firstSound(tokens[k]));
    if (tokens[k]?.pauseBefore !== true || span === undefined || seen === undefined) {
      return;
    }
    span.start -= [...seen].sort((a, b) => a - b)[Math.floor(seen.length / 2)] ?? 0;
  });
}

function firstSound(token: PhonemeToken | undefined): string {
  return bareTokens(token?.text ?? '').charAt(0);
}

/** The sound after a silence (2 ms or more) nearest to `estimate` inside the span, if any. */
function gluedStart(samples: Float32Array, rate: number) {
  const gap = Math.round(0.002 * rate);
  const reach = Math.round(GLUED_REACH_SECONDS * rate);
  return (estimate: number, span: Span): number => {
    let best = estimate;
    const from = Math.max(Math.round(span.start) + gap, Math.round(estimate) - reach);
    const to = Math.min(Math.round(span.end), Math.round(estimate) + reach);
    for (let i = from, quiet = 0; i < to; i++) {
      if (Math.abs(samples[i] ?? 0) > SILENT_LEVEL) {
        const nearer = best === estimate || Math.abs(i - estimate) < Math.abs(best - estimate);
        if (quiet >= gap && nearer) best = i;
        quiet = 0;
      } else quiet++;
    }
    return best;
  };
}

/** Word times from their places in the tokens. */
function placed(
  script: readonly string[],
  places: readonly WordPlace[],
  spans: readonly Span[],
  rate: number,
  glued: (estimate: number, span: Span) => number,
): WordTime[] {
  const at = (token: number, share: number): number => {
    const span = spans[token] ?? { start: 0, end: 0 };
    return span.start + (span.end - span.start) * share;
  };
  return script.map((text, i) => {
    const place = places[i] ?? { token: 0, from: 0, to: 1 };
    const next = places[i + 1];
    // A word ends where its share of its token ends, or with its last token (a number's).
    const end =
      next !== undefined && next.token > place.token && place.to === 1
        ? (spans[next.token - 1]?.end ?? 0)
        : at(place.token, place.to);
    const start = at(place.token, place.from);
    const span = spans[place.token];
    // A word glued after another starts inside their token: where a sound follows a silence
    // near its share, if there is one (its first consonant's closure).
    const exact = place.from > 0 && span !== undefined ? glued(start, span) : start;
    return { text, start: exact / rate, end: Math.max(exact, end) / rate };
  });
}
