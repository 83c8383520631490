import sharp from 'sharp';
import { createRandom } from '../random.js';
import { grade, rasterize } from './raster.js';
import type { IllustrateRequest, SceneLayerImage, ScenePlanes } from './illustrator.js';
import { readScene } from './scene-reading.js';
import { STYLE_RECIPES } from './styles.js';
import { buildSceneLayers, layersSvg, SCENE_LAYERS } from './svg-scene.js';
import type { SceneLayer } from './svg-scene.js';

export type { SceneLayerImage } from './illustrator.js';

/** Suggested depths: the sky barely moves, the ground comes forward, the subject moves most. */
export const LAYER_DEPTHS: Record<SceneLayer, number> = {
  sky: 0.1,
  far: 0.3,
  mid: 0.55,
  near: 0.8,
  subject: 1,
  front: 1,
};

/**
 * A built-in scene's layers, back to front, for parallax (issue 19): the same drawing as
 * renderBuiltin (same reading, seed and grade), each depth its own picture. Laid over each
 * other unmoved they give the still. A layer covers exactly the frame: a camera that moves a
 * layer by s pixels should zoom it by at least 1 + 2s / width so its edge never shows. Empty
 * layers (nothing drawn, e.g. no weather in front) are left out.
 */
export async function renderBuiltinLayers(request: IllustrateRequest): Promise<SceneLayerImage[]> {
  const { width, height, style } = request;
  request.signal?.throwIfAborted();
  // The same random stream as renderBuiltin: the same drawing, split by depth.
  const random = createRandom(request.seed).fork(`${style}:${request.prompt}`);
  const scene = buildSceneLayers(readScene(request.prompt), style, width, height, random);
  const post = STYLE_RECIPES[style].post;
  const made = await Promise.all(
    SCENE_LAYERS.filter((name) => scene.layers[name] !== '').map(async (name) => {
      let png = await rasterize(layersSvg(scene, [name]), width, height, post, true);
      if (scene.blurBehind !== undefined && name !== 'subject' && name !== 'front') {
        png = await sharp(png).blur(scene.blurBehind).png({ compressionLevel: 2 }).toBuffer();
      }
      return { name, depth: LAYER_DEPTHS[name], png };
    }),
  );
  return made;
}

/**
 * A built-in scene in the two planes the parallax shot films (compose/graph.ts parallaxShot):
 * the back (sky, far, mid and near, opaque, blurred where the style blurs what is behind the
 * subject) and the front (the subject and anything before it, transparent elsewhere), each
 * graded like the still and of its size. The same drawing as renderBuiltin (same reading, seed
 * and random stream): laid over each other unmoved they give the still.
 */
export async function renderBuiltinPlanes(request: IllustrateRequest): Promise<ScenePlanes> {
  const { width, height, style } = request;
  request.signal?.throwIfAborted();
  const random = createRandom(request.seed).fork(`${style}:${request.prompt}`);
  const scene = buildSceneLayers(readScene(request.prompt), style, width, height, random);
  const post = STYLE_RECIPES[style].post;
  const backSvg = layersSvg(scene, ['sky', 'far', 'mid', 'near']);
  const [back, front] = await Promise.all([
    scene.blurBehind === undefined
      ? rasterize(backSvg, width, height, post)
      : grade(
          sharp(
            await sharp(Buffer.from(backSvg), { density: 72 })
              .resize(width, height, { fit: 'fill' })
              .blur(scene.blurBehind)
              .png({ compressionLevel: 1 })
              .toBuffer(),
          ),
          post,
          false,
        ),
    rasterize(layersSvg(scene, ['subject', 'front']), width, height, post, true),
  ]);
  return { back, front };
}
