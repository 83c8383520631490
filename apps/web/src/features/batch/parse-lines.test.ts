import { describe, expect, it } from 'vitest';
import { parseLines } from './parse-lines';

describe('parseLines', () => {
  it('makes a preset topic of its name, a custom prompt of any other line, and skips blanks', () => {
    const { videos, problems } = parseLines('famous figures\n\n  A fox at dawn  \n');
    expect(problems).toEqual([]);
    expect(videos).toEqual([
      { topic: 'Tell the story of a famous figure and the moment that defined them' },
      { customPrompt: 'A fox at dawn' },
    ]);
  });

  it('refuses an over-long line instead of cutting it, and more than 50 lines', () => {
    expect(parseLines(`ok\n${'x'.repeat(1001)}`).problems).toEqual([
      'Line 2 is 1001 characters: a prompt can be at most 1000. Shorten it.',
    ]);
    const many = parseLines(Array.from({ length: 51 }, (_, i) => `prompt ${i}`).join('\n'));
    expect(many.problems).toEqual(['A batch holds at most 50 videos: you have 51 lines.']);
  });

  it('reads a CSV by its first cell, quotes off, with a header row skipped', () => {
    const { videos } = parseLines(
      'prompt,notes\n"A fox, at dawn",x\n"Say ""hi""",y\nplain,z',
      true,
    );
    expect(videos).toEqual([
      { customPrompt: 'A fox, at dawn' },
      { customPrompt: 'Say "hi"' },
      { customPrompt: 'plain' },
    ]);
  });
});
