import type { Language } from '@reelsmith/contract';
import { parseWav } from '../audio/pcm.js';
import { countSyllables, words as splitWords } from '../story/words.js';
import type { WordTime } from './voice.js';

/**
 * Word times for an eSpeak NG clip, measured. Neither the CLI nor the npm WASM build reports
 * word events (the WASM module exports only `main`; `--pho` needs an MBROLA voice), so:
 * 1. the same text is synthesized again with a wide word gap (the "probe"): eSpeak's words
 *    are then islands between stretches of silence, and the gap is inserted silence: each
 *    word sounds the same as in the real clip (its voiced samples are identical; its noise,
 *    s, f, h, differs sample by sample but not in loudness);
 * 2. each island's loudness envelope (1 ms frames, its first 150 ms) is found in the real
 *    clip's envelope by correlation, near where the gaps predict, then snapped to the exact
 *    sample when its first 20 ms are voiced (identical in both);
 * 3. islands are matched to the script's words: a number such as "1969" is several islands,
 *    and eSpeak glues some short words together ("in the") into one island, whose time its
 *    words share by syllables. The matching minimizes how far each word's length is from its
 *    syllables' share.
 * Measured figures: docs/decisions/0015-captions.md.
 */

/** Extra word gap for the probe at 175 wpm, in eSpeak's units; faster speech needs more. */
export const PROBE_EXTRA_GAP = 60;
/** Silence that separates two islands in the probe. */
const ISLAND_GAP_SECONDS = 0.15;
const FRAME_SECONDS = 0.005;
/** -60 dBFS: eSpeak's gaps are zeros or a faint decay of the word before. */
const SILENT = 1e-3;
const ENVELOPE_SECONDS = 0.001;
const TEMPLATE_SECONDS = 0.15;
const SEARCH_SECONDS = 0.3;
const SNAP_TEMPLATE_SECONDS = 0.02;
const SNAP_SECONDS = 0.02;
const EXACT_CORRELATION = 0.99;
/** Below this the match is not trusted and the word is placed where the gaps predict. */
const MIN_CORRELATION = 0.6;

/**
 * The probe's extra gap for a speaking speed (wpm): eSpeak shortens its word gap faster than
 * the speech (measured: 11.4 ms a unit at 175 wpm, 4.8 at 260, 3 at 300).
 */
export function probeGap(wordsPerMinute: number): number {
  return Math.ceil(PROBE_EXTRA_GAP * Math.max(1, wordsPerMinute / 175) ** 2.5);
}

interface Island {
  /** Samples. */
  start: number;
  end: number;
}

export async function espeakWordTimes(
  text: string,
  clipWav: Buffer,
  synthesizeProbe: (extraGap: number) => Promise<Buffer>,
  extraGap: number,
  language?: Language,
): Promise<WordTime[]> {
  const script = splitWords(text);
  if (script.length === 0) return [];
  const real = parseWav(clipWav);
  let probe = parseWav(await synthesizeProbe(extraGap));
  let islands = findIslands(probe.samples, probe.rate);
  if (islands.length < script.length * 0.7) {
    // The gaps did not come out as silence: once more with twice the gap.
    probe = parseWav(await synthesizeProbe(extraGap * 2));
    islands = findIslands(probe.samples, probe.rate);
  }
  if (probe.rate !== real.rate) throw new Error('eSpeak probe at a different sample rate');
  if (islands.length < script.length * 0.7) {
    throw new Error(`eSpeak probe has ${islands.length} words for ${script.length}`);
  }
  const onsets = locate(islands, probe.samples, real.samples, real.rate);
  const lengths = islands.map((i) => i.end - i.start);
  const out: WordTime[] = [];
  for (const group of matchIslands(lengths, script, language)) {
    const from = (onsets[group.islands[0]] ?? 0) / real.rate;
    const last = group.islands[1];
    const to = ((onsets[last] ?? 0) + (lengths[last] ?? 0)) / real.rate;
    // Words glued into one island share it by syllables.
    const syllables = script
      .slice(group.words[0], group.words[1] + 1)
      .map((word) => countSyllables(word, language));
    const total = syllables.reduce((a, b) => a + b, 0);
    let t = from;
    syllables.forEach((n, k) => {
      const end = t + ((to - from) * n) / total;
      out.push({ text: script[group.words[0] + k] ?? '', start: t, end });
      t = end;
    });
  }
  return out;
}

/** Runs of sound separated by at least ISLAND_GAP_SECONDS of silence, in samples. */
export function findIslands(samples: Float32Array, rate: number): Island[] {
  const hop = Math.max(1, Math.round(rate * FRAME_SECONDS));
  const gapFrames = Math.ceil(ISLAND_GAP_SECONDS / FRAME_SECONDS);
  const islands: Island[] = [];
  let current: Island | undefined;
  let silentFrames = 0;
  for (let i = 0; i < samples.length; i += hop) {
    let peak = 0;
    const end = Math.min(samples.length, i + hop);
    for (let j = i; j < end; j++) peak = Math.max(peak, Math.abs(samples[j] ?? 0));
    if (peak > SILENT) {
      if (current === undefined) {
        // The first sample that sounds, not the frame's start.
        let first = i;
        while (first < end && Math.abs(samples[first] ?? 0) <= SILENT) first++;
        current = { start: first, end };
      } else current.end = end;
      silentFrames = 0;
    } else if (current !== undefined && ++silentFrames >= gapFrames) {
      islands.push(current);
      current = undefined;
    }
  }
  if (current !== undefined) islands.push(current);
  return islands;
}

/** Mean absolute level in 1 ms frames. */
function envelope(samples: Float32Array, hop: number): Float32Array {
  const out = new Float32Array(Math.ceil(samples.length / hop));
  for (let f = 0; f < out.length; f++) {
    let sum = 0;
    const end = Math.min(samples.length, (f + 1) * hop);
    for (let j = f * hop; j < end; j++) sum += Math.abs(samples[j] ?? 0);
    out[f] = sum / hop;
  }
  return out;
}

/** Where each probe island starts in the real clip (samples). */
function locate(
  islands: Island[],
  probe: Float32Array,
  real: Float32Array,
  rate: number,
): number[] {
  const hop = Math.max(1, Math.round(rate * ENVELOPE_SECONDS));
  const probeEnv = envelope(probe, hop);
  const realEnv = envelope(real, hop);
  // The probe's extra gaps add about the same time at each boundary: predict with the mean.
  const step = islands.length > 1 ? (probe.length - real.length) / (islands.length - 1) : 0;
  const radius = Math.round(SEARCH_SECONDS / ENVELOPE_SECONDS);
  const onsets: number[] = [];
  let shift = 0;
  let floor = 0;
  islands.forEach((island, k) => {
    const first = Math.floor(island.start / hop);
    const frames = Math.max(
      1,
      Math.min(Math.ceil((island.end - island.start) / hop), TEMPLATE_SECONDS / ENVELOPE_SECONDS),
    );
    const template = probeEnv.subarray(first, first + frames);
    const predicted = Math.round((island.start - (k === 0 ? 0 : shift + step)) / hop);
    const from = Math.max(floor, predicted - radius);
    const to = Math.min(realEnv.length - frames, predicted + radius);
    let best = { at: Math.max(from, Math.min(to, predicted)), score: -Infinity, correlation: 0 };
    for (let at = from; at <= to; at++) {
      const correlation = pearson(template, realEnv, at);
      // A slight pull toward the prediction breaks ties between look-alike syllables.
      const score = correlation - (0.1 * Math.abs(at - predicted)) / radius;
      if (score > best.score) best = { at, score, correlation };
    }
    const trusted = best.correlation >= MIN_CORRELATION;
    const at = trusted ? best.at : Math.max(from, Math.min(to, predicted));
    const onset = snap(probe, island, real, at * hop + (island.start - first * hop), rate);
    onsets.push(onset);
    if (trusted) shift = island.start - onset;
    else shift += step;
    floor = at + 1;
  });
  return onsets;
}

/**
 * A voiced onset has the very same samples in probe and clip: within 20 ms of the envelope's
 * answer, an exact match (correlation 0.99 or more) gives the onset to the sample.
 */
function snap(
  probe: Float32Array,
  island: Island,
  real: Float32Array,
  onset: number,
  rate: number,
): number {
  const length = Math.min(island.end - island.start, Math.round(SNAP_TEMPLATE_SECONDS * rate));
  const radius = Math.round(SNAP_SECONDS * rate);
  let best = { at: onset, correlation: EXACT_CORRELATION };
  for (
    let at = Math.max(0, onset - radius);
    at <= Math.min(real.length - length, onset + radius);
    at++
  ) {
    let dot = 0;
    let a = 0;
    let b = 0;
    for (let j = 0; j < length; j++) {
      const x = real[at + j] ?? 0;
      const y = probe[island.start + j] ?? 0;
      dot += x * y;
      a += x * x;
      b += y * y;
    }
    const correlation = a === 0 || b === 0 ? 0 : dot / Math.sqrt(a * b);
    if (correlation > best.correlation) best = { at, correlation };
  }
  return best.at;
}

function pearson(template: Float32Array, signal: Float32Array, at: number): number {
  const n = template.length;
  let sx = 0;
  let sy = 0;
  for (let j = 0; j < n; j++) {
    sx += template[j] ?? 0;
    sy += signal[at + j] ?? 0;
  }
  const mx = sx / n;
  const my = sy / n;
  let dot = 0;
  let vx = 0;
  let vy = 0;
  for (let j = 0; j < n; j++) {
    const x = (template[j] ?? 0) - mx;
    const y = (signal[at + j] ?? 0) - my;
    dot += x * y;
    vx += x * x;
    vy += y * y;
  }
  return vx === 0 || vy === 0 ? 0 : dot / Math.sqrt(vx * vy);
}

/** Inclusive index ranges: several words in one island, or one word over several islands. */
export interface IslandGroup {
  words: [number, number];
  islands: [number, number];
}

/** Cost of gluing one more word into an island, or of one more island for a word. */
const GLUE_COST = 0.5;
const SPLIT_COST = 0.3;
const MAX_RUN = 4;

/**
 * Islands matched to the script's words, in order: each group is several words in one island
 * (eSpeak glues short words) or one word over one or more islands (a number), chosen to
 * minimize the squared log ratio of each group's length to its words' syllable share.
 */
export function matchIslands(
  lengths: number[],
  script: string[],
  language?: Language,
): IslandGroup[] {
  const n = lengths.length;
  const m = script.length;
  const totalLength = lengths.reduce((s, l) => s + l, 0);
  const syllables = script.map((word) => countSyllables(word, language));
  const totalSyllables = syllables.reduce((s, v) => s + v, 0);
  const expected = (w0: number, w1: number): number =>
    (syllables.slice(w0, w1 + 1).reduce((s, v) => s + v, 0) / totalSyllables) * totalLength;
  const length = (i0: number, i1: number): number =>
    lengths.slice(i0, i1 + 1).reduce((s, v) => s + v, 0);
  const misfit = (w0: number, w1: number, i0: number, i1: number): number =>
    Math.log(Math.max(1, length(i0, i1)) / Math.max(1, expected(w0, w1))) ** 2 +
    GLUE_COST * (w1 - w0) +
    SPLIT_COST * (i1 - i0);
  // best[w][i]: cost of matching words [0, w) with islands [0, i).
  const best = Array.from({ length: m + 1 }, () => new Array<number>(n + 1).fill(Infinity));
  const back = Array.from({ length: m + 1 }, () => new Array<IslandGroup | undefined>(n + 1));
  (best[0] as number[])[0] = 0;
  for (let w = 0; w < m; w++) {
    for (let i = 0; i < n; i++) {
      const here = best[w]?.[i] ?? Infinity;
      if (here === Infinity) continue;
      const consider = (group: IslandGroup): void => {
        const w2 = group.words[1] + 1;
        const i2 = group.islands[1] + 1;
        const cost =
          here + misfit(group.words[0], group.words[1], group.islands[0], group.islands[1]);
        if (cost < (best[w2]?.[i2] ?? Infinity)) {
          (best[w2] as number[])[i2] = cost;
          (back[w2] as (IslandGroup | undefined)[])[i2] = group;
        }
      };
      for (let a = 0; a < MAX_RUN && w + a < m; a++)
        consider({ words: [w, w + a], islands: [i, i] });
      for (let b = 1; b < MAX_RUN && i + b < n; b++)
        consider({ words: [w, w], islands: [i, i + b] });
    }
  }
  const groups: IslandGroup[] = [];
  for (let w = m, i = n; w > 0 || i > 0;) {
    const group = back[w]?.[i];
    if (group === undefined) throw new Error('eSpeak words could not be matched to the script');
    groups.unshift(group);
    w = group.words[0];
    i = group.islands[0];
  }
  return groups;
}
