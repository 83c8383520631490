import type { Random } from '../random.js';
import type { Motif } from './scene-reading.js';

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
  const f = paint.lineOnly ? 'none' : paint.ink;
  const a = paint.lineOnly ? 'none' : paint.accent;
  const st = `stroke="${paint.stroke}" stroke-width="${paint.strokeWidth}" stroke-linejoin="round" stroke-linecap="round"`;
  const g = (body: string): string => `<g ${st}>${body}</g>`;
  const r = (n: number): string => n.toFixed(1);
  switch (motif) {
    case 'figure': {
      const h = s;
      const y0 = ground - h;
      return g(
        `<circle cx="${r(x)}" cy="${r(y0 + h * 0.09)}" r="${r(h * 0.085)}" fill="${f}"/>` +
          `<path d="M${r(x - h * 0.15)} ${r(y0 + h * 0.62)} Q${r(x - h * 0.16)} ${r(y0 + h * 0.2)} ${r(x)} ${r(y0 + h * 0.19)} Q${r(x + h * 0.16)} ${r(y0 + h * 0.2)} ${r(x + h * 0.15)} ${r(y0 + h * 0.62)} Z" fill="${f}"/>` +
          `<path d="M${r(x - h * 0.1)} ${r(y0 + h * 0.6)} L${r(x - h * 0.08)} ${r(ground)} L${r(x - h * 0.01)} ${r(ground)} L${r(x)} ${r(y0 + h * 0.66)} L${r(x + h * 0.01)} ${r(ground)} L${r(x + h * 0.08)} ${r(ground)} L${r(x + h * 0.1)} ${r(y0 + h * 0.6)} Z" fill="${f}"/>`,
      );
    }
    case 'crowd': {
      let out = '';
      for (let i = 0; i < 9; i++) {
        const cx = x + (i - 4) * s * 0.22 + random.range(-8, 8);
        const h = s * random.range(0.55, 0.8);
        out += drawMotif('figure', cx, ground + (i % 2) * s * 0.05, h, paint, random);
      }
      return out;
    }
    case 'ship': {
      const w = s * 1.3;
      return g(
        `<path d="M${r(x - w / 2)} ${r(ground - s * 0.22)} L${r(x + w / 2)} ${r(ground - s * 0.22)} L${r(x + w * 0.38)} ${r(ground)} L${r(x - w * 0.4)} ${r(ground)} Z" fill="${f}"/>` +
          `<path d="M${r(x - w * 0.12)} ${r(ground - s * 1.05)} L${r(x - w * 0.12)} ${r(ground - s * 0.22)} M${r(x + w * 0.15)} ${r(ground - s * 0.9)} L${r(x + w * 0.15)} ${r(ground - s * 0.22)}" stroke="${paint.lineOnly ? paint.stroke : paint.ink}" stroke-width="${r(s * 0.025)}"/>` +
          `<path d="M${r(x - w * 0.11)} ${r(ground - s * 1.0)} Q${r(x + w * 0.1)} ${r(ground - s * 0.65)} ${r(x - w * 0.11)} ${r(ground - s * 0.3)} Z" fill="${a}" opacity="0.9"/>` +
          `<path d="M${r(x + w * 0.16)} ${r(ground - s * 0.85)} Q${r(x + w * 0.36)} ${r(ground - s * 0.55)} ${r(x + w * 0.16)} ${r(ground - s * 0.3)} Z" fill="${a}" opacity="0.8"/>`,
      );
    }
    case 'lighthouse': {
      const h = s * 1.4;
      return (
        `<path d="M${r(x)} ${r(ground - h * 0.93)} L${r(x - s * 3)} ${r(ground - h * 1.1)} L${r(x - s * 3)} ${r(ground - h * 0.75)} Z" fill="${paint.accent}" opacity="0.25"/>` +
        g(
          `<path d="M${r(x - s * 0.16)} ${r(ground)} L${r(x - s * 0.1)} ${r(ground - h * 0.85)} L${r(x + s * 0.1)} ${r(ground - h * 0.85)} L${r(x + s * 0.16)} ${r(ground)} Z" fill="${f}"/>` +
            `<rect x="${r(x - s * 0.09)}" y="${r(ground - h * 0.97)}" width="${r(s * 0.18)}" height="${r(h * 0.12)}" fill="${a}"/>` +
            `<path d="M${r(x - s * 0.13)} ${r(ground - h * 0.97)} L${r(x)} ${r(ground - h * 1.06)} L${r(x + s * 0.13)} ${r(ground - h * 0.97)} Z" fill="${f}"/>`,
        )
      );
    }
    case 'castle': {
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
    }
    case 'rocket': {
      const h = s * 1.3;
      const y0 = ground - h - s * 0.3;
      return g(
        `<path d="M${r(x)} ${r(ground - s * 0.3)} Q${r(x - s * 0.2)} ${r(ground + s * 0.1)} ${r(x)} ${r(ground + s * 0.5)} Q${r(x + s * 0.2)} ${r(ground + s * 0.1)} ${r(x)} ${r(ground - s * 0.3)} Z" fill="${a}"/>` +
          `<path d="M${r(x)} ${r(y0)} Q${r(x + s * 0.22)} ${r(y0 + h * 0.3)} ${r(x + s * 0.16)} ${r(y0 + h)} L${r(x - s * 0.16)} ${r(y0 + h)} Q${r(x - s * 0.22)} ${r(y0 + h * 0.3)} ${r(x)} ${r(y0)} Z" fill="${f}"/>` +
          `<path d="M${r(x - s * 0.16)} ${r(y0 + h * 0.7)} L${r(x - s * 0.34)} ${r(y0 + h)} L${r(x - s * 0.16)} ${r(y0 + h)} Z M${r(x + s * 0.16)} ${r(y0 + h * 0.7)} L${r(x + s * 0.34)} ${r(y0 + h)} L${r(x + s * 0.16)} ${r(y0 + h)} Z" fill="${f}"/>` +
          `<circle cx="${r(x)}" cy="${r(y0 + h * 0.35)}" r="${r(s * 0.07)}" fill="${a}"/>`,
      );
    }
    case 'planet': {
      const rad = s * 0.55;
      const cy = ground - s * 1.1;
      return g(
        `<circle cx="${r(x)}" cy="${r(cy)}" r="${r(rad)}" fill="${a}"/>` +
          `<path d="M${r(x - rad)} ${r(cy)} A${r(rad)} ${r(rad)} 0 0 0 ${r(x + rad)} ${r(cy)} Z" fill="${f}" opacity="0.35"/>` +
          `<ellipse cx="${r(x)}" cy="${r(cy)}" rx="${r(rad * 1.8)}" ry="${r(rad * 0.35)}" fill="none" stroke="${paint.lineOnly ? paint.stroke : paint.accent}" stroke-width="${r(s * 0.05)}" transform="rotate(-18 ${r(x)} ${r(cy)})" opacity="0.85"/>`,
      );
    }
    case 'tree': {
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
    }
    case 'birds': {
      let out = '';
      for (let i = 0; i < 5; i++) {
        const bx = x + random.range(-s, s);
        const by = ground - s * random.range(1.2, 2.2);
        const w = s * random.range(0.12, 0.22);
        out += `<path d="M${r(bx - w)} ${r(by - w * 0.3)} Q${r(bx - w * 0.5)} ${r(by - w * 0.5)} ${r(bx)} ${r(by)} Q${r(bx + w * 0.5)} ${r(by - w * 0.5)} ${r(bx + w)} ${r(by - w * 0.3)}" fill="none" stroke="${paint.lineOnly ? paint.stroke : paint.ink}" stroke-width="${r(Math.max(3, w * 0.14))}"/>`;
      }
      return `<g stroke-linecap="round">${out}</g>`;
    }
    case 'cat': {
      const h = s * 0.7;
      return g(
        `<ellipse cx="${r(x)}" cy="${r(ground - h * 0.35)}" rx="${r(h * 0.38)}" ry="${r(h * 0.36)}" fill="${f}"/>` +
          `<circle cx="${r(x)}" cy="${r(ground - h * 0.85)}" r="${r(h * 0.24)}" fill="${f}"/>` +
          `<path d="M${r(x - h * 0.22)} ${r(ground - h * 0.95)} L${r(x - h * 0.2)} ${r(ground - h * 1.22)} L${r(x - h * 0.05)} ${r(ground - h * 1.05)} Z M${r(x + h * 0.22)} ${r(ground - h * 0.95)} L${r(x + h * 0.2)} ${r(ground - h * 1.22)} L${r(x + h * 0.05)} ${r(ground - h * 1.05)} Z" fill="${f}"/>` +
          `<path d="M${r(x + h * 0.3)} ${r(ground - h * 0.1)} Q${r(x + h * 0.8)} ${r(ground - h * 0.1)} ${r(x + h * 0.7)} ${r(ground - h * 0.6)}" fill="none" stroke="${paint.lineOnly ? paint.stroke : paint.ink}" stroke-width="${r(h * 0.08)}"/>` +
          `<circle cx="${r(x - h * 0.09)}" cy="${r(ground - h * 0.88)}" r="${r(h * 0.035)}" fill="${a}"/><circle cx="${r(x + h * 0.09)}" cy="${r(ground - h * 0.88)}" r="${r(h * 0.035)}" fill="${a}"/>`,
      );
    }
    case 'fish': {
      const w = s * 1.1;
      const cy = ground - s * 0.9;
      return g(
        `<path d="M${r(x - w * 0.5)} ${r(cy)} Q${r(x)} ${r(cy - s * 0.4)} ${r(x + w * 0.35)} ${r(cy)} Q${r(x)} ${r(cy + s * 0.35)} ${r(x - w * 0.5)} ${r(cy)} Z" fill="${f}"/>` +
          `<path d="M${r(x + w * 0.3)} ${r(cy)} L${r(x + w * 0.6)} ${r(cy - s * 0.22)} L${r(x + w * 0.55)} ${r(cy)} L${r(x + w * 0.6)} ${r(cy + s * 0.22)} Z" fill="${f}"/>` +
          `<path d="M${r(x - w * 0.05)} ${r(cy - s * 0.2)} L${r(x + w * 0.08)} ${r(cy - s * 0.42)} L${r(x + w * 0.15)} ${r(cy - s * 0.16)} Z" fill="${f}"/>` +
          `<circle cx="${r(x - w * 0.33)}" cy="${r(cy - s * 0.04)}" r="${r(s * 0.035)}" fill="${a}"/>`,
      );
    }
    case 'book': {
      const w = s * 0.6;
      const y = ground - s * 0.3;
      return g(
        `<path d="M${r(x)} ${r(y)} Q${r(x - w * 0.5)} ${r(y - s * 0.12)} ${r(x - w)} ${r(y - s * 0.02)} L${r(x - w)} ${r(y + s * 0.3)} Q${r(x - w * 0.5)} ${r(y + s * 0.2)} ${r(x)} ${r(y + s * 0.32)} Z" fill="${a}"/>` +
          `<path d="M${r(x)} ${r(y)} Q${r(x + w * 0.5)} ${r(y - s * 0.12)} ${r(x + w)} ${r(y - s * 0.02)} L${r(x + w)} ${r(y + s * 0.3)} Q${r(x + w * 0.5)} ${r(y + s * 0.2)} ${r(x)} ${r(y + s * 0.32)} Z" fill="${a}" opacity="0.85"/>` +
          [0.05, 0.11, 0.17]
            .map(
              (k) =>
                `<path d="M${r(x - w * 0.85)} ${r(y + s * k)} Q${r(x - w * 0.45)} ${r(y + s * (k - 0.08))} ${r(x - w * 0.1)} ${r(y + s * (k + 0.02))} M${r(x + w * 0.1)} ${r(y + s * (k + 0.02))} Q${r(x + w * 0.45)} ${r(y + s * (k - 0.08))} ${r(x + w * 0.85)} ${r(y + s * k)}" fill="none" stroke="${paint.lineOnly ? paint.stroke : paint.ink}" stroke-width="${r(s * 0.012)}" opacity="0.6"/>`,
            )
            .join(''),
      );
    }
    case 'clock': {
      const rad = s * 0.45;
      const cy = ground - s * 0.95;
      return g(
        `<circle cx="${r(x)}" cy="${r(cy)}" r="${r(rad)}" fill="${a}"/>` +
          `<circle cx="${r(x)}" cy="${r(cy)}" r="${r(rad)}" fill="none" stroke="${paint.lineOnly ? paint.stroke : paint.ink}" stroke-width="${r(s * 0.05)}"/>` +
          Array.from({ length: 12 }, (_, i) => {
            const ang = (i / 12) * Math.PI * 2;
            return `<circle cx="${r(x + Math.cos(ang) * rad * 0.8)}" cy="${r(cy + Math.sin(ang) * rad * 0.8)}" r="${r(s * 0.018)}" fill="${paint.lineOnly ? paint.stroke : paint.ink}"/>`;
          }).join('') +
          `<path d="M${r(x)} ${r(cy)} L${r(x)} ${r(cy - rad * 0.6)} M${r(x)} ${r(cy)} L${r(x + rad * 0.4)} ${r(cy + rad * 0.15)}" stroke="${paint.lineOnly ? paint.stroke : paint.ink}" stroke-width="${r(s * 0.035)}" stroke-linecap="round"/>`,
      );
    }
    case 'bulb': {
      const cy = ground - s * 1.0;
      const rad = s * 0.32;
      return (
        `<circle cx="${r(x)}" cy="${r(cy)}" r="${r(rad * 2.4)}" fill="${paint.accent}" opacity="0.18"/>` +
        g(
          `<path d="M${r(x - rad * 0.45)} ${r(cy + rad * 0.85)} Q${r(x - rad * 1.1)} ${r(cy + rad * 0.2)} ${r(x - rad)} ${r(cy - rad * 0.2)} A${r(rad)} ${r(rad)} 0 1 1 ${r(x + rad)} ${r(cy - rad * 0.2)} Q${r(x + rad * 1.1)} ${r(cy + rad * 0.2)} ${r(x + rad * 0.45)} ${r(cy + rad * 0.85)} Z" fill="${a}"/>` +
            `<rect x="${r(x - rad * 0.45)}" y="${r(cy + rad * 0.85)}" width="${r(rad * 0.9)}" height="${r(rad * 0.5)}" rx="${r(rad * 0.1)}" fill="${f}"/>`,
        )
      );
    }
    case 'heart': {
      const cy = ground - s * 1.0;
      const w = s * 0.5;
      return g(
        `<path d="M${r(x)} ${r(cy + w * 0.9)} C${r(x - w * 1.6)} ${r(cy - w * 0.1)} ${r(x - w * 0.8)} ${r(cy - w * 1.2)} ${r(x)} ${r(cy - w * 0.45)} C${r(x + w * 0.8)} ${r(cy - w * 1.2)} ${r(x + w * 1.6)} ${r(cy - w * 0.1)} ${r(x)} ${r(cy + w * 0.9)} Z" fill="${a}"/>`,
      );
    }
    case 'eye': {
      const cy = ground - s;
      const w = s * 0.7;
      return g(
        `<path d="M${r(x - w)} ${r(cy)} Q${r(x)} ${r(cy - w * 0.75)} ${r(x + w)} ${r(cy)} Q${r(x)} ${r(cy + w * 0.75)} ${r(x - w)} ${r(cy)} Z" fill="${paint.lineOnly ? 'none' : '#f5f1e8'}"/>` +
          `<circle cx="${r(x)}" cy="${r(cy)}" r="${r(w * 0.32)}" fill="${a}"/><circle cx="${r(x)}" cy="${r(cy)}" r="${r(w * 0.14)}" fill="${f}"/>`,
      );
    }
    case 'crown': {
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
    }
    case 'sword': {
      const h = s * 1.3;
      return g(
        `<path d="M${r(x)} ${r(ground - h)} L${r(x + s * 0.06)} ${r(ground - h * 0.85)} L${r(x + s * 0.06)} ${r(ground - h * 0.25)} L${r(x - s * 0.06)} ${r(ground - h * 0.25)} L${r(x - s * 0.06)} ${r(ground - h * 0.85)} Z" fill="${a}"/>` +
          `<rect x="${r(x - s * 0.25)}" y="${r(ground - h * 0.25)}" width="${r(s * 0.5)}" height="${r(s * 0.06)}" rx="${r(s * 0.02)}" fill="${f}"/>` +
          `<rect x="${r(x - s * 0.04)}" y="${r(ground - h * 0.25 + s * 0.06)}" width="${r(s * 0.08)}" height="${r(s * 0.25)}" fill="${f}"/>`,
      );
    }
    case 'plane': {
      const w = s * 1.3;
      const cy = ground - s * 1.3;
      return g(
        `<path d="M${r(x - w * 0.5)} ${r(cy)} Q${r(x)} ${r(cy - s * 0.1)} ${r(x + w * 0.5)} ${r(cy - s * 0.02)} Q${r(x + w * 0.55)} ${r(cy + s * 0.05)} ${r(x + w * 0.45)} ${r(cy + s * 0.08)} L${r(x - w * 0.45)} ${r(cy + s * 0.08)} Z" fill="${f}"/>` +
          `<path d="M${r(x - w * 0.05)} ${r(cy + s * 0.02)} L${r(x + w * 0.15)} ${r(cy + s * 0.5)} L${r(x + w * 0.22)} ${r(cy + s * 0.5)} L${r(x + w * 0.12)} ${r(cy + s * 0.02)} Z M${r(x - w * 0.42)} ${r(cy)} L${r(x - w * 0.5)} ${r(cy - s * 0.3)} L${r(x - w * 0.42)} ${r(cy - s * 0.3)} L${r(x - w * 0.3)} ${r(cy)} Z" fill="${f}"/>`,
      );
    }
    case 'vehicle': {
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
    }
    case 'candle': {
      const h = s * 0.7;
      return (
        `<circle cx="${r(x)}" cy="${r(ground - h - s * 0.12)}" r="${r(s * 0.45)}" fill="${paint.accent}" opacity="0.2"/>` +
        g(
          `<rect x="${r(x - s * 0.1)}" y="${r(ground - h)}" width="${r(s * 0.2)}" height="${r(h)}" fill="${paint.lineOnly ? 'none' : '#efe6d2'}"/>` +
            `<path d="M${r(x)} ${r(ground - h - s * 0.3)} Q${r(x + s * 0.08)} ${r(ground - h - s * 0.1)} ${r(x)} ${r(ground - h - s * 0.02)} Q${r(x - s * 0.08)} ${r(ground - h - s * 0.1)} ${r(x)} ${r(ground - h - s * 0.3)} Z" fill="${a}"/>`,
        )
      );
    }
    case 'brain': {
      const cy = ground - s;
      let out = `<circle cx="${r(x)}" cy="${r(cy)}" r="${r(s * 0.75)}" fill="${paint.accent}" opacity="0.12"/>`;
      for (let i = 0; i < 9; i++) {
        const ang = (i / 9) * Math.PI * 2;
        out += `<circle cx="${r(x + Math.cos(ang) * s * 0.25)}" cy="${r(cy + Math.sin(ang) * s * 0.18)}" r="${r(s * 0.2)}" fill="${a}"/>`;
      }
      out += `<path d="M${r(x)} ${r(cy - s * 0.35)} Q${r(x - s * 0.06)} ${r(cy)} ${r(x)} ${r(cy + s * 0.35)}" fill="none" stroke="${paint.lineOnly ? paint.stroke : paint.ink}" stroke-width="${r(s * 0.025)}" opacity="0.6"/>`;
      return g(out);
    }
    case 'trophy': {
      const cy = ground - s * 0.9;
      const w = s * 0.35;
      return g(
        `<path d="M${r(x - w)} ${r(cy - w)} L${r(x + w)} ${r(cy - w)} Q${r(x + w)} ${r(cy + w * 0.8)} ${r(x)} ${r(cy + w * 0.9)} Q${r(x - w)} ${r(cy + w * 0.8)} ${r(x - w)} ${r(cy - w)} Z" fill="${a}"/>` +
          `<path d="M${r(x - w)} ${r(cy - w * 0.7)} Q${r(x - w * 1.6)} ${r(cy - w * 0.5)} ${r(x - w * 0.8)} ${r(cy + w * 0.2)} M${r(x + w)} ${r(cy - w * 0.7)} Q${r(x + w * 1.6)} ${r(cy - w * 0.5)} ${r(x + w * 0.8)} ${r(cy + w * 0.2)}" fill="none" stroke="${paint.lineOnly ? paint.stroke : paint.accent}" stroke-width="${r(s * 0.05)}"/>` +
          `<rect x="${r(x - w * 0.15)}" y="${r(cy + w * 0.9)}" width="${r(w * 0.3)}" height="${r(w * 0.7)}" fill="${a}"/><rect x="${r(x - w * 0.6)}" y="${r(cy + w * 1.6)}" width="${r(w * 1.2)}" height="${r(w * 0.35)}" fill="${f}"/>`,
      );
    }
    case 'tent': {
      const w = s * 0.8;
      return g(
        `<path d="M${r(x - w)} ${r(ground)} L${r(x)} ${r(ground - s * 0.8)} L${r(x + w)} ${r(ground)} Z" fill="${f}"/>` +
          `<path d="M${r(x - w * 0.2)} ${r(ground)} L${r(x)} ${r(ground - s * 0.45)} L${r(x + w * 0.2)} ${r(ground)} Z" fill="${a}"/>`,
      );
    }
    case 'fire': {
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
    }
    case 'cube': {
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
    }
    case 'wall': {
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
    }
    case 'bridge': {
      const w = s * 2.6;
      return g(
        `<path d="M${r(x - w / 2)} ${r(ground - s * 0.4)} L${r(x + w / 2)} ${r(ground - s * 0.4)} L${r(x + w / 2)} ${r(ground - s * 0.3)} Q${r(x)} ${r(ground - s * 0.1)} ${r(x - w / 2)} ${r(ground - s * 0.3)} Z" fill="${f}"/>` +
          `<path d="M${r(x - w * 0.3)} ${r(ground)} L${r(x - w * 0.3)} ${r(ground - s)} M${r(x + w * 0.3)} ${r(ground)} L${r(x + w * 0.3)} ${r(ground - s)} M${r(x - w * 0.5)} ${r(ground - s * 0.45)} Q${r(x - w * 0.3)} ${r(ground - s * 1.05)} ${r(x)} ${r(ground - s * 0.45)} Q${r(x + w * 0.3)} ${r(ground - s * 1.05)} ${r(x + w * 0.5)} ${r(ground - s * 0.45)}" fill="none" stroke="${paint.lineOnly ? paint.stroke : paint.ink}" stroke-width="${r(s * 0.05)}"/>`,
      );
    }
    case 'key': {
      const cy = ground - s;
      return g(
        `<circle cx="${r(x - s * 0.35)}" cy="${r(cy)}" r="${r(s * 0.22)}" fill="none" stroke="${paint.lineOnly ? paint.stroke : paint.accent}" stroke-width="${r(s * 0.08)}"/>` +
          `<path d="M${r(x - s * 0.13)} ${r(cy)} L${r(x + s * 0.55)} ${r(cy)} M${r(x + s * 0.4)} ${r(cy)} L${r(x + s * 0.4)} ${r(cy + s * 0.16)} M${r(x + s * 0.52)} ${r(cy)} L${r(x + s * 0.52)} ${r(cy + s * 0.12)}" stroke="${paint.lineOnly ? paint.stroke : paint.accent}" stroke-width="${r(s * 0.08)}" stroke-linecap="round"/>`,
      );
    }
    case 'flag': {
      const h = s * 1.4;
      return g(
        `<rect x="${r(x - s * 0.02)}" y="${r(ground - h)}" width="${r(s * 0.04)}" height="${r(h)}" fill="${f}"/>` +
          `<path d="M${r(x + s * 0.02)} ${r(ground - h)} Q${r(x + s * 0.3)} ${r(ground - h - s * 0.08)} ${r(x + s * 0.6)} ${r(ground - h + s * 0.02)} L${r(x + s * 0.6)} ${r(ground - h + s * 0.38)} Q${r(x + s * 0.3)} ${r(ground - h + s * 0.3)} ${r(x + s * 0.02)} ${r(ground - h + s * 0.38)} Z" fill="${a}"/>`,
      );
    }
    case 'submarine': {
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
    }
    case 'satellite': {
      const cy = ground - s * 1.2;
      return g(
        `<rect x="${r(x - s * 0.15)}" y="${r(cy - s * 0.15)}" width="${r(s * 0.3)}" height="${r(s * 0.3)}" fill="${f}"/>` +
          `<rect x="${r(x - s * 0.85)}" y="${r(cy - s * 0.1)}" width="${r(s * 0.6)}" height="${r(s * 0.2)}" fill="${a}"/><rect x="${r(x + s * 0.25)}" y="${r(cy - s * 0.1)}" width="${r(s * 0.6)}" height="${r(s * 0.2)}" fill="${a}"/>` +
          `<path d="M${r(x)} ${r(cy - s * 0.15)} L${r(x)} ${r(cy - s * 0.35)} M${r(x - s * 0.15)} ${r(cy - s * 0.45)} Q${r(x)} ${r(cy - s * 0.3)} ${r(x + s * 0.15)} ${r(cy - s * 0.45)}" fill="none" stroke="${paint.lineOnly ? paint.stroke : paint.ink}" stroke-width="${r(s * 0.03)}"/>`,
      );
    }
  }
}
