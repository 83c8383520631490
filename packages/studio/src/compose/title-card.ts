import type { AspectRatio } from '@reelsmith/contract';
import { FONT_FAMILIES, SAFE_MARGINS, assColor, assFile, assTime } from '../captions/ass.js';

/**
 * The hook: the story's title over the first shot, so that the first frame works as the
 * thumbnail and tells a scroller what the video is (docs/decisions/0046-hook-and-end-card.md).
 * It is an ASS event with a style of its own, added to the first piece's subtitle file: libass
 * draws it in the same pass as the captions, and only the pieces it overlaps change, so an
 * edit to a later scene leaves the first piece (and its cache key) alone.
 */

/** The title is fully shown from the first frame to this second, then fades out. */
export const HOOK_SECONDS = 1.5;
export const HOOK_FADE_SECONDS = 0.3;

export interface TitleLayout {
  fontSize: number;
  /** ASS numpad alignment: 8 top centre, 2 bottom centre. */
  alignment: 2 | 8;
  marginL: number;
  marginR: number;
  marginV: number;
  outline: number;
  shadow: number;
}

/**
 * Where the title's band begins (from the top, or from the bottom when the captions are at the
 * top): the common safe area of TikTok, Reels and Shorts keeps important text in the middle 60%
 * of a 9:16 frame (field notes: y 384-1536 of 1920); the landscape and square players have
 * their titles and controls in thinner bands.
 */
const BAND_START: Record<AspectRatio, number> = { '9:16': 0.2, '16:9': 0.12, '1:1': 0.15 };
/** At most this many lines, so the title stays clear of a caption in the middle. */
const MAX_LINES: Record<AspectRatio, number> = { '9:16': 3, '16:9': 2, '1:1': 2 };
/** The largest size, of the frame's shorter side: a phone's title is about 150 px tall. */
const LARGEST: Record<AspectRatio, number> = { '9:16': 0.14, '16:9': 0.11, '1:1': 0.11 };
/**
 * Anton, the hook's face, is condensed: measured 0.24 em a character (spaces included) on a
 * title in mixed case; 0.28 leaves room for wide capitals.
 */
const CHAR_EM = 0.28;

/** Lines a greedy wrap makes of `text` at `fontSize` in `width` px (an estimate of libass's). */
export function estimateLines(text: string, fontSize: number, width: number): number {
  const perLine = Math.max(1, Math.floor(width / (fontSize * CHAR_EM)));
  let lines = 1;
  let used = 0;
  for (const word of text.split(/\s+/).filter((w) => w !== '')) {
    const needed = used === 0 ? word.length : used + 1 + word.length;
    if (needed <= perLine || used === 0) used = needed;
    else {
      lines++;
      used = word.length;
    }
    // A word longer than a line breaks over several.
    while (used > perLine) {
      lines++;
      used -= perLine;
    }
  }
  return lines;
}

/**
 * The title's size and place: large (a seventh of the width on a phone), smaller only when
 * a long title would need more than MAX_LINES lines; in the band the captions leave free (the
 * upper part of the safe area, or the lower when the captions are at the top).
 */
export function titleLayout(
  aspect: AspectRatio,
  width: number,
  height: number,
  captionsPosition: 'top' | 'middle' | 'bottom' | undefined,
  title: string,
): TitleLayout {
  const margins = SAFE_MARGINS[aspect];
  const usable = width - margins.left - margins.right;
  const largest = Math.round(Math.min(width, height) * LARGEST[aspect]);
  const smallest = Math.round(Math.min(width, height) * 0.06);
  let fontSize = largest;
  while (fontSize > smallest && estimateLines(title, fontSize, usable) > MAX_LINES[aspect]) {
    fontSize = Math.max(smallest, Math.round(fontSize * 0.92));
  }
  const outline = Math.max(4, Math.round(fontSize * 0.08));
  return {
    fontSize,
    alignment: captionsPosition === 'top' ? 2 : 8,
    marginL: margins.left,
    marginR: margins.right,
    // A caption in the middle grows up to the safe area's centre: the title starts higher, at
    // the captions' own top margin (still below the platforms' top bar).
    marginV: captionsPosition === 'middle' ? margins.top : Math.round(height * BAND_START[aspect]),
    outline,
    shadow: Math.round(outline * 0.6),
  };
}

/** Plain text for an ASS event: no override blocks, no line-break escapes. */
export function assPlainText(text: string): string {
  return text
    .replace(/\\/g, '/')
    .replace(/\{/g, '(')
    .replace(/\}/g, ')')
    .replace(/\s+/g, ' ')
    .trim();
}

export const TITLE_STYLE = 'HookTitle';

/** The title's style line, in the Format of the caption file's `[V4+ Styles]`. */
export function titleStyleLine(layout: TitleLayout): string {
  return [
    `Style: ${TITLE_STYLE}`,
    FONT_FAMILIES.anton,
    layout.fontSize,
    assColor('#ffffff'),
    assColor('#ffffff'),
    assColor('#0a0a0a'),
    assColor('#000000', 0x60),
    0, 0, 0, 0, 100, 100, 0, 0,
    1,
    layout.outline,
    layout.shadow,
    layout.alignment,
    layout.marginL,
    layout.marginR,
    layout.marginV,
    1,
  ].join(','); // prettier-ignore
}

/**
 * The title's event inside a piece of the video that runs from `from` to `to` seconds, times
 * relative to the piece; undefined when the piece starts after the title has gone. Fully
 * opaque from the video's first frame (the thumbnail), then fading out.
 */
export function titleEvent(title: string, from: number, to: number): string | undefined {
  const end = HOOK_SECONDS + HOOK_FADE_SECONDS;
  if (from >= end - 0.005 || to <= from) return undefined;
  const until = Math.min(end, to) - from;
  // \fade's times count from the event's start: the piece's start here.
  const fadeFrom = Math.max(0, Math.round((HOOK_SECONDS - from) * 1000));
  const fadeTo = Math.max(fadeFrom, Math.round((end - from) * 1000));
  const text = `{\\fade(0,0,255,0,0,${fadeFrom},${fadeTo})}${assPlainText(title)}`;
  return `Dialogue: 10,${assTime(0)},${assTime(until)},${TITLE_STYLE},,0,0,0,,${text}`;
}

export interface HookTitle {
  title: string;
  aspect: AspectRatio;
  width: number;
  height: number;
  /** Where the captions are, or undefined when they are off. */
  captionsPosition?: 'top' | 'middle' | 'bottom' | undefined;
}

/**
 * A piece's subtitle file with the hook title added: into the caption file when there is one
 * (its own style and a layer above the captions), else a file of its own. The caption file is
 * returned unchanged for pieces after the title.
 */
export function withHookTitle(
  captionsAss: string | undefined,
  hook: HookTitle,
  from: number,
  to: number,
): string | undefined {
  const event = titleEvent(hook.title, from, to);
  if (event === undefined) return captionsAss;
  const style = titleStyleLine(
    titleLayout(hook.aspect, hook.width, hook.height, hook.captionsPosition, hook.title),
  );
  if (captionsAss === undefined) {
    return assFile(hook, [style], [event]);
  }
  const lines = captionsAss.split('\n');
  const events = lines.indexOf('[Events]');
  let lastStyle = -1;
  lines.forEach((line, i) => {
    if (line.startsWith('Style:') && i < events) lastStyle = i;
  });
  if (events < 0 || lastStyle < 0) throw new Error('The caption file has no styles or events');
  lines.splice(lastStyle + 1, 0, style);
  const end = lines.at(-1) === '' ? lines.length - 1 : lines.length;
  lines.splice(end, 0, event);
  return lines.join('\n');
}
