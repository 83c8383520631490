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

/** A soldier: helmet, pack and rifle (a sword read for soldiers was issue 19's miss). */
const soldier: MotifDraw = (x, ground, s, paint, random) => {
  const { f, g, r, line } = pen(paint);
  const h = s;
  const y0 = ground - h;
  return (
    figure(x, ground, h, paint, random) +
    g(
      `<path d="M${r(x - h * 0.12)} ${r(y0 + h * 0.1)} Q${r(x)} ${r(y0 - h * 0.04)} ${r(x + h * 0.12)} ${r(y0 + h * 0.1)} Z" fill="${f}"/>` +
        `<rect x="${r(x - h * 0.2)}" y="${r(y0 + h * 0.24)}" width="${r(h * 0.1)}" height="${r(h * 0.26)}" rx="${r(h * 0.02)}" fill="${f}"/>` +
        `<path d="M${r(x + h * 0.1)} ${r(y0 + h * 0.55)} L${r(x + h * 0.3)} ${r(y0 + h * 0.02)}" stroke="${line}" stroke-width="${r(h * 0.035)}" fill="none"/>`,
    )
  );
};

export const PEOPLE = {
  figure,
  soldier: (x, ground, s, paint, random) =>
    [-0.32, 0, 0.32]
      .map((k, i) =>
        soldier(
          x + k * s,
          ground + (i === 1 ? 0 : -s * 0.02),
          s * (i === 1 ? 1 : 0.85),
          paint,
          random,
        ),
      )
      .join(''),
  robot: (x, ground, s, paint) => {
    const { f, a, g, r, line } = pen(paint);
    const h = s;
    const y0 = ground - h;
    return g(
      `<rect x="${r(x - h * 0.13)}" y="${r(y0 + h * 0.04)}" width="${r(h * 0.26)}" height="${r(h * 0.18)}" rx="${r(h * 0.03)}" fill="${f}"/>` +
        `<circle cx="${r(x - h * 0.06)}" cy="${r(y0 + h * 0.12)}" r="${r(h * 0.03)}" fill="${a}"/><circle cx="${r(x + h * 0.06)}" cy="${r(y0 + h * 0.12)}" r="${r(h * 0.03)}" fill="${a}"/>` +
        `<path d="M${r(x)} ${r(y0 + h * 0.04)} L${r(x)} ${r(y0 - h * 0.05)}" stroke="${line}" stroke-width="${r(h * 0.02)}"/><circle cx="${r(x)}" cy="${r(y0 - h * 0.06)}" r="${r(h * 0.025)}" fill="${a}"/>` +
        `<rect x="${r(x - h * 0.2)}" y="${r(y0 + h * 0.25)}" width="${r(h * 0.4)}" height="${r(h * 0.38)}" rx="${r(h * 0.04)}" fill="${f}"/>` +
        `<rect x="${r(x - h * 0.08)}" y="${r(y0 + h * 0.33)}" width="${r(h * 0.16)}" height="${r(h * 0.1)}" fill="${a}"/>` +
        `<rect x="${r(x - h * 0.3)}" y="${r(y0 + h * 0.27)}" width="${r(h * 0.08)}" height="${r(h * 0.3)}" rx="${r(h * 0.03)}" fill="${f}"/><rect x="${r(x + h * 0.22)}" y="${r(y0 + h * 0.27)}" width="${r(h * 0.08)}" height="${r(h * 0.3)}" rx="${r(h * 0.03)}" fill="${f}"/>` +
        `<rect x="${r(x - h * 0.15)}" y="${r(y0 + h * 0.63)}" width="${r(h * 0.1)}" height="${r(h * 0.37)}" fill="${f}"/><rect x="${r(x + h * 0.05)}" y="${r(y0 + h * 0.63)}" width="${r(h * 0.1)}" height="${r(h * 0.37)}" fill="${f}"/>`,
    );
  },
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
