import { ART_STYLES } from '@reelsmith/contract';
import { describe, expect, it } from 'vitest';
import { createRandom } from '../random.js';
import { readScene } from './scene-reading.js';
import { STYLE_RECIPES } from './styles.js';
import { buildSceneLayers } from './svg-scene.js';

const layers = (prompt: string, style: (typeof ART_STYLES)[number] = 'cinematic') =>
  buildSceneLayers(readScene(prompt), style, 540, 960, createRandom(1)).layers;

const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));

describe("the motif reader's misses (issue 19)", () => {
  it('draws planet earth, a pale blue dot, as the Earth: no Saturn rings', () => {
    for (const prompt of [
      'planet earth, a pale blue dot',
      'a faint blue dot in a beam of light in black space',
      'the earth seen from the moon',
    ]) {
      expect(readScene(prompt).subjects[0]).toBe('earth');
      expect(layers(prompt).subject).not.toContain('class="ring"');
    }
    expect(readScene('a distant planet with rings, saturn').subjects[0]).toBe('saturn');
    expect(layers('saturn in deep space').subject).toContain('class="ring"');
    expect(layers('a red planet in deep space').subject).not.toContain('class="ring"');
  });

  it('keeps the sea a sea in every palette: water from the sky, no grass on it', () => {
    for (const style of ART_STYLES) {
      const recipe = STYLE_RECIPES[style];
      if (recipe.lineOnly === true) continue;
      const { mid, front } = layers('a ship on the sea on a sunny day', style);
      const water = /<rect y="[\d.]+" width="540" height="[\d.]+" fill="(#[0-9a-f]{6})"/.exec(mid);
      expect(water, style).not.toBeNull();
      const [r = 0, g = 0, b = 0] = rgb(water![1]!);
      const land = recipe.palette('day');
      expect(water![1], style).not.toBe(land.mid);
      expect(water![1], style).not.toBe(land.near);
      // Not green: the wildlife palette's green land made ships stand on grass.
      expect(g > r && g > b + 20, `${style} water ${water![1]}`).toBe(false);
      expect(front, style).not.toContain('stroke-width="5" stroke-linecap="round"');
    }
    // Grass still grows on land in the wildlife style.
    expect(layers('a deer in a meadow', 'wildlife').front).toContain('stroke-linecap="round"');
  });

  it('draws soldiers as soldiers and tanks as tanks, swords only for swords', () => {
    expect(readScene('soldiers and tanks crossing a muddy field').subjects).toEqual([
      'soldier',
      'tank',
    ]);
    expect(readScene('a field at night with rows of tanks under the moon').subjects).toEqual([
      'tank',
    ]);
    expect(readScene('an army marching to war at dawn').subjects[0]).toBe('soldier');
    expect(readScene('a knight raising his sword').subjects).toEqual(['sword']);
    expect(readScene('a fish tank of water').subjects).not.toContain('tank');
    // A flag on the moon stands in space, not in a field.
    expect(readScene('an american flag on the moon, black sky and stars')).toMatchObject({
      subjects: ['flag'],
      setting: 'space',
    });
  });

  it('reads plurals, people and animals the old reader missed', () => {
    expect(
      readScene('small boats rowing through icy waves toward a rocky island').subjects[0],
    ).toBe('ship');
    expect(readScene('tents on a flat ice floe under a pale sky').subjects[0]).toBe('tent');
    expect(readScene('engineers in a control room at night').subjects[0]).toBe('crowd');
    expect(readScene('a cowboy on a horse in a desert at sunset').subjects).toEqual([
      'figure',
      'animal',
    ]);
    expect(readScene('a wombat standing on a rock').subjects).toEqual(['animal']);
    // A trade is a person: the keeper first, the lighthouse beside, the whale when named.
    expect(readScene('a lighthouse keeper at dawn').subjects).toEqual(['figure', 'lighthouse']);
    expect(readScene('a lighthouse keeper and the whale').subjects).toEqual(['figure', 'fish']);
    expect(readScene('a rocket scientist in a lab').subjects[0]).toBe('figure');
    // Words that are not the things: "kind of", "watching", "at the same time".
    expect(readScene('a kind of quiet road').subjects).not.toContain('heart');
    expect(readScene('a girl watching the sunrise').subjects).toEqual(['figure']);
    expect(readScene('a road at the same time each day').subjects).not.toContain('clock');
  });

  it('gives an unnamed scene its setting’s subject, drawn alone and large', () => {
    const calm = readScene('a calm ocean shore with small waves');
    expect(calm.subjects).toEqual(['wave']);
    const night = readScene('an empty sky over quiet hills at night');
    expect(night).toMatchObject({ subjects: ['moon'], chosen: true });
    // One moon: the subject, not a second one in the sky.
    const sky = buildSceneLayers(night, 'cinematic', 540, 960, createRandom(1)).layers.sky;
    expect(sky).not.toContain('url(#glow)');
    expect(readScene('zzz qqq')).toMatchObject({ subjects: ['tree'], chosen: true });
  });
});

describe('styles with drawing rules of their own', () => {
  const svg = (style: 'portrait' | 'titan-anime' | 'classic-animation', prompt: string) =>
    buildSceneLayers(readScene(prompt), style, 540, 960, createRandom(2));

  it('Portrait: a head-and-shoulders bust, the background out of focus', () => {
    const scene = svg('portrait', 'a woman in a city at night');
    expect(scene.blurBehind).toBeGreaterThan(2);
    expect(svg('cinematic' as 'portrait', 'a woman in a city at night').blurBehind).toBeUndefined();
    // The bust's head is an ellipse in the lower half, its shoulders leave the frame's bottom.
    expect(scene.layers.subject).toMatch(/<ellipse cx="270\.0"/);
    expect(scene.layers.subject).toMatch(/ 962\.0 Z"/);
  });

  it('Titan Anime: the subject towering behind a wall that spans the frame', () => {
    const { layers } = svg('titan-anime', 'a girl in a forest at dawn');
    expect(layers.subject).toMatch(/<rect x="-10" y="[\d.]+" width="560"/);
  });

  it('Classic Animation: puffy clouds, a smiling sun, a contact shadow', () => {
    const { layers } = svg('classic-animation', 'a girl in a meadow on a sunny day');
    expect(layers.sky).toContain('fill="#ffffff" stroke="#2d2347"');
    expect(layers.subject).toMatch(/<ellipse [^>]*fill="#2d2347" opacity="0.25"/);
  });
});
