import type { Motif } from '../scene-reading.js';
import type { MotifDraw } from './paint.js';
import { pen } from './paint.js';

/** Objects: silhouettes drawn around (x, ground), about `s` high. */
export const OBJECTS = {
  book: (x, ground, s, paint) => {
    const { a, g, r, line } = pen(paint);
    const w = s * 0.6;
    const y = ground - s * 0.3;
    return g(
      `<path d="M${r(x)} ${r(y)} Q${r(x - w * 0.5)} ${r(y - s * 0.12)} ${r(x - w)} ${r(y - s * 0.02)} L${r(x - w)} ${r(y + s * 0.3)} Q${r(x - w * 0.5)} ${r(y + s * 0.2)} ${r(x)} ${r(y + s * 0.32)} Z" fill="${a}"/>` +
        `<path d="M${r(x)} ${r(y)} Q${r(x + w * 0.5)} ${r(y - s * 0.12)} ${r(x + w)} ${r(y - s * 0.02)} L${r(x + w)} ${r(y + s * 0.3)} Q${r(x + w * 0.5)} ${r(y + s * 0.2)} ${r(x)} ${r(y + s * 0.32)} Z" fill="${a}" opacity="0.85"/>` +
        [0.05, 0.11, 0.17]
          .map(
            (k) =>
              `<path d="M${r(x - w * 0.85)} ${r(y + s * k)} Q${r(x - w * 0.45)} ${r(y + s * (k - 0.08))} ${r(x - w * 0.1)} ${r(y + s * (k + 0.02))} M${r(x + w * 0.1)} ${r(y + s * (k + 0.02))} Q${r(x + w * 0.45)} ${r(y + s * (k - 0.08))} ${r(x + w * 0.85)} ${r(y + s * k)}" fill="none" stroke="${line}" stroke-width="${r(s * 0.012)}" opacity="0.6"/>`,
          )
          .join(''),
    );
  },
  clock: (x, ground, s, paint) => {
    const { a, g, r, line } = pen(paint);
    const rad = s * 0.45;
    const cy = ground - s * 0.95;
    return g(
      `<circle cx="${r(x)}" cy="${r(cy)}" r="${r(rad)}" fill="${a}"/>` +
        `<circle cx="${r(x)}" cy="${r(cy)}" r="${r(rad)}" fill="none" stroke="${line}" stroke-width="${r(s * 0.05)}"/>` +
        Array.from({ length: 12 }, (_, i) => {
          const ang = (i / 12) * Math.PI * 2;
          return `<circle cx="${r(x + Math.cos(ang) * rad * 0.8)}" cy="${r(cy + Math.sin(ang) * rad * 0.8)}" r="${r(s * 0.018)}" fill="${line}"/>`;
        }).join('') +
        `<path d="M${r(x)} ${r(cy)} L${r(x)} ${r(cy - rad * 0.6)} M${r(x)} ${r(cy)} L${r(x + rad * 0.4)} ${r(cy + rad * 0.15)}" stroke="${line}" stroke-width="${r(s * 0.035)}" stroke-linecap="round"/>`,
    );
  },
  bulb: (x, ground, s, paint) => {
    const { f, a, g, r } = pen(paint);
    const cy = ground - s * 1.0;
    const rad = s * 0.32;
    return (
      `<circle cx="${r(x)}" cy="${r(cy)}" r="${r(rad * 2.4)}" fill="${paint.accent}" opacity="0.18"/>` +
      g(
        `<path d="M${r(x - rad * 0.45)} ${r(cy + rad * 0.85)} Q${r(x - rad * 1.1)} ${r(cy + rad * 0.2)} ${r(x - rad)} ${r(cy - rad * 0.2)} A${r(rad)} ${r(rad)} 0 1 1 ${r(x + rad)} ${r(cy - rad * 0.2)} Q${r(x + rad * 1.1)} ${r(cy + rad * 0.2)} ${r(x + rad * 0.45)} ${r(cy + rad * 0.85)} Z" fill="${a}"/>` +
          `<rect x="${r(x - rad * 0.45)}" y="${r(cy + rad * 0.85)}" width="${r(rad * 0.9)}" height="${r(rad * 0.5)}" rx="${r(rad * 0.1)}" fill="${f}"/>`,
      )
    );
  },
  heart: (x, ground, s, paint) => {
    const { a, g, r } = pen(paint);
    const cy = ground - s * 1.0;
    const w = s * 0.5;
    return g(
      `<path d="M${r(x)} ${r(cy + w * 0.9)} C${r(x - w * 1.6)} ${r(cy - w * 0.1)} ${r(x - w * 0.8)} ${r(cy - w * 1.2)} ${r(x)} ${r(cy - w * 0.45)} C${r(x + w * 0.8)} ${r(cy - w * 1.2)} ${r(x + w * 1.6)} ${r(cy - w * 0.1)} ${r(x)} ${r(cy + w * 0.9)} Z" fill="${a}"/>`,
    );
  },
  eye: (x, ground, s, paint) => {
    const { f, a, g, r } = pen(paint);
    const cy = ground - s;
    const w = s * 0.7;
    return g(
      `<path d="M${r(x - w)} ${r(cy)} Q${r(x)} ${r(cy - w * 0.75)} ${r(x + w)} ${r(cy)} Q${r(x)} ${r(cy + w * 0.75)} ${r(x - w)} ${r(cy)} Z" fill="${paint.lineOnly ? 'none' : '#f5f1e8'}"/>` +
        `<circle cx="${r(x)}" cy="${r(cy)}" r="${r(w * 0.32)}" fill="${a}"/><circle cx="${r(x)}" cy="${r(cy)}" r="${r(w * 0.14)}" fill="${f}"/>`,
    );
  },
  crown: (x, ground, s, paint) => {
    const { f, a, g, r } = pen(paint);
    const w = s * 0.6;
    const y = ground - s * 0.6;
    return g(
      `<path d="M${r(x - w)} ${r(y + s * 0.3)} L${r(x - w)} ${r(y - s * 0.2)} L${r(x - w * 0.5)} ${r(y + s * 0.05)} L${r(x)} ${r(y - s * 0.35)} L${r(x + w * 0.5)} ${r(y + s * 0.05)} L${r(x + w)} ${r(y - s * 0.2)} L${r(x + w)} ${r(y + s * 0.3)} Z" fill="${a}"/>` +
        [-1, -0.5, 0, 0.5, 1]
          .map(
            (k) =>
              `<circle cx="${r(x + k * w)}" cy="${r(y + s * 0.18)}" r="${r(s * 0.04)}" fill="${f}"/>`,
          )
          .join(''),
    );
  },
  sword: (x, ground, s, paint) => {
    const { f, a, g, r } = pen(paint);
    const h = s * 1.3;
    return g(
      `<path d="M${r(x)} ${r(ground - h)} L${r(x + s * 0.06)} ${r(ground - h * 0.85)} L${r(x + s * 0.06)} ${r(ground - h * 0.25)} L${r(x - s * 0.06)} ${r(ground - h * 0.25)} L${r(x - s * 0.06)} ${r(ground - h * 0.85)} Z" fill="${a}"/>` +
        `<rect x="${r(x - s * 0.25)}" y="${r(ground - h * 0.25)}" width="${r(s * 0.5)}" height="${r(s * 0.06)}" rx="${r(s * 0.02)}" fill="${f}"/>` +
        `<rect x="${r(x - s * 0.04)}" y="${r(ground - h * 0.25 + s * 0.06)}" width="${r(s * 0.08)}" height="${r(s * 0.25)}" fill="${f}"/>`,
    );
  },
  candle: (x, ground, s, paint) => {
    const { a, g, r } = pen(paint);
    const h = s * 0.7;
    return (
      `<circle cx="${r(x)}" cy="${r(ground - h - s * 0.12)}" r="${r(s * 0.45)}" fill="${paint.accent}" opacity="0.2"/>` +
      g(
        `<rect x="${r(x - s * 0.1)}" y="${r(ground - h)}" width="${r(s * 0.2)}" height="${r(h)}" fill="${paint.lineOnly ? 'none' : '#efe6d2'}"/>` +
          `<path d="M${r(x)} ${r(ground - h - s * 0.3)} Q${r(x + s * 0.08)} ${r(ground - h - s * 0.1)} ${r(x)} ${r(ground - h - s * 0.02)} Q${r(x - s * 0.08)} ${r(ground - h - s * 0.1)} ${r(x)} ${r(ground - h - s * 0.3)} Z" fill="${a}"/>`,
      )
    );
  },
  brain: (x, ground, s, paint) => {
    const { a, g, r, line } = pen(paint);
    const cy = ground - s;
    let out = `<circle cx="${r(x)}" cy="${r(cy)}" r="${r(s * 0.75)}" fill="${paint.accent}" opacity="0.12"/>`;
    for (let i = 0; i < 9; i++) {
      const ang = (i / 9) * Math.PI * 2;
      out += `<circle cx="${r(x + Math.cos(ang) * s * 0.25)}" cy="${r(cy + Math.sin(ang) * s * 0.18)}" r="${r(s * 0.2)}" fill="${a}"/>`;
    }
    out += `<path d="M${r(x)} ${r(cy - s * 0.35)} Q${r(x - s * 0.06)} ${r(cy)} ${r(x)} ${r(cy + s * 0.35)}" fill="none" stroke="${line}" stroke-width="${r(s * 0.025)}" opacity="0.6"/>`;
    return g(out);
  },
  trophy: (x, ground, s, paint) => {
    const { f, a, g, r } = pen(paint);
    const cy = ground - s * 0.9;
    const w = s * 0.35;
    return g(
      `<path d="M${r(x - w)} ${r(cy - w)} L${r(x + w)} ${r(cy - w)} Q${r(x + w)} ${r(cy + w * 0.8)} ${r(x)} ${r(cy + w * 0.9)} Q${r(x - w)} ${r(cy + w * 0.8)} ${r(x - w)} ${r(cy - w)} Z" fill="${a}"/>` +
        `<path d="M${r(x - w)} ${r(cy - w * 0.7)} Q${r(x - w * 1.6)} ${r(cy - w * 0.5)} ${r(x - w * 0.8)} ${r(cy + w * 0.2)} M${r(x + w)} ${r(cy - w * 0.7)} Q${r(x + w * 1.6)} ${r(cy - w * 0.5)} ${r(x + w * 0.8)} ${r(cy + w * 0.2)}" fill="none" stroke="${paint.lineOnly ? paint.stroke : paint.accent}" stroke-width="${r(s * 0.05)}"/>` +
        `<rect x="${r(x - w * 0.15)}" y="${r(cy + w * 0.9)}" width="${r(w * 0.3)}" height="${r(w * 0.7)}" fill="${a}"/><rect x="${r(x - w * 0.6)}" y="${r(cy + w * 1.6)}" width="${r(w * 1.2)}" height="${r(w * 0.35)}" fill="${f}"/>`,
    );
  },
  cube: (x, ground, s, paint) => {
    const { r } = pen(paint);
    const c = s * 0.45;
    const cy = ground - s * 0.9;
    const colors = ['#e63946', '#f1c40f', '#2a9df4', '#2ecc71', '#ff8c1a', '#f5f5f5'];
    let out = '';
    // Three visible faces of an isometric cube, 3x3 stickers each.
    for (let i = 0; i < 3; i++) {
      for (let j = 0; j < 3; j++) {
        const col = (k: number): string =>
          paint.lineOnly ? 'none' : (colors[(i * 3 + j + k) % 6] ?? '#fff');
        const top = [[x + (i - j) * c * 0.433, cy - c + (i + j) * c * 0.25]][0] ?? [x, cy];
        out += `<path d="M${r(top[0] ?? 0)} ${r(top[1] ?? 0)} l${r(c * 0.433)} ${r(c * 0.25)} l${r(-c * 0.433)} ${r(c * 0.25)} l${r(-c * 0.433)} ${r(-c * 0.25)} Z" fill="${col(0)}"/>`;
        out += `<path d="M${r(x - c * 1.3 + i * c * 0.433)} ${r(cy - c * 0.25 + i * c * 0.25 + j * c * 0.5)} l${r(c * 0.433)} ${r(c * 0.25)} l0 ${r(c * 0.5)} l${r(-c * 0.433)} ${r(-c * 0.25)} Z" fill="${col(2)}"/>`;
        out += `<path d="M${r(x + i * c * 0.433)} ${r(cy + c * 0.5 - i * c * 0.25 + j * c * 0.5)} l${r(c * 0.433)} ${r(-c * 0.25)} l0 ${r(c * 0.5)} l${r(-c * 0.433)} ${r(c * 0.25)} Z" fill="${col(4)}"/>`;
      }
    }
    return `<g stroke="${paint.lineOnly ? paint.stroke : '#111'}" stroke-width="${r(Math.max(2, s * 0.012))}" stroke-linejoin="round">${out}</g>`;
  },
  key: (x, ground, s, paint) => {
    const { g, r } = pen(paint);
    const cy = ground - s;
    return g(
      `<circle cx="${r(x - s * 0.35)}" cy="${r(cy)}" r="${r(s * 0.22)}" fill="none" stroke="${paint.lineOnly ? paint.stroke : paint.accent}" stroke-width="${r(s * 0.08)}"/>` +
        `<path d="M${r(x - s * 0.13)} ${r(cy)} L${r(x + s * 0.55)} ${r(cy)} M${r(x + s * 0.4)} ${r(cy)} L${r(x + s * 0.4)} ${r(cy + s * 0.16)} M${r(x + s * 0.52)} ${r(cy)} L${r(x + s * 0.52)} ${r(cy + s * 0.12)}" stroke="${paint.lineOnly ? paint.stroke : paint.accent}" stroke-width="${r(s * 0.08)}" stroke-linecap="round"/>`,
    );
  },
  flag: (x, ground, s, paint) => {
    const { f, a, g, r } = pen(paint);
    const h = s * 1.4;
    return g(
      `<rect x="${r(x - s * 0.02)}" y="${r(ground - h)}" width="${r(s * 0.04)}" height="${r(h)}" fill="${f}"/>` +
        `<path d="M${r(x + s * 0.02)} ${r(ground - h)} Q${r(x + s * 0.3)} ${r(ground - h - s * 0.08)} ${r(x + s * 0.6)} ${r(ground - h + s * 0.02)} L${r(x + s * 0.6)} ${r(ground - h + s * 0.38)} Q${r(x + s * 0.3)} ${r(ground - h + s * 0.3)} ${r(x + s * 0.02)} ${r(ground - h + s * 0.38)} Z" fill="${a}"/>`,
    );
  },
  // A screen: a computer, a television, a phone, a control room's monitor.
  screen: (x, ground, s, paint) => {
    const { f, a, g, r, line } = pen(paint);
    const w = s * 1.0;
    const h = s * 0.62;
    const top = ground - s * 1.0;
    let code = '';
    for (let i = 0; i < 4; i++) {
      code += `<path d="M${r(x - w * 0.38)} ${r(top + h * (0.22 + i * 0.17))} L${r(x - w * 0.38 + w * (0.3 + ((i * 37) % 40) / 100))} ${r(top + h * (0.22 + i * 0.17))}" stroke="${line}" stroke-width="${r(h * 0.05)}" opacity="0.45"/>`;
    }
    return g(
      `<rect x="${r(x - w / 2)}" y="${r(top)}" width="${r(w)}" height="${r(h)}" rx="${r(s * 0.03)}" fill="${f}"/>` +
        `<rect x="${r(x - w * 0.44)}" y="${r(top + h * 0.08)}" width="${r(w * 0.88)}" height="${r(h * 0.84)}" fill="${a}" opacity="0.9"/>` +
        code +
        `<path d="M${r(x - s * 0.06)} ${r(top + h)} L${r(x - s * 0.1)} ${r(ground)} L${r(x + s * 0.1)} ${r(ground)} L${r(x + s * 0.06)} ${r(top + h)} Z" fill="${f}"/>`,
    );
  },
  // A bottle, a jar, a vial, a cup: something that holds a liquid.
  bottle: (x, ground, s, paint) => {
    const { f, a, g, r } = pen(paint);
    const w = s * 0.34;
    const h = s * 0.95;
    return (
      `<circle cx="${r(x)}" cy="${r(ground - h * 0.4)}" r="${r(s * 0.55)}" fill="${paint.accent}" opacity="${paint.lineOnly ? 0 : 0.15}"/>` +
      g(
        `<path d="M${r(x - w * 0.22)} ${r(ground - h)} L${r(x + w * 0.22)} ${r(ground - h)} L${r(x + w * 0.22)} ${r(ground - h * 0.72)} Q${r(x + w)} ${r(ground - h * 0.62)} ${r(x + w)} ${r(ground - h * 0.4)} L${r(x + w)} ${r(ground)} L${r(x - w)} ${r(ground)} L${r(x - w)} ${r(ground - h * 0.4)} Q${r(x - w)} ${r(ground - h * 0.62)} ${r(x - w * 0.22)} ${r(ground - h * 0.72)} Z" fill="${f}" opacity="0.85"/>` +
          `<path d="M${r(x - w * 0.9)} ${r(ground - h * 0.35)} L${r(x + w * 0.9)} ${r(ground - h * 0.35)} L${r(x + w * 0.9)} ${r(ground - h * 0.03)} L${r(x - w * 0.9)} ${r(ground - h * 0.03)} Z" fill="${a}"/>` +
          `<rect x="${r(x - w * 0.3)}" y="${r(ground - h * 1.08)}" width="${r(w * 0.6)}" height="${r(h * 0.1)}" fill="${f}"/>`,
      )
    );
  },
  // Food: a bowl heaped with fruit.
  food: (x, ground, s, paint) => {
    const { f, g, r } = pen(paint);
    const w = s * 0.8;
    const top = ground - s * 0.35;
    const fruit = [
      [-0.45, '#e63946'],
      [-0.15, '#f4c430'],
      [0.15, '#6abf4b'],
      [0.45, '#ff8c1a'],
      [0, '#b5179e'],
    ] as const;
    const round = fruit
      .map(
        ([k, colour], i) =>
          `<circle cx="${r(x + k * w)}" cy="${r(top - (i === 4 ? s * 0.22 : s * 0.05))}" r="${r(s * 0.17)}" fill="${paint.lineOnly ? 'none' : colour}"/>`,
      )
      .join('');
    return g(
      round +
        `<path d="M${r(x - w)} ${r(top)} L${r(x + w)} ${r(top)} Q${r(x + w * 0.8)} ${r(ground)} ${r(x)} ${r(ground)} Q${r(x - w * 0.8)} ${r(ground)} ${r(x - w)} ${r(top)} Z" fill="${f}"/>`,
    );
  },
  // A microphone on a stand: singing, radio, a speech.
  mic: (x, ground, s, paint) => {
    const { f, a, g, r, line } = pen(paint);
    const top = ground - s * 1.3;
    return g(
      `<path d="M${r(x)} ${r(top + s * 0.35)} L${r(x)} ${r(ground - s * 0.05)} M${r(x - s * 0.25)} ${r(ground)} L${r(x + s * 0.25)} ${r(ground)}" stroke="${line}" stroke-width="${r(s * 0.05)}" fill="none"/>` +
        `<rect x="${r(x - s * 0.12)}" y="${r(top)}" width="${r(s * 0.24)}" height="${r(s * 0.36)}" rx="${r(s * 0.12)}" fill="${a}"/>` +
        `<path d="M${r(x - s * 0.18)} ${r(top + s * 0.2)} Q${r(x - s * 0.18)} ${r(top + s * 0.45)} ${r(x)} ${r(top + s * 0.45)} Q${r(x + s * 0.18)} ${r(top + s * 0.45)} ${r(x + s * 0.18)} ${r(top + s * 0.2)}" fill="none" stroke="${line}" stroke-width="${r(s * 0.04)}"/>` +
        `<rect x="${r(x - s * 0.05)}" y="${r(top + s * 0.45)}" width="${r(s * 0.1)}" height="${r(s * 0.06)}" fill="${f}"/>`,
    );
  },
} satisfies Partial<Record<Motif, MotifDraw>>;
