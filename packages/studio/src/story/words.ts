/** Word and syllable counting shared by the writers, the duration fit and the captions. */
import type { Language } from '@reelsmith/contract';

const WORD = /[\p{L}\p{N}]/u;
/** Punctuation written apart from its word: Spanish "¿ ¡", French "« »" and "mot ?" spacing. */
const OPENING = /^[¿¡«\u201e\u201c\u2018(]+$/u;
const CLOSING = /^[?!:;»\u201d\u2019)…]+$/u;

/**
 * The words of a text as they are spoken and shown: split at spaces; punctuation written as its
 * own token (French "Vraiment ?", "« Oui »") stays with its word, joined by a no-break space,
 * so the caption keeps it and the timing sees the pause.
 */
export function words(text: string): string[] {
  const out: string[] = [];
  let pending = '';
  for (const token of text.split(/\s+/)) {
    if (token === '') continue;
    if (WORD.test(token)) {
      out.push(pending === '' ? token : `${pending}\u00a0${token}`);
      pending = '';
    } else if (OPENING.test(token)) {
      pending = pending === '' ? token : `${pending}\u00a0${token}`;
    } else if (CLOSING.test(token) && out.length > 0) {
      out[out.length - 1] = `${out[out.length - 1]}\u00a0${token}`;
    }
  }
  return out;
}

export function countWords(text: string): number {
  return words(text).length;
}

export function storyWordCount(story: { scenes: readonly { narration: string }[] }): number {
  return story.scenes.reduce((n, s) => n + countWords(s.narration), 0);
}

/**
 * Vowel letters per language, accented ones included; a run of them is one syllable (a
 * diphthong), which holds well for Spanish, Portuguese and German and well enough for French.
 */
const VOWEL_GROUPS: Record<Exclude<Language, 'en'>, RegExp> = {
  es: /[aeiouáéíóúü]+/g,
  pt: /[aeiouáéíóúâêôãõàü]+/g,
  fr: /[aeiouyàâéèêëîïôûùüÿœæ]+/g,
  de: /[aeiouyäöü]{1,2}/g,
};

/**
 * Syllables by vowel groups, good enough to share a sentence's time among its words
 * (captions) when the voice gives no word timings. English trims its silent endings; French
 * its mute final "e", "es" and "ent"; accents, ñ, ç and ß are letters like any other.
 */
export function countSyllables(word: string, language: Language = 'en'): number {
  const letters = word.toLowerCase().replace(/[^\p{L}]/gu, '');
  if (letters.length === 0) {
    // Numbers and symbols are spoken too: "1969" takes about four syllables.
    const digits = word.replace(/[^0-9]/g, '').length;
    return Math.max(1, Math.ceil(digits * 1.2));
  }
  if (language === 'en') {
    // English words with accents ("café", "naïve") count like their plain spelling.
    const w = letters.normalize('NFD').replace(/[^a-z]/g, '');
    if (w.length <= 3) return 1;
    const trimmed = w.replace(/(?:[^laeiouy]es|ed|[^laeiouy]e)$/, '').replace(/^y/, '');
    const groups = trimmed.match(/[aeiouy]{1,2}/g);
    return Math.max(1, groups?.length ?? 1);
  }
  const trimmed =
    language === 'fr' && letters.length > 3 ? letters.replace(/(?:e|es|ent)$/, '') : letters;
  return Math.max(1, trimmed.match(VOWEL_GROUPS[language])?.length ?? 1);
}

export function splitSentences(text: string): string[] {
  const normalized = text.replace(/\s+/g, ' ').trim();
  if (normalized === '') return [];
  // A sentence ends at . ! ? (optionally followed by quotes) and a space before a capital/digit,
  // which may come after opening punctuation: Spanish ¿ ¡, French « and German „.
  const parts = normalized.split(
    /(?<=[.!?]["'\u201d\u2019\u201c»)]?)\s+(?=["'\u201c\u2018\u201e«¿¡(]?\s?[\p{Lu}\p{N}])/u,
  );
  return parts.map((p) => p.trim()).filter((p) => p.length > 0);
}
