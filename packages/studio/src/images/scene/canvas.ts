import type { ArtStyle } from '@reelsmith/contract';
import type { Random } from '../../random.js';
import type { SceneReading } from '../scene-reading.js';
import type { Palette, StyleRecipe } from '../styles.js';

/** What every layer of a scene draws with: the frame, its lines, the style and the reading. */
export interface Canvas {
  reading: SceneReading;
  style: ArtStyle;
  recipe: StyleRecipe;
  p: Palette;
  W: number;
  H: number;
  /** The short side: sizes scale with it, so portrait and landscape match. */
  S: number;
  portrait: boolean;
  horizon: number;
  ground: number;
  random: Random;
  /** A coordinate as SVG text. */
  n: (v: number) => string;
  /** The style's outline attributes ('' for styles without one). */
  stroke: string;
  /** A fill colour, or none for the line-only sketch. */
  fill: (c: string) => string;
  /** Gradients and masks the layers ask for. */
  defs: string[];
}

export function makeCanvas(
  reading: SceneReading,
  style: ArtStyle,
  recipe: StyleRecipe,
  p: Palette,
  W: number,
  H: number,
  random: Random,
): Canvas {
  const portrait = H > W;
  return {
    reading,
    style,
    recipe,
    p,
    W,
    H,
    S: Math.min(W, H),
    portrait,
    horizon: H * (portrait ? 0.6 : 0.64),
    ground: H * (portrait ? 0.74 : 0.86),
    random,
    n: (v) => v.toFixed(1),
    stroke:
      recipe.outline > 0
        ? `stroke="${recipe.outlineColor}" stroke-width="${recipe.outline}" stroke-linejoin="round"`
        : '',
    fill: (c) => (recipe.lineOnly === true ? 'none' : c),
    defs: [],
  };
}

/** A ridge line from left to right, closed along the bottom: hills, dunes, waves, peaks. */
export function ridge(c: Canvas, base: number, amp: number, peaks: number, jag: boolean): string {
  const { W, H, n, random } = c;
  let d = `M0 ${n(H)} L0 ${n(base)}`;
  const steps = peaks * (jag ? 2 : 4);
  let prevX = 0;
  let prevY = base;
  for (let i = 1; i <= steps; i++) {
    const x = (W * i) / steps;
    const y =
      base -
      (jag
        ? i % 2 === 1
          ? amp * random.range(0.55, 1)
          : amp * random.range(0, 0.3)
        : amp * (0.5 + 0.5 * Math.sin(i * 1.3 + random.range(0, 2))));
    d += jag
      ? ` L${n(x)} ${n(y)}`
      : ` Q${n((prevX + x) / 2)} ${n(Math.min(prevY, y) - amp * 0.2)} ${n(x)} ${n(y)}`;
    prevX = x;
    prevY = y;
  }
  return `${d} L${n(W)} ${n(H)} Z`;
}
