import { describe, expect, it } from 'vitest';
import { CUSTOM_ARCS } from '../story/library/custom-arcs.js';
import { LANGUAGE_LIBRARIES } from '../story/library/languages.js';
import { STORIES_A } from '../story/library/stories-a.js';
import { STORIES_B } from '../story/library/stories-b.js';
import type { StoryPlan } from '../story/library/types.js';
import { readScene } from './scene-reading.js';

/** Every image prompt the built-in writer's library can produce (alternatives included). */
function libraryPrompts(): string[] {
  const prompts: string[] = [];
  const plan = (p: StoryPlan) => {
    for (const line of [
      ...p.hooks,
      ...p.beats.flatMap((b) => (b.more === undefined ? [b.line] : [b.line, b.more])),
      ...p.closes,
    ]) {
      prompts.push(line[1]);
    }
  };
  for (const pack of Object.values({ ...STORIES_A, ...STORIES_B })) pack.stories.forEach(plan);
  for (const library of Object.values(LANGUAGE_LIBRARIES)) library.stories.forEach(plan);
  return prompts;
}

describe('every scene has a subject', () => {
  it('over the whole story library, and most are named by the prompt itself', () => {
    const prompts = libraryPrompts();
    const readings = prompts.map(readScene);
    const empty = readings.filter((r) => r.subjects.length === 0).length;
    const chosen = readings.filter((r) => r.chosen).length;
    // Measured on the old reader (commit 2839ea5): 432 of 1,117 prompts (38.7%) had no subject.
    console.log(
      `scene subjects: ${prompts.length} prompts, ${empty} without a subject, ` +
        `${chosen} (${((100 * chosen) / prompts.length).toFixed(1)}%) given one by their setting`,
    );
    expect(prompts.length).toBeGreaterThan(1000);
    expect(empty).toBe(0);
    expect(chosen / prompts.length).toBeLessThan(0.2);
  });

  it('gives the custom arcs a subject in every scene too', () => {
    for (const arc of Object.values(CUSTOM_ARCS)) {
      for (const line of [...arc.hooks, ...arc.beats.map((b) => b.line), ...arc.closes]) {
        expect(readScene(line[1].replaceAll('{S}', 'zzz')).subjects.length).toBeGreaterThan(0);
      }
    }
  });
});
