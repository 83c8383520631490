import sharp from 'sharp';
import { createRandom } from '../random.js';
import type { IllustrateRequest, Illustrator } from './illustrator.js';
import { renderBuiltinLayers, renderBuiltinPlanes } from './scene-layers.js';
import { grade, rasterize } from './raster.js';
import { readScene } from './scene-reading.js';
import { STYLE_RECIPES } from './styles.js';
import { buildSceneLayers, layersSvg } from './svg-scene.js';

/**
 * The default, offline illustrator: reads the prompt (time, setting, weather, subjects),
 * draws the scene as SVG in the style's palette and line, renders it with sharp (libvips),
 * then applies the style's grading. The frame's overlays (letterbox, vignette, grain...) are not
 * in the still: frameOverlay (frame-overlay.ts) gives them, laid on after the camera move.
 */
export function createBuiltinIllustrator(): Illustrator {
  return {
    description: 'built-in illustrator (SVG + sharp)',
    // 2: frame overlays out of the still, subjects for every scene (issue 19); 3: saturation
    // graded by a matrix (raster.ts), within about 1/255 of before on average.
    id: 'builtin-illustrator-3',
    seeded: true,
    illustrate: async (request) => {
      request.signal?.throwIfAborted();
      return renderBuiltin(request);
    },
    layers: (request) => renderBuiltinLayers(request),
    planes: (request) => renderBuiltinPlanes(request),
  };
}

/** A scene's still, without its frame overlay (withFrameOverlay adds it for a preview). */
export async function renderBuiltin(request: IllustrateRequest): Promise<Buffer> {
  const { width, height, style } = request;
  const random = createRandom(request.seed).fork(`${style}:${request.prompt}`);
  const scene = buildSceneLayers(readScene(request.prompt), style, width, height, random);
  const post = STYLE_RECIPES[style].post;
  if (scene.blurBehind === undefined) return rasterize(layersSvg(scene), width, height, post);
  const draw = (svg: string) =>
    sharp(Buffer.from(svg), { density: 72 }).resize(width, height, { fit: 'fill' });
  const back = await draw(layersSvg(scene, ['sky', 'far', 'mid', 'near']))
    .blur(scene.blurBehind)
    .png({ compressionLevel: 1 })
    .toBuffer();
  const front = await draw(layersSvg(scene, ['subject', 'front']))
    .png({ compressionLevel: 1 })
    .toBuffer();
  // A composite runs last in sharp's pipeline: flatten it first so the grade sees the result.
  const still = await sharp(back)
    .composite([{ input: front }])
    .png({ compressionLevel: 1 })
    .toBuffer();
  return grade(sharp(still), post, false);
}
