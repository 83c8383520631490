import type { Motif } from '../scene-reading.js';
import type { MotifDraw } from './paint.js';
import { pen } from './paint.js';

/** Nature: silhouettes drawn around (x, ground), about `s` high. */
export const NATURE = {
  tree: (x, ground, s, paint) => {
    const { f, g, r } = pen(paint);
    const h = s * 1.3;
    return g(
      `<path d="M${r(x - s * 0.06)} ${r(ground)} L${r(x - s * 0.04)} ${r(ground - h * 0.55)} L${r(x + s * 0.04)} ${r(ground - h * 0.55)} L${r(x + s * 0.06)} ${r(ground)} Z" fill="${f}"/>` +
        [
          [0, 0.72, 0.32],
          [-0.22, 0.6, 0.24],
          [0.22, 0.6, 0.24],
          [-0.1, 0.9, 0.22],
          [0.12, 0.88, 0.22],
        ]
          .map(
            ([dx = 0, dy = 0, rr = 0]) =>
              `<circle cx="${r(x + dx * s)}" cy="${r(ground - dy * h)}" r="${r(rr * s)}" fill="${f}"/>`,
          )
          .join(''),
    );
  },
  birds: (x, ground, s, paint, random) => {
    const { r, line } = pen(paint);
    let out = '';
    for (let i = 0; i < 5; i++) {
      const bx = x + random.range(-s, s);
      const by = ground - s * random.range(1.2, 2.2);
      const w = s * random.range(0.12, 0.22);
      out += `<path d="M${r(bx - w)} ${r(by - w * 0.3)} Q${r(bx - w * 0.5)} ${r(by - w * 0.5)} ${r(bx)} ${r(by)} Q${r(bx + w * 0.5)} ${r(by - w * 0.5)} ${r(bx + w)} ${r(by - w * 0.3)}" fill="none" stroke="${line}" stroke-width="${r(Math.max(3, w * 0.14))}"/>`;
    }
    return `<g stroke-linecap="round">${out}</g>`;
  },
  cat: (x, ground, s, paint) => {
    const { f, a, g, r, line } = pen(paint);
    const h = s * 0.7;
    return g(
      `<ellipse cx="${r(x)}" cy="${r(ground - h * 0.35)}" rx="${r(h * 0.38)}" ry="${r(h * 0.36)}" fill="${f}"/>` +
        `<circle cx="${r(x)}" cy="${r(ground - h * 0.85)}" r="${r(h * 0.24)}" fill="${f}"/>` +
        `<path d="M${r(x - h * 0.22)} ${r(ground - h * 0.95)} L${r(x - h * 0.2)} ${r(ground - h * 1.22)} L${r(x - h * 0.05)} ${r(ground - h * 1.05)} Z M${r(x + h * 0.22)} ${r(ground - h * 0.95)} L${r(x + h * 0.2)} ${r(ground - h * 1.22)} L${r(x + h * 0.05)} ${r(ground - h * 1.05)} Z" fill="${f}"/>` +
        `<path d="M${r(x + h * 0.3)} ${r(ground - h * 0.1)} Q${r(x + h * 0.8)} ${r(ground - h * 0.1)} ${r(x + h * 0.7)} ${r(ground - h * 0.6)}" fill="none" stroke="${line}" stroke-width="${r(h * 0.08)}"/>` +
        `<circle cx="${r(x - h * 0.09)}" cy="${r(ground - h * 0.88)}" r="${r(h * 0.035)}" fill="${a}"/><circle cx="${r(x + h * 0.09)}" cy="${r(ground - h * 0.88)}" r="${r(h * 0.035)}" fill="${a}"/>`,
    );
  },
  fish: (x, ground, s, paint) => {
    const { f, a, g, r } = pen(paint);
    const w = s * 1.1;
    const cy = ground - s * 0.9;
    return g(
      `<path d="M${r(x - w * 0.5)} ${r(cy)} Q${r(x)} ${r(cy - s * 0.4)} ${r(x + w * 0.35)} ${r(cy)} Q${r(x)} ${r(cy + s * 0.35)} ${r(x - w * 0.5)} ${r(cy)} Z" fill="${f}"/>` +
        `<path d="M${r(x + w * 0.3)} ${r(cy)} L${r(x + w * 0.6)} ${r(cy - s * 0.22)} L${r(x + w * 0.55)} ${r(cy)} L${r(x + w * 0.6)} ${r(cy + s * 0.22)} Z" fill="${f}"/>` +
        `<path d="M${r(x - w * 0.05)} ${r(cy - s * 0.2)} L${r(x + w * 0.08)} ${r(cy - s * 0.42)} L${r(x + w * 0.15)} ${r(cy - s * 0.16)} Z" fill="${f}"/>` +
        `<circle cx="${r(x - w * 0.33)}" cy="${r(cy - s * 0.04)}" r="${r(s * 0.035)}" fill="${a}"/>`,
    );
  },
  fire: (x, ground, s, paint) => {
    const { a, g, r } = pen(paint);
    let out = `<circle cx="${r(x)}" cy="${r(ground - s * 0.4)}" r="${r(s * 0.9)}" fill="${paint.accent}" opacity="0.18"/>`;
    [
      [0, 1.0, 0.3],
      [-0.2, 0.7, 0.22],
      [0.22, 0.75, 0.22],
    ].forEach(([dx = 0, h = 0, w = 0]) => {
      const fx = x + dx * s;
      out += `<path d="M${r(fx)} ${r(ground - h * s)} Q${r(fx + w * s)} ${r(ground - h * s * 0.5)} ${r(fx + w * s * 0.8)} ${r(ground)} L${r(fx - w * s * 0.8)} ${r(ground)} Q${r(fx - w * s)} ${r(ground - h * s * 0.5)} ${r(fx)} ${r(ground - h * s)} Z" fill="${a}"/>`;
    });
    return g(out);
  },
  // Any four-legged animal: horse, dog, wombat, deer... one silhouette that reads as an animal.
  animal: (x, ground, s, paint) => {
    const { f, a, g, r } = pen(paint);
    const w = s * 0.9;
    const h = s * 0.7;
    const body = ground - h * 0.75;
    const legs = [-0.38, -0.22, 0.22, 0.36]
      .map(
        (k) =>
          `<rect x="${r(x + k * w - w * 0.04)}" y="${r(body)}" width="${r(w * 0.08)}" height="${r(ground - body)}" rx="${r(w * 0.03)}" fill="${f}"/>`,
      )
      .join('');
    return g(
      legs +
        `<ellipse cx="${r(x)}" cy="${r(body)}" rx="${r(w * 0.48)}" ry="${r(h * 0.26)}" fill="${f}"/>` +
        `<path d="M${r(x + w * 0.36)} ${r(body - h * 0.1)} L${r(x + w * 0.52)} ${r(body - h * 0.6)} L${r(x + w * 0.66)} ${r(body - h * 0.55)} L${r(x + w * 0.5)} ${r(body + h * 0.05)} Z" fill="${f}"/>` +
        `<ellipse cx="${r(x + w * 0.62)}" cy="${r(body - h * 0.55)}" rx="${r(w * 0.16)}" ry="${r(h * 0.1)}" fill="${f}"/>` +
        `<path d="M${r(x + w * 0.5)} ${r(body - h * 0.65)} L${r(x + w * 0.53)} ${r(body - h * 0.82)} L${r(x + w * 0.58)} ${r(body - h * 0.64)} Z" fill="${f}"/>` +
        `<circle cx="${r(x + w * 0.64)}" cy="${r(body - h * 0.58)}" r="${r(h * 0.025)}" fill="${a}"/>` +
        `<path d="M${r(x - w * 0.46)} ${r(body - h * 0.05)} Q${r(x - w * 0.62)} ${r(body + h * 0.1)} ${r(x - w * 0.58)} ${r(body + h * 0.35)}" fill="none" stroke="${paint.lineOnly ? paint.stroke : paint.ink}" stroke-width="${r(w * 0.05)}"/>`,
    );
  },
  cactus: (x, ground, s, paint) => {
    const { f, g, r } = pen(paint);
    const h = s * 1.2;
    const arm = (dir: number, at: number, up: number) =>
      `<path d="M${r(x)} ${r(ground - h * at)} L${r(x + dir * s * 0.3)} ${r(ground - h * at)} L${r(x + dir * s * 0.3)} ${r(ground - h * (at + up))}" fill="none" stroke="${paint.lineOnly ? paint.stroke : paint.ink}" stroke-width="${r(s * 0.14)}" stroke-linecap="round" stroke-linejoin="round"/>`;
    return g(
      `<rect x="${r(x - s * 0.1)}" y="${r(ground - h)}" width="${r(s * 0.2)}" height="${r(h)}" rx="${r(s * 0.1)}" fill="${f}"/>` +
        arm(-1, 0.45, 0.25) +
        arm(1, 0.6, 0.22),
    );
  },
  // A great curling wave: the sea itself as the subject.
  wave: (x, ground, s, paint) => {
    const { a, g, r } = pen(paint);
    const w = s * 1.6;
    const top = ground - s * 1.1;
    return g(
      `<path d="M${r(x - w / 2)} ${r(ground)} Q${r(x - w * 0.35)} ${r(top)} ${r(x + w * 0.1)} ${r(top)} Q${r(x + w * 0.45)} ${r(top + s * 0.05)} ${r(x + w * 0.35)} ${r(top + s * 0.35)} Q${r(x + w * 0.18)} ${r(top + s * 0.15)} ${r(x + w * 0.05)} ${r(top + s * 0.4)} Q${r(x - w * 0.05)} ${r(ground - s * 0.3)} ${r(x + w / 2)} ${r(ground)} Z" fill="${a}" opacity="0.9"/>` +
        `<path d="M${r(x - w * 0.2)} ${r(top + s * 0.25)} Q${r(x + w * 0.05)} ${r(top + s * 0.02)} ${r(x + w * 0.3)} ${r(top + s * 0.12)}" fill="none" stroke="#ffffff" stroke-width="${r(s * 0.03)}" opacity="${paint.lineOnly ? 0 : 0.7}"/>`,
    );
  },
} satisfies Partial<Record<Motif, MotifDraw>>;
