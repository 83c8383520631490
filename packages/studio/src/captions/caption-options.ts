import { z } from 'zod';

/** Bundled caption fonts (TTF from npm, so libass needs no system font). */
export const CAPTION_FONTS = ['montserrat', 'anton', 'bebas-neue'] as const;
export type CaptionFont = (typeof CAPTION_FONTS)[number];

export const captionOptionsSchema = z.object({
  enabled: z.boolean().default(true),
  /** The word being spoken in the highlight colour. */
  highlight: z.boolean().default(true),
  font: z.enum(CAPTION_FONTS).default('montserrat'),
  /** #rrggbb */
  color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/)
    .default('#ffffff'),
  highlightColor: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/)
    .default('#ffd23f'),
  size: z.enum(['small', 'medium', 'large']).default('medium'),
  position: z.enum(['top', 'middle', 'bottom']).default('bottom'),
});
export type CaptionOptions = z.infer<typeof captionOptionsSchema>;
export type CaptionOptionsInput = z.input<typeof captionOptionsSchema>;
