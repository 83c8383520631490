import type { Canvas } from './canvas.js';

/**
 * The style's touches that belong to the scene and move with the camera: halftone print, light
 * through blinds, star trails, rays, ruins, bokeh, grass, sparkles, synthwave grid, the sketch's
 * hatching... The frame's own (letterbox, gears, vignette, grain, film scratches, light leaks)
 * are in frame-overlay.ts: they stay put while the camera moves.
 */
export function sceneOverlays(c: Canvas, depth: 'back' | 'front'): string {
  const { W, H, S, n, random, p, recipe, horizon, defs, reading } = c;
  const out: string[] = [];
  // Bokeh, ruins and star trails are far behind the subject (Portrait blurs them with the sky).
  const back = (o: string) => o === 'bokeh' || o === 'ruins' || o === 'trails';
  for (const overlay of recipe.overlays.filter((o) => back(o) === (depth === 'back'))) {
    switch (overlay) {
      case 'halftone':
        defs.push(
          `<pattern id="dots" width="22" height="22" patternUnits="userSpaceOnUse"><circle cx="11" cy="11" r="5" fill="#e8253a" opacity="0.55"/></pattern>`,
        );
        out.push(`<rect width="${W}" height="${n(horizon)}" fill="url(#dots)"/>`);
        out.push(
          `<path d="M${n(W * 0.06)} ${n(H * 0.08)} l${n(S * 0.08)} ${n(S * 0.12)} l${n(S * 0.06)} ${n(-S * 0.05)} l${n(S * 0.02)} ${n(S * 0.12)} l${n(S * 0.1)} ${n(-S * 0.02)}" fill="none" stroke="#101010" stroke-width="8"/>`,
        );
        break;
      case 'blinds': {
        let d = '';
        for (let i = -8; i < 30; i++) {
          const y = i * S * 0.07;
          d += `<path d="M0 ${n(y)} L${W} ${n(y + W * 0.45)} L${W} ${n(y + W * 0.45 + S * 0.03)} L0 ${n(y + S * 0.03)} Z"/>`;
        }
        out.push(`<g fill="#ffffff" opacity="0.14">${d}</g>`);
        break;
      }
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
        // Grass grows on land only: never over the sea, a street or a room.
        if (['sea', 'underwater', 'space', 'interior', 'city'].includes(reading.setting)) break;
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
        // The hatching only: the paper's border is the frame's (frame-overlay.ts).
        out.push(`<g stroke="#333" stroke-width="2" opacity="0.45">${d}</g>`);
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
      // The frame's own (frame-overlay.ts), or drawn elsewhere (haze: the fog).
      case 'grain':
      case 'vignette':
      case 'gears':
      case 'leak':
      case 'scratches':
      case 'letterbox':
        break;
    }
  }
  return out.join('');
}
