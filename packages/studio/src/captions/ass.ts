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
 * TikTok, Reels and Shorts creator guides): for 9:16 the text stays in x 108-972 and above
 * the bottom 22% (captions, like and share buttons), below the top 13%.
 */
export const SAFE_MARGINS: Record<AspectRatio, { side: number; top: number; bottom: number }> = {
  '9:16': { side: 120, top: 260, bottom: 430 },
  '16:9': { side: 160, top: 90, bottom: 140 },
  '1:1': { side: 100, top: 110, bottom: 170 },
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
}

/**
 * One event per phrase, or with highlight one event per spoken word showing the whole phrase
 * with that word coloured (libass caches each event's bitmap, so this costs no more than
 * plain phrases).
 */
export function captionEvents(
  phrases: readonly CaptionPhrase[],
  options: CaptionOptions,
): CaptionEvent[] {
  const events: CaptionEvent[] = [];
  phrases.forEach((phrase, p) => {
    // Hold a phrase until the next one starts if the pause is short: no blink between them.
    const next = phrases[p + 1];
    const holdTo =
      next !== undefined && next.start - phrase.end < 0.6 ? next.start : phrase.end + 0.25;
    if (!options.highlight) {
      events.push({
        start: phrase.start,
        end: holdTo,
        text: phrase.words.map((w) => escapeText(w.text)).join(' '),
      });
      return;
    }
    phrase.words.forEach((word, i) => {
      const start = i === 0 ? phrase.start : word.start;
      const end = i === phrase.words.length - 1 ? holdTo : (phrase.words[i + 1]?.start ?? word.end);
      const text = phrase.words
        .map((w, j) =>
          j === i
            ? `{\\c${assColor(options.highlightColor)}}${escapeText(w.text)}{\\r}`
            : escapeText(w.text),
        )
        .join(' ');
      events.push({ start, end, text });
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
      start: Math.max(e.start, from) - from,
      end: Math.min(e.end, to) - from,
      text: e.text,
    }));
}

/** The subtitle file for libass: script info, one style from the options, the events. */
export function assDocument(
  events: readonly CaptionEvent[],
  options: CaptionOptions,
  size: { width: number; height: number; aspect: AspectRatio },
): string {
  const margins = SAFE_MARGINS[size.aspect];
  const fontSize = Math.round(Math.min(size.width, size.height) * SIZES[options.size] * 1.45);
  const alignment = options.position === 'top' ? 8 : options.position === 'middle' ? 5 : 2;
  const marginV =
    options.position === 'top' ? margins.top : options.position === 'bottom' ? margins.bottom : 0;
  const outline = Math.max(3, Math.round(fontSize * 0.09));
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
    `Style: Caption,${FONT_FAMILIES[options.font]},${fontSize},${assColor(options.color)},${assColor(options.highlightColor)},&H00101010,&H80000000,0,0,0,0,100,100,1,0,1,${outline},${Math.round(outline * 0.6)},${alignment},${margins.side},${margins.side},${marginV},1`,
    '',
    '[Events]',
    'Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text',
    ...events.map(
      (e) => `Dialogue: 0,${assTime(e.start)},${assTime(e.end)},Caption,,0,0,0,,${e.text}`,
    ),
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
