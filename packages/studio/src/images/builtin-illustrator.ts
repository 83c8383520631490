import sharp from 'sharp';
import { createRandom } from '../random.js';
import type { IllustrateRequest, Illustrator } from './illustrator.js';
import { readScene } from './scene-reading.js';
import { STYLE_RECIPES } from './styles.js';
import { buildSceneSvg } from './svg-scene.js';

/**
 * The default, offline illustrator: reads the prompt (time, setting, weather, subjects),
 * draws the scene as SVG in the style's palette and line, renders it with sharp (libvips),
 * then applies the style's grading and grain.
 */
export function createBuiltinIllustrator(): Illustrator {
  return {
    description: 'built-in illustrator (SVG + sharp)',
    id: 'builtin-illustrator-1',
    seeded: true,
    illustrate: async (request) => {
      request.signal?.throwIfAborted();
      return renderBuiltin(request);
    },
  };
}

export async function renderBuiltin(request: IllustrateRequest): Promise<Buffer> {
  const { width, height, style } = request;
  const random = createRandom(request.seed).fork(`${style}:${request.prompt}`);
  const svg = buildSceneSvg(readScene(request.prompt), style, width, height, random);
  const recipe = STYLE_RECIPES[style];
  const post = recipe.post;
  let image = sharp(Buffer.from(svg), { density: 72 }).resize(width, height, { fit: 'fill' });
  if (post.grayscale === true) image = image.grayscale();
  if (post.recomb !== undefined) image = image.recomb(post.recomb);
  if (post.linear !== undefined) image = image.linear(post.linear[0], post.linear[1]);
  if (post.saturation !== undefined || post.brightness !== undefined) {
    image = image.modulate({ saturation: post.saturation ?? 1, brightness: post.brightness ?? 1 });
  }
  if (post.tint !== undefined) image = image.tint(post.tint);
  if (post.blur !== undefined && post.blur > 0) image = image.blur(post.blur);
  if (recipe.overlays.includes('grain')) {
    image = image.composite([{ input: grain(width, height), raw: { width, height, channels: 4 } }]);
  }
  return image.removeAlpha().png({ compressionLevel: 2 }).toBuffer();
}

const grains = new Map<string, Buffer>();

/** Film grain: fixed-seed grey noise at low opacity (deterministic; made once per size). */
function grain(width: number, height: number): Buffer {
  const key = `${width}x${height}`;
  const cached = grains.get(key);
  if (cached !== undefined) return cached;
  const out = Buffer.alloc(width * height * 4);
  let state = 0x9e3779b9;
  for (let i = 0; i < width * height; i++) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    const v = state >>> 24;
    out[i * 4] = v;
    out[i * 4 + 1] = v;
    out[i * 4 + 2] = v;
    out[i * 4 + 3] = 22;
  }
  grains.set(key, out);
  return out;
}
