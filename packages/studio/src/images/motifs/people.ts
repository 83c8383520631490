import type { Motif } from '../scene-reading.js';
import type { MotifDraw } from './paint.js';
import { pen } from './paint.js';

/** People: silhouettes drawn around (x, ground), about `s` high. */
const figure: MotifDraw = (x, ground, s, paint) => {
  const { f, g, r } = pen(paint);
  const h = s;
  const y0 = ground - h;
  return g(
    `<circle cx="${r(x)}" cy="${r(y0 + h * 0.09)}" r="${r(h * 0.085)}" fill="${f}"/>` +
      `<path d="M${r(x - h * 0.15)} ${r(y0 + h * 0.62)} Q${r(x - h * 0.16)} ${r(y0 + h * 0.2)} ${r(x)} ${r(y0 + h * 0.19)} Q${r(x + h * 0.16)} ${r(y0 + h * 0.2)} ${r(x + h * 0.15)} ${r(y0 + h * 0.62)} Z" fill="${f}"/>` +
      `<path d="M${r(x - h * 0.1)} ${r(y0 + h * 0.6)} L${r(x - h * 0.08)} ${r(ground)} L${r(x - h * 0.01)} ${r(ground)} L${r(x)} ${r(y0 + h * 0.66)} L${r(x + h * 0.01)} ${r(ground)} L${r(x + h * 0.08)} ${r(ground)} L${r(x + h * 0.1)} ${r(y0 + h * 0.6)} Z" fill="${f}"/>`,
  );
};

export const PEOPLE = {
  figure,
  crowd: (x, ground, s, paint, random) => {
    let out = '';
    for (let i = 0; i < 9; i++) {
      const cx = x + (i - 4) * s * 0.22 + random.range(-8, 8);
      const h = s * random.range(0.55, 0.8);
      out += figure(cx, ground + (i % 2) * s * 0.05, h, paint, random);
    }
    return out;
  },
} satisfies Partial<Record<Motif, MotifDraw>>;
