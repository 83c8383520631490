import { drawMotif } from '../motifs/index.js';
import type { MotifPaint } from '../motifs/index.js';
import type { Motif } from '../scene-reading.js';
import type { Canvas } from './canvas.js';

/** Subjects that are people: the Portrait style draws them as a head-and-shoulders bust. */
const PEOPLE: readonly Motif[] = ['figure', 'crowd', 'soldier'];

/**
 * Portrait: the main subject close up, low in the frame and cropped by its bottom edge; a
 * person becomes a bust with a warm rim light. The background is blurred
 * (SceneLayers.blurBehind).
 */
export function bustSubject(c: Canvas, paint: MotifPaint, main: Motif): string {
  const { W, H, S, n, p, random } = c;
  if (!PEOPLE.includes(main)) {
    return drawMotif(main, W / 2, H * 0.97, Math.min(S * 0.85, H * 0.5), paint, random);
  }
  const cx = W / 2;
  const r = S * 0.2;
  const headY = H - r * 3.6;
  const ink = paint.lineOnly ? 'none' : p.ink;
  const rim = paint.lineOnly ? paint.stroke : p.accent;
  const shoulders = `M${n(cx - r * 2.6)} ${n(H + 2)} Q${n(cx - r * 2.4)} ${n(headY + r * 2.1)} ${n(cx - r * 0.55)} ${n(headY + r * 1.75)} L${n(cx - r * 0.4)} ${n(headY + r * 0.9)} L${n(cx + r * 0.4)} ${n(headY + r * 0.9)} L${n(cx + r * 0.55)} ${n(headY + r * 1.75)} Q${n(cx + r * 2.4)} ${n(headY + r * 2.1)} ${n(cx + r * 2.6)} ${n(H + 2)} Z`;
  const head = `<ellipse cx="${n(cx)}" cy="${n(headY)}" rx="${n(r * 0.82)}" ry="${n(r)}"/>`;
  return (
    `<g fill="${ink}" stroke="${paint.stroke}" stroke-width="${paint.strokeWidth}"><path d="${shoulders}"/>${head}</g>` +
    // The rim light: a warm edge on the lit side of the head and shoulder.
    `<g fill="none" stroke="${rim}" stroke-width="${n(S * 0.012)}" stroke-linecap="round" opacity="0.85">` +
    `<path d="M${n(cx + r * 0.45)} ${n(headY - r * 0.85)} A${n(r * 0.82)} ${n(r)} 0 0 1 ${n(cx + r * 0.7)} ${n(headY + r * 0.5)}"/>` +
    `<path d="M${n(cx + r * 0.8)} ${n(headY + r * 1.8)} Q${n(cx + r * 2.2)} ${n(headY + r * 2.05)} ${n(cx + r * 2.45)} ${n(headY + r * 3.2)}"/></g>`
  );
}

/**
 * Titan Anime: the main subject as a colossus rising behind a city wall that spans the frame,
 * a tiny figure standing on the wall for scale.
 */
export function colossusSubject(c: Canvas, paint: MotifPaint, main: Motif): string {
  const { W, H, S, n, p, random, ground } = c;
  const wallTop = ground - S * 0.12;
  const base = wallTop + S * 0.3;
  const giant = Math.min(S * 1.05, (base - H * 0.05) / 1.45);
  const body = drawMotif(main, W / 2, base, giant, paint, random);
  let bricks = '';
  for (let y = wallTop + S * 0.06; y < H; y += S * 0.06) {
    bricks += `<path d="M0 ${n(y)} L${W} ${n(y)}"/>`;
  }
  const wall =
    `<rect x="-10" y="${n(wallTop)}" width="${W + 20}" height="${n(H - wallTop + 10)}" fill="${paint.lineOnly ? 'none' : p.near}" stroke="${paint.stroke}" stroke-width="${paint.strokeWidth}"/>` +
    `<g stroke="${p.ink}" stroke-width="2" opacity="0.35">${bricks}</g>`;
  // A soldier on the wall for scale, lit by the accent so it reads against the giant.
  const soldier = drawMotif(
    'figure',
    W * 0.3,
    wallTop,
    S * 0.1,
    { ...paint, ink: p.accent },
    random,
  );
  return body + wall + soldier;
}

/** Classic Animation: a contact shadow under each subject, so it stands (or bounces) there. */
export function cartoonShadow(c: Canvas, x: number, width: number): string {
  const { n, ground } = c;
  return `<ellipse cx="${n(x)}" cy="${n(ground + c.S * 0.01)}" rx="${n(width)}" ry="${n(c.S * 0.025)}" fill="#2d2347" opacity="0.25"/>`;
}

/** Classic Animation's sky: puffy white clouds with an outline, and a smiling sun. */
export function cartoonSky(c: Canvas, sunX: number, sunY: number, sunR: number): string {
  const { W, H, n, random, recipe } = c;
  const line = `stroke="${recipe.outlineColor}" stroke-width="${recipe.outline}"`;
  let clouds = '';
  for (let i = 0; i < 3; i++) {
    const cx = W * (0.15 + i * 0.35) + random.range(-W * 0.05, W * 0.05);
    const cy = H * random.range(0.08, 0.22);
    const r = c.S * random.range(0.05, 0.08);
    clouds += `<g fill="#ffffff" ${line}><circle cx="${n(cx - r)}" cy="${n(cy)}" r="${n(r)}"/><circle cx="${n(cx + r)}" cy="${n(cy)}" r="${n(r)}"/><circle cx="${n(cx)}" cy="${n(cy - r * 0.6)}" r="${n(r * 1.2)}"/></g><rect x="${n(cx - r * 1.6)}" y="${n(cy - r * 0.2)}" width="${n(r * 3.2)}" height="${n(r * 0.9)}" rx="${n(r * 0.45)}" fill="#ffffff"/>`;
  }
  const face =
    `<circle cx="${n(sunX - sunR * 0.32)}" cy="${n(sunY - sunR * 0.15)}" r="${n(sunR * 0.1)}" fill="${recipe.outlineColor}"/>` +
    `<circle cx="${n(sunX + sunR * 0.32)}" cy="${n(sunY - sunR * 0.15)}" r="${n(sunR * 0.1)}" fill="${recipe.outlineColor}"/>` +
    `<path d="M${n(sunX - sunR * 0.4)} ${n(sunY + sunR * 0.2)} Q${n(sunX)} ${n(sunY + sunR * 0.6)} ${n(sunX + sunR * 0.4)} ${n(sunY + sunR * 0.2)}" fill="none" ${line} stroke-linecap="round"/>`;
  return face + clouds;
}
