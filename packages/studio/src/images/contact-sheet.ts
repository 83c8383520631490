import { ART_STYLES, ART_STYLE_LABELS } from '@reelsmith/contract';
import sharp from 'sharp';
import { renderBuiltin } from './builtin-illustrator.js';
import { withFrameOverlay } from './frame-overlay.js';

const ROW_PROMPTS = [
  'a lighthouse on a cliff by the sea at night, moon',
  'a lone figure walking toward a city skyline at sunset',
  'a castle on the mountains at dawn, birds circling',
  'a rocket launching from the desert on a sunny day',
];

/** All twenty styles side by side (5 x 4), one prompt per row: docs/studio-styles.png. */
export async function contactSheet(tileWidth = 270): Promise<Buffer> {
  const tileHeight = Math.round((tileWidth * 16) / 9);
  const label = 34;
  const cols = 5;
  const tiles = await Promise.all(
    ART_STYLES.map(async (style, i) => {
      const png = await renderBuiltin({
        prompt: ROW_PROMPTS[Math.floor(i / cols)] ?? '',
        style,
        width: 1080,
        height: 1920,
        seed: 7 + i,
      });
      // Still and frame overlay together, as a frame of the video shows them.
      const framed = await withFrameOverlay(png, style, 1080, 1920);
      const small = await sharp(framed).resize(tileWidth, tileHeight).png().toBuffer();
      return {
        input: small,
        left: (i % cols) * tileWidth,
        top: Math.floor(i / cols) * (tileHeight + label) + label,
        name: ART_STYLE_LABELS[style],
      };
    }),
  );
  const rows = Math.ceil(ART_STYLES.length / cols);
  const width = cols * tileWidth;
  const height = rows * (tileHeight + label);
  const labels = tiles
    .map(
      (t) =>
        `<text x="${t.left + tileWidth / 2}" y="${t.top - 10}" font-family="DejaVu Sans, sans-serif" font-size="18" fill="#f4f4f7" text-anchor="middle">${t.name}</text>`,
    )
    .join('');
  const background = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#0b0b10"/>${labels}</svg>`,
  );
  return sharp(background)
    .composite(tiles.map(({ input, left, top }) => ({ input, left, top })))
    .png()
    .toBuffer();
}
