import type { Random } from '../../random.js';

export interface MotifPaint {
  /** Silhouette colour. */
  ink: string;
  /** Glow/detail colour (windows, flames, lamp light). */
  accent: string;
  /** Outline for styles that draw one ('none' otherwise). */
  stroke: string;
  strokeWidth: number;
  /** Sketch style: outlines only, no fills. */
  lineOnly: boolean;
}

/** One motif: a silhouette around (x, ground), about `s` high, as SVG. */
export type MotifDraw = (
  x: number,
  ground: number,
  s: number,
  paint: MotifPaint,
  random: Random,
) => string;

/** The fills and helpers every motif uses: ink, accent, detail line, outline group, number. */
export function pen(paint: MotifPaint) {
  const st = `stroke="${paint.stroke}" stroke-width="${paint.strokeWidth}" stroke-linejoin="round" stroke-linecap="round"`;
  return {
    f: paint.lineOnly ? 'none' : paint.ink,
    a: paint.lineOnly ? 'none' : paint.accent,
    /** Details drawn as lines: the outline colour in the sketch style, the ink otherwise. */
    line: paint.lineOnly ? paint.stroke : paint.ink,
    st,
    g: (body: string): string => `<g ${st}>${body}</g>`,
    r: (n: number): string => n.toFixed(1),
  };
}
