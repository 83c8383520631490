import sharp from 'sharp';
import type { Sharp } from 'sharp';
import type { Matrix3, Post } from './styles.js';

/** An SVG drawn at the output size and graded by the style's post-process, as a PNG. */
export async function rasterize(
  svg: string,
  width: number,
  height: number,
  post: Post,
  keepAlpha = false,
): Promise<Buffer> {
  const image = sharp(Buffer.from(svg), { density: 72 }).resize(width, height, { fit: 'fill' });
  return grade(image, post, keepAlpha);
}

/** Rec. 709's luma weights: a change of saturation keeps each pixel's luma. */
const LUMA = [0.2126, 0.7152, 0.0722] as const;

/**
 * Saturation `s` as a matrix on the RGB values (each pixel moved toward or away from its own
 * grey, its Rec. 709 luma kept): sharp's `recomb`, 45-55 ms a 1080x1920 still where `modulate`
 * (through LCh, keeping L*) took 125-150 ms. Measured on 2026-11-29 over the 20 styles' stills of
 * one prompt: the mean difference from `modulate` 0.3-1.8 of 255, 4.8 for 80s Cartoon (1.2x) and
 * 7.8 for Lichtenstein Pop Art (1.25x), at most 64 where strong colours clip.
 */
export function saturationMatrix(s: number): Matrix3 {
  const row = (i: number) => LUMA.map((w, j) => (1 - s) * w + (i === j ? s : 0));
  return [row(0), row(1), row(2)] as Matrix3;
}

/** a after b: the matrix of b's recombination followed by a's. */
function compose(a: Matrix3, b: Matrix3): Matrix3 {
  const row = (i: number) =>
    [0, 1, 2].map((j) => [0, 1, 2].reduce((sum, k) => sum + a[i]![k]! * b[k]![j]!, 0));
  return [row(0), row(1), row(2)] as Matrix3;
}

/** The style's colour grade, then a PNG (RGBA when keepAlpha: a layer). */
export async function grade(input: Sharp, post: Post, keepAlpha: boolean): Promise<Buffer> {
  let image = input;
  if (post.grayscale === true) image = image.grayscale();
  // One recombination (sharp keeps only the last): the style's own, then its saturation (a
  // saturation matrix commutes with the uniform `linear`, so their order does not matter).
  const saturation =
    post.saturation === undefined || post.brightness !== undefined
      ? undefined
      : saturationMatrix(post.saturation);
  const matrix =
    saturation === undefined
      ? post.recomb
      : post.recomb === undefined
        ? saturation
        : compose(saturation, post.recomb);
  if (matrix !== undefined) image = image.recomb(matrix);
  if (post.linear !== undefined) image = image.linear(post.linear[0], post.linear[1]);
  if (post.brightness !== undefined) {
    image = image.modulate({ saturation: post.saturation ?? 1, brightness: post.brightness });
  }
  if (post.tint !== undefined) image = image.tint(post.tint);
  if (post.blur !== undefined && post.blur > 0) image = image.blur(post.blur);
  return (keepAlpha ? image.ensureAlpha() : image.removeAlpha())
    .png({ compressionLevel: 2 })
    .toBuffer();
}
