import type { ArtStyle } from '@reelsmith/contract';
import type { Random } from '../random.js';
import { drawMotif } from './motifs/index.js';
import type { MotifPaint } from './motifs/index.js';
import { makeCanvas } from './scene/canvas.js';
import type { Canvas } from './scene/canvas.js';
import { bustSubject, cartoonShadow, colossusSubject } from './scene/framing.js';
import { landscape } from './scene/landscape.js';
import { sceneOverlays } from './scene/overlays.js';
import { skyLayer, weatherLayer } from './scene/sky.js';
import type { SceneReading } from './scene-reading.js';
import { STYLE_RECIPES } from './styles.js';

/** The depths of a scene, back to front. */
export const SCENE_LAYERS = ['sky', 'far', 'mid', 'near', 'subject', 'front'] as const;
export type SceneLayer = (typeof SCENE_LAYERS)[number];

/** A scene as SVG fragments per depth, with the definitions they share. */
export interface SceneLayers {
  W: number;
  H: number;
  defs: string;
  layers: Record<SceneLayer, string>;
  /** A blur (sigma, px) for the layers behind the subject: sky, far, mid, near. */
  blurBehind?: number;
}

/**
 * One scene by depth: sky and light; the setting's far, mid and near ground; the subjects;
 * in front, the weather and the style's scene overlays. The frame's own overlays are not here
 * (frame-overlay.ts). Pure: seeded by `random`.
 */
export function buildSceneLayers(
  reading: SceneReading,
  style: ArtStyle,
  width: number,
  height: number,
  random: Random,
): SceneLayers {
  const recipe = STYLE_RECIPES[style];
  const c = makeCanvas(reading, style, recipe, recipe.palette(reading.time), width, height, random);
  const sky = skyLayer(c);
  const ground = landscape(c);
  const back = { sky, ...ground, far: ground.far + sceneOverlays(c, 'back') };
  const subject = subjects(c);
  const front = weatherLayer(c) + sceneOverlays(c, 'front');
  return {
    W: width,
    H: height,
    defs: c.defs.join(''),
    layers: { ...back, subject, front },
    // Portrait's shallow depth of field: blurred after rasterizing (libvips is some 20x
    // faster at it than an SVG filter).
    ...(recipe.framing === 'bust' ? { blurBehind: c.S * 0.008 } : {}),
  };
}

/** Some of a scene's layers as one SVG document (all of them: the still). */
export function layersSvg(scene: SceneLayers, only: readonly SceneLayer[] = SCENE_LAYERS): string {
  const { W, H } = scene;
  const body = only.map((layer) => scene.layers[layer]).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${scene.defs}</defs>${body}</svg>`;
}

/** One scene as SVG, every layer: what the still shows before its frame overlay. */
export function buildSceneSvg(
  reading: SceneReading,
  style: ArtStyle,
  width: number,
  height: number,
  random: Random,
): string {
  return layersSvg(buildSceneLayers(reading, style, width, height, random));
}

/**
 * The subjects: the first large and central, the second smaller beside it; a subject alone is
 * drawn larger, since it carries the picture by itself.
 */
function subjects(c: Canvas): string {
  const { recipe, p, reading, S, W, ground, portrait, random } = c;
  const paint: MotifPaint = {
    ink: p.ink,
    accent: p.accent,
    stroke: recipe.outline > 0 ? recipe.outlineColor : 'none',
    strokeWidth: recipe.outline,
    lineOnly: recipe.lineOnly === true,
  };
  const [main, second] = reading.subjects;
  // The styles with a framing of their own (scene/framing.ts).
  if (main !== undefined && recipe.framing === 'bust') return bustSubject(c, paint, main);
  if (main !== undefined && recipe.framing === 'colossus') return colossusSubject(c, paint, main);
  const shadow = (x: number, s: number): string =>
    recipe.framing === 'cartoon' ? cartoonShadow(c, x, s * 0.45) : '';
  // The tallest motifs reach about 1.6 sizes above the ground: keep them inside the frame.
  const fit = (ground - c.H * 0.06) / 1.6;
  const size = Math.min(fit, S * recipe.subjectScale * (second === undefined ? SOLO_SCALE : 1));
  const out: string[] = [];
  if (second !== undefined) {
    const side = random.next() < 0.5 ? -1 : 1;
    out.push(
      shadow(W / 2 + side * W * 0.3, size * 0.55),
      drawMotif(second, W / 2 + side * W * 0.3, ground + S * 0.02, size * 0.55, paint, random),
    );
  }
  if (main !== undefined) {
    const dx = portrait || second === undefined ? 0 : W * random.range(-0.12, 0.12);
    out.push(shadow(W / 2 + dx, size), drawMotif(main, W / 2 + dx, ground, size, paint, random));
  }
  return out.join('');
}

/** How much larger a subject alone is drawn than a main subject with company. */
export const SOLO_SCALE = 1.3;
