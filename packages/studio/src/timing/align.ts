import { editDistance } from './edit-distance.js';
import type { WordTime } from './word-time.js';

/** A word as a transcription heard it, seconds from the start of the audio. */
export interface HeardWord {
  word: string;
  start: number;
  end: number;
}

/** Lower case, no accents, letters and digits only: "Café," and "cafe" are the same word. */
export function normalizeWord(word: string): string {
  return word
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/** 1 for the same word, 0 for nothing in common (Levenshtein over characters). */
function similarity(a: string, b: string): number {
  if (a === b) return 1;
  return 1 - editDistance(a, b);
}

/** Pairs below this are not trusted as anchors; their words are timed by their region. */
const ANCHOR_SIMILARITY = 0.5;

/**
 * The script's words with the times of the words a transcription heard, so the caption text
 * is always the script's (a misheard word never shows). A global alignment over words
 * (Needleman-Wunsch: a skipped word costs 1, a pairing 2 x its dissimilarity) finds anchors,
 * the pairs that are alike; between two anchors, the script's words share the time of the
 * heard words there (a misheard word, or "1969" heard as "nineteen sixty-nine") by length,
 * or, when nothing was heard there (a dropped word), the gap between the anchors.
 */
export function alignWords(script: readonly string[], heard: readonly HeardWord[]): WordTime[] {
  const a = script.map(normalizeWord);
  const b = heard.map((h) => normalizeWord(h.word));
  const n = a.length;
  const m = b.length;
  // cost[i][j]: best cost of aligning a[0..i) with b[0..j).
  const cost: number[][] = Array.from({ length: n + 1 }, (_, i) =>
    Array.from({ length: m + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  const at = (i: number, j: number): number => cost[i]?.[j] ?? Infinity;
  for (let i = 1; i <= n; i++) {
    for (let j = 1; j <= m; j++) {
      const pair = at(i - 1, j - 1) + 2 * (1 - similarity(a[i - 1] ?? '', b[j - 1] ?? ''));
      (cost[i] as number[])[j] = Math.min(pair, at(i - 1, j) + 1, at(i, j - 1) + 1);
    }
  }
  // Walk back, keeping the anchors: script index -> heard index.
  const anchor = new Map<number, number>();
  for (let i = n, j = m; i > 0 && j > 0;) {
    const sim = similarity(a[i - 1] ?? '', b[j - 1] ?? '');
    if (Math.abs(at(i, j) - (at(i - 1, j - 1) + 2 * (1 - sim))) < 1e-9) {
      if (sim >= ANCHOR_SIMILARITY) anchor.set(i - 1, j - 1);
      i--;
      j--;
    } else if (Math.abs(at(i, j) - (at(i - 1, j) + 1)) < 1e-9) i--;
    else j--;
  }

  const out: WordTime[] = script.map((text) => ({ text, start: 0, end: 0 }));
  const audioEnd = heard.at(-1)?.end ?? 0;
  // Regions between anchors (and before the first / after the last).
  let prevScript = -1;
  let prevHeard = -1;
  const anchors = [...anchor.entries()].sort(([x], [y]) => x - y);
  for (const [si, hi] of [...anchors, [n, m] as [number, number]]) {
    const words = range(prevScript + 1, si);
    if (words.length > 0) {
      const inHeard = range(prevHeard + 1, hi).map((k) => heard[k] as HeardWord);
      const first = inHeard[0];
      const last = inHeard.at(-1);
      const [from, to] =
        first !== undefined && last !== undefined
          ? [first.start, last.end]
          : [heard[prevHeard]?.end ?? 0, heard[hi]?.start ?? audioEnd];
      share(out, words, from, Math.max(from, to));
    }
    const h = heard[hi];
    const w = out[si];
    if (h !== undefined && w !== undefined) {
      w.start = h.start;
      w.end = h.end;
    }
    prevScript = si;
    prevHeard = hi;
  }
  return out;
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from) }, (_, k) => from + k);
}

/** Shares [from, to] among the words by their length in letters and digits. */
function share(out: WordTime[], indexes: number[], from: number, to: number): void {
  const weights = indexes.map((i) => Math.max(1, normalizeWord(out[i]?.text ?? '').length));
  const total = weights.reduce((s, w) => s + w, 0);
  let t = from;
  indexes.forEach((i, k) => {
    const w = out[i];
    if (w === undefined) return;
    const d = ((weights[k] ?? 1) / total) * (to - from);
    w.start = t;
    w.end = t + d;
    t += d;
  });
}
