import { CAPTION_STYLES, type CaptionStyle } from '@reelsmith/contract';
import { z } from 'zod';

/** Bundled caption fonts (TTF from npm, so libass needs no system font). */
export const CAPTION_FONTS = ['montserrat', 'anton', 'bebas-neue'] as const;
export type CaptionFont = (typeof CAPTION_FONTS)[number];
export type CaptionSize = 'small' | 'medium' | 'large';

/**
 * What each of the editor's caption styles looks like unless an option says otherwise
 * (docs/decisions/0015-captions.md):
 * - karaoke: the phrase, the spoken word in the highlight colour, popping to 115%; the colour
 *   is picked for each picture among a few, to stand out from what is under the captions;
 * - word: one word at a time, big, popping in;
 * - boxed: the phrase, a box in the highlight colour behind the spoken word;
 * - outline: the phrase in a bold face with a thick outline, no highlight;
 * - clean: a plain subtitle on a translucent band, no highlight.
 */
export const CAPTION_STYLE_PRESETS: Record<
  CaptionStyle,
  { font: CaptionFont; size: CaptionSize; highlight: boolean; highlightColor: string }
> = {
  karaoke: { font: 'montserrat', size: 'medium', highlight: true, highlightColor: '#ffd23f' },
  word: { font: 'anton', size: 'large', highlight: false, highlightColor: '#ffd23f' },
  boxed: { font: 'montserrat', size: 'medium', highlight: true, highlightColor: '#7c5cff' },
  outline: { font: 'anton', size: 'large', highlight: false, highlightColor: '#ffd23f' },
  clean: { font: 'montserrat', size: 'small', highlight: false, highlightColor: '#ffd23f' },
};

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/);

/**
 * The caption options of a render. `style` picks the look; font, size, highlight and colours
 * default to the style's preset and may be set one by one (the CLI does).
 */
export const captionOptionsSchema = z
  .object({
    enabled: z.boolean().default(true),
    style: z.enum(CAPTION_STYLES).default('karaoke'),
    /** The word being spoken in the highlight colour (karaoke and boxed). */
    highlight: z.boolean().optional(),
    font: z.enum(CAPTION_FONTS).optional(),
    /** #rrggbb */
    color: hexColor.default('#ffffff'),
    highlightColor: hexColor.optional(),
    size: z.enum(['small', 'medium', 'large']).optional(),
    position: z.enum(['top', 'middle', 'bottom']).default('bottom'),
  })
  .transform((options) => {
    const preset = CAPTION_STYLE_PRESETS[options.style];
    return {
      ...options,
      highlight: options.highlight ?? preset.highlight,
      font: options.font ?? preset.font,
      highlightColor: options.highlightColor ?? preset.highlightColor,
      // The default style picks its highlight colour for each picture (highlight.ts), unless
      // one is asked for.
      autoHighlight: options.style === 'karaoke' && options.highlightColor === undefined,
      size: options.size ?? preset.size,
    };
  });
export type CaptionOptions = z.output<typeof captionOptionsSchema>;
export type CaptionOptionsInput = z.input<typeof captionOptionsSchema>;
