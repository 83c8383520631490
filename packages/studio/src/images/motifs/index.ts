import type { Random } from '../../random.js';
import type { Motif } from '../scene-reading.js';
import { BUILDINGS } from './buildings.js';
import { MACHINES } from './machines.js';
import { NATURE } from './nature.js';
import { OBJECTS } from './objects.js';
import type { MotifDraw, MotifPaint } from './paint.js';
import { PEOPLE } from './people.js';
import { SKY } from './sky.js';

export type { MotifPaint } from './paint.js';

/** Every motif by family; the type makes a motif without a drawing a compile error. */
const DRAWINGS: Record<Motif, MotifDraw> = {
  ...PEOPLE,
  ...NATURE,
  ...MACHINES,
  ...BUILDINGS,
  ...SKY,
  ...OBJECTS,
};

/**
 * Silhouettes drawn around (x, ground) with height about `s`. Simple, iconic shapes: they read
 * at phone size behind captions, and every style recolours them.
 */
export function drawMotif(
  motif: Motif,
  x: number,
  ground: number,
  s: number,
  paint: MotifPaint,
  random: Random,
): string {
  return DRAWINGS[motif](x, ground, s, paint, random);
}
