import type { Language } from '@reelsmith/contract';
import { countSyllables, words as splitWords } from '../story/words.js';

export interface CaptionWord {
  text: string;
  start: number;
  end: number;
}

export interface CaptionPhrase {
  start: number;
  end: number;
  words: CaptionWord[];
}

const PAUSE_AFTER: [RegExp, number][] = [
  [/[.!?]["'\u201d\u2019]?$/, 2.2],
  [/[,;:\u2014\u2013-]["'\u201d\u2019]?$/, 1.1],
];

/**
 * Word times inside one scene's narration when the voice gave none: the scene's exact speech
 * time shared by syllables, with punctuation counted as a pause of a syllable or two.
 */
export function timeWords(
  text: string,
  start: number,
  duration: number,
  language: Language = 'en',
): CaptionWord[] {
  const words = splitWords(text);
  if (words.length === 0) return [];
  const weights = words.map((w) => {
    const pause = PAUSE_AFTER.find(([re]) => re.test(w))?.[1] ?? 0;
    return { speak: countSyllables(w, language), pause };
  });
  // The last word's pause is outside the scene's speech: do not count it.
  const last = weights.at(-1);
  if (last !== undefined) last.pause = 0;
  const total = weights.reduce((n, w) => n + w.speak + w.pause, 0);
  const unit = duration / total;
  let t = start;
  return words.map((text, i) => {
    const w = weights[i] ?? { speak: 1, pause: 0 };
    const word = { text, start: t, end: t + w.speak * unit };
    t += (w.speak + w.pause) * unit;
    return word;
  });
}

/**
 * Short phrases of 2-5 words for the screen: a phrase ends at a sentence or clause end, or
 * when it reaches 4 words or 22 characters (a fifth word only to avoid leaving one alone).
 */
export function groupPhrases(words: readonly CaptionWord[]): CaptionPhrase[] {
  const phrases: CaptionPhrase[] = [];
  let current: CaptionWord[] = [];
  const flush = (): void => {
    const first = current[0];
    const last = current.at(-1);
    if (first !== undefined && last !== undefined) {
      phrases.push({ start: first.start, end: last.end, words: current });
    }
    current = [];
  };
  words.forEach((word, i) => {
    current.push(word);
    const chars = current.reduce((n, w) => n + w.text.length + 1, 0);
    const clauseEnd = PAUSE_AFTER.some(([re]) => re.test(word.text));
    const remaining = words.length - i - 1;
    if (remaining === 1 && !clauseEnd && current.length < 5) return;
    if ((clauseEnd && current.length >= 2) || current.length >= 4 || chars >= 22) flush();
  });
  flush();
  // A one-word phrase is joined to its neighbour when it fits, so the screen does not flicker.
  for (let i = phrases.length - 1; i > 0; i--) {
    const p = phrases[i];
    const prev = phrases[i - 1];
    if (p !== undefined && prev !== undefined && p.words.length === 1 && prev.words.length < 5) {
      prev.words.push(...p.words);
      prev.end = p.end;
      phrases.splice(i, 1);
    }
  }
  return phrases;
}
