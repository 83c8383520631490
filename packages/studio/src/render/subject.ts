import { stat } from 'node:fs/promises';
import sharp from 'sharp';
import type { ArtifactCache } from './cache.js';
import { contentKey } from './cache.js';

export interface Subject {
  /** The subject's centre, 0..1 of the picture's width and height. */
  x: number;
  y: number;
}

/** Side of the small copy the attention crop looks at (enough to find a subject, cheap). */
const PROBE = 160;
/** The share of the picture's width the probe crop keeps (the crop makes sharp look). */
const KEEP = 0.4;

/**
 * Where a picture's subject is, for any picture (built-in, remote or uploaded): sharp's
 * attention strategy (skin, saturation, edges) picks the point a crop keeps (its attentionX/Y,
 * in the scaled picture's pixels; the crop's offset where a build lacks them). Cached.
 */
export async function findSubject(cache: ArtifactCache, path: string): Promise<Subject> {
  const { size } = await stat(path);
  const key = contentKey({ subject: 1, path, size });
  const { data } = await cache.getOrCreate('subject', key, 'json', async () => {
    const meta = await sharp(path).metadata();
    const aspect = (meta.width ?? 1) / (meta.height ?? 1);
    // Scaled to PROBE high; a band KEEP of its width is kept, so sharp has to choose.
    const fullWidth = Math.max(1, Math.round(PROBE * aspect));
    const band = Math.max(1, Math.round(fullWidth * KEEP));
    const { info } = await sharp(path)
      .resize({ width: band, height: PROBE, fit: 'cover', position: sharp.strategy.attention })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const found = info as typeof info & {
      cropOffsetLeft?: number;
      attentionX?: number;
      attentionY?: number;
    };
    const subject: Subject = {
      x: (found.attentionX ?? band / 2 - (found.cropOffsetLeft ?? 0)) / fullWidth,
      y: (found.attentionY ?? PROBE / 2) / PROBE,
    };
    return Buffer.from(JSON.stringify(subject));
  });
  return JSON.parse(data.toString('utf8')) as Subject;
}
