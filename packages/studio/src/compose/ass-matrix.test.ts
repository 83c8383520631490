import { describe, expect, it } from 'vitest';
import { BT601, BT709, assForBt601Blend, rgbForBlend } from './ass-matrix.js';

const yuv = ([r, g, b]: readonly number[], m: { r: number; b: number }) => {
  const y = m.r * r! + (1 - m.r - m.b) * g! + m.b * b!;
  return [y, (b! - y) / (2 * (1 - m.b)), (r! - y) / (2 * (1 - m.r))];
};
/** The largest YUV difference between what a BT.601 blend of `written` gives and `wanted` in BT.709. */
const miss = (wanted: [number, number, number], written: readonly number[]) => {
  const want = yuv(wanted, BT709);
  const got = yuv(written, BT601);
  return want.map((v, k) => Math.abs(got[k]! - v));
};

describe('caption colours for a BT.601 blend into BT.709 frames', () => {
  it('keeps greys as they are: both matrices agree on them', () => {
    for (const v of [0, 16, 128, 255]) expect(rgbForBlend([v, v, v])).toEqual([v, v, v]);
  });

  it('gives the highlight colours their BT.709 YUV to rounding', () => {
    for (const rgb of [
      [255, 210, 63],
      [62, 224, 255],
      [255, 92, 174],
      [124, 92, 255],
    ] as [number, number, number][]) {
      const written = rgbForBlend(rgb);
      expect(written).not.toEqual(rgb);
      for (const d of miss(rgb, written)) expect(d).toBeLessThan(0.6);
      // Written as they are, the BT.601 blend misses by more.
      expect(Math.max(...miss(rgb, rgb))).toBeGreaterThan(2);
    }
  });

  it('brings a colour outside the cube nearer than clipping a channel would', () => {
    const lime: [number, number, number] = [141, 255, 92];
    const written = rgbForBlend(lime);
    const [dy] = miss(lime, written);
    // Clipped, green 255 and the rest as computed: 13 of 255 darker.
    expect(dy).toBeLessThan(8.5);
    expect(written.every((v) => Number.isInteger(v) && v >= 0 && v <= 255)).toBe(true);
  });

  it("rewrites the styles' and the override tags' colours, not alphas or words", () => {
    const ass = [
      '[V4+ Styles]',
      'Style: Caption,Montserrat,106,&H00FFFFFF,&H003FD2FF,&H00101010,&H80000000,0',
      '[Events]',
      'Dialogue: 0,0:00:00.00,0:00:01.00,Caption,,0,0,0,,R&H3FD2FF {\\c&H3FD2FF&\\alpha&H80&}word{\\r}',
    ].join('\n');
    const [b, g, r] = [70, 215, 250].map((v) => v.toString(16).toUpperCase().padStart(2, '0'));
    expect(rgbForBlend([255, 210, 63])).toEqual([250, 215, 70]);
    expect(assForBt601Blend(ass).split('\n')).toEqual([
      '[V4+ Styles]',
      `Style: Caption,Montserrat,106,&H00FFFFFF,&H00${b}${g}${r},&H00101010,&H80000000,0`,
      '[Events]',
      `Dialogue: 0,0:00:00.00,0:00:01.00,Caption,,0,0,0,,R&H3FD2FF {\\c&H${b}${g}${r}&\\alpha&H80&}word{\\r}`,
    ]);
  });
});
