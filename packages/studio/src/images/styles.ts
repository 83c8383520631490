import type { ArtStyle } from '@reelsmith/contract';
import type { TimeOfDay } from './scene-reading.js';

/** Colours of one picture: sky gradient, sun/moon, three landscape layers, silhouettes. */
export interface Palette {
  skyTop: string;
  skyBottom: string;
  sun: string;
  far: string;
  mid: string;
  near: string;
  ink: string;
  accent: string;
}

export type Overlay =
  | 'grain'
  | 'vignette'
  | 'halftone'
  | 'gears'
  | 'blinds'
  | 'leak'
  | 'trails'
  | 'rays'
  | 'ruins'
  | 'bokeh'
  | 'grass'
  | 'sparkles'
  | 'spiral'
  | 'grid'
  | 'paper'
  | 'scratches'
  | 'letterbox'
  | 'flare'
  | 'speedlines'
  | 'doubleExposure'
  | 'haze'
  | 'outlineGlow';

/** A 3x3 colour matrix, as sharp's `recomb` takes it. */
export type Matrix3 = [
  [number, number, number],
  [number, number, number],
  [number, number, number],
];

/** Post-processing in sharp after the SVG is rendered. */
export interface Post {
  grayscale?: boolean;
  /** Multiply by this colour after grayscale (sepia, cyanotype...). */
  tint?: string;
  /** 3x3 colour matrix (infrared false colour). */
  recomb?: Matrix3;
  /** Contrast: out = a * in + b. */
  linear?: [number, number];
  saturation?: number;
  brightness?: number;
  blur?: number;
}

export interface StyleRecipe {
  /** Natural palettes by time of day, or a fixed palette for graphic styles. */
  palette: (time: TimeOfDay) => Palette;
  outline: number;
  outlineColor: string;
  lineOnly?: boolean;
  /** Flat fills (graphic styles) or gradients and atmosphere (painterly styles). */
  flat?: boolean;
  /** Hills drawn curly (gothic whimsy) or as the usual soft ridges. */
  curly?: boolean;
  overlays: Overlay[];
  post: Post;
  /** How big the main subject is drawn, relative to the frame's short side. */
  subjectScale: number;
  /**
   * A style's own way of framing the subject (scene/framing.ts): `bust` (Portrait: a close
   * head-and-shoulders, the background out of focus), `colossus` (Titan Anime: the subject
   * towering over a city wall, a tiny figure on the wall), `cartoon` (Classic Animation:
   * puffy outlined clouds, a smiling sun, a bouncing subject with a contact shadow).
   */
  framing?: 'bust' | 'colossus' | 'cartoon';
}

const NATURAL: Record<TimeOfDay, Palette> = {
  night: {
    skyTop: '#050a24',
    skyBottom: '#27356b',
    sun: '#f3f0dc',
    far: '#222d57',
    mid: '#151d3d',
    near: '#0a0f24',
    ink: '#05070f',
    accent: '#ffd27a',
  },
  dawn: {
    skyTop: '#2e3479',
    skyBottom: '#f7a86b',
    sun: '#ffe1a0',
    far: '#7a5a86',
    mid: '#48345f',
    near: '#231a35',
    ink: '#150f22',
    accent: '#ffcf7a',
  },
  sunset: {
    skyTop: '#3b1f5f',
    skyBottom: '#ff8a5c',
    sun: '#ffd36e',
    far: '#8c4a6a',
    mid: '#55304f',
    near: '#2a1830',
    ink: '#180c1c',
    accent: '#ffc15e',
  },
  day: {
    skyTop: '#3d86d6',
    skyBottom: '#cfeaff',
    sun: '#fff6cf',
    far: '#86a9c8',
    mid: '#4f8a5e',
    near: '#2d5e3b',
    ink: '#1a2e22',
    accent: '#ffd766',
  },
  storm: {
    skyTop: '#1a2029',
    skyBottom: '#5a6573',
    sun: '#cfd6de',
    far: '#3f4854',
    mid: '#2b323c',
    near: '#171b22',
    ink: '#0b0d11',
    accent: '#e6edf5',
  },
};

const fixed = (p: Palette) => (): Palette => p;
const shift =
  (map: (p: Palette) => Palette) =>
  (t: TimeOfDay): Palette =>
    map(NATURAL[t]);

/**
 * The twenty art styles of the catalogue as recipes for the built-in illustrator. Each one
 * differs in palette, line, texture and light, so they are told apart at a glance
 * (see docs/studio-styles.png).
 */
export const STYLE_RECIPES: Record<ArtStyle, StyleRecipe> = {
  steampunk: {
    palette: shift(() => ({ skyTop: '#3a2614', skyBottom: '#c98b43', sun: '#ffd58a', far: '#8a5a2b', mid: '#5c3a1c', near: '#2e1d0e', ink: '#1d1209', accent: '#e8b04a' })),
    outline: 3, outlineColor: '#1d1209', overlays: ['gears', 'haze', 'vignette', 'grain'], post: { saturation: 0.9 }, subjectScale: 0.42,
  },
  lichtenstein: {
    palette: shift((p) => ({ ...p, skyTop: '#2a7de1', skyBottom: '#8fd0ff', sun: '#ffe033', far: '#ff3b3b', mid: '#ffe033', near: '#2a7de1', ink: '#101010', accent: '#ff3b3b' })),
    outline: 9, outlineColor: '#0d0d0d', flat: true, overlays: ['halftone'], post: { saturation: 1.25 }, subjectScale: 0.5,
  },
  portrait: {
    palette: shift((p) => ({ ...p, skyTop: '#2b1f1a', skyBottom: '#8a5a44', far: '#5a3c30', mid: '#3a2820', near: '#1e1410', ink: '#120c09', accent: '#f2c39b' })),
    outline: 0, outlineColor: 'none', overlays: ['bokeh', 'outlineGlow', 'vignette'], post: { blur: 0 }, subjectScale: 0.75, framing: 'bust',
  },
  noir: {
    // Black silhouettes against a lit haze: the hard contrast of a streetlight at night.
    palette: shift((p) => ({ ...p, skyTop: '#08080c', skyBottom: '#8a8a96', far: '#4a4a55', mid: '#34343d', near: '#5c5c66', ink: '#000000', sun: '#ffffff', accent: '#ffffff' })),
    outline: 0, outlineColor: 'none', overlays: ['blinds', 'haze', 'vignette', 'grain'], post: { grayscale: true, linear: [1.6, -60] }, subjectScale: 0.5,
  },
  infrared: {
    palette: shift((p) => ({ ...p, mid: '#5fbf4a', near: '#3f8f33', far: '#7fcf6a' })),
    outline: 0, outlineColor: 'none', overlays: ['haze', 'grain'],
    post: { recomb: [[0.1, 1.2, 0.0], [0.55, 0.2, 0.4], [0.2, 0.9, 0.1]], linear: [1.15, 8], saturation: 1.3 }, subjectScale: 0.45,
  },
  analog: {
    palette: shift((p) => ({ ...p, skyBottom: '#f3c89a' })),
    outline: 0, outlineColor: 'none', overlays: ['leak', 'grain', 'vignette'], post: { linear: [0.85, 22], saturation: 0.85 }, subjectScale: 0.45,
  },
  timelapse: {
    palette: shift(() => ({ skyTop: '#030618', skyBottom: '#1d2a5e', sun: '#e8ecff', far: '#1a2247', mid: '#10162f', near: '#070a18', ink: '#04060c', accent: '#ffb347' })),
    outline: 0, outlineColor: 'none', overlays: ['trails', 'vignette'], post: {}, subjectScale: 0.4,
  },
  concept: {
    palette: shift((p) => ({ ...p, skyTop: '#12343f', skyBottom: '#e29b5b', far: '#5d7a82', mid: '#2e4a52', near: '#15262b' })),
    outline: 0, outlineColor: 'none', overlays: ['rays', 'haze', 'vignette'], post: { saturation: 1.1 }, subjectScale: 0.38,
  },
  'post-apocalyptic': {
    palette: shift(() => ({ skyTop: '#4a3422', skyBottom: '#d08a4a', sun: '#ffe0a8', far: '#7a5a3e', mid: '#4d3825', near: '#2a1e14', ink: '#1a120b', accent: '#ff9a3c' })),
    outline: 0, outlineColor: 'none', overlays: ['ruins', 'haze', 'grain', 'vignette'], post: { saturation: 0.75 }, subjectScale: 0.42,
  },
  wildlife: {
    palette: shift((p) => ({ ...p, mid: '#6b8f3a', near: '#3d5a22', far: '#a9b98a' })),
    outline: 0, outlineColor: 'none', overlays: ['bokeh', 'grass'], post: { saturation: 1.1 }, subjectScale: 0.5,
  },
  'classic-animation': {
    palette: shift((p) => ({ ...p, skyTop: '#7ec8f2', skyBottom: '#fff3d6', far: '#a8d8a0', mid: '#7cc36e', near: '#4e9a4a', ink: '#3a2a5a', accent: '#ffcf4a' })),
    outline: 4, outlineColor: '#2d2347', overlays: ['sparkles'], post: { saturation: 1.1 }, subjectScale: 0.5, framing: 'cartoon',
  },
  'tim-burton': {
    palette: shift(() => ({ skyTop: '#120a22', skyBottom: '#5b3f86', sun: '#ecebd8', far: '#3a2a5a', mid: '#24183a', near: '#0f0a1a', ink: '#07040d', accent: '#9fe3c8' })),
    outline: 0, outlineColor: 'none', curly: true, overlays: ['spiral', 'vignette'], post: { saturation: 0.9 }, subjectScale: 0.48,
  },
  '80s-cartoon': {
    palette: fixed({ skyTop: '#1b0b45', skyBottom: '#ff3fa4', sun: '#ffd23f', far: '#7a2bd6', mid: '#2b0f63', near: '#120530', ink: '#0a0320', accent: '#29f0ff' }),
    outline: 7, outlineColor: '#0a0320', flat: true, overlays: ['grid'], post: { saturation: 1.2 }, subjectScale: 0.5,
  },
  sketch: {
    palette: fixed({ skyTop: '#f6f3ea', skyBottom: '#efe9dc', sun: 'none', far: 'none', mid: 'none', near: 'none', ink: 'none', accent: 'none' }),
    outline: 5, outlineColor: '#2b2b2b', lineOnly: true, flat: true, overlays: ['paper'], post: { grayscale: true }, subjectScale: 0.55,
  },
  vintage: {
    palette: shift((p) => p),
    outline: 0, outlineColor: 'none', overlays: ['scratches', 'grain', 'vignette'], post: { tint: '#c89a5e', linear: [0.8, 30] }, subjectScale: 0.45,
  },
  'double-exposure': {
    palette: shift((p) => p),
    outline: 0, outlineColor: 'none', overlays: ['doubleExposure'], post: { saturation: 0.9 }, subjectScale: 0.4,
  },
  fairytale: {
    palette: shift(() => ({ skyTop: '#6b4fa8', skyBottom: '#ffc6e0', sun: '#fff4d6', far: '#c39ad8', mid: '#9a74c4', near: '#6a4e9a', ink: '#3d2a66', accent: '#fff0a8' })),
    outline: 0, outlineColor: 'none', overlays: ['sparkles', 'haze', 'outlineGlow'], post: { saturation: 1.05 }, subjectScale: 0.45,
  },
  cinematic: {
    palette: shift((p) => ({ ...p, skyTop: '#0e2f3f', skyBottom: '#f0a35e', far: '#2d5563', mid: '#1b3a45', near: '#0c1d24' })),
    outline: 0, outlineColor: 'none', overlays: ['flare', 'letterbox', 'vignette'], post: { linear: [1.15, -10], saturation: 1.1 }, subjectScale: 0.45,
  },
  minimalist: {
    palette: shift((p) => ({ skyTop: p.skyBottom, skyBottom: p.skyBottom, sun: p.accent, far: p.far, mid: p.far, near: p.mid, ink: p.near, accent: p.accent })),
    outline: 0, outlineColor: 'none', flat: true, overlays: [], post: { saturation: 0.7 }, subjectScale: 0.28,
  },
  'titan-anime': {
    palette: shift(() => ({ skyTop: '#5e1a12', skyBottom: '#f29a4a', sun: '#fff0c0', far: '#8a4a32', mid: '#4a2418', near: '#24100a', ink: '#140805', accent: '#ffde8a' })),
    outline: 5, outlineColor: '#120604', flat: true, overlays: ['speedlines', 'vignette'], post: { linear: [1.2, -15] }, subjectScale: 0.5, framing: 'colossus',
  },
}; // prettier-ignore
