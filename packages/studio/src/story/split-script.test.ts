import { SCRIPT_MAX_LENGTH, storySchema } from '@reelsmith/contract';
import { describe, expect, it } from 'vitest';
import { splitScript } from './split-script.js';
import { countWords } from './words.js';

const SCRIPT =
  'The lighthouse had been dark for forty years. Then one night, it blinked. Nobody in the village admitted to climbing the hill. ' +
  'The next morning, old Marta found fresh footprints in the sand. They led to the water and stopped. ' +
  'She waited every night for a week. On the seventh night, she saw the keeper. He had been gone since 1983.\n\n' +
  'He smiled, tipped his cap, and turned the light off for good.';

describe('splitScript', () => {
  it('splits a script into scenes without changing a word', () => {
    const story = splitScript(SCRIPT);
    expect(storySchema.safeParse(story).success).toBe(true);
    expect(story.scenes.length).toBeGreaterThan(2);
    expect(story.scenes.map((s) => s.narration).join(' ')).toBe(SCRIPT.replace(/\s+/g, ' '));
    // The paragraph break is kept as a scene break.
    expect(story.scenes.at(-1)?.narration).toBe(
      'He smiled, tipped his cap, and turned the light off for good.',
    );
    for (const scene of story.scenes) expect(countWords(scene.narration)).toBeLessThanOrEqual(40);
    expect(story.title).toBe('The lighthouse had been dark for forty years');
  });

  it('keeps at most 20 scenes', () => {
    const story = splitScript(Array.from({ length: 60 }, (_, i) => `Line ${i}.\n\n`).join(''));
    expect(story.scenes.length).toBe(20);
    expect(story.scenes.map((s) => s.narration).join(' ')).toContain('Line 59.');
  });

  it('refuses an empty or too long script', () => {
    expect(() => splitScript('  ')).toThrow(RangeError);
    expect(() => splitScript('a'.repeat(SCRIPT_MAX_LENGTH + 1))).toThrow(RangeError);
  });
});
