/**
 * What eSpeak NG's phoneme output (`espeak-ng -q -x`) says about a text's words: eSpeak speaks
 * a text as "tokens", one per word it says, written apart; it glues some short words into one
 * token ("in the" is `InD@2`) and speaks a number as several ("1914": `n'aInti:nh'VndrI2d
 * f'o@ti:n`). Each token is one of its WORD events (measured against libespeak-ng: one event a
 * token, none for a glued word) and, in a probe with a wide word gap, one island of sound.
 * Pure: the voice runs eSpeak, these functions read its output.
 */

import { editDistance } from '../timing/edit-distance.js';

export interface PhonemeToken {
  /** The token's phonemes as eSpeak wrote them, pauses included. */
  text: string;
  /** The first token of a clause (a new output line), or one after one of eSpeak's own pauses. */
  pauseBefore: boolean;
}

/** eSpeak's pause marks (`_`, `_:`, `_!`, `_|`), stress and syllable marks, variant digits. */
const MARKS = /[_:!|',#%=0-9]/g;

/**
 * A token's sounds only: what two spellings of the same word share. A digit after a sound is
 * mostly its variant (`@2`, `I2`), dropped; but `0` (the vowel of "lot") and `3` (of "bird")
 * are sounds of their own: without them "was" (`w0z`) matched the glued "was a" (`wVza#`) no
 * better than "was" alone, and "a" went to "secret" (161 ms late).
 */
export function bareTokens(text: string): string {
  return text.replace(/0/g, 'Q').replace(/3/g, 'R').replace(MARKS, '');
}

/**
 * The tokens of `-x` output, in order: one output line per clause, tokens apart by spaces. A
 * token made of pause marks only (`_:_:` before a quote) is a pause, not a token.
 */
export function phonemeTokens(output: string): PhonemeToken[] {
  const tokens: PhonemeToken[] = [];
  for (const line of output.split('\n')) {
    let pause = true;
    for (const part of line.trim().split(/\s+/)) {
      if (bareTokens(part) === '') {
        if (part !== '') pause = true;
        continue;
      }
      // `_:` and longer before the sounds are a pause of eSpeak's own; `_` alone is the gap.
      const lead = /^_[:!|]/.test(part);
      tokens.push({ text: part, pauseBefore: pause || lead });
      pause = /_[:!|][_:!|]*$/.test(part);
    }
  }
  return tokens;
}

/** Where one script word is in the text's tokens. */
export interface WordPlace {
  /** Index of the token the word starts in. */
  token: number;
  /** Share of that token before the word (above 0 for a word glued after another). */
  from: number;
  /** Share of that token the word ends at (1 unless another word follows in it). */
  to: number;
}

const GLUE_COST = 0.2;
const COUNT_COST = 1;
/** eSpeak ends a clause here, and never glues across a clause. */
const CLAUSE_END = /[.,;:!?\u2026]\P{L}*$/u;
const MAX_GLUE = 4;

/**
 * Each script word's place in the text's tokens, from each word said alone (`alone[i]`: its
 * tokens when eSpeak reads the word by itself). A dynamic programme over words and tokens: a
 * word takes the tokens it has alone (or one fewer or more, at a cost), or 2-4 words share one
 * token (glued), each pairing costing how unlike its sounds are. Glued words share their token
 * by the length of their sounds alone. Returns undefined when nothing fits (no token at all).
 */
export function placeWords(
  script: readonly string[],
  alone: readonly (readonly string[])[],
  tokens: readonly string[],
): WordPlace[] | undefined {
  const words = alone.map((t) => t.map(bareTokens).join(''));
  const bare = tokens.map(bareTokens);
  const n = words.length;
  const m = bare.length;
  if (m === 0) return undefined;
  type Step = { words: number; tokens: number };
  const cost = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(Infinity));
  const back = Array.from({ length: n + 1 }, () => new Array<Step | undefined>(m + 1));
  (cost[0] as number[])[0] = 0;
  const joined = (from: number, count: number): string => bare.slice(from, from + count).join('');
  for (let i = 0; i <= n; i++) {
    for (let j = 0; j <= m; j++) {
      const here = cost[i]?.[j] ?? Infinity;
      if (here === Infinity) continue;
      const consider = (step: Step, c: number): void => {
        const i2 = i + step.words;
        const j2 = j + step.tokens;
        if (i2 > n || j2 > m || here + c >= (cost[i2]?.[j2] ?? Infinity)) return;
        (cost[i2] as number[])[j2] = here + c;
        (back[i2] as (Step | undefined)[])[j2] = step;
      };
      if (i === n) continue;
      const own = alone[i]?.length ?? 0;
      // A word eSpeak says nothing for (a dash) takes no token.
      if (own === 0) consider({ words: 1, tokens: 0 }, 0);
      for (let c = Math.max(1, own - 1); c <= own + 1; c++) {
        consider(
          { words: 1, tokens: c },
          editDistance(words[i] ?? '', joined(j, c)) + COUNT_COST * Math.abs(c - own),
        );
      }
      for (let a = 2; a <= MAX_GLUE && i + a <= n; a++) {
        if (CLAUSE_END.test(script[i + a - 2] ?? '')) break;
        const glued = words.slice(i, i + a).join('');
        consider({ words: a, tokens: 1 }, editDistance(glued, bare[j] ?? '') + GLUE_COST * (a - 1));
      }
    }
  }
  if ((cost[n]?.[m] ?? Infinity) === Infinity) return undefined;
  const places: WordPlace[] = [];
  for (let i = n, j = m; i > 0;) {
    const step = back[i]?.[j];
    if (step === undefined) return undefined;
    i -= step.words;
    j -= step.tokens;
    if (step.words === 1) {
      // A word with no token of its own is a moment, where the next one starts.
      places.unshift({ token: Math.min(j, m - 1), from: 0, to: step.tokens === 0 ? 0 : 1 });
      continue;
    }
    // Glued words share the token by their sounds' length.
    const lengths = words.slice(i, i + step.words).map((w) => Math.max(1, w.length));
    const total = lengths.reduce((s, l) => s + l, 0);
    let at = 0;
    const shared = lengths.map((l) => {
      const place = { token: j, from: at / total, to: (at + l) / total };
      at += l;
      return place;
    });
    places.unshift(...shared);
  }
  return places;
}
