import type { Motif } from '../scene-reading.js';
import type { MotifDraw } from './paint.js';
import { pen } from './paint.js';

/** Buildings: silhouettes drawn around (x, ground), about `s` high. */
export const BUILDINGS = {
  lighthouse: (x, ground, s, paint) => {
    const { f, a, g, r } = pen(paint);
    const h = s * 1.4;
    return (
      `<path d="M${r(x)} ${r(ground - h * 0.93)} L${r(x - s * 3)} ${r(ground - h * 1.1)} L${r(x - s * 3)} ${r(ground - h * 0.75)} Z" fill="${paint.accent}" opacity="0.25"/>` +
      g(
        `<path d="M${r(x - s * 0.16)} ${r(ground)} L${r(x - s * 0.1)} ${r(ground - h * 0.85)} L${r(x + s * 0.1)} ${r(ground - h * 0.85)} L${r(x + s * 0.16)} ${r(ground)} Z" fill="${f}"/>` +
          `<rect x="${r(x - s * 0.09)}" y="${r(ground - h * 0.97)}" width="${r(s * 0.18)}" height="${r(h * 0.12)}" fill="${a}"/>` +
          `<path d="M${r(x - s * 0.13)} ${r(ground - h * 0.97)} L${r(x)} ${r(ground - h * 1.06)} L${r(x + s * 0.13)} ${r(ground - h * 0.97)} Z" fill="${f}"/>`,
      )
    );
  },
  castle: (x, ground, s, paint) => {
    const { f, a, g, r } = pen(paint);
    const w = s * 1.2;
    let out = '';
    const towers = [-0.45, -0.15, 0.15, 0.45];
    towers.forEach((t, i) => {
      const th = s * (i === 1 || i === 2 ? 1.0 : 0.75);
      const tx = x + t * w;
      const tw = s * 0.2;
      out += `<rect x="${r(tx - tw / 2)}" y="${r(ground - th)}" width="${r(tw)}" height="${r(th)}" fill="${f}"/>`;
      out += `<path d="M${r(tx - tw * 0.65)} ${r(ground - th)} L${r(tx)} ${r(ground - th - s * 0.22)} L${r(tx + tw * 0.65)} ${r(ground - th)} Z" fill="${f}"/>`;
      out += `<rect x="${r(tx - tw * 0.15)}" y="${r(ground - th * 0.7)}" width="${r(tw * 0.3)}" height="${r(tw * 0.4)}" fill="${a}"/>`;
    });
    out += `<rect x="${r(x - w * 0.45)}" y="${r(ground - s * 0.5)}" width="${r(w * 0.9)}" height="${r(s * 0.5)}" fill="${f}"/>`;
    out += `<path d="M${r(x - s * 0.1)} ${r(ground)} L${r(x - s * 0.1)} ${r(ground - s * 0.22)} Q${r(x)} ${r(ground - s * 0.33)} ${r(x + s * 0.1)} ${r(ground - s * 0.22)} L${r(x + s * 0.1)} ${r(ground)} Z" fill="${a}"/>`;
    return g(out);
  },
  tent: (x, ground, s, paint) => {
    const { f, a, g, r } = pen(paint);
    const w = s * 0.8;
    return g(
      `<path d="M${r(x - w)} ${r(ground)} L${r(x)} ${r(ground - s * 0.8)} L${r(x + w)} ${r(ground)} Z" fill="${f}"/>` +
        `<path d="M${r(x - w * 0.2)} ${r(ground)} L${r(x)} ${r(ground - s * 0.45)} L${r(x + w * 0.2)} ${r(ground)} Z" fill="${a}"/>`,
    );
  },
  wall: (x, ground, s, paint) => {
    const { f, g, r } = pen(paint);
    const w = s * 2.4;
    const h = s * 0.7;
    let bricks = '';
    for (let row = 0; row < 4; row++) {
      for (let col = 0; col < 8; col++) {
        const bx = x - w / 2 + col * (w / 8) + (row % 2) * (w / 16);
        bricks += `<rect x="${r(bx)}" y="${r(ground - h + row * (h / 4))}" width="${r(w / 8 - 4)}" height="${r(h / 4 - 4)}" fill="${f}"/>`;
      }
    }
    return g(bricks);
  },
  bridge: (x, ground, s, paint) => {
    const { f, g, r, line } = pen(paint);
    const w = s * 2.6;
    return g(
      `<path d="M${r(x - w / 2)} ${r(ground - s * 0.4)} L${r(x + w / 2)} ${r(ground - s * 0.4)} L${r(x + w / 2)} ${r(ground - s * 0.3)} Q${r(x)} ${r(ground - s * 0.1)} ${r(x - w / 2)} ${r(ground - s * 0.3)} Z" fill="${f}"/>` +
        `<path d="M${r(x - w * 0.3)} ${r(ground)} L${r(x - w * 0.3)} ${r(ground - s)} M${r(x + w * 0.3)} ${r(ground)} L${r(x + w * 0.3)} ${r(ground - s)} M${r(x - w * 0.5)} ${r(ground - s * 0.45)} Q${r(x - w * 0.3)} ${r(ground - s * 1.05)} ${r(x)} ${r(ground - s * 0.45)} Q${r(x + w * 0.3)} ${r(ground - s * 1.05)} ${r(x + w * 0.5)} ${r(ground - s * 0.45)}" fill="none" stroke="${line}" stroke-width="${r(s * 0.05)}"/>`,
    );
  },
  house: (x, ground, s, paint) => {
    const { f, a, g, r } = pen(paint);
    const w = s * 0.9;
    const h = s * 0.55;
    return g(
      `<rect x="${r(x - w / 2)}" y="${r(ground - h)}" width="${r(w)}" height="${r(h)}" fill="${f}"/>` +
        `<path d="M${r(x - w * 0.62)} ${r(ground - h)} L${r(x)} ${r(ground - h - s * 0.45)} L${r(x + w * 0.62)} ${r(ground - h)} Z" fill="${f}"/>` +
        `<rect x="${r(x + w * 0.22)}" y="${r(ground - h - s * 0.38)}" width="${r(w * 0.12)}" height="${r(s * 0.2)}" fill="${f}"/>` +
        `<rect x="${r(x - w * 0.36)}" y="${r(ground - h * 0.75)}" width="${r(w * 0.2)}" height="${r(h * 0.28)}" fill="${a}"/>` +
        `<rect x="${r(x + w * 0.12)}" y="${r(ground - h * 0.75)}" width="${r(w * 0.2)}" height="${r(h * 0.28)}" fill="${a}"/>` +
        `<rect x="${r(x - w * 0.08)}" y="${r(ground - h * 0.5)}" width="${r(w * 0.16)}" height="${r(h * 0.5)}" fill="${a}" opacity="0.7"/>`,
    );
  },
} satisfies Partial<Record<Motif, MotifDraw>>;
