import type { ArtStyle } from '@reelsmith/contract';
import sharp from 'sharp';
import { createRandom } from '../random.js';
import { STYLE_RECIPES } from './styles.js';
import type { Overlay } from './styles.js';

/**
 * The overlays fixed to the frame, not to the scene: they stay put while the camera moves over
 * the still (issue 19: letterbox bars drifted 8-100 px when they were baked into it). Lens and
 * film things are the frame's: letterbox, corner gears and rails, vignette, grain, film
 * scratches, light leaks, the sketch's paper border. Everything else is in the scene.
 */
export const FRAME_OVERLAYS: readonly Overlay[] = [
  'letterbox',
  'gears',
  'vignette',
  'grain',
  'scratches',
  'leak',
  'paper',
];

/** Whether a style has anything fixed to the frame. */
export function hasFrameOverlay(style: ArtStyle): boolean {
  return STYLE_RECIPES[style].overlays.some((o) => FRAME_OVERLAYS.includes(o));
}

/** The frame overlays of a style as SVG (transparent background; grain is added raster). Pure. */
export function frameOverlaySvg(style: ArtStyle, W: number, H: number): string | undefined {
  if (!hasFrameOverlay(style)) return undefined;
  const recipe = STYLE_RECIPES[style];
  // The frame has no time of day: day's palette (the styles with frame colours have fixed ones).
  const p = recipe.palette('day');
  const S = Math.min(W, H);
  const n = (v: number): string => v.toFixed(1);
  const random = createRandom(7).fork(`frame:${style}`);
  // The still's colour grade no longer runs over these: scratches take the sepia tint here.
  const scratch = recipe.post.tint === undefined ? '#fff6e0' : '#f0d9b0';
  const defs: string[] = [];
  const out: string[] = [];
  for (const overlay of recipe.overlays) {
    switch (overlay) {
      case 'vignette':
        defs.push(
          `<radialGradient id="vig" cx="0.5" cy="0.5" r="0.75"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.65"/></radialGradient>`,
        );
        out.push(`<rect width="${W}" height="${H}" fill="url(#vig)"/>`);
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
      case 'scratches': {
        let d = '';
        for (let i = 0; i < 14; i++) {
          const x = random.range(0, W);
          d += `<path d="M${n(x)} 0 L${n(x + random.range(-20, 20))} ${H}"/>`;
        }
        out.push(`<g stroke="${scratch}" stroke-width="2" opacity="0.35">${d}</g>`);
        break;
      }
      case 'letterbox': {
        const bar = H * (H > W ? 0.06 : 0.1);
        out.push(
          `<rect width="${W}" height="${n(bar)}" fill="#000"/><rect y="${n(H - bar)}" width="${W}" height="${n(bar)}" fill="#000"/>`,
        );
        break;
      }
      case 'paper':
        out.push(
          `<rect x="12" y="12" width="${W - 24}" height="${H - 24}" fill="none" stroke="#333" stroke-width="3" opacity="0.5"/>`,
        );
        break;
      // The scene's own: drawn with the still (scene/overlays.ts).
      case 'grain':
      case 'halftone':
      case 'blinds':
      case 'trails':
      case 'rays':
      case 'ruins':
      case 'bokeh':
      case 'grass':
      case 'sparkles':
      case 'spiral':
      case 'grid':
      case 'flare':
      case 'speedlines':
      case 'doubleExposure':
      case 'haze':
      case 'outlineGlow':
        break;
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs.join('')}</defs>${out.join('')}</svg>`;
}

const overlays = new Map<string, Promise<Buffer | undefined>>();

/**
 * The frame overlay of a style at an output size: an RGBA PNG of the whole frame, transparent
 * where nothing is drawn, or undefined for a style with none. Made once per style and size (kept
 * in memory: a few hundred kB each). The render lays it over the moving picture after the
 * camera move; previews lay it over the still (withFrameOverlay).
 */
export function frameOverlay(
  style: ArtStyle,
  width: number,
  height: number,
): Promise<Buffer | undefined> {
  const key = `${style}:${width}x${height}`;
  let made = overlays.get(key);
  if (made === undefined) {
    made = drawFrameOverlay(style, width, height);
    overlays.set(key, made);
    made.catch(() => overlays.delete(key));
  }
  return made;
}

async function drawFrameOverlay(
  style: ArtStyle,
  width: number,
  height: number,
): Promise<Buffer | undefined> {
  const svg = frameOverlaySvg(style, width, height);
  if (svg === undefined) return undefined;
  let image = sharp(Buffer.from(svg), { density: 72 }).resize(width, height, { fit: 'fill' });
  if (STYLE_RECIPES[style].overlays.includes('grain')) {
    image = sharp(await image.ensureAlpha().png().toBuffer()).composite([
      { input: grain(width, height), raw: { width, height, channels: 4 } },
    ]);
  }
  return image.ensureAlpha().png({ compressionLevel: 2 }).toBuffer();
}

/** A still with its style's frame overlay on top, as a PNG: what one frame of the video shows. */
export async function withFrameOverlay(
  still: Buffer | string,
  style: ArtStyle,
  width: number,
  height: number,
): Promise<Buffer> {
  const overlay = await frameOverlay(style, width, height);
  const image = sharp(still);
  return (overlay === undefined ? image : image.composite([{ input: overlay }]))
    .removeAlpha()
    .png({ compressionLevel: 2 })
    .toBuffer();
}

/** Film grain: fixed-seed grey noise at low opacity (deterministic; made per size). */
function grain(width: number, height: number): Buffer {
  const out = Buffer.alloc(width * height * 4);
  let state = 0x9e3779b9;
  for (let i = 0; i < width * height; i++) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    const v = state >>> 24;
    out[i * 4] = v;
    out[i * 4 + 1] = v;
    out[i * 4 + 2] = v;
    out[i * 4 + 3] = 22;
  }
  return out;
}
