/**
 * Renders the landing page's example frames with the studio's built-in illustrator, so the
 * page shows what the product really draws: `npm run examples` writes apps/web/public/examples.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ART_STYLES, type ArtStyle } from '@reelsmith/contract';
import { createBuiltinIllustrator, withFrameOverlay } from '@reelsmith/studio';
import sharp from 'sharp';

const out = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../apps/web/public/examples',
);
const illustrator = createBuiltinIllustrator();

const PROMPTS = [
  'a lighthouse on a cliff by the sea at night, moon',
  'a lone figure walking toward a city skyline at sunset',
  'a castle on the mountains at dawn, birds circling',
  'a rocket launching from the desert on a sunny day',
  'an old ship sailing through a storm at sea',
];

async function frame(
  style: ArtStyle,
  prompt: string,
  width: number,
  height: number,
  file: string,
  seed: number,
) {
  const still = await illustrator.illustrate({ prompt, style, width, height, seed });
  // The frame overlay (letterbox, vignette, grain...) as the video lays it on.
  const png = await withFrameOverlay(still, style, width, height);
  const scale = 480 / Math.max(width, height);
  await sharp(png)
    .resize(Math.round(width * scale * 1.25), Math.round(height * scale * 1.25))
    .webp({ quality: 78 })
    .toFile(path.join(out, file));
}

await fs.mkdir(out, { recursive: true });
await Promise.all(
  ART_STYLES.map((style, i) =>
    frame(style, PROMPTS[i % PROMPTS.length]!, 1080, 1080, `${style}.webp`, 11 + i),
  ),
);
await frame(
  'noir',
  'a detective in the rain at night under a street lamp, city',
  1080,
  1920,
  'hero-noir.webp',
  3,
);
await frame(
  'fairytale',
  'a castle on the mountains at dawn, birds circling',
  1080,
  1920,
  'hero-fairytale.webp',
  5,
);
await frame(
  '80s-cartoon',
  'a rocket launching from the desert on a sunny day',
  1080,
  1080,
  'hero-80s-cartoon.webp',
  8,
);
await frame(
  'cinematic',
  'an old ship sailing through a storm at sea, lighthouse',
  1920,
  1080,
  'hero-cinematic.webp',
  9,
);
console.log(`wrote ${ART_STYLES.length + 4} frames to ${out}`);
