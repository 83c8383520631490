import { describe, expect, it } from 'vitest';
import { timeWords } from '../captions/phrases.js';
import { countSyllables, countWords, splitSentences, words } from './words.js';

describe('words in other languages', () => {
  it('keeps accented letters, ñ, ß, ç and apostrophes inside their words', () => {
    expect(words('¿Qué pasó con el Ñandú en la Straße? ¡Ça alors, l’homme!')).toEqual([
      '¿Qué',
      'pasó',
      'con',
      'el',
      'Ñandú',
      'en',
      'la',
      'Straße?',
      '¡Ça',
      'alors,',
      'l’homme!',
    ]);
  });

  it('keeps punctuation written apart with its word (French spacing, guillemets)', () => {
    expect(words('Vraiment ? Il a dit : « Oui » !')).toEqual([
      'Vraiment\u00a0?',
      'Il',
      'a',
      'dit\u00a0:',
      '«\u00a0Oui\u00a0»\u00a0!',
    ]);
    expect(countWords('Vraiment ? Il a dit : « Oui » !')).toBe(5);
    // A lone dash between English clauses is still not a word, and not shown.
    expect(words('He ran — fast')).toEqual(['He', 'ran', 'fast']);
  });

  it('counts syllables with accents, per language', () => {
    expect(countSyllables('Ñandú', 'es')).toBe(2);
    expect(countSyllables('¿Qué?', 'es')).toBe(1);
    expect(countSyllables('corazón', 'es')).toBe(3);
    expect(countSyllables('Straße', 'de')).toBe(2);
    expect(countSyllables('Schönheit', 'de')).toBe(2);
    expect(countSyllables('l’homme', 'fr')).toBe(1);
    expect(countSyllables('éléphant', 'fr')).toBe(3);
    expect(countSyllables('coração', 'pt')).toBe(3);
    // English keeps its rules; an accented spelling counts like the plain one.
    expect(countSyllables('déjà', 'en')).toBe(countSyllables('deja', 'en'));
    expect(countSyllables('résumés', 'en')).toBe(countSyllables('resumes', 'en'));
    expect(countSyllables('1969', 'es')).toBe(5);
    // Before, the accented letters were dropped: "Ñandú" counted as "and", one syllable.
    expect(countSyllables('Ñandú', 'es')).toBeGreaterThan(countSyllables('Ñ', 'es'));
  });

  it('splits sentences that open with ¿ ¡ « or „', () => {
    expect(splitSentences('¿Qué pasó? ¡Nadie lo sabe! «Nunca» dijo él.')).toEqual([
      '¿Qué pasó?',
      '¡Nadie lo sabe!',
      '«Nunca» dijo él.',
    ]);
    expect(splitSentences('Er sagte: „Nein.“ „Doch!“ Dann ging er.')).toEqual([
      'Er sagte: „Nein.“',
      '„Doch!“',
      'Dann ging er.',
    ]);
  });

  it('times Spanish words by their syllables, pausing at inverted-question clauses', () => {
    const timed = timeWords('¿Qué pasó? Un murciélago enorme.', 0, 3, 'es');
    expect(timed.map((w) => w.text)).toEqual(['¿Qué', 'pasó?', 'Un', 'murciélago', 'enorme.']);
    const length = (i: number) => (timed[i]?.end ?? 0) - (timed[i]?.start ?? 0);
    // mur-cié-la-go (4 groups: "ie" is one) is longer than "Un" (1).
    expect(length(3)).toBeGreaterThan(length(2) * 3);
    // The pause after "pasó?" leaves a gap before "Un".
    expect((timed[2]?.start ?? 0) - (timed[1]?.end ?? 0)).toBeGreaterThan(0.3);
    expect(timed.at(-1)?.end).toBeCloseTo(3, 5);
  });
});
