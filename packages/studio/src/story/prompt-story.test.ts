import { describe, expect, it } from 'vitest';
import { readScene } from '../images/scene-reading.js';
import { promptSubject, writeBuiltinStory } from './builtin-writer.js';
import { promptParts } from './prompt-story.js';

const story = (customPrompt: string, duration: 'short' | 'long' = 'long', seed = 9) =>
  writeBuiltinStory({ customPrompt, duration }, seed);

describe('a custom prompt told as its own story (issue 19)', () => {
  it('reads who, what happens, to what and where', () => {
    expect(promptParts('a lighthouse keeper who befriends a whale')).toEqual({
      subject: 'a lighthouse keeper who befriends a whale',
      who: 'a lighthouse keeper',
      event: 'befriends a whale',
      thing: 'a whale',
      where: undefined,
    });
    expect(promptParts('my grandmother survived the war')).toMatchObject({
      who: 'my grandmother',
      event: 'survived the war',
      thing: 'the war',
    });
    expect(promptParts('a young girl who builds a robot in her village in Kenya')).toMatchObject({
      who: 'a young girl',
      thing: 'a robot',
      where: 'in Kenya',
    });
    expect(promptParts('an old fisherman lost at sea off the coast of Maine')).toMatchObject({
      who: 'an old fisherman',
      where: 'off the coast of Maine',
    });
    expect(promptParts('NASA and the first photo of a black hole')).toMatchObject({
      who: undefined,
      thing: 'the first photo of a black hole',
    });
    expect(promptParts('x')).toEqual({ subject: 'x' });
  });

  it('tells the prompt’s own people, event and place, not a story about stories', () => {
    for (const seed of [1, 2, 3, 9]) {
      const s = story(
        'Tell me a story about a lighthouse keeper who befriends a whale',
        'long',
        seed,
      );
      const text = s.scenes.map((scene) => scene.narration).join(' ');
      expect(text).not.toMatch(/You asked for a story|Every story like this/);
      expect(text).toMatch(/lighthouse keeper/);
    }
    const s = story('an old fisherman lost at sea off the coast of Maine');
    const text = s.scenes.map((scene) => scene.narration).join(' ');
    expect(text).toContain('the old fisherman');
    expect(text).toContain('off the coast of Maine');
    const long = story('my grandmother survived the war', 'long', 4);
    expect(long.scenes.map((scene) => scene.narration).join(' ')).toContain(
      'my grandmother survived the war',
    );
  });

  it('gives each scene an image prompt of its own: who, where and the moment', () => {
    const prompt = 'Tell me a story about a lighthouse keeper who befriends a whale';
    const subject = promptSubject(prompt);
    const s = story(prompt);
    const images = s.scenes.map((scene) => scene.imagePrompt);
    expect(new Set(images).size).toBe(images.length);
    // Not the prompt glued to every picture (the old "{prompt}, a quiet town street...").
    expect(images.filter((p) => p.includes(subject))).toEqual([]);
    const readings = images.map(readScene);
    // The whale has its scene; the keeper by the lighthouse has the others, all at sea.
    expect(readings.map((r) => r.subjects[0])).toContain('fish');
    expect(readings.map((r) => r.subjects[0])).toContain('figure');
    expect(readings.filter((r) => r.subjects.includes('lighthouse')).length).toBeGreaterThan(3);
    expect(readings.filter((r) => r.setting === 'sea').length).toBeGreaterThan(images.length / 2);
    // Time and weather change with the story: dawn, storm, sunset.
    expect(new Set(readings.map((r) => r.time)).size).toBeGreaterThanOrEqual(3);
  });
});
