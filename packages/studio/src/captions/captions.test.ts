import { describe, expect, it } from 'vitest';
import { SAFE_MARGINS, assColor, assTime, buildAss } from './ass.js';
import { captionOptionsSchema } from './caption-options.js';
import { groupPhrases, timeWords } from './phrases.js';

const TEXT = 'Doctors said she would never walk. She ended up the fastest woman on Earth, in 1960.';

describe('caption timing', () => {
  const words = timeWords(TEXT, 10, 6);
  it('spreads the words over the scene exactly, in order, by syllables', () => {
    expect(words[0]!.start).toBe(10);
    expect(words.at(-1)!.end).toBeCloseTo(16);
    for (let i = 1; i < words.length; i++)
      expect(words[i]!.start).toBeGreaterThanOrEqual(words[i - 1]!.end);
    const doctors = words[0]!;
    const she = words[2]!;
    expect(doctors.end - doctors.start).toBeGreaterThan(she.end - she.start);
    // A pause after the full stop.
    expect(words[6]!.start - words[5]!.end).toBeGreaterThan(0.1);
  });

  it('groups 2-5 word phrases that end at sentence ends', () => {
    const phrases = groupPhrases(words);
    for (const p of phrases) {
      expect(p.words.length).toBeGreaterThanOrEqual(2);
      expect(p.words.length).toBeLessThanOrEqual(5);
    }
    expect(phrases.some((p) => p.words.at(-1)!.text === 'walk.')).toBe(true);
    expect(phrases.flatMap((p) => p.words).length).toBe(words.length);
  });
});

describe('ASS captions', () => {
  const phrases = groupPhrases(timeWords(TEXT, 1, 5));
  const size = { width: 1080, height: 1920, aspect: '9:16' as const };

  it('highlights the current word: one event per word', () => {
    const ass = buildAss(phrases, captionOptionsSchema.parse({}), size);
    expect(ass).toContain('PlayResX: 1080');
    expect(ass).toContain('PlayResY: 1920');
    expect(ass.match(/^Dialogue:/gm)).toHaveLength(timeWords(TEXT, 1, 5).length);
    expect(ass).toContain(`{\\c${assColor('#ffd23f')}}`);
    expect(ass).toContain('Montserrat ExtraBold');
  });

  it('shows plain phrases without highlight, in the chosen font, colour and place', () => {
    const ass = buildAss(
      phrases,
      captionOptionsSchema.parse({
        highlight: false,
        font: 'anton',
        color: '#00ff00',
        position: 'top',
        size: 'large',
      }),
      size,
    );
    expect(ass.match(/^Dialogue:/gm)).toHaveLength(phrases.length);
    const style = ass
      .split('\n')
      .find((l) => l.startsWith('Style:'))!
      .split(',');
    expect(style[1]).toBe('Anton');
    expect(style[3]).toBe('&H0000FF00');
    expect(style[18]).toBe('8');
    expect(style[21]).toBe(String(SAFE_MARGINS['9:16'].top));
  });

  it("keeps bottom captions above the platforms' buttons", () => {
    for (const aspect of ['9:16', '16:9', '1:1'] as const) {
      const ass = buildAss(phrases, captionOptionsSchema.parse({}), {
        width: 1080,
        height: 1080,
        aspect,
      });
      const style = ass
        .split('\n')
        .find((l) => l.startsWith('Style:'))!
        .split(',');
      expect(style[18]).toBe('2');
      expect(Number(style[21])).toBe(SAFE_MARGINS[aspect].bottom);
      expect(Number(style[19])).toBeGreaterThanOrEqual(100);
    }
    expect(SAFE_MARGINS['9:16'].bottom).toBeGreaterThanOrEqual(384);
  });

  it('writes ASS colours and times', () => {
    expect(assColor('#112233')).toBe('&H00332211');
    expect(assTime(3723.456)).toBe('1:02:03.46');
  });
});
