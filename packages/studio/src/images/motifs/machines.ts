import type { Motif } from '../scene-reading.js';
import type { MotifDraw } from './paint.js';
import { pen } from './paint.js';

/** Machines: silhouettes drawn around (x, ground), about `s` high. */
export const MACHINES = {
  ship: (x, ground, s, paint) => {
    const { f, a, g, r, line } = pen(paint);
    const w = s * 1.3;
    return g(
      `<path d="M${r(x - w / 2)} ${r(ground - s * 0.22)} L${r(x + w / 2)} ${r(ground - s * 0.22)} L${r(x + w * 0.38)} ${r(ground)} L${r(x - w * 0.4)} ${r(ground)} Z" fill="${f}"/>` +
        `<path d="M${r(x - w * 0.12)} ${r(ground - s * 1.05)} L${r(x - w * 0.12)} ${r(ground - s * 0.22)} M${r(x + w * 0.15)} ${r(ground - s * 0.9)} L${r(x + w * 0.15)} ${r(ground - s * 0.22)}" stroke="${line}" stroke-width="${r(s * 0.025)}"/>` +
        `<path d="M${r(x - w * 0.11)} ${r(ground - s * 1.0)} Q${r(x + w * 0.1)} ${r(ground - s * 0.65)} ${r(x - w * 0.11)} ${r(ground - s * 0.3)} Z" fill="${a}" opacity="0.9"/>` +
        `<path d="M${r(x + w * 0.16)} ${r(ground - s * 0.85)} Q${r(x + w * 0.36)} ${r(ground - s * 0.55)} ${r(x + w * 0.16)} ${r(ground - s * 0.3)} Z" fill="${a}" opacity="0.8"/>`,
    );
  },
  rocket: (x, ground, s, paint) => {
    const { f, a, g, r } = pen(paint);
    const h = s * 1.3;
    const y0 = ground - h - s * 0.3;
    return g(
      `<path d="M${r(x)} ${r(ground - s * 0.3)} Q${r(x - s * 0.2)} ${r(ground + s * 0.1)} ${r(x)} ${r(ground + s * 0.5)} Q${r(x + s * 0.2)} ${r(ground + s * 0.1)} ${r(x)} ${r(ground - s * 0.3)} Z" fill="${a}"/>` +
        `<path d="M${r(x)} ${r(y0)} Q${r(x + s * 0.22)} ${r(y0 + h * 0.3)} ${r(x + s * 0.16)} ${r(y0 + h)} L${r(x - s * 0.16)} ${r(y0 + h)} Q${r(x - s * 0.22)} ${r(y0 + h * 0.3)} ${r(x)} ${r(y0)} Z" fill="${f}"/>` +
        `<path d="M${r(x - s * 0.16)} ${r(y0 + h * 0.7)} L${r(x - s * 0.34)} ${r(y0 + h)} L${r(x - s * 0.16)} ${r(y0 + h)} Z M${r(x + s * 0.16)} ${r(y0 + h * 0.7)} L${r(x + s * 0.34)} ${r(y0 + h)} L${r(x + s * 0.16)} ${r(y0 + h)} Z" fill="${f}"/>` +
        `<circle cx="${r(x)}" cy="${r(y0 + h * 0.35)}" r="${r(s * 0.07)}" fill="${a}"/>`,
    );
  },
  plane: (x, ground, s, paint) => {
    const { f, g, r } = pen(paint);
    const w = s * 1.3;
    const cy = ground - s * 1.3;
    return g(
      `<path d="M${r(x - w * 0.5)} ${r(cy)} Q${r(x)} ${r(cy - s * 0.1)} ${r(x + w * 0.5)} ${r(cy - s * 0.02)} Q${r(x + w * 0.55)} ${r(cy + s * 0.05)} ${r(x + w * 0.45)} ${r(cy + s * 0.08)} L${r(x - w * 0.45)} ${r(cy + s * 0.08)} Z" fill="${f}"/>` +
        `<path d="M${r(x - w * 0.05)} ${r(cy + s * 0.02)} L${r(x + w * 0.15)} ${r(cy + s * 0.5)} L${r(x + w * 0.22)} ${r(cy + s * 0.5)} L${r(x + w * 0.12)} ${r(cy + s * 0.02)} Z M${r(x - w * 0.42)} ${r(cy)} L${r(x - w * 0.5)} ${r(cy - s * 0.3)} L${r(x - w * 0.42)} ${r(cy - s * 0.3)} L${r(x - w * 0.3)} ${r(cy)} Z" fill="${f}"/>`,
    );
  },
  vehicle: (x, ground, s, paint) => {
    const { f, a, g, r } = pen(paint);
    const w = s * 1.3;
    const h = s * 0.5;
    let windows = '';
    for (let i = 0; i < 5; i++) {
      windows += `<rect x="${r(x - w * 0.42 + i * w * 0.17)}" y="${r(ground - h * 0.95)}" width="${r(w * 0.13)}" height="${r(h * 0.35)}" rx="${r(h * 0.05)}" fill="${a}"/>`;
    }
    return g(
      `<rect x="${r(x - w / 2)}" y="${r(ground - h * 1.15)}" width="${r(w)}" height="${r(h)}" rx="${r(h * 0.15)}" fill="${f}"/>` +
        windows +
        `<circle cx="${r(x - w * 0.3)}" cy="${r(ground - h * 0.12)}" r="${r(h * 0.17)}" fill="${f}"/><circle cx="${r(x + w * 0.3)}" cy="${r(ground - h * 0.12)}" r="${r(h * 0.17)}" fill="${f}"/>`,
    );
  },
  submarine: (x, ground, s, paint) => {
    const { f, a, g, r } = pen(paint);
    const w = s * 1.2;
    const cy = ground - s * 0.9;
    return (
      `<path d="M${r(x - w * 0.3)} ${r(cy + s * 0.1)} L${r(x - w * 0.9)} ${r(cy + s * 1.3)} L${r(x + w * 0.3)} ${r(cy + s * 1.3)} Z" fill="${paint.accent}" opacity="0.15"/>` +
      g(
        `<ellipse cx="${r(x)}" cy="${r(cy)}" rx="${r(w * 0.5)}" ry="${r(s * 0.22)}" fill="${f}"/>` +
          `<rect x="${r(x - w * 0.1)}" y="${r(cy - s * 0.4)}" width="${r(w * 0.2)}" height="${r(s * 0.22)}" rx="${r(s * 0.04)}" fill="${f}"/>` +
          `<circle cx="${r(x - w * 0.2)}" cy="${r(cy)}" r="${r(s * 0.06)}" fill="${a}"/><circle cx="${r(x + w * 0.05)}" cy="${r(cy)}" r="${r(s * 0.06)}" fill="${a}"/>`,
      )
    );
  },
  satellite: (x, ground, s, paint) => {
    const { f, a, g, r, line } = pen(paint);
    const cy = ground - s * 1.2;
    return g(
      `<rect x="${r(x - s * 0.15)}" y="${r(cy - s * 0.15)}" width="${r(s * 0.3)}" height="${r(s * 0.3)}" fill="${f}"/>` +
        `<rect x="${r(x - s * 0.85)}" y="${r(cy - s * 0.1)}" width="${r(s * 0.6)}" height="${r(s * 0.2)}" fill="${a}"/><rect x="${r(x + s * 0.25)}" y="${r(cy - s * 0.1)}" width="${r(s * 0.6)}" height="${r(s * 0.2)}" fill="${a}"/>` +
        `<path d="M${r(x)} ${r(cy - s * 0.15)} L${r(x)} ${r(cy - s * 0.35)} M${r(x - s * 0.15)} ${r(cy - s * 0.45)} Q${r(x)} ${r(cy - s * 0.3)} ${r(x + s * 0.15)} ${r(cy - s * 0.45)}" fill="none" stroke="${line}" stroke-width="${r(s * 0.03)}"/>`,
    );
  },
  tank: (x, ground, s, paint) => {
    const { f, a, g, r, line } = pen(paint);
    const w = s * 1.5;
    const h = s * 0.5;
    let wheels = '';
    for (let i = 0; i < 5; i++) {
      wheels += `<circle cx="${r(x - w * 0.36 + i * w * 0.18)}" cy="${r(ground - h * 0.22)}" r="${r(h * 0.14)}" fill="${a}" opacity="0.6"/>`;
    }
    return g(
      `<rect x="${r(x - w / 2)}" y="${r(ground - h * 0.45)}" width="${r(w)}" height="${r(h * 0.45)}" rx="${r(h * 0.22)}" fill="${f}"/>` +
        wheels +
        `<path d="M${r(x - w * 0.42)} ${r(ground - h * 0.45)} L${r(x - w * 0.3)} ${r(ground - h * 0.8)} L${r(x + w * 0.3)} ${r(ground - h * 0.8)} L${r(x + w * 0.42)} ${r(ground - h * 0.45)} Z" fill="${f}"/>` +
        `<path d="M${r(x - w * 0.15)} ${r(ground - h * 0.8)} Q${r(x)} ${r(ground - h * 1.25)} ${r(x + w * 0.18)} ${r(ground - h * 0.8)} Z" fill="${f}"/>` +
        `<path d="M${r(x + w * 0.1)} ${r(ground - h * 1.0)} L${r(x + w * 0.62)} ${r(ground - h * 1.12)}" stroke="${line}" stroke-width="${r(h * 0.12)}" fill="none"/>`,
    );
  },
} satisfies Partial<Record<Motif, MotifDraw>>;
