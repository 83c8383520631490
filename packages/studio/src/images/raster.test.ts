import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { grade, saturationMatrix } from './raster.js';
import type { Matrix3 } from './styles.js';

/** A 4x1 strip of colours through a grade, back as RGB bytes. */
async function graded(colours: number[][], post: Parameters<typeof grade>[1]): Promise<number[]> {
  const input = sharp(Buffer.from(colours.flat()), {
    raw: { width: colours.length, height: 1, channels: 3 },
  });
  const png = await grade(input, post, false);
  return [...(await sharp(png).raw().toBuffer())];
}

const COLOURS = [
  [200, 60, 40],
  [40, 120, 220],
  [90, 180, 70],
  [128, 128, 128],
];

describe('the colour grade', () => {
  it("changes saturation by a matrix that keeps greys and each pixel's luma", () => {
    for (const s of [0.7, 1, 1.3]) {
      const m = saturationMatrix(s);
      for (const row of m) expect(row.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
      const luma = (rgb: number[]) => 0.2126 * rgb[0]! + 0.7152 * rgb[1]! + 0.0722 * rgb[2]!;
      const apply = (rgb: number[]) => m.map((row) => row.reduce((a, w, j) => a + w * rgb[j]!, 0));
      for (const c of COLOURS) expect(luma(apply(c))).toBeCloseTo(luma(c), 9);
    }
    expect(saturationMatrix(1)).toEqual([
      [1, 0, 0],
      [0, 1, 0],
      [0, 0, 1],
    ]);
  });

  it('saturates and desaturates the still: colours away from or toward their grey', async () => {
    const luma = (rgb: number[]) => 0.2126 * rgb[0]! + 0.7152 * rgb[1]! + 0.0722 * rgb[2]!;
    const spread = (rgb: number[]) => Math.max(...rgb) - Math.min(...rgb);
    for (const saturation of [0.7, 1.1, 1.25]) {
      const now = await graded(COLOURS, { saturation });
      expect(now.slice(9, 12)).toEqual([128, 128, 128]);
      COLOURS.slice(0, 3).forEach((c, p) => {
        const out = now.slice(3 * p, 3 * p + 3);
        // Each channel's distance from the pixel's grey scales by the saturation (rounded).
        c.forEach((v, k) => {
          expect(Math.abs(out[k]! - (luma(c) + saturation * (v - luma(c))))).toBeLessThan(1.01);
        });
        expect(Math.sign(spread(out) - spread(c))).toBe(Math.sign(saturation - 1));
      });
    }
  });

  it("applies a style's own recombination before its saturation", async () => {
    const recomb: Matrix3 = [
      [0.1, 1.2, 0.0],
      [0.55, 0.2, 0.4],
      [0.2, 0.9, 0.1],
    ];
    const both = await graded(COLOURS, { recomb, saturation: 1.3 });
    const first = await sharp(Buffer.from(COLOURS.flat()), {
      raw: { width: 4, height: 1, channels: 3 },
    })
      .recomb(recomb)
      .raw()
      .toBuffer();
    const second = await graded(
      [0, 1, 2, 3].map((p) => [...first.subarray(3 * p, 3 * p + 3)]),
      { saturation: 1.3 },
    );
    both.forEach((v, i) => expect(Math.abs(v - second[i]!)).toBeLessThanOrEqual(2));
  });
});
