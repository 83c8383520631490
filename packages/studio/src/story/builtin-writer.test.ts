import { DURATIONS, DURATION_DETAILS, TOPIC_VALUES, storySchema } from '@reelsmith/contract';
import { describe, expect, it } from 'vitest';
import { createBuiltinWriter, promptSubject, writeBuiltinStory } from './builtin-writer.js';
import { storyWordCount } from './words.js';

const SEEDS = Array.from({ length: 12 }, (_, i) => i * 7919 + 1);

describe('built-in writer', () => {
  for (const topic of TOPIC_VALUES) {
    for (const duration of DURATIONS) {
      it(`writes a valid ${duration} story for "${topic.slice(0, 40)}"`, () => {
        const { minWords, maxWords } = DURATION_DETAILS[duration];
        for (const seed of SEEDS) {
          const story = writeBuiltinStory({ topic, duration }, seed);
          expect(storySchema.safeParse(story).success).toBe(true);
          const words = storyWordCount(story);
          expect(words).toBeGreaterThanOrEqual(minWords);
          expect(words).toBeLessThanOrEqual(maxWords);
          const narrations = story.scenes.map((s) => s.narration);
          expect(new Set(narrations).size).toBe(narrations.length);
          expect(new Set(story.scenes.map((s) => s.imagePrompt)).size).toBe(story.scenes.length);
          expect(story.caption).toMatch(/#\w+/);
          const tags = story.caption.match(/#\w+/g) ?? [];
          expect(new Set(tags).size, story.caption).toBe(tags.length);
        }
      });
    }
  }

  it('is deterministic for a seed and varies between seeds', () => {
    const request = { topic: 'myths-mythology', duration: 'short' as const };
    expect(writeBuiltinStory(request, 42)).toEqual(writeBuiltinStory(request, 42));
    const variants = new Set(SEEDS.map((s) => JSON.stringify(writeBuiltinStory(request, s))));
    expect(variants.size).toBeGreaterThan(3);
  });

  it('long stories are longer than short ones for the same seed', () => {
    const short = writeBuiltinStory({ topic: 'war-stories', duration: 'short' }, 5);
    const long = writeBuiltinStory({ topic: 'war-stories', duration: 'long' }, 5);
    expect(storyWordCount(long)).toBeGreaterThan(storyWordCount(short) + 30);
  });

  const prompts = [
    'Tell me a story about a lighthouse keeper who befriends a whale',
    'What if dinosaurs never went extinct?',
    'How to start running when you hate running',
    'Explain why the sky is blue',
    'my grandmother survived the war',
    'NASA and the first photo of a black hole',
    'x',
  ];
  for (const customPrompt of prompts) {
    for (const duration of DURATIONS) {
      it(`writes a valid ${duration} story for the prompt "${customPrompt}"`, async () => {
        const story = await createBuiltinWriter().write({ customPrompt, duration }, { seed: 9 });
        const { minWords, maxWords } = DURATION_DETAILS[duration];
        expect(storyWordCount(story)).toBeGreaterThanOrEqual(minWords);
        expect(storyWordCount(story)).toBeLessThanOrEqual(maxWords);
        expect(storySchema.safeParse(story).success).toBe(true);
        // The prompt's subject is what the story is about: it is spoken and pictured.
        const subject = promptSubject(customPrompt.replace(/^what if\s+/i, '')).replace(/\?$/, '');
        expect(story.scenes[0]?.narration.toLowerCase()).toContain(subject.toLowerCase());
        expect(story.scenes.every((s) => s.imagePrompt.includes(subject))).toBe(true);
      });
    }
  }

  it('extracts the subject of a prompt', () => {
    expect(promptSubject('Tell me a story about a lighthouse keeper.')).toBe('a lighthouse keeper');
    expect(promptSubject('Write a video about Rome and its emperors')).toBe(
      'Rome and its emperors',
    );
    expect(promptSubject('   ')).toBe('a story worth telling');
  });

  it('honours an aborted signal', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      createBuiltinWriter().write(
        { topic: 'pop-culture', duration: 'short' },
        { signal: controller.signal },
      ),
    ).rejects.toThrow();
  });
});
