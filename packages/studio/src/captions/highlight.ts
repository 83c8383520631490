import type { AspectRatio } from '@reelsmith/contract';
import sharp from 'sharp';
import { SAFE_MARGINS, captionFontSize } from './ass.js';
import type { CaptionOptions } from './caption-options.js';

/**
 * The default style's highlight colour, picked for each picture: the fixed yellow vanished on
 * yellow and orange pictures (Lichtenstein, cinematic, steampunk). The colour is one of a few
 * saturated ones, the one most unlike every part of the picture under the captions.
 */
export const HIGHLIGHT_COLOURS = ['#ffd23f', '#3ee0ff', '#ff5cae', '#8dff5c'] as const;
/** CIE76 distance under which a colour is hard to tell from the picture (about "clearly"). */
const READABLE_DELTA_E = 45;

export type Rgb = readonly [number, number, number];

/** sRGB (0-255) to CIE L*a*b* (D65). */
export function toLab([r, g, b]: Rgb): Rgb {
  const linear = (c: number): number => {
    const v = c / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  const [lr, lg, lb] = [linear(r), linear(g), linear(b)];
  const x = (0.4124 * lr + 0.3576 * lg + 0.1805 * lb) / 0.95047;
  const y = 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
  const z = (0.0193 * lr + 0.1192 * lg + 0.9505 * lb) / 1.08883;
  const f = (t: number): number => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

export function hexToRgb(hex: string): Rgb {
  const h = hex.replace('#', '');
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as unknown as Rgb;
}

export function deltaE(a: Rgb, b: Rgb): number {
  const [x, y] = [toLab(a), toLab(b)];
  return Math.hypot(x[0] - y[0], x[1] - y[1], x[2] - y[2]);
}

/**
 * The highlight colour for a picture whose caption area has these colours (blocks of it): the
 * preferred one while it stays clearly apart from every block, else the one farthest from its
 * nearest block.
 */
export function pickHighlight(
  blocks: readonly Rgb[],
  preferred: string = HIGHLIGHT_COLOURS[0],
  choices: readonly string[] = HIGHLIGHT_COLOURS,
): string {
  if (blocks.length === 0) return preferred;
  const nearest = (hex: string): number =>
    Math.min(...blocks.map((block) => deltaE(hexToRgb(hex), block)));
  if (nearest(preferred) >= READABLE_DELTA_E) return preferred;
  return [...choices].sort((a, b) => nearest(b) - nearest(a))[0] ?? preferred;
}

/** The part of the frame the captions take, in pixels (their position, margins and size). */
export function captionArea(
  options: CaptionOptions,
  size: { width: number; height: number; aspect: AspectRatio },
): { left: number; top: number; width: number; height: number } {
  const margins = SAFE_MARGINS[size.aspect];
  const font = captionFontSize(options, size.width, size.height);
  // Two lines of text and their outline.
  const height = Math.min(size.height, Math.round(font * 2.6));
  const top =
    options.position === 'top'
      ? margins.top
      : options.position === 'middle'
        ? Math.round((size.height - height) / 2)
        : size.height - margins.bottom - height;
  return {
    left: margins.left,
    top: Math.max(0, top),
    width: size.width - margins.left - margins.right,
    height,
  };
}

/** The caption area of a picture as 8 x 2 blocks of mean colour (sharp). */
export async function captionBlocks(
  imagePath: string,
  area: { left: number; top: number; width: number; height: number },
  frameWidth: number,
): Promise<Rgb[]> {
  // The picture may be drawn larger than the frame: the same part of it.
  const { width = 0 } = await sharp(imagePath).metadata();
  const scale = width > 0 ? width / frameWidth : 1;
  const { data } = await sharp(imagePath)
    .extract({
      left: Math.round(area.left * scale),
      top: Math.round(area.top * scale),
      width: Math.round(area.width * scale),
      height: Math.round(area.height * scale),
    })
    .removeAlpha()
    .resize(8, 2, { fit: 'fill', kernel: 'cubic' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const blocks: Rgb[] = [];
  for (let i = 0; i + 2 < data.length; i += 3) {
    blocks.push([data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0]);
  }
  return blocks;
}

/** The options for one scene's captions: the default style's highlight picked for its picture. */
export async function sceneCaptionOptions(
  options: CaptionOptions,
  imagePath: string,
  size: { width: number; height: number; aspect: AspectRatio },
): Promise<CaptionOptions> {
  if (!options.autoHighlight) return options;
  try {
    const blocks = await captionBlocks(imagePath, captionArea(options, size), size.width);
    return { ...options, highlightColor: pickHighlight(blocks, options.highlightColor) };
  } catch {
    // An unreadable picture keeps the style's colour: captions never fail a render.
    return options;
  }
}
