import { describe, expect, it } from 'vitest';
import { SAFE_MARGINS, assDocument } from '../captions/ass.js';
import { captionOptionsSchema } from '../captions/caption-options.js';
import {
  HOOK_FADE_SECONDS,
  HOOK_SECONDS,
  TITLE_STYLE,
  estimateLines,
  titleEvent,
  titleLayout,
  withHookTitle,
} from './title-card.js';

const hook = {
  title: 'The Night the Guns Went Quiet',
  aspect: '9:16',
  width: 1080,
  height: 1920,
} as const;

describe('titleLayout', () => {
  it('is large on a phone and starts at the top of the safe area (y 384 of 1920)', () => {
    const layout = titleLayout('9:16', 1080, 1920, 'bottom', hook.title);
    expect(layout.fontSize).toBe(151);
    expect(layout).toMatchObject({ alignment: 8, marginV: 384 });
    expect(layout.marginL).toBe(SAFE_MARGINS['9:16'].left);
    expect(layout.marginR).toBe(SAFE_MARGINS['9:16'].right);
  });

  it('moves to the lower part of the safe area when the captions are at the top', () => {
    expect(titleLayout('9:16', 1080, 1920, 'top', hook.title)).toMatchObject({
      alignment: 2,
      marginV: 384,
    });
    expect(titleLayout('9:16', 1080, 1920, undefined, hook.title).alignment).toBe(8);
    // Above a caption in the middle, from the captions' top margin.
    expect(titleLayout('9:16', 1080, 1920, 'middle', hook.title)).toMatchObject({
      alignment: 8,
      marginV: SAFE_MARGINS['9:16'].top,
    });
  });

  it('shrinks a long title to at most three lines on a phone, two in landscape', () => {
    const long = 'The Extraordinary Story of the Lighthouse Keeper Who Befriended a Whale at Sea';
    const phone = titleLayout('9:16', 1080, 1920, 'bottom', long);
    expect(phone.fontSize).toBeLessThan(151);
    expect(estimateLines(long, phone.fontSize, 1080 - 120 - 170)).toBeLessThanOrEqual(3);
    const wide = titleLayout('16:9', 1920, 1080, 'bottom', long);
    expect(estimateLines(long, wide.fontSize, 1920 - 160 - 160)).toBeLessThanOrEqual(2);
    // Never below the smallest readable size (6% of the width), even for 120 characters.
    expect(titleLayout('9:16', 1080, 1920, 'bottom', 'W'.repeat(120)).fontSize).toBe(66);
  });
});

describe('estimateLines', () => {
  it('wraps greedily by words, and breaks a word longer than a line', () => {
    // 100 px at 0.28 em: 35 characters a line.
    expect(estimateLines('a'.repeat(35), 10, 100)).toBe(1);
    expect(estimateLines(`${'a'.repeat(20)} ${'b'.repeat(20)}`, 10, 100)).toBe(2);
    expect(estimateLines('c'.repeat(80), 10, 100)).toBe(3);
  });
});

describe('titleEvent', () => {
  it('shows the title from the first frame, fading out after HOOK_SECONDS', () => {
    const event = titleEvent(hook.title, 0, 7.2);
    const end = HOOK_SECONDS + HOOK_FADE_SECONDS;
    expect(event).toBe(
      `Dialogue: 10,0:00:00.00,0:00:0${end.toFixed(2)},${TITLE_STYLE},,0,0,0,,{\\fade(0,0,255,0,0,1500,1800)}The Night the Guns Went Quiet`,
    );
  });

  it('continues the fade in a piece that starts during it, and is absent after', () => {
    expect(titleEvent('T', 1.0, 4)).toContain('0:00:00.80,HookTitle');
    expect(titleEvent('T', 1.0, 4)).toContain('\\fade(0,0,255,0,0,500,800)');
    expect(titleEvent('T', 1.8, 4)).toBeUndefined();
    expect(titleEvent('T', 6, 9)).toBeUndefined();
  });

  it('cannot be turned into override tags by the title', () => {
    expect(titleEvent('A {\\pos(0,0)} \\N title', 0, 5)).toMatch(/\}A \(\/pos\(0,0\)\) \/N title$/);
  });
});

describe('withHookTitle', () => {
  const captions = captionOptionsSchema.parse({});
  const size = { width: 1080, height: 1920, aspect: '9:16' } as const;
  const captionFile = assDocument([{ start: 0.4, end: 1.2, text: 'He broke it' }], captions, size);

  it("adds the title's style and event to the first piece's caption file", () => {
    const ass = withHookTitle(captionFile, hook, 0, 7)!;
    const lines = ass.split('\n');
    const events = lines.indexOf('[Events]');
    const style = lines.findIndex((l) => l.startsWith(`Style: ${TITLE_STYLE},Anton,151,`));
    expect(style).toBeGreaterThan(lines.indexOf('[V4+ Styles]'));
    expect(style).toBeLessThan(events);
    expect(lines.filter((l) => l.startsWith('Dialogue:'))).toHaveLength(2);
    expect(lines.at(-2)).toMatch(/^Dialogue: 10,.*HookTitle/);
    expect(ass.endsWith('\n')).toBe(true);
  });

  it('leaves the later pieces as they are (their cache keys do not change)', () => {
    expect(withHookTitle(captionFile, hook, 7, 12)).toBe(captionFile);
    expect(withHookTitle(undefined, hook, 7, 12)).toBeUndefined();
  });

  it('makes a file of its own when the captions are off', () => {
    const ass = withHookTitle(undefined, hook, 0, 7)!;
    expect(ass).toContain('PlayResX: 1080\nPlayResY: 1920');
    expect(ass).toContain(`Style: ${TITLE_STYLE},Anton,151,`);
    expect(ass.match(/^Dialogue:/gm)).toHaveLength(1);
  });
});
