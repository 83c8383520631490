import type { Motif } from '../scene-reading.js';
import type { MotifDraw } from './paint.js';
import { pen } from './paint.js';

/** Bodies in the sky: planets, the Earth, the moon, a star. They float above the ground. */
export const SKY = {
  // A plain banded planet: rings only for Saturn (a ringed Earth read as Saturn, issue 19).
  planet: (x, ground, s, paint) => {
    const { f, a, g, r, line } = pen(paint);
    const rad = s * 0.6;
    const cy = ground - s * 1.1;
    const bands = [-0.45, -0.1, 0.3]
      .map(
        (k) =>
          `<path d="M${r(x - rad * Math.sqrt(1 - k * k))} ${r(cy + k * rad)} Q${r(x)} ${r(cy + k * rad + rad * 0.12)} ${r(x + rad * Math.sqrt(1 - k * k))} ${r(cy + k * rad)}" fill="none" stroke="${line}" stroke-width="${r(s * 0.04)}" opacity="0.35"/>`,
      )
      .join('');
    return g(
      `<circle cx="${r(x)}" cy="${r(cy)}" r="${r(rad)}" fill="${a}"/>` +
        bands +
        `<path d="M${r(x - rad)} ${r(cy)} A${r(rad)} ${r(rad)} 0 0 0 ${r(x + rad)} ${r(cy)} Z" fill="${f}" opacity="0.3"/>`,
    );
  },
  saturn: (x, ground, s, paint) => {
    const { f, a, g, r } = pen(paint);
    const rad = s * 0.55;
    const cy = ground - s * 1.1;
    return g(
      `<circle cx="${r(x)}" cy="${r(cy)}" r="${r(rad)}" fill="${a}"/>` +
        `<path d="M${r(x - rad)} ${r(cy)} A${r(rad)} ${r(rad)} 0 0 0 ${r(x + rad)} ${r(cy)} Z" fill="${f}" opacity="0.35"/>` +
        `<ellipse class="ring" cx="${r(x)}" cy="${r(cy)}" rx="${r(rad * 1.8)}" ry="${r(rad * 0.35)}" fill="none" stroke="${paint.lineOnly ? paint.stroke : paint.accent}" stroke-width="${r(s * 0.05)}" transform="rotate(-18 ${r(x)} ${r(cy)})" opacity="0.85"/>`,
    );
  },
  // The Earth: blue with green land in every style (grading still recolours it), no ring.
  earth: (x, ground, s, paint) => {
    const { g, r } = pen(paint);
    const rad = s * 0.6;
    const cy = ground - s * 1.1;
    const sea = paint.lineOnly ? 'none' : '#2f6fd6';
    const land = paint.lineOnly ? 'none' : '#4caf50';
    return (
      `<circle cx="${r(x)}" cy="${r(cy)}" r="${r(rad * 1.25)}" fill="#8fc8ff" opacity="${paint.lineOnly ? 0 : 0.18}"/>` +
      g(
        `<circle cx="${r(x)}" cy="${r(cy)}" r="${r(rad)}" fill="${sea}"/>` +
          `<path d="M${r(x - rad * 0.55)} ${r(cy - rad * 0.6)} Q${r(x - rad * 0.1)} ${r(cy - rad * 0.75)} ${r(x + rad * 0.05)} ${r(cy - rad * 0.35)} Q${r(x - rad * 0.2)} ${r(cy)} ${r(x - rad * 0.05)} ${r(cy + rad * 0.45)} Q${r(x - rad * 0.35)} ${r(cy + rad * 0.5)} ${r(x - rad * 0.6)} ${r(cy + rad * 0.05)} Q${r(x - rad * 0.8)} ${r(cy - rad * 0.3)} ${r(x - rad * 0.55)} ${r(cy - rad * 0.6)} Z" fill="${land}"/>` +
          `<path d="M${r(x + rad * 0.35)} ${r(cy - rad * 0.2)} Q${r(x + rad * 0.75)} ${r(cy - rad * 0.1)} ${r(x + rad * 0.6)} ${r(cy + rad * 0.35)} Q${r(x + rad * 0.35)} ${r(cy + rad * 0.3)} ${r(x + rad * 0.35)} ${r(cy - rad * 0.2)} Z" fill="${land}"/>` +
          `<path d="M${r(x - rad * 0.7)} ${r(cy - rad * 0.1)} Q${r(x)} ${r(cy - rad * 0.3)} ${r(x + rad * 0.8)} ${r(cy + rad * 0.2)}" fill="none" stroke="#ffffff" stroke-width="${r(s * 0.03)}" opacity="${paint.lineOnly ? 0 : 0.6}"/>`,
      )
    );
  },
  moon: (x, ground, s, paint) => {
    const { a, g, r, line } = pen(paint);
    const rad = s * 0.5;
    const cy = ground - s * 1.25;
    const craters = [
      [-0.3, -0.2, 0.18],
      [0.25, 0.15, 0.14],
      [-0.05, 0.4, 0.1],
      [0.35, -0.35, 0.08],
    ]
      .map(
        ([dx = 0, dy = 0, k = 0]) =>
          `<circle cx="${r(x + dx * rad)}" cy="${r(cy + dy * rad)}" r="${r(k * rad)}" fill="${paint.lineOnly ? 'none' : line}" opacity="0.18"/>`,
      )
      .join('');
    return (
      `<circle cx="${r(x)}" cy="${r(cy)}" r="${r(rad * 1.8)}" fill="${paint.accent}" opacity="${paint.lineOnly ? 0 : 0.15}"/>` +
      g(
        `<circle cx="${r(x)}" cy="${r(cy)}" r="${r(rad)}" fill="${a === 'none' ? a : '#f1eedc'}"/>${craters}`,
      )
    );
  },
  star: (x, ground, s, paint) => {
    const { a, g, r } = pen(paint);
    const cy = ground - s * 1.2;
    const R = s * 0.45;
    let d = '';
    for (let i = 0; i < 10; i++) {
      const ang = -Math.PI / 2 + (i * Math.PI) / 5;
      const k = i % 2 === 0 ? R : R * 0.42;
      d += `${i === 0 ? 'M' : 'L'}${r(x + Math.cos(ang) * k)} ${r(cy + Math.sin(ang) * k)} `;
    }
    return (
      `<circle cx="${r(x)}" cy="${r(cy)}" r="${r(R * 1.9)}" fill="${paint.accent}" opacity="${paint.lineOnly ? 0 : 0.2}"/>` +
      g(`<path d="${d}Z" fill="${a}"/>`)
    );
  },
} satisfies Partial<Record<Motif, MotifDraw>>;
