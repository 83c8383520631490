import sharp from 'sharp';
import type { Sharp } from 'sharp';
import type { Post } from './styles.js';

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

/** The style's colour grade, then a PNG (RGBA when keepAlpha: a layer). */
export async function grade(input: Sharp, post: Post, keepAlpha: boolean): Promise<Buffer> {
  let image = input;
  if (post.grayscale === true) image = image.grayscale();
  if (post.recomb !== undefined) image = image.recomb(post.recomb);
  if (post.linear !== undefined) image = image.linear(post.linear[0], post.linear[1]);
  if (post.saturation !== undefined || post.brightness !== undefined) {
    image = image.modulate({ saturation: post.saturation ?? 1, brightness: post.brightness ?? 1 });
  }
  if (post.tint !== undefined) image = image.tint(post.tint);
  if (post.blur !== undefined && post.blur > 0) image = image.blur(post.blur);
  return (keepAlpha ? image.ensureAlpha() : image.removeAlpha())
    .png({ compressionLevel: 2 })
    .toBuffer();
}
