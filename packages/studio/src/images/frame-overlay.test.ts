import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ART_STYLES } from '@reelsmith/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ArtifactCache } from '../render/cache.js';
import { sceneImage, scenePreview } from '../render/scene-image.js';
import { createBuiltinIllustrator, renderBuiltin } from './builtin-illustrator.js';
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

describe("the editor's scene preview", () => {
  it('shows the still with its frame overlay, as the video will', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'frame-preview-'));
    try {
      const cache = new ArtifactCache(dir);
      const request = {
        scene: { imagePrompt: 'a lone figure walking toward a city skyline at sunset' },
        style: 'cinematic' as const,
        width: 1080,
        height: 1920,
        seed: 5,
      };
      const preview = await scenePreview({ primary: createBuiltinIllustrator() }, cache, request);
      const p = await pixels(await sharp(preview.data).png().toBuffer());
      expect([p.info.width, p.info.height]).toEqual([360, 640]);
      // The letterbox is in the preview (WebP: nearly black), not in the cached still.
      expect(
        p
          .at(180, 4)
          .slice(0, 3)
          .every((v) => v < 12),
      ).toBe(true);
      const still = await sceneImage(createBuiltinIllustrator(), cache, request);
      expect(still.hit).toBe(true);
      const s = await pixels(await sharp(still.path).png().toBuffer());
      expect(
        s
          .at(540, 10)
          .slice(0, 3)
          .reduce((a, b) => a + b, 0),
      ).toBeGreaterThan(20);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
