import { describe, expect, it } from 'vitest';
import { TO_YUV709 } from './graph.js';
import {
  END_CARD_FRAMES,
  END_CARD_SECONDS,
  endCardArgs,
  endCardAss,
  endCardFrames,
  endCardGraph,
  narrationRange,
} from './end-card.js';

describe('end card', () => {
  it('lasts 2.5 s when on, nothing when off', () => {
    expect(END_CARD_FRAMES).toBe(75);
    expect(END_CARD_SECONDS).toBe(2.5);
    expect(endCardFrames({ enabled: true, text: 'x' })).toBe(75);
    expect(endCardFrames({ enabled: false, text: 'x' })).toBe(0);
  });

  it("leaves the card's length free below the duration's maximum", () => {
    const short = { minSeconds: 30, maxSeconds: 60 };
    expect(narrationRange(short, { enabled: true, text: 'x' })).toEqual({
      minSeconds: 30,
      maxSeconds: 57.5,
    });
    expect(narrationRange(short, { enabled: false, text: 'x' })).toBe(short);
  });

  it('draws its text centred, growing in, in the bundled Anton', () => {
    const ass = endCardAss('Follow {me} for part 2', { width: 1080, height: 1920, aspect: '9:16' });
    expect(ass).toMatch(/^Style: EndCard,Anton,140,&H00FFFFFF,/m);
    // Alignment 5: the middle of the frame.
    expect(ass).toMatch(/,5,120,170,0,1$/m);
    expect(ass).toContain(
      'Dialogue: 0,0:00:00.00,0:00:03.50,EndCard,,0,0,0,,{\\fad(300,0)\\fscx85\\fscy85\\t(0,300,\\fscx100\\fscy100)}Follow (me) for part 2',
    );
  });

  it('converts the still to BT.709 once, holds it for its frames and encodes it like the other pieces', () => {
    expect(endCardGraph('/c/ass/a b.ass', '/c/fonts')).toBe(
      `[0:v]${TO_YUV709},format=yuv420p,setsar=1,loop=loop=74:size=1:start=0,setpts=N/(30*TB),` +
        "subtitles='/c/ass/a b.ass':fontsdir='/c/fonts',format=yuv420p[v]",
    );
    const args = endCardArgs('bg.png', 'graph.txt', 'out.mp4', 'superfast');
    expect(args).toEqual(expect.arrayContaining(['-frames:v', '75', '-preset', 'superfast']));
    expect(args.slice(args.indexOf('-i'), args.indexOf('-i') + 2)).toEqual(['-i', 'bg.png']);
    expect(args.at(-1)).toBe('out.mp4');
  });
});
