import type { ArtStyle } from '@reelsmith/contract';
import type { Random } from '../random.js';
import { drawMotif } from './motifs.js';
import type { MotifPaint } from './motifs.js';
import type { SceneReading } from './scene-reading.js';
import { STYLE_RECIPES } from './styles.js';
import type { Palette, StyleRecipe } from './styles.js';

/**
 * One scene as SVG: sky, light, a landscape for the setting, the subjects as silhouettes,
 * weather, then the style's own overlays. Pure (string in, string out): sharp renders it.
 */
export function buildSceneSvg(
  reading: SceneReading,
  style: ArtStyle,
  width: number,
  height: number,
  random: Random,
): string {
  const recipe = STYLE_RECIPES[style];
  const p = recipe.palette(reading.time);
  const W = width;
  const H = height;
  const S = Math.min(W, H);
  const portrait = H > W;
  const horizon = H * (portrait ? 0.6 : 0.64);
  const ground = H * (portrait ? 0.74 : 0.86);
  const n = (v: number): string => v.toFixed(1);
  const stroke =
    recipe.outline > 0
      ? `stroke="${recipe.outlineColor}" stroke-width="${recipe.outline}" stroke-linejoin="round"`
      : '';
  const fill = (c: string): string => (recipe.lineOnly === true ? 'none' : c);
  const defs: string[] = [];
  const body: string[] = [];

  // Sky.
  defs.push(
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.skyTop}"/><stop offset="${recipe.flat === true ? 0.75 : 1}" stop-color="${p.skyBottom}"/></linearGradient>`,
    `<radialGradient id="glow"><stop offset="0" stop-color="${p.sun}" stop-opacity="0.75"/><stop offset="1" stop-color="${p.sun}" stop-opacity="0"/></radialGradient>`,
    `<linearGradient id="fade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.skyBottom}" stop-opacity="0"/><stop offset="1" stop-color="${p.skyBottom}" stop-opacity="0.55"/></linearGradient>`,
  );
  body.push(`<rect width="${W}" height="${H}" fill="url(#sky)"/>`);

  // Stars and the sun or moon.
  const dark = reading.time === 'night' || reading.setting === 'space' || style === 'timelapse';
  if (dark && recipe.lineOnly !== true && !recipe.overlays.includes('trails')) {
    let stars = '';
    for (let i = 0; i < 140; i++) {
      stars += `<circle cx="${n(random.range(0, W))}" cy="${n(random.range(0, horizon))}" r="${n(random.range(0.8, 3.2))}" fill="#ffffff" opacity="${random.range(0.3, 0.95).toFixed(2)}"/>`;
    }
    body.push(stars);
  }
  const sunX = W * random.range(0.25, 0.75);
  const low = reading.time === 'dawn' || reading.time === 'sunset';
  const sunY = low ? horizon - S * 0.08 : H * random.range(0.12, 0.24);
  const sunR = S * (low ? 0.16 : 0.09);
  if (reading.setting !== 'underwater' && reading.setting !== 'interior' && p.sun !== 'none') {
    body.push(`<circle cx="${n(sunX)}" cy="${n(sunY)}" r="${n(sunR * 3.2)}" fill="url(#glow)"/>`);
    if (style === '80s-cartoon') {
      defs.push(
        `<linearGradient id="sun80" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffe45e"/><stop offset="1" stop-color="#ff3f8e"/></linearGradient>`,
        `<clipPath id="stripes">${Array.from({ length: 9 }, (_, i) => `<rect x="0" y="${n(sunY - sunR * 1.6 + i * sunR * 0.36)}" width="${W}" height="${n(sunR * (0.36 - i * 0.025))}"/>`).join('')}</clipPath>`,
      );
      body.push(
        `<circle cx="${n(sunX)}" cy="${n(sunY)}" r="${n(sunR * 1.6)}" fill="url(#sun80)" clip-path="url(#stripes)"/>`,
      );
    } else if (reading.time === 'night' || reading.setting === 'space') {
      body.push(
        `<circle cx="${n(sunX)}" cy="${n(sunY)}" r="${n(sunR)}" fill="${fill(p.sun)}" ${stroke}/>`,
        `<circle cx="${n(sunX - sunR * 0.3)}" cy="${n(sunY - sunR * 0.2)}" r="${n(sunR * 0.18)}" fill="${p.far}" opacity="0.25"/>`,
      );
    } else {
      body.push(
        `<circle cx="${n(sunX)}" cy="${n(sunY)}" r="${n(sunR)}" fill="${fill(p.sun)}" ${stroke}/>`,
      );
    }
  }
  if (reading.time === 'storm' || reading.rain) body.push(clouds(W, H, p, random, n, recipe));

  // The setting.
  body.push(landscape(reading, recipe, p, W, H, horizon, ground, random, n, stroke, fill));

  // Subjects: the first large and central, the second smaller beside it.
  const paint: MotifPaint = {
    ink: p.ink,
    accent: p.accent,
    stroke: recipe.outline > 0 ? recipe.outlineColor : 'none',
    strokeWidth: recipe.outline,
    lineOnly: recipe.lineOnly === true,
  };
  const [main, second] = reading.subjects;
  const size = S * recipe.subjectScale;
  if (second !== undefined) {
    const side = random.next() < 0.5 ? -1 : 1;
    body.push(
      drawMotif(second, W / 2 + side * W * 0.3, ground + S * 0.02, size * 0.55, paint, random),
    );
  }
  if (main !== undefined) {
    const dx = portrait ? 0 : W * random.range(-0.12, 0.12);
    body.push(drawMotif(main, W / 2 + dx, ground, size, paint, random));
  }

  // Weather.
  if (reading.fog || recipe.overlays.includes('haze')) {
    body.push(
      `<rect y="${n(horizon - H * 0.2)}" width="${W}" height="${n(H * 0.45)}" fill="url(#fade)"/>`,
    );
  }
  if (reading.rain) {
    let rain = '';
    for (let i = 0; i < 160; i++) {
      const x = random.range(0, W);
      const y = random.range(0, H);
      rain += `<path d="M${n(x)} ${n(y)} l${n(-S * 0.01)} ${n(S * 0.05)}"/>`;
    }
    body.push(
      `<g stroke="${recipe.lineOnly === true ? '#555' : '#cfe3ff'}" stroke-width="2" opacity="0.45">${rain}</g>`,
    );
  }
  if (reading.snow) {
    let snow = '';
    for (let i = 0; i < 140; i++)
      snow += `<circle cx="${n(random.range(0, W))}" cy="${n(random.range(0, H))}" r="${n(random.range(2, 6))}"/>`;
    body.push(`<g fill="#ffffff" opacity="0.8">${snow}</g>`);
  }
  if (reading.lightning) {
    let x = W * random.range(0.2, 0.8);
    let y = 0;
    let d = `M${n(x)} 0`;
    while (y < horizon * 0.9) {
      x += random.range(-S * 0.06, S * 0.06);
      y += random.range(S * 0.05, S * 0.1);
      d += ` L${n(x)} ${n(y)}`;
    }
    body.push(
      `<path d="${d}" fill="none" stroke="#f5f8ff" stroke-width="6"/><path d="${d}" fill="none" stroke="#9fc4ff" stroke-width="18" opacity="0.3"/>`,
    );
  }

  body.push(overlays(recipe, p, W, H, horizon, random, n, defs));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs.join('')}</defs>${body.join('')}</svg>`;
}

type Num = (v: number) => string;

function clouds(
  W: number,
  H: number,
  p: Palette,
  random: Random,
  n: Num,
  recipe: StyleRecipe,
): string {
  let out = '';
  for (let i = 0; i < 7; i++) {
    const cx = random.range(-W * 0.1, W * 1.1);
    const cy = random.range(H * 0.05, H * 0.3);
    const r = Math.min(W, H) * random.range(0.1, 0.22);
    out += `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(r * 1.8)}" ry="${n(r * 0.6)}" fill="${recipe.lineOnly === true ? 'none' : p.far}" opacity="0.75"/>`;
  }
  return `<g ${recipe.lineOnly === true ? 'stroke="#333" stroke-width="3"' : ''}>${out}</g>`;
}

function ridge(
  W: number,
  base: number,
  amp: number,
  peaks: number,
  jag: boolean,
  random: Random,
  n: Num,
  H: number,
): string {
  let d = `M0 ${n(H)} L0 ${n(base)}`;
  const steps = peaks * (jag ? 2 : 4);
  let prevX = 0;
  let prevY = base;
  for (let i = 1; i <= steps; i++) {
    const x = (W * i) / steps;
    const y =
      base -
      (jag
        ? i % 2 === 1
          ? amp * random.range(0.55, 1)
          : amp * random.range(0, 0.3)
        : amp * (0.5 + 0.5 * Math.sin(i * 1.3 + random.range(0, 2))));
    d += jag
      ? ` L${n(x)} ${n(y)}`
      : ` Q${n((prevX + x) / 2)} ${n(Math.min(prevY, y) - amp * 0.2)} ${n(x)} ${n(y)}`;
    prevX = x;
    prevY = y;
  }
  return `${d} L${n(W)} ${n(H)} Z`;
}

function landscape(
  reading: SceneReading,
  recipe: StyleRecipe,
  p: Palette,
  W: number,
  H: number,
  horizon: number,
  ground: number,
  random: Random,
  n: Num,
  stroke: string,
  fill: (c: string) => string,
): string {
  const S = Math.min(W, H);
  const out: string[] = [];
  const layer = (d: string, color: string, extra = ''): void => {
    out.push(`<path d="${d}" fill="${fill(color)}" ${stroke} ${extra}/>`);
  };
  const curly = recipe.curly === true;
  switch (reading.setting) {
    case 'mountains':
    case 'ice': {
      const snowy = reading.setting === 'ice';
      layer(
        ridge(W, horizon - S * 0.05, S * 0.45, 3, true, random, n, H),
        snowy ? '#cfe6f5' : p.far,
      );
      layer(
        ridge(W, horizon + S * 0.06, S * 0.3, 4, true, random, n, H),
        snowy ? '#9cc3dd' : p.mid,
      );
      layer(
        ridge(W, ground - S * 0.02, S * 0.08, 3, false, random, n, H),
        snowy ? '#e9f4fb' : p.near,
      );
      break;
    }
    case 'sea': {
      layer(ridge(W, horizon - S * 0.02, S * 0.08, 2, false, random, n, H), p.far, 'opacity="0.8"');
      out.push(
        `<rect y="${n(horizon)}" width="${W}" height="${n(H - horizon)}" fill="${fill(p.mid)}" ${stroke}/>`,
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
      layer(ridge(W, ground + S * 0.08, S * 0.04, 2, false, random, n, H), p.near);
      break;
    }
    case 'desert': {
      layer(ridge(W, horizon, S * 0.12, 2, false, random, n, H), p.far);
      layer(
        ridge(W, horizon + S * 0.12, S * 0.1, 2, false, random, n, H),
        recipe.flat === true ? p.mid : '#c98f4f',
      );
      layer(
        ridge(W, ground, S * 0.06, 2, false, random, n, H),
        recipe.flat === true ? p.near : '#8a5a2e',
      );
      break;
    }
    case 'forest': {
      layer(ridge(W, horizon, S * 0.1, 3, false, random, n, H), p.far);
      for (const [row, color, scale] of [
        [horizon + S * 0.02, p.mid, 0.22],
        [ground + S * 0.05, p.near, 0.34],
      ] as const) {
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
      }
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
      let bubbles = '';
      for (let i = 0; i < 30; i++)
        bubbles += `<circle cx="${n(random.range(0, W))}" cy="${n(random.range(0, H))}" r="${n(random.range(3, 12))}"/>`;
      out.push(
        `<g fill="none" stroke="${recipe.lineOnly === true ? '#444' : '#bfe9ff'}" stroke-width="2" opacity="0.5">${bubbles}</g>`,
      );
      layer(ridge(W, ground + S * 0.05, S * 0.06, 3, false, random, n, H), p.near);
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
        `<path d="M${n(wx + ww)} ${n(wy)} L${n(wx + ww + S * 0.5)} ${n(H)} L${n(wx - S * 0.3)} ${n(H)} L${n(wx)} ${n(wy + wh)} Z" fill="${recipe.lineOnly === true ? 'none' : p.accent}" opacity="0.07"/>`,
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
      } else {
        layer(ridge(W, horizon, S * 0.1, 2, false, random, n, H), p.far);
        layer(ridge(W, horizon + S * 0.12, S * 0.08, 2, false, random, n, H), p.mid);
      }
      out.push(
        `<rect y="${n(ground)}" width="${W}" height="${n(H)}" fill="${fill(p.near)}" ${stroke}/>`,
      );
      break;
    }
  }
  return out.join('');
}

function overlays(
  recipe: StyleRecipe,
  p: Palette,
  W: number,
  H: number,
  horizon: number,
  random: Random,
  n: Num,
  defs: string[],
): string {
  const S = Math.min(W, H);
  const out: string[] = [];
  for (const overlay of recipe.overlays) {
    switch (overlay) {
      case 'vignette':
        defs.push(
          `<radialGradient id="vig" cx="0.5" cy="0.5" r="0.75"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.65"/></radialGradient>`,
        );
        out.push(`<rect width="${W}" height="${H}" fill="url(#vig)"/>`);
        break;
      case 'halftone':
        defs.push(
          `<pattern id="dots" width="22" height="22" patternUnits="userSpaceOnUse"><circle cx="11" cy="11" r="5" fill="#e8253a" opacity="0.55"/></pattern>`,
        );
        out.push(`<rect width="${W}" height="${n(horizon)}" fill="url(#dots)"/>`);
        out.push(
          `<path d="M${n(W * 0.06)} ${n(H * 0.08)} l${n(S * 0.08)} ${n(S * 0.12)} l${n(S * 0.06)} ${n(-S * 0.05)} l${n(S * 0.02)} ${n(S * 0.12)} l${n(S * 0.1)} ${n(-S * 0.02)}" fill="none" stroke="#101010" stroke-width="8"/>`,
        );
        break;
      case 'gears': {
        const gear = (cx: number, cy: number, r: number): string => {
          let d = '';
          for (let i = 0; i < 12; i++) {
            const a = (i / 12) * Math.PI * 2;
            d += `<rect x="${n(cx - r * 0.12)}" y="${n(cy - r * 1.22)}" width="${n(r * 0.24)}" height="${n(r * 0.3)}" transform="rotate(${n((a * 180) / Math.PI)} ${n(cx)} ${n(cy)})"/>`;
          }
          return `${d}<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}"/><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.35)}" fill="${p.skyTop}"/>`;
        };
        out.push(
          `<g fill="${p.accent}" opacity="0.55">${gear(W * 0.08, H * 0.1, S * 0.16)}${gear(W * 0.92, H * 0.16, S * 0.11)}${gear(W * 0.86, H * 0.9, S * 0.14)}</g>`,
        );
        out.push(
          `<path d="M0 ${n(H * 0.04)} L${W} ${n(H * 0.04)} M0 ${n(H * 0.96)} L${W} ${n(H * 0.96)}" stroke="${p.accent}" stroke-width="10" stroke-dasharray="6 40" opacity="0.7"/>`,
        );
        break;
      }
      case 'blinds': {
        let d = '';
        for (let i = -8; i < 30; i++) {
          const y = i * S * 0.07;
          d += `<path d="M0 ${n(y)} L${W} ${n(y + W * 0.45)} L${W} ${n(y + W * 0.45 + S * 0.03)} L0 ${n(y + S * 0.03)} Z"/>`;
        }
        out.push(`<g fill="#ffffff" opacity="0.14">${d}</g>`);
        break;
      }
      case 'leak':
        defs.push(
          `<radialGradient id="leak"><stop offset="0" stop-color="#ff7a2f" stop-opacity="0.55"/><stop offset="1" stop-color="#ff2f6a" stop-opacity="0"/></radialGradient>`,
        );
        out.push(
          `<ellipse cx="${n(W * 0.95)}" cy="${n(H * 0.2)}" rx="${n(S * 0.5)}" ry="${n(S * 0.9)}" fill="url(#leak)"/>`,
        );
        out.push(
          `<ellipse cx="${n(W * 0.02)}" cy="${n(H * 0.85)}" rx="${n(S * 0.3)}" ry="${n(S * 0.5)}" fill="url(#leak)" opacity="0.6"/>`,
        );
        break;
      case 'trails': {
        const cx = W * random.range(0.3, 0.7);
        const cy = horizon * 0.15;
        let arcs = '';
        for (let i = 0; i < 70; i++) {
          const r = random.range(S * 0.05, S * 1.3);
          const a0 = random.range(0, Math.PI * 2);
          const a1 = a0 + 0.7;
          arcs += `<path d="M${n(cx + Math.cos(a0) * r)} ${n(cy + Math.sin(a0) * r)} A${n(r)} ${n(r)} 0 0 1 ${n(cx + Math.cos(a1) * r)} ${n(cy + Math.sin(a1) * r)}" stroke-width="${n(random.range(1.5, 4))}" opacity="${random.range(0.35, 0.9).toFixed(2)}"/>`;
        }
        out.push(`<g fill="none" stroke="#dfe7ff">${arcs}</g>`);
        let streaks = '';
        for (let i = 0; i < 6; i++) {
          const y = H * random.range(0.8, 0.95);
          streaks += `<path d="M0 ${n(y)} C${n(W * 0.3)} ${n(y - S * 0.05)} ${n(W * 0.7)} ${n(y + S * 0.05)} ${W} ${n(y)}" stroke="${i % 2 === 0 ? '#ff4d3a' : '#fff1c4'}" stroke-width="${n(random.range(3, 7))}"/>`;
        }
        out.push(`<g fill="none" opacity="0.85">${streaks}</g>`);
        break;
      }
      case 'rays': {
        let rays = '';
        for (let i = 0; i < 7; i++) {
          const a = -0.9 + i * 0.3;
          rays += `<path d="M${n(W * 0.5)} ${n(-S * 0.2)} L${n(W * 0.5 + Math.sin(a) * H * 1.4 - S * 0.06)} ${n(H)} L${n(W * 0.5 + Math.sin(a) * H * 1.4 + S * 0.06)} ${n(H)} Z"/>`;
        }
        out.push(`<g fill="${p.sun}" opacity="0.1">${rays}</g>`);
        break;
      }
      case 'ruins': {
        let d = '';
        let x = 0;
        while (x < W) {
          const w = S * random.range(0.08, 0.18);
          const h = S * random.range(0.15, 0.5);
          const base = horizon + S * 0.06;
          d += `<path d="M${n(x)} ${n(base)} L${n(x)} ${n(base - h)} L${n(x + w * 0.3)} ${n(base - h + S * 0.04)} L${n(x + w * 0.55)} ${n(base - h - S * 0.03)} L${n(x + w)} ${n(base - h * 0.6)} L${n(x + w)} ${n(base)} Z"/>`;
          x += w + S * random.range(0.01, 0.08);
        }
        out.push(`<g fill="${p.far}" opacity="0.85">${d}</g>`);
        break;
      }
      case 'bokeh': {
        let b = '';
        for (let i = 0; i < 22; i++)
          b += `<circle cx="${n(random.range(0, W))}" cy="${n(random.range(0, horizon))}" r="${n(S * random.range(0.03, 0.09))}" opacity="${random.range(0.08, 0.25).toFixed(2)}"/>`;
        out.push(`<g fill="${p.accent}">${b}</g>`);
        break;
      }
      case 'grass': {
        let g = '';
        for (let i = 0; i < 120; i++) {
          const x = random.range(0, W);
          const h = S * random.range(0.06, 0.18);
          g += `<path d="M${n(x)} ${H} Q${n(x + random.range(-20, 20))} ${n(H - h * 0.6)} ${n(x + random.range(-30, 30))} ${n(H - h)}"/>`;
        }
        out.push(
          `<g fill="none" stroke="${p.near}" stroke-width="5" stroke-linecap="round">${g}</g>`,
        );
        break;
      }
      case 'sparkles': {
        let s = '';
        for (let i = 0; i < 40; i++) {
          const x = random.range(0, W);
          const y = random.range(0, H * 0.8);
          const r = random.range(4, 14);
          s += `<path d="M${n(x)} ${n(y - r)} Q${n(x)} ${n(y)} ${n(x + r)} ${n(y)} Q${n(x)} ${n(y)} ${n(x)} ${n(y + r)} Q${n(x)} ${n(y)} ${n(x - r)} ${n(y)} Q${n(x)} ${n(y)} ${n(x)} ${n(y - r)} Z" opacity="${random.range(0.5, 1).toFixed(2)}"/>`;
        }
        out.push(`<g fill="#fffbe0">${s}</g>`);
        break;
      }
      case 'spiral': {
        let d = '';
        const cx = W * 0.5;
        const cy = H * 0.9;
        for (let a = 0; a < 60; a++) {
          const r = S * 0.01 * a;
          d += `${a === 0 ? 'M' : 'L'}${n(cx + Math.cos(a * 0.45) * r)} ${n(cy + Math.sin(a * 0.45) * r * 0.4)} `;
        }
        out.push(
          `<path d="${d}" fill="none" stroke="${p.accent}" stroke-width="5" opacity="0.5"/>`,
        );
        let stripes = '';
        for (let i = 0; i < 12; i++)
          stripes += `<rect x="${n((i * W) / 12)}" y="${n(H * 0.965)}" width="${n(W / 24)}" height="${n(H * 0.035)}"/>`;
        out.push(`<g fill="#e9e4d4" opacity="0.85">${stripes}</g>`);
        break;
      }
      case 'grid': {
        let d = '';
        const top = horizon + S * 0.02;
        for (let i = 0; i < 12; i++) {
          const y = top + (H - top) * (i / 12) ** 2;
          d += `<path d="M0 ${n(y)} L${W} ${n(y)}"/>`;
        }
        for (let i = -10; i <= 10; i++)
          d += `<path d="M${n(W / 2 + i * S * 0.04)} ${n(top)} L${n(W / 2 + i * S * 0.45)} ${H}"/>`;
        out.push(`<rect y="${n(top)}" width="${W}" height="${n(H - top)}" fill="#120530"/>`);
        out.push(`<g stroke="#ff3fd1" stroke-width="4" opacity="0.9">${d}</g>`);
        break;
      }
      case 'paper': {
        let d = '';
        for (let i = 0; i < 90; i++) {
          const x = random.range(0, W);
          const y = random.range(horizon, H);
          d += `<path d="M${n(x)} ${n(y)} l${n(S * 0.05)} ${n(-S * 0.05)}"/>`;
        }
        out.push(`<g stroke="#333" stroke-width="2" opacity="0.45">${d}</g>`);
        out.push(
          `<rect x="12" y="12" width="${W - 24}" height="${H - 24}" fill="none" stroke="#333" stroke-width="3" opacity="0.5"/>`,
        );
        break;
      }
      case 'scratches': {
        let d = '';
        for (let i = 0; i < 14; i++) {
          const x = random.range(0, W);
          d += `<path d="M${n(x)} 0 L${n(x + random.range(-20, 20))} ${H}"/>`;
        }
        out.push(`<g stroke="#fff6e0" stroke-width="2" opacity="0.35">${d}</g>`);
        break;
      }
      case 'letterbox': {
        const bar = H * (H > W ? 0.06 : 0.1);
        out.push(
          `<rect width="${W}" height="${n(bar)}" fill="#000"/><rect y="${n(H - bar)}" width="${W}" height="${n(bar)}" fill="#000"/>`,
        );
        break;
      }
      case 'flare':
        defs.push(
          `<linearGradient id="ana" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#4fc3ff" stop-opacity="0"/><stop offset="0.5" stop-color="#bfe9ff" stop-opacity="0.55"/><stop offset="1" stop-color="#4fc3ff" stop-opacity="0"/></linearGradient>`,
        );
        out.push(
          `<rect y="${n(horizon * 0.55)}" width="${W}" height="${n(S * 0.012)}" fill="url(#ana)"/>`,
        );
        for (let i = 1; i < 4; i++)
          out.push(
            `<circle cx="${n(W * (0.3 + i * 0.15))}" cy="${n(horizon * 0.55 + i * S * 0.12)}" r="${n(S * 0.03 * i)}" fill="#ffd9a0" opacity="0.12"/>`,
          );
        break;
      case 'speedlines': {
        let d = '';
        const cx = W / 2;
        const cy = H * 0.45;
        for (let i = 0; i < 80; i++) {
          const a = random.range(0, Math.PI * 2);
          const r0 = S * random.range(0.55, 0.8);
          const r1 = S * 1.6;
          d += `<path d="M${n(cx + Math.cos(a) * r0)} ${n(cy + Math.sin(a) * r0)} L${n(cx + Math.cos(a) * r1)} ${n(cy + Math.sin(a) * r1)}" stroke-width="${n(random.range(2, 7))}"/>`;
        }
        out.push(`<g stroke="#fff3d6" opacity="0.4">${d}</g>`);
        out.push(
          `<rect x="0" y="${n(horizon - S * 0.35)}" width="${n(W * 0.16)}" height="${n(H)}" fill="${p.near}" stroke="#120604" stroke-width="5"/><rect x="${n(W * 0.84)}" y="${n(horizon - S * 0.35)}" width="${n(W * 0.16)}" height="${n(H)}" fill="${p.near}" stroke="#120604" stroke-width="5"/>`,
        );
        break;
      }
      case 'doubleExposure': {
        // A head in profile, filled with the scene; pale paper around it.
        const cx = W / 2;
        const cy = H * 0.45;
        const r = S * 0.42;
        const head = `M${n(cx - r * 0.6)} ${n(cy + r * 1.3)} L${n(cx - r * 0.55)} ${n(cy + r * 0.6)} Q${n(cx - r * 1.05)} ${n(cy + r * 0.1)} ${n(cx - r * 0.75)} ${n(cy - r * 0.6)} Q${n(cx - r * 0.2)} ${n(cy - r * 1.25)} ${n(cx + r * 0.45)} ${n(cy - r * 0.8)} Q${n(cx + r * 0.75)} ${n(cy - r * 0.45)} ${n(cx + r * 0.7)} ${n(cy - r * 0.05)} L${n(cx + r * 0.92)} ${n(cy + r * 0.25)} L${n(cx + r * 0.72)} ${n(cy + r * 0.32)} L${n(cx + r * 0.78)} ${n(cy + r * 0.45)} L${n(cx + r * 0.7)} ${n(cy + r * 0.55)} Q${n(cx + r * 0.75)} ${n(cy + r * 0.8)} ${n(cx + r * 0.35)} ${n(cy + r * 0.78)} L${n(cx + r * 0.3)} ${n(cy + r * 1.3)} Z`;
        defs.push(
          `<mask id="outside"><rect width="${W}" height="${H}" fill="#fff"/><path d="${head}" fill="#000"/></mask>`,
        );
        out.push(`<rect width="${W}" height="${H}" fill="#f1ece4" mask="url(#outside)"/>`);
        out.push(`<path d="${head}" fill="none" stroke="#1c1c1c" stroke-width="4" opacity="0.6"/>`);
        break;
      }
      case 'haze':
        break;
      case 'outlineGlow':
        defs.push(
          `<radialGradient id="soft"><stop offset="0" stop-color="${p.accent}" stop-opacity="0.35"/><stop offset="1" stop-color="${p.accent}" stop-opacity="0"/></radialGradient>`,
        );
        out.push(
          `<ellipse cx="${n(W / 2)}" cy="${n(H * 0.55)}" rx="${n(S * 0.55)}" ry="${n(S * 0.65)}" fill="url(#soft)"/>`,
        );
        break;
      case 'grain':
        // Grain is added after rasterizing (cheaper than an SVG turbulence filter).
        break;
    }
  }
  return out.join('');
}
