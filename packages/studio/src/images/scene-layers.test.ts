import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderBuiltin } from './builtin-illustrator.js';
import { renderBuiltinLayers, renderBuiltinPlanes } from './scene-layers.js';

const W = 270;
const H = 480;

async function meanDifference(a: Buffer, b: Buffer): Promise<number> {
  const [x, y] = await Promise.all([a, b].map((p) => sharp(p).removeAlpha().raw().toBuffer()));
  let d = 0;
  for (let i = 0; i < x!.length; i++) d += Math.abs(x![i]! - y![i]!);
  return d / x!.length;
}

describe('parallax layers of a built-in scene', () => {
  it('draws each depth alone, back to front, and together they are the still', async () => {
    for (const style of ['cinematic', 'wildlife', 'classic-animation'] as const) {
      const request = {
        prompt: 'a lighthouse on a cliff by the sea at night, a lone figure, rain',
        style,
        width: W,
        height: H,
        seed: 4,
      };
      const layers = await renderBuiltinLayers(request);
      expect(layers.map((l) => l.name)).toEqual(['sky', 'far', 'mid', 'near', 'subject', 'front']);
      const depths = layers.map((l) => l.depth);
      expect([...depths].sort((a, b) => a - b)).toEqual(depths);
      for (const layer of layers) {
        const meta = await sharp(layer.png).metadata();
        expect([meta.width, meta.height, meta.channels]).toEqual([W, H, 4]);
      }
      // The subject's layer is transparent around the subject.
      const subject = await sharp(layers[4]!.png).raw().toBuffer();
      expect(subject[3]).toBe(0);
      const stacked = await sharp(layers[0]!.png)
        .composite(layers.slice(1).map((l) => ({ input: l.png })))
        .png()
        .toBuffer();
      const still = await renderBuiltin(request);
      // The grade runs per layer instead of once, so a few levels of difference are allowed.
      expect(await meanDifference(stacked, still), style).toBeLessThan(4);
    }
  });
});

describe('the two planes of the parallax shot', () => {
  it('are an opaque back and a front transparent around the subject, together the still', async () => {
    // cinematic blurs what is behind the subject: the back plane is blurred as in the still.
    for (const style of ['cinematic', 'wildlife', 'noir'] as const) {
      const request = {
        prompt: 'a lone knight on a hill at dawn, a castle far away',
        style,
        width: W,
        height: H,
        seed: 9,
      };
      const { back, front } = await renderBuiltinPlanes(request);
      const [b, f] = await Promise.all([sharp(back).metadata(), sharp(front).metadata()]);
      expect([b.width, b.height, b.hasAlpha]).toEqual([W, H, false]);
      expect([f.width, f.height, f.channels]).toEqual([W, H, 4]);
      const alpha = await sharp(front).extractChannel(3).raw().toBuffer();
      const drawn = alpha.filter((a) => a > 0).length / alpha.length;
      // The subject is there, and the back shows through (noir's haze in front covers more).
      expect(drawn, style).toBeGreaterThan(0.02);
      expect(drawn, style).toBeLessThan(0.9);
      const stacked = await sharp(back)
        .composite([{ input: front }])
        .png()
        .toBuffer();
      expect(await meanDifference(stacked, await renderBuiltin(request)), style).toBeLessThan(4);
    }
  });
});
