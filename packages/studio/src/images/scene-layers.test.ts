import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderBuiltin } from './builtin-illustrator.js';
import { renderBuiltinLayers } from './scene-layers.js';

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
