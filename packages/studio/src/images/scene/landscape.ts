import type { Canvas } from './canvas.js';
import { ridge } from './canvas.js';

/** The three depths of a setting, back to front (parallax moves them at different speeds). */
export interface Landscape {
  far: string;
  mid: string;
  near: string;
}

/** Mix two #rrggbb colours (t = 0: a, t = 1: b); anything else (none) is returned as is. */
export function mix(a: string, b: string, t: number): string {
  const hex = /^#[0-9a-f]{6}$/i;
  if (!hex.test(a) || !hex.test(b)) return a;
  const ch = (c: string, i: number) => parseInt(c.slice(1 + i * 2, 3 + i * 2), 16);
  return `#${[0, 1, 2]
    .map((i) =>
      Math.round(ch(a, i) * (1 - t) + ch(b, i) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** The setting's ground: mountains, sea, desert, forest, city, space, underwater, room, field. */
export function landscape(c: Canvas): Landscape {
  const { W, H, S, n, random, reading, p, recipe, horizon, ground, stroke, fill } = c;
  const water = mix(mix(p.skyTop, p.skyBottom, 0.45), '#06121f', 0.3);
  const layers: Record<'far' | 'mid' | 'near', string[]> = { far: [], mid: [], near: [] };
  // Each setting draws back to front; `to` moves on to the next depth.
  let out = layers.far;
  const to = (depth: 'mid' | 'near'): void => {
    out = layers[depth];
  };
  const layer = (d: string, color: string, extra = ''): void => {
    out.push(`<path d="${d}" fill="${fill(color)}" ${stroke} ${extra}/>`);
  };
  const curly = recipe.curly === true;
  switch (reading.setting) {
    case 'mountains':
    case 'ice': {
      const snowy = reading.setting === 'ice';
      layer(ridge(c, horizon - S * 0.05, S * 0.45, 3, true), snowy ? '#cfe6f5' : p.far);
      to('mid');
      layer(ridge(c, horizon + S * 0.06, S * 0.3, 4, true), snowy ? '#9cc3dd' : p.mid);
      to('near');
      layer(ridge(c, ground - S * 0.02, S * 0.08, 3, false), snowy ? '#e9f4fb' : p.near);
      break;
    }
    case 'sea': {
      layer(ridge(c, horizon - S * 0.02, S * 0.08, 2, false), p.far, 'opacity="0.8"');
      to('mid');
      // Water is water in every palette: its colour comes from the sky, never from the land.
      out.push(
        `<rect y="${n(horizon)}" width="${W}" height="${n(H - horizon)}" fill="${fill(water)}" ${stroke}/>`,
      );
      let waves = '';
      for (let i = 0; i < 14; i++) {
        const y = horizon + ((H - horizon) * (i + 1)) / 15;
        const x = random.range(-W * 0.2, W * 0.6);
        waves += `<path d="M${n(x)} ${n(y)} q${n(S * 0.08)} ${n(-S * 0.02)} ${n(S * 0.16)} 0 t${n(S * 0.16)} 0 t${n(S * 0.16)} 0" fill="none"/>`;
      }
      out.push(
        `<g stroke="${recipe.lineOnly === true ? '#444' : p.accent}" stroke-width="3" opacity="0.45">${waves}</g>`,
      );
      to('near');
      layer(ridge(c, ground + S * 0.08, S * 0.04, 2, false), mix(water, p.ink, 0.35));
      break;
    }
    case 'desert': {
      layer(ridge(c, horizon, S * 0.12, 2, false), p.far);
      to('mid');
      layer(
        ridge(c, horizon + S * 0.12, S * 0.1, 2, false),
        recipe.flat === true ? p.mid : '#c98f4f',
      );
      to('near');
      layer(ridge(c, ground, S * 0.06, 2, false), recipe.flat === true ? p.near : '#8a5a2e');
      break;
    }
    case 'forest': {
      layer(ridge(c, horizon, S * 0.1, 3, false), p.far);
      for (const [depth, row, color, scale] of [
        ['mid', horizon + S * 0.02, p.mid, 0.22],
        ['near', ground + S * 0.05, p.near, 0.34],
      ] as const) {
        to(depth);
        let trees = '';
        const count = Math.ceil(W / (S * scale * 0.55));
        for (let i = 0; i <= count; i++) {
          const x = (i / count) * W + random.range(-20, 20);
          const h = S * scale * random.range(0.8, 1.25);
          trees += curly
            ? `<path d="M${n(x)} ${n(row)} q${n(-h * 0.1)} ${n(-h * 0.6)} ${n(h * 0.15)} ${n(-h)} q${n(h * 0.2)} ${n(-h * 0.1)} ${n(h * 0.05)} ${n(h * 0.15)}" fill="none" stroke="${color}" stroke-width="${n(h * 0.06)}"/>`
            : `<path d="M${n(x)} ${n(row - h)} L${n(x + h * 0.28)} ${n(row)} L${n(x - h * 0.28)} ${n(row)} Z" fill="${fill(color)}" ${stroke}/>`;
        }
        out.push(trees);
      }
      out.push(
        `<rect y="${n(ground + S * 0.04)}" width="${W}" height="${n(H)}" fill="${fill(p.near)}"/>`,
      );
      break;
    }
    case 'city': {
      for (const [base, color, hmax] of [
        [horizon + S * 0.05, p.far, 0.55],
        [ground + S * 0.02, p.mid, 0.4],
      ] as const) {
        let x = -20;
        let blocks = '';
        while (x < W) {
          const w = S * random.range(0.07, 0.16);
          const h = S * random.range(0.12, hmax);
          blocks += `<rect x="${n(x)}" y="${n(base - h)}" width="${n(w)}" height="${n(h + H)}" fill="${fill(color)}" ${stroke}/>`;
          if (recipe.lineOnly !== true) {
            for (let wy = base - h + 14; wy < base - 10; wy += S * 0.035) {
              for (let wx = x + 8; wx < x + w - 12; wx += S * 0.03) {
                if (random.next() < 0.35)
                  blocks += `<rect x="${n(wx)}" y="${n(wy)}" width="${n(S * 0.012)}" height="${n(S * 0.016)}" fill="${p.accent}" opacity="0.8"/>`;
              }
            }
          }
          x += w + S * random.range(0, 0.02);
        }
        out.push(blocks);
        to('mid');
      }
      to('near');
      out.push(
        `<rect y="${n(ground + S * 0.02)}" width="${W}" height="${n(H)}" fill="${fill(p.near)}" ${stroke}/>`,
      );
      break;
    }
    case 'space': {
      for (let i = 0; i < 3; i++) {
        out.push(
          `<ellipse cx="${n(random.range(0, W))}" cy="${n(random.range(0, H * 0.7))}" rx="${n(S * random.range(0.3, 0.6))}" ry="${n(S * random.range(0.1, 0.25))}" fill="${recipe.lineOnly === true ? 'none' : p.accent}" opacity="0.08"/>`,
        );
      }
      to('near');
      out.push(
        `<ellipse cx="${n(W / 2)}" cy="${n(H + S * 0.55)}" rx="${n(W)}" ry="${n(S * 0.75)}" fill="${fill(p.mid)}" ${stroke}/>`,
      );
      break;
    }
    case 'underwater': {
      let rays = '';
      for (let i = 0; i < 6; i++) {
        const x = random.range(0, W);
        rays += `<path d="M${n(x)} 0 L${n(x + S * 0.12)} 0 L${n(x + S * 0.35)} ${n(H)} L${n(x + S * 0.15)} ${n(H)} Z"/>`;
      }
      out.push(
        `<g fill="${recipe.lineOnly === true ? 'none' : p.accent}" opacity="0.08">${rays}</g>`,
      );
      to('mid');
      let bubbles = '';
      for (let i = 0; i < 30; i++)
        bubbles += `<circle cx="${n(random.range(0, W))}" cy="${n(random.range(0, H))}" r="${n(random.range(3, 12))}"/>`;
      out.push(
        `<g fill="none" stroke="${recipe.lineOnly === true ? '#444' : '#bfe9ff'}" stroke-width="2" opacity="0.5">${bubbles}</g>`,
      );
      to('near');
      layer(ridge(c, ground + S * 0.05, S * 0.06, 3, false), p.near);
      break;
    }
    case 'interior': {
      const wx = W * random.range(0.15, 0.45);
      const ww = W * 0.4;
      const wy = H * 0.14;
      const wh = H * 0.3;
      out.push(
        `<rect width="${W}" height="${H}" fill="${fill(p.mid)}" ${stroke}/>`,
        `<rect x="${n(wx)}" y="${n(wy)}" width="${n(ww)}" height="${n(wh)}" fill="${recipe.lineOnly === true ? 'none' : 'url(#sky)'}" ${stroke || 'stroke="#000" stroke-opacity="0.3" stroke-width="4"'}/>`,
        `<path d="M${n(wx + ww / 2)} ${n(wy)} L${n(wx + ww / 2)} ${n(wy + wh)} M${n(wx)} ${n(wy + wh / 2)} L${n(wx + ww)} ${n(wy + wh / 2)}" stroke="${recipe.lineOnly === true ? '#333' : p.near}" stroke-width="${n(S * 0.015)}"/>`,
      );
      to('mid');
      out.push(
        `<path d="M${n(wx + ww)} ${n(wy)} L${n(wx + ww + S * 0.5)} ${n(H)} L${n(wx - S * 0.3)} ${n(H)} L${n(wx)} ${n(wy + wh)} Z" fill="${recipe.lineOnly === true ? 'none' : p.accent}" opacity="0.07"/>`,
      );
      to('near');
      out.push(
        `<rect y="${n(ground - S * 0.02)}" width="${W}" height="${n(H)}" fill="${fill(p.near)}" ${stroke}/>`,
      );
      break;
    }
    case 'field': {
      if (curly) {
        out.push(
          `<path d="M${n(-W * 0.1)} ${n(ground)} Q${n(W * 0.5)} ${n(horizon - S * 0.35)} ${n(W * 1.1)} ${n(ground)} Z" fill="${p.mid}"/>`,
        );
        let spiral = `M${n(W * 0.5)} ${n(horizon - S * 0.1)}`;
        for (let a = 0; a < 18; a++) {
          const r = S * 0.012 * a;
          spiral += ` L${n(W * 0.5 + Math.cos(a * 0.7) * r)} ${n(horizon - S * 0.1 + Math.sin(a * 0.7) * r * 0.5)}`;
        }
        out.push(
          `<path d="${spiral}" fill="none" stroke="${p.accent}" stroke-width="4" opacity="0.6"/>`,
        );
        to('mid');
      } else {
        layer(ridge(c, horizon, S * 0.1, 2, false), p.far);
        to('mid');
        layer(ridge(c, horizon + S * 0.12, S * 0.08, 2, false), p.mid);
      }
      to('near');
      out.push(
        `<rect y="${n(ground)}" width="${W}" height="${n(H)}" fill="${fill(p.near)}" ${stroke}/>`,
      );
      break;
    }
  }
  return { far: layers.far.join(''), mid: layers.mid.join(''), near: layers.near.join('') };
}
