import { ART_STYLES } from '@reelsmith/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createRandom } from '../random.js';
import { renderBuiltin } from './builtin-illustrator.js';
import { imagePrompt, requestSize } from './openai-illustrator.js';
import { readScene } from './scene-reading.js';
import { buildSceneSvg } from './svg-scene.js';

describe('reading an image prompt', () => {
  it('finds time, setting, weather and subjects in order', () => {
    const r = readScene('a wooden ship trapped in antarctic ice under a stormy sky, a lone figure');
    expect(r.time).toBe('storm');
    expect(r.setting).toBe('ice');
    expect(r.subjects).toEqual(['ship', 'figure']);
    const night = readScene('a lighthouse on a cliff by the sea at night, moon, rain');
    expect(night).toMatchObject({
      time: 'night',
      setting: 'sea',
      subjects: ['lighthouse'],
      rain: true,
    });
    expect(readScene('a planet with rings in deep space').setting).toBe('space');
    expect(readScene('a stream in the rainforest').rain).toBe(false);
  });

  it('draws something for any prompt, and the same picture for the same seed', () => {
    const svg = (seed: number) =>
      buildSceneSvg(readScene('zzz qqq'), 'cinematic', 540, 960, createRandom(seed));
    expect(svg(1)).toMatch(/^<svg/);
    expect(svg(1)).toBe(svg(1));
    expect(svg(1)).not.toBe(svg(2));
  });
});

describe('built-in illustrator', () => {
  it('draws all 20 styles at the exact size, each clearly different', async () => {
    const thumbs = await Promise.all(
      ART_STYLES.map(async (style) => {
        const png = await renderBuiltin({
          prompt: 'a castle on the mountains at dawn, birds circling',
          style,
          width: 270,
          height: 480,
          seed: 5,
        });
        const meta = await sharp(png).metadata();
        expect(meta.format).toBe('png');
        expect([meta.width, meta.height]).toEqual([270, 480]);
        return sharp(png).resize(9, 16, { fit: 'fill' }).removeAlpha().raw().toBuffer();
      }),
    );
    let closest = Infinity;
    for (let i = 0; i < thumbs.length; i++) {
      for (let j = i + 1; j < thumbs.length; j++) {
        const a = thumbs[i]!;
        const b = thumbs[j]!;
        let d = 0;
        for (let k = 0; k < a.length; k++) d += Math.abs(a[k]! - b[k]!);
        closest = Math.min(closest, d / a.length);
      }
    }
    // Mean per-channel difference of the closest pair, out of 255.
    expect(closest).toBeGreaterThan(8);
  });

  it('draws landscape and square pictures too', async () => {
    for (const [w, h] of [
      [480, 270],
      [300, 300],
    ] as const) {
      const meta = await sharp(
        await renderBuiltin({
          prompt: 'a city at night',
          style: 'noir',
          width: w,
          height: h,
          seed: 1,
        }),
      ).metadata();
      expect([meta.width, meta.height]).toEqual([w, h]);
    }
  });
});

describe('OpenAI image prompts', () => {
  it('asks each model for its nearest size and adds the style recipe', () => {
    expect(requestSize('gpt-image-1', 1080, 1920)).toBe('1024x1536');
    expect(requestSize('dall-e-3', 1920, 1080)).toBe('1792x1024');
    expect(requestSize('gpt-image-1', 1080, 1080)).toBe('1024x1024');
    expect(imagePrompt('a cat', 'noir')).toMatch(
      /a cat\. Style: film noir, high-contrast black and white.*No text/,
    );
  });
});
