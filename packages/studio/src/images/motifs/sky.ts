import type { Motif } from '../scene-reading.js';
import type { MotifDraw } from './paint.js';
import { pen } from './paint.js';

/** Sky: silhouettes drawn around (x, ground), about `s` high. */
export const SKY = {
  planet: (x, ground, s, paint) => {
    const { f, a, g, r } = pen(paint);
    const rad = s * 0.55;
    const cy = ground - s * 1.1;
    return g(
      `<circle cx="${r(x)}" cy="${r(cy)}" r="${r(rad)}" fill="${a}"/>` +
        `<path d="M${r(x - rad)} ${r(cy)} A${r(rad)} ${r(rad)} 0 0 0 ${r(x + rad)} ${r(cy)} Z" fill="${f}" opacity="0.35"/>` +
        `<ellipse cx="${r(x)}" cy="${r(cy)}" rx="${r(rad * 1.8)}" ry="${r(rad * 0.35)}" fill="none" stroke="${paint.lineOnly ? paint.stroke : paint.accent}" stroke-width="${r(s * 0.05)}" transform="rotate(-18 ${r(x)} ${r(cy)})" opacity="0.85"/>`,
    );
  },
} satisfies Partial<Record<Motif, MotifDraw>>;
