import { ART_STYLES } from '@reelsmith/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderBuiltin } from './builtin-illustrator.js';
import { frameOverlay, hasFrameOverlay, withFrameOverlay } from './frame-overlay.js';

const W = 540;
const H = 960;

async function pixels(png: Buffer) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return {
    info,
    at: (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * 4, (y * info.width + x) * 4 + 4),
    ],
  };
}

describe('frame overlays', () => {
  it('draws the letterbox on a transparent frame, not in the still', async () => {
    const overlay = await frameOverlay('cinematic', W, H);
    expect(overlay).toBeDefined();
    const o = await pixels(overlay!);
    expect([o.info.width, o.info.height, o.info.channels]).toEqual([W, H, 4]);
    // The bar is opaque black; the middle of the frame shows the picture through.
    expect(o.at(W / 2, 5)).toEqual([0, 0, 0, 255]);
    expect(o.at(W / 2, H - 5)).toEqual([0, 0, 0, 255]);
    expect(o.at(W / 2, H / 2)[3]).toBeLessThan(10);

    const still = await renderBuiltin({
      prompt: 'a lone figure walking toward a city skyline at sunset',
      style: 'cinematic',
      width: W,
      height: H,
      seed: 3,
    });
    const s = await pixels(still);
    const [r = 0, g = 0, b = 0] = s.at(W / 2, 5);
    expect(r + g + b).toBeGreaterThan(20);
    const framed = await pixels(await withFrameOverlay(still, 'cinematic', W, H));
    expect(framed.at(W / 2, 5).slice(0, 3)).toEqual([0, 0, 0]);
  });

  it('is made once per style and size, and is absent for styles without one', async () => {
    expect(await frameOverlay('minimalist', W, H)).toBeUndefined();
    expect(hasFrameOverlay('minimalist')).toBe(false);
    expect(frameOverlay('steampunk', W, H)).toBe(frameOverlay('steampunk', W, H));
    const withOne = ART_STYLES.filter(hasFrameOverlay);
    // Letterbox, gears, vignette, grain, scratches, leaks, paper: most styles have one.
    expect(withOne.length).toBeGreaterThan(10);
    for (const style of withOne) {
      const overlay = await frameOverlay(style, 120, 200);
      expect((await sharp(overlay).metadata()).hasAlpha).toBe(true);
    }
  });
});
