import { describe, expect, it } from 'vitest';
import { alignWords, normalizeWord } from './align.js';
import type { HeardWord } from './align.js';

/** Heard words at 0.5 s each, 0.1 s apart: word k from k * 0.6 to k * 0.6 + 0.5. */
function heard(...words: string[]): HeardWord[] {
  return words.map((word, k) => ({ word, start: k * 0.6, end: k * 0.6 + 0.5 }));
}

const starts = (words: { start: number }[]): number[] =>
  words.map((w) => Math.round(w.start * 1000) / 1000);

describe('alignWords: the script’s words with the times a transcription heard', () => {
  it('normalizes case, punctuation and accents', () => {
    expect(normalizeWord('Café,')).toBe('cafe');
    expect(normalizeWord('“Naïve!”')).toBe('naive');
    expect(normalizeWord("don't")).toBe('dont');
  });

  it('keeps the script’s text and takes each heard word’s time', () => {
    const out = alignWords(
      ['The', 'ship', 'sails,', 'at', 'dawn.'],
      heard('the', 'ship', 'sails', 'at', 'dawn'),
    );
    expect(out.map((w) => w.text)).toEqual(['The', 'ship', 'sails,', 'at', 'dawn.']);
    expect(starts(out)).toEqual([0, 0.6, 1.2, 1.8, 2.4]);
    expect(out[4]?.end).toBeCloseTo(2.9);
  });

  it('shows the script’s word where one was misheard, at the misheard word’s time', () => {
    const out = alignWords(
      ['Bright', 'comets', 'cross', 'the', 'sky'],
      heard('bright', 'comments', 'cross', 'the', 'sky'),
    );
    expect(out[1]).toEqual({ text: 'comets', start: 0.6, end: 1.1 });
    const wild = alignWords(
      ['Bright', 'comets', 'cross', 'the', 'sky'],
      heard('bright', 'xylophone', 'cross', 'the', 'sky'),
    );
    expect(wild[1]).toEqual({ text: 'comets', start: 0.6, end: 1.1 });
  });

  it('times a dropped word in the gap between its neighbours', () => {
    const out = alignWords(['We', 'sail', 'very', 'far'], heard('we', 'sail', 'far'));
    expect(starts(out)).toEqual([0, 0.6, 1.1, 1.2]);
    expect(out[2]?.end).toBeCloseTo(1.2);
  });

  it('ignores an extra heard word', () => {
    const out = alignWords(
      ['Cats', 'sleep', 'all', 'day'],
      heard('cats', 'uh', 'sleep', 'all', 'day'),
    );
    expect(starts(out)).toEqual([0, 1.2, 1.8, 2.4]);
  });

  it('gives a number the time of the words it was heard as', () => {
    const out = alignWords(
      ['In', '1969,', 'they', 'landed.'],
      heard('in', 'nineteen', 'sixty-nine', 'they', 'landed'),
    );
    expect(out[1]).toMatchObject({ text: '1969,', start: 0.6 });
    expect(out[1]?.end).toBeCloseTo(1.7);
    expect(starts(out)).toEqual([0, 0.6, 1.8, 2.4]);
    // Heard as digits, it is an ordinary match.
    expect(alignWords(['In', '1969,'], heard('In', '1969'))[1]).toMatchObject({ start: 0.6 });
  });

  it('shares a stretch of several unmatched words by their length', () => {
    const out = alignWords(['Go', 'abc', 'abcdef', 'now'], heard('go', 'xyz', 'now'));
    // "abc" and "abcdef" share 0.6-1.1 as 3:6.
    expect(out[1]?.start).toBeCloseTo(0.6);
    expect(out[2]?.start).toBeCloseTo(0.6 + 0.5 / 3);
    expect(out[2]?.end).toBeCloseTo(1.1);
  });

  it('handles nothing heard and words past the last heard one', () => {
    expect(alignWords(['One', 'two'], []).map((w) => w.start)).toEqual([0, 0]);
    const out = alignWords(['One', 'two', 'three'], heard('one'));
    expect(out[0]?.start).toBe(0);
    expect(out[1]?.start).toBeCloseTo(0.5);
    expect(out[2]?.end).toBeCloseTo(0.5);
  });
});
