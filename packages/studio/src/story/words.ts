/** Word and syllable counting shared by the writers, the duration fit and the captions. */

const WORD = /[\p{L}\p{N}]/u;

export function words(text: string): string[] {
  return text.split(/\s+/).filter((w) => WORD.test(w));
}

export function countWords(text: string): number {
  return words(text).length;
}

export function storyWordCount(story: { scenes: readonly { narration: string }[] }): number {
  return story.scenes.reduce((n, s) => n + countWords(s.narration), 0);
}

/**
 * English syllables by vowel groups, good enough to share a sentence's time among its words
 * (captions) when the voice gives no word timings.
 */
export function countSyllables(word: string): number {
  const w = word.toLowerCase().replace(/[^a-z]/g, '');
  if (w.length === 0) {
    // Numbers and symbols are spoken too: "1969" takes about four syllables.
    const digits = word.replace(/[^0-9]/g, '').length;
    return Math.max(1, Math.ceil(digits * 1.2));
  }
  if (w.length <= 3) return 1;
  const trimmed = w.replace(/(?:[^laeiouy]es|ed|[^laeiouy]e)$/, '').replace(/^y/, '');
  const groups = trimmed.match(/[aeiouy]{1,2}/g);
  return Math.max(1, groups?.length ?? 1);
}

export function splitSentences(text: string): string[] {
  const normalized = text.replace(/\s+/g, ' ').trim();
  if (normalized === '') return [];
  // A sentence ends at . ! ? (optionally followed by quotes) and a space before a capital/digit.
  const parts = normalized.split(
    /(?<=[.!?]["'\u201d\u2019)]?)\s+(?=["'\u201c\u2018(]?[\p{Lu}\p{N}])/u,
  );
  return parts.map((p) => p.trim()).filter((p) => p.length > 0);
}
