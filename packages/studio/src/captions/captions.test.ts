import { describe, expect, it } from 'vitest';
import { CAPTION_STYLES } from '@reelsmith/contract';
import {
  SAFE_MARGINS,
  SPOKEN_SCALE,
  assColor,
  assTime,
  buildAss,
  captionEvents,
  captionFontSize,
} from './ass.js';
import { HIGHLIGHT_COLOURS, captionArea, deltaE, hexToRgb, pickHighlight } from './highlight.js';
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
    expect(ass).toContain(`{\\c${assColor('#ffd23f')}\\t(0,80,\\fscx115\\fscy115)}`);
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

  const styleLines = (ass: string) =>
    ass
      .split('\n')
      .filter((l) => l.startsWith('Style:'))
      .map((l) => l.slice('Style: '.length).split(','));
  const dialogues = (ass: string) => ass.split('\n').filter((l) => l.startsWith('Dialogue:'));
  const wordCount = timeWords(TEXT, 1, 5).length;
  const assFor = (
    style: (typeof CAPTION_STYLES)[number],
    aspect: '9:16' | '16:9' | '1:1' = '9:16',
  ) =>
    buildAss(phrases, captionOptionsSchema.parse({ style }), {
      ...(aspect === '9:16'
        ? { width: 1080, height: 1920 }
        : aspect === '16:9'
          ? { width: 1920, height: 1080 }
          : { width: 1080, height: 1080 }),
      aspect,
    });

  it('karaoke: the whole phrase, the spoken word in the highlight colour', () => {
    const ass = assFor('karaoke');
    expect(dialogues(ass)).toHaveLength(wordCount);
    const first = dialogues(ass)[0]!;
    // The spoken word in the highlight colour, popping to 115%.
    expect(first).toContain(
      `{\\c${assColor('#ffd23f')}\\t(0,80,\\fscx115\\fscy115)}Doctors{\\r} said`,
    );
    expect(styleLines(ass).map((s) => s[0])).toEqual(['Caption']);
    expect(styleLines(ass)[0]![15]).toBe('1');
  });

  it('word: one word at a time, big, popping in', () => {
    const ass = assFor('word');
    const lines = dialogues(ass);
    expect(lines).toHaveLength(wordCount);
    const texts = lines.map((l) => l.split(',,0,0,0,,')[1]!);
    expect(texts[0]).toBe('{\\fscx80\\fscy80\\t(0,90,\\fscx100\\fscy100)}Doctors');
    // Each event shows its word alone.
    for (const text of texts) expect(text.replace(/\{[^}]*\}/g, '')).not.toContain(' ');
    const size = Number(styleLines(ass)[0]![2]);
    expect(size).toBeGreaterThan(Number(styleLines(assFor('karaoke'))[0]![2]) * 1.5);
    expect(styleLines(ass)[0]![1]).toBe('Anton');
  });

  it('boxed: a box (opaque border style) behind the spoken word only, over the plain phrase', () => {
    const ass = assFor('boxed');
    const lines = dialogues(ass);
    expect(lines).toHaveLength(2 * wordCount);
    const [caption, box] = styleLines(ass);
    expect(caption![0]).toBe('Caption');
    expect(box![0]).toBe('Box');
    expect(box![15]).toBe('3');
    expect(box![5]).toBe(assColor('#7c5cff'));
    const boxLine = lines.find((l) => l.includes(',Box,'))!;
    expect(boxLine.startsWith('Dialogue: 1,')).toBe(true);
    expect(boxLine).toContain('{\\alpha&H00&}Doctors{\\alpha&HFF&} {\\alpha&HFF&}said');
    expect(lines.filter((l) => l.startsWith('Dialogue: 0,'))[0]).toContain(',Caption,');
  });

  it('outline: plain phrases in a bold face with a thick outline, no highlight', () => {
    const ass = assFor('outline');
    expect(dialogues(ass)).toHaveLength(phrases.length);
    expect(ass).not.toContain('\\c&H');
    const [style] = styleLines(ass);
    expect(style![7]).toBe('-1');
    expect(Number(style![16])).toBeGreaterThan(Number(styleLines(assFor('karaoke'))[0]![16]) * 1.5);
  });

  it('clean: plain phrases on a translucent band, no highlight', () => {
    const ass = assFor('clean');
    expect(dialogues(ass)).toHaveLength(phrases.length);
    expect(ass).not.toContain('\\c&H');
    const [style] = styleLines(ass);
    expect(style![15]).toBe('3');
    // The band's colour is black, partly transparent.
    expect(style![5]).toMatch(/^&H[1-9A-E][0-9A-F]000000$/);
    expect(style![7]).toBe('0');
  });

  it('keeps every style clear of the buttons in every format', () => {
    for (const aspect of ['9:16', '16:9', '1:1'] as const) {
      for (const style of CAPTION_STYLES) {
        for (const line of styleLines(assFor(style, aspect))) {
          expect(Number(line[19])).toBe(SAFE_MARGINS[aspect].left);
          expect(Number(line[20])).toBe(SAFE_MARGINS[aspect].right);
          expect(Number(line[21])).toBe(SAFE_MARGINS[aspect].bottom);
        }
      }
    }
    // 9:16: the bottom ~20% and the right-hand ~15% (the action column) stay clear.
    expect(SAFE_MARGINS['9:16'].bottom / 1920).toBeGreaterThanOrEqual(0.2);
    expect(SAFE_MARGINS['9:16'].right / 1080).toBeGreaterThanOrEqual(0.15);
    // The biggest text, one word of the word style, still fits between the margins.
    const word = captionFontSize(captionOptionsSchema.parse({ style: 'word' }), 1080, 1920);
    expect(word * 4).toBeLessThan(1080 - SAFE_MARGINS['9:16'].left - SAFE_MARGINS['9:16'].right);
  });

  it('an explicit option wins over the style preset', () => {
    const options = captionOptionsSchema.parse({ style: 'outline', font: 'bebas-neue' });
    expect(options).toMatchObject({ font: 'bebas-neue', size: 'large', highlight: false });
  });

  it('writes ASS colours and times', () => {
    expect(assColor('#112233')).toBe('&H00332211');
    expect(assTime(3723.456)).toBe('1:02:03.46');
  });
});

describe('the default style’s spoken word and scene changes', () => {
  const words = timeWords('The war was supposed to be over by Christmas.', 2, 3);
  const phrases = groupPhrases(words);

  it('pops the spoken word to 115% in the highlight colour (karaoke only)', () => {
    const events = captionEvents(phrases, captionOptionsSchema.parse({}));
    expect(events[0]!.text).toBe(
      `{\\c${assColor('#ffd23f')}\\t(0,80,\\fscx${SPOKEN_SCALE}\\fscy${SPOKEN_SCALE})}The{\\r} war was supposed`,
    );
    expect(SPOKEN_SCALE).toBeGreaterThanOrEqual(110);
    expect(SPOKEN_SCALE).toBeLessThanOrEqual(120);
    // The other styles keep their looks: no spoken-word pop.
    for (const style of ['word', 'boxed', 'outline', 'clean'] as const) {
      const other = captionEvents(phrases, captionOptionsSchema.parse({ style }));
      expect(other.some((e) => e.text.includes(`\\fscx${SPOKEN_SCALE}`))).toBe(false);
    }
  });

  it('holds the last phrase to the cut and shows the next scene’s from it: no blink', () => {
    const options = captionOptionsSchema.parse({});
    const events = captionEvents(phrases, options, { from: 1.7, to: 5.4 });
    // Before the first word: the phrase with no word lit.
    expect(events[0]).toMatchObject({ start: 1.7, end: 2, text: 'The war was supposed' });
    expect(events.at(-1)!.end).toBe(5.4);
    // Without a span (the video's first and last words), the phrase's own time.
    const alone = captionEvents(phrases, options);
    expect(alone[0]!.start).toBe(2);
    expect(alone.at(-1)!.end).toBeCloseTo(5.25);
    // Every style fills the span.
    for (const style of CAPTION_STYLES) {
      const styled = captionEvents(phrases, captionOptionsSchema.parse({ style }), {
        from: 1.7,
        to: 5.4,
      });
      expect(Math.min(...styled.map((e) => e.start))).toBe(1.7);
      expect(Math.max(...styled.map((e) => e.end))).toBe(5.4);
    }
  });

  it('lets the default style pick its highlight, and keeps an asked-for colour', () => {
    expect(captionOptionsSchema.parse({}).autoHighlight).toBe(true);
    expect(captionOptionsSchema.parse({ highlightColor: '#ff0000' }).autoHighlight).toBe(false);
    expect(captionOptionsSchema.parse({ style: 'boxed' }).autoHighlight).toBe(false);
  });
});

describe('pickHighlight: a highlight colour that stands out from the picture', () => {
  it('keeps the yellow on a blue or dark picture', () => {
    expect(
      pickHighlight([
        [20, 40, 120],
        [10, 10, 30],
      ]),
    ).toBe('#ffd23f');
  });

  it('leaves yellow on yellow and orange pictures for a colour far from every part', () => {
    const warm: [number, number, number][] = [
      [250, 205, 60],
      [240, 150, 40],
      [255, 220, 90],
    ];
    const picked = pickHighlight(warm);
    expect(picked).not.toBe('#ffd23f');
    const nearest = (hex: string) => Math.min(...warm.map((b) => deltaE(hexToRgb(hex), b)));
    expect(nearest(picked)).toBeGreaterThan(nearest('#ffd23f') + 30);
    expect(HIGHLIGHT_COLOURS).toContain(picked);
  });

  it('reads the area the captions take, inside the frame and its safe margins', () => {
    const size = { width: 1080, height: 1920, aspect: '9:16' as const };
    const area = captionArea(captionOptionsSchema.parse({}), size);
    expect(area.left).toBe(SAFE_MARGINS['9:16'].left);
    expect(area.top + area.height).toBe(1920 - SAFE_MARGINS['9:16'].bottom);
    const top = captionArea(captionOptionsSchema.parse({ position: 'top' }), size);
    expect(top.top).toBe(SAFE_MARGINS['9:16'].top);
  });
});
