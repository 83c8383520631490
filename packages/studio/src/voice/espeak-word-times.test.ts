import { describe, expect, it } from 'vitest';
import { matchIslands, probeGap } from './espeak-word-times.js';

describe('matchIslands: eSpeak probe islands to the script’s words', () => {
  it('gives each word its island when there are as many', () => {
    const groups = matchIslands([100, 300, 200], ['The', 'lighthouse', 'keeper']);
    expect(groups).toEqual([
      { words: [0, 0], islands: [0, 0] },
      { words: [1, 1], islands: [1, 1] },
      { words: [2, 2], islands: [2, 2] },
    ]);
  });

  it('puts short words eSpeak glued together into one island', () => {
    // "In | a few | wonderful | soldiers": "a few" came out as one island.
    const groups = matchIslands([120, 250, 500, 330], ['In', 'a', 'few', 'wonderful', 'soldiers']);
    expect(groups).toEqual([
      { words: [0, 0], islands: [0, 0] },
      { words: [1, 2], islands: [1, 1] },
      { words: [3, 3], islands: [2, 2] },
      { words: [4, 4], islands: [3, 3] },
    ]);
  });

  it('gives a number the islands of the words it is spoken as', () => {
    // "In | nineteen | sixty-nine | they | landed": 1969 is spoken as two islands.
    const groups = matchIslands([120, 400, 450, 150, 300], ['In', '1969,', 'they', 'landed.']);
    expect(groups[1]).toEqual({ words: [1, 1], islands: [1, 2] });
    expect(groups).toHaveLength(4);
  });

  it('widens the probe’s gap for fast speech', () => {
    expect(probeGap(165)).toBe(60);
    expect(probeGap(280)).toBeGreaterThan(180);
  });
});
