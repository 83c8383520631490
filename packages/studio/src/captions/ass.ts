import type { AspectRatio } from '@reelsmith/contract';
import type { CaptionOptions, CaptionFont } from './caption-options.js';
import type { CaptionPhrase } from './phrases.js';

/** The family name libass matches inside each bundled font file. */
export const FONT_FAMILIES: Record<CaptionFont, string> = {
  montserrat: 'Montserrat ExtraBold',
  anton: 'Anton',
  'bebas-neue': 'Bebas Neue',
};

/**
 * Margins that keep captions clear of each platform's buttons and overlays (field notes:
 * TikTok, Reels and Shorts creator guides). 9:16: the text stays above the bottom 22% (the post
 * text, like and share buttons), below the top 13%, and clear of the right-hand action column
 * (170 px, about 16% of the width). 16:9 and 1:1 keep clear of the players' controls and titles.
 */
export const SAFE_MARGINS: Record<
  AspectRatio,
  { left: number; right: number; top: number; bottom: number }
> = {
  '9:16': { left: 120, right: 170, top: 260, bottom: 430 },
  '16:9': { left: 160, right: 160, top: 90, bottom: 140 },
  '1:1': { left: 100, right: 130, top: 110, bottom: 170 },
};

const SIZES = { small: 0.055, medium: 0.068, large: 0.085 } as const;

/** ASS colours are &HAABBGGRR. */
export function assColor(hex: string, alpha = 0): string {
  const h = hex.replace('#', '');
  const [r, g, b] = [h.slice(0, 2), h.slice(2, 4), h.slice(4, 6)];
  const a = alpha.toString(16).padStart(2, '0');
  return `&H${a}${b}${g}${r}`.toUpperCase();
}

export function assTime(seconds: number): string {
  const cs = Math.max(0, Math.round(seconds * 100));
  const h = Math.floor(cs / 360000);
  const m = Math.floor((cs % 360000) / 6000);
  const s = Math.floor((cs % 6000) / 100);
  const c = cs % 100;
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}.${String(c).padStart(2, '0')}`;
}

function escapeText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/\{/g, '(').replace(/\}/g, ')').replace(/\n/g, ' ');
}

export interface CaptionEvent {
  start: number;
  end: number;
  /** ASS text with override tags. */
  text: string;
  /** Drawn above the events of lower layers (boxed: the box over the phrase). */
  layer?: number;
  /** The style it is drawn in: `Caption`, or `Box` (boxed: the spoken word's box). */
  style?: 'Caption' | 'Box';
}

/** A word that pops in: from 80% to full size in 90 ms. */
const POP = '{\\fscx80\\fscy80\\t(0,90,\\fscx100\\fscy100)}';
/** The spoken word (karaoke) grows to 115% in 80 ms, and stays so while it is spoken. */
export const SPOKEN_SCALE = 115;
const SPOKEN_POP = `\\t(0,80,\\fscx${SPOKEN_SCALE}\\fscy${SPOKEN_SCALE})`;
const HIDDEN = '{\\alpha&HFF&}';
const SHOWN = '{\\alpha&H00&}';

/**
 * Where a scene's captions may show, seconds: from its first frame to its last (the cut, in
 * the middle of the pause between two narrations). With it, a scene's last phrase stays up to
 * the cut and its first phrase shows from the cut, so captions never blink off at a scene
 * change; an end left out keeps the phrase's own time (the video's first and last words).
 */
export interface CaptionSpan {
  from?: number | undefined;
  to?: number | undefined;
}

/**
 * The events of the phrases in the options' style (docs/decisions/0015-captions.md):
 * - word: one event per word, that word alone, popping in;
 * - with highlight (karaoke, boxed): one event per spoken word showing the whole phrase, the
 *   word coloured and popping to 115% (karaoke) or with a box behind it (boxed: a second layer
 *   in the `Box` style where only that word and its box are visible, over the plain phrase).
 *   libass caches each event's bitmap, so this costs about as much as plain phrases; before
 *   the first word of a scene is spoken its phrase shows with no word lit;
 * - otherwise (outline, clean): one event per phrase.
 */
export function captionEvents(
  phrases: readonly CaptionPhrase[],
  options: CaptionOptions,
  span: CaptionSpan = {},
): CaptionEvent[] {
  const events: CaptionEvent[] = [];
  phrases.forEach((phrase, p) => {
    // Hold a phrase until the next one starts if the pause is short: no blink between them;
    // the scene's last one until the cut.
    const next = phrases[p + 1];
    const holdTo =
      next === undefined && span.to !== undefined
        ? Math.max(phrase.end, span.to)
        : next !== undefined && next.start - phrase.end < 0.6
          ? next.start
          : phrase.end + 0.25;
    const showFrom =
      p === 0 && span.from !== undefined ? Math.min(span.from, phrase.start) : phrase.start;
    const words = phrase.words.map((w) => escapeText(w.text));
    const spoken = (i: number) => ({
      start: i === 0 ? phrase.start : (phrase.words[i]?.start ?? phrase.start),
      end: i === words.length - 1 ? holdTo : (phrase.words[i + 1]?.start ?? phrase.end),
    });
    if (options.style === 'word') {
      words.forEach((word, i) => {
        const colour = options.highlight ? `{\\c${assColor(options.highlightColor)}}` : '';
        const time = spoken(i);
        events.push({
          ...time,
          start: i === 0 ? showFrom : time.start,
          text: `${POP}${colour}${word}`,
        });
      });
      return;
    }
    if (!options.highlight) {
      events.push({ start: showFrom, end: holdTo, text: words.join(' ') });
      return;
    }
    if (showFrom < phrase.start) {
      // From the cut to the first word: the phrase, no word lit yet.
      events.push({ start: showFrom, end: phrase.start, layer: 0, text: words.join(' ') });
    }
    words.forEach((_, i) => {
      const time = spoken(i);
      if (options.style === 'boxed') {
        events.push({ ...time, layer: 0, text: words.join(' ') });
        events.push({
          ...time,
          layer: 1,
          style: 'Box',
          // Spaces stay hidden, so the box fits the word alone.
          text: words.map((w, j) => `${j === i ? SHOWN : HIDDEN}${w}`).join(`${HIDDEN} `),
        });
        return;
      }
      const pop = options.style === 'karaoke' ? SPOKEN_POP : '';
      const text = words
        .map((w, j) => (j === i ? `{\\c${assColor(options.highlightColor)}${pop}}${w}{\\r}` : w))
        .join(' ');
      events.push({ ...time, text });
    });
  });
  return events;
}

/** The events inside [from, to) seconds, clipped, with times relative to `from`. */
export function clipEvents(
  events: readonly CaptionEvent[],
  from: number,
  to: number,
): CaptionEvent[] {
  return events
    .filter((e) => e.end > from + 0.005 && e.start < to - 0.005)
    .map((e) => ({
      ...e,
      start: Math.max(e.start, from) - from,
      end: Math.min(e.end, to) - from,
    }));
}

interface StyleLine {
  name: 'Caption' | 'Box';
  fontSize: number;
  primary: string;
  secondary: string;
  outlineColour: string;
  back: string;
  bold: boolean;
  /** 1: outline and shadow; 3: an opaque box (in the outline colour) behind each glyph. */
  borderStyle: 1 | 3;
  outline: number;
  shadow: number;
}

/** The caption styles of the ASS file for the options' look. */
export function captionStyles(options: CaptionOptions, fontSize: number): StyleLine[] {
  const plain = Math.max(3, Math.round(fontSize * 0.09));
  const base: StyleLine = {
    name: 'Caption',
    fontSize,
    primary: assColor(options.color),
    secondary: assColor(options.highlightColor),
    outlineColour: '&H00101010',
    back: '&H80000000',
    bold: false,
    borderStyle: 1,
    outline: plain,
    shadow: Math.round(plain * 0.6),
  };
  switch (options.style) {
    case 'karaoke':
      return [base];
    case 'word': {
      const outline = Math.max(4, Math.round(fontSize * 0.1));
      return [{ ...base, outline, shadow: Math.round(outline * 0.5) }];
    }
    case 'boxed':
      return [
        base,
        {
          ...base,
          name: 'Box',
          outlineColour: assColor(options.highlightColor),
          borderStyle: 3,
          // The box's padding around the word.
          outline: Math.max(6, Math.round(fontSize * 0.16)),
          shadow: 0,
        },
      ];
    case 'outline':
      return [
        { ...base, bold: true, outline: Math.max(6, Math.round(fontSize * 0.16)), shadow: 0 },
      ];
    case 'clean':
      return [
        {
          ...base,
          // A translucent black band (about 60% opaque) behind the line.
          outlineColour: '&H66000000',
          borderStyle: 3,
          outline: Math.max(6, Math.round(fontSize * 0.28)),
          shadow: 0,
        },
      ];
  }
}

/** A style's size: the options' size, and the word style bigger still (one word only). */
export function captionFontSize(options: CaptionOptions, width: number, height: number): number {
  const scale = options.style === 'word' ? 1.3 : 1;
  return Math.round(Math.min(width, height) * SIZES[options.size] * 1.45 * scale);
}

/** The subtitle file for libass: script info, the style's ASS styles, the events. */
export function assDocument(
  events: readonly CaptionEvent[],
  options: CaptionOptions,
  size: { width: number; height: number; aspect: AspectRatio },
): string {
  const margins = SAFE_MARGINS[size.aspect];
  const fontSize = captionFontSize(options, size.width, size.height);
  const alignment = options.position === 'top' ? 8 : options.position === 'middle' ? 5 : 2;
  const marginV =
    options.position === 'top' ? margins.top : options.position === 'bottom' ? margins.bottom : 0;
  const styleLine = (s: StyleLine) =>
    `Style: ${s.name},${FONT_FAMILIES[options.font]},${s.fontSize},${s.primary},${s.secondary},${s.outlineColour},${s.back},${s.bold ? -1 : 0},0,0,0,100,100,1,0,${s.borderStyle},${s.outline},${s.shadow},${alignment},${margins.left},${margins.right},${marginV},1`;
  return assFile(
    size,
    captionStyles(options, fontSize).map(styleLine),
    events.map(
      (e) =>
        `Dialogue: ${e.layer ?? 0},${assTime(e.start)},${assTime(e.end)},${e.style ?? 'Caption'},,0,0,0,,${e.text}`,
    ),
  );
}

/**
 * A whole ASS file at the video's own size (PlayResX/Y, so positions are pixels): its style
 * lines and its dialogue lines. Captions, the hook title and the end card all write through it.
 */
export function assFile(
  size: { width: number; height: number },
  styles: readonly string[],
  dialogues: readonly string[],
): string {
  return [
    '[Script Info]',
    'ScriptType: v4.00+',
    `PlayResX: ${size.width}`,
    `PlayResY: ${size.height}`,
    'WrapStyle: 0',
    'ScaledBorderAndShadow: yes',
    '',
    '[V4+ Styles]',
    'Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, OutlineColour, BackColour, Bold, Italic, Underline, StrikeOut, ScaleX, ScaleY, Spacing, Angle, BorderStyle, Outline, Shadow, Alignment, MarginL, MarginR, MarginV, Encoding',
    ...styles,
    '',
    '[Events]',
    'Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text',
    ...dialogues,
    '',
  ].join('\n');
}

/** The whole subtitle file for a list of phrases. */
export function buildAss(
  phrases: readonly CaptionPhrase[],
  options: CaptionOptions,
  size: { width: number; height: number; aspect: AspectRatio },
): string {
  return assDocument(captionEvents(phrases, options), options, size);
}
