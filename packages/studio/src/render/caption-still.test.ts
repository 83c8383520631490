import { describe, expect, it } from 'vitest';
import { CAPTION_STILL_WIDTH, captionStillArgs, stillPhrase } from './caption-still.js';

describe('caption style stills', () => {
  it('shows the first words of the narration, timed one after another', () => {
    const phrase = stillPhrase('A fox crossed the frozen river at dawn.');
    expect(phrase.words.map((w) => w.text)).toEqual(['A', 'fox', 'crossed', 'the']);
    expect(phrase.words[1]).toEqual({ text: 'fox', start: 0.4, end: 0.8 });
    expect(stillPhrase('  ').words.map((w) => w.text)).toEqual(['Your', 'captions', 'here']);
  });

  it('burns the captions in with libass and the bundled fonts, one frame, scaled down', () => {
    const args = captionStillArgs('/c/image/k.png', "/t/it's.ass", '/c/fonts', '/t/still.png');
    const filter = args[args.indexOf('-vf') + 1];
    expect(filter).toBe(
      `subtitles='/t/it\\'s.ass':fontsdir='/c/fonts',scale=${CAPTION_STILL_WIDTH}:-2:flags=lanczos`,
    );
    expect(args.slice(args.indexOf('-ss'), args.indexOf('-ss') + 4)).toEqual([
      '-ss',
      '0.6',
      '-frames:v',
      '1',
    ]);
  });
});
