import { STYLE_GUIDE_MAX_LENGTH } from '@reelsmith/contract';
import type { Scene } from '@reelsmith/contract';
import { readScene } from '../images/scene-reading.js';
import type { Motif, Setting, TimeOfDay } from '../images/scene-reading.js';

/**
 * A story's style guide: the look every picture shares (the characters, the palette, the
 * setting), added to every image prompt so that a remote image model draws the same people in
 * the same world scene after scene (docs/decisions/0017-provider-fallback.md#style-guide).
 */

/** `{ styleGuide }` when the text holds one, trimmed to the contract's limit; else nothing. */
export function styleGuideOf(text: string | undefined): { styleGuide?: string } {
  const guide = text?.replace(/\s+/g, ' ').trim() ?? '';
  if (guide === '') return {};
  if (guide.length <= STYLE_GUIDE_MAX_LENGTH) return { styleGuide: guide };
  const cut = guide.slice(0, STYLE_GUIDE_MAX_LENGTH);
  const end = cut.lastIndexOf('. ');
  return { styleGuide: end > STYLE_GUIDE_MAX_LENGTH / 2 ? cut.slice(0, end + 1) : cut.trim() };
}

const PALETTES: Record<TimeOfDay, string> = {
  night: 'deep navy, silver and cold moonlight',
  dawn: 'soft pink, peach and pale gold',
  sunset: 'amber, coral and violet',
  day: 'clear blue, fresh green and warm sunlight',
  storm: 'slate grey, bruised purple and flashes of white',
};

const PLACES: Record<Setting, string> = {
  sea: 'on and by the open sea',
  mountains: 'among high mountains',
  desert: 'in a wide desert',
  forest: 'in a deep forest',
  city: 'in a busy city',
  space: 'in outer space',
  underwater: 'under water',
  interior: 'indoors, in lived-in rooms',
  field: 'in open countryside',
  ice: 'in a frozen land of ice and snow',
};

function subjectLine(motif: Motif): string {
  if (motif === 'figure') {
    return 'the same main character in every scene (same face, age, build, hair and clothes)';
  }
  if (motif === 'crowd') return 'the same crowd of people, dressed for the same time and place';
  return `the same ${motif}, drawn alike each time it appears`;
}

function mostCommon<T>(items: readonly T[]): T[] {
  const counts = new Map<T, number>();
  for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1);
  // Stable: ties keep the order of first appearance.
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([item]) => item);
}

/**
 * The built-in writer's style guide, read from its own scenes' image prompts: the subjects
 * that recur, the most common setting and the light that sets the palette. Deterministic.
 */
export function deriveStyleGuide(scenes: readonly Pick<Scene, 'imagePrompt'>[]): string {
  const readings = scenes.map((s) => readScene(s.imagePrompt));
  const subjects = mostCommon(readings.flatMap((r) => r.subjects)).slice(0, 2);
  const setting = mostCommon(readings.map((r) => r.setting))[0] ?? 'field';
  const time = mostCommon(readings.map((r) => r.time))[0] ?? 'day';
  const parts = [
    subjects.length === 0 ? '' : `Characters: ${subjects.map(subjectLine).join('; ')}.`,
    `Setting: ${PLACES[setting]}, one consistent place and era throughout.`,
    `Palette: ${PALETTES[time]}, kept the same in every scene.`,
  ];
  return styleGuideOf(parts.filter((p) => p !== '').join(' ')).styleGuide ?? '';
}
