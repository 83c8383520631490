import { DURATIONS, DURATION_DETAILS, TOPIC_VALUES, storySchema } from '@reelsmith/contract';
import type { Duration, Story } from '@reelsmith/contract';
import { describe, expect, it } from 'vitest';
import {
  createBuiltinWriter,
  localArc,
  promptSubject,
  writeBuiltinStory,
} from './builtin-writer.js';
import { CUSTOM_ARCS } from './library/custom-arcs.js';
import { promptParts } from './prompt-story.js';
import { LANGUAGE_LIBRARIES } from './library/languages.js';
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
        // The prompt's subject (or the person it follows) is what the story is about: spoken.
        const subject = promptSubject(customPrompt.replace(/^what if\s+/i, '')).replace(/\?$/, '');
        const who = promptParts(subject).who?.replace(/^(a|an|the|one)\s+/i, '') ?? subject;
        const text = story.scenes.map((s) => s.narration).join(' ');
        expect(text.toLowerCase()).toContain(who.toLowerCase());
        // Each picture is its own scene: no two prompts alike, none led by a long prompt
        // (a one-word subject such as "x" is all there is to picture).
        expect(new Set(story.scenes.map((s) => s.imagePrompt)).size).toBe(story.scenes.length);
        const ledBy = story.scenes.filter((s) => s.imagePrompt.startsWith(`${subject},`));
        expect(subject.split(' ').length < 3 || ledBy.length === 0).toBe(true);
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

describe('built-in writer in other languages', () => {
  const languages = Object.keys(LANGUAGE_LIBRARIES) as (keyof typeof LANGUAGE_LIBRARIES)[];
  const checkStory = (story: Story, duration: Duration): void => {
    const { minWords, maxWords } = DURATION_DETAILS[duration];
    expect(storySchema.safeParse(story).success).toBe(true);
    expect(storyWordCount(story)).toBeGreaterThanOrEqual(minWords);
    expect(storyWordCount(story)).toBeLessThanOrEqual(maxWords);
    const narrations = story.scenes.map((s) => s.narration);
    expect(new Set(narrations).size).toBe(narrations.length);
    const tags = story.caption.match(/#\w+/g) ?? [];
    expect(tags.length).toBeGreaterThan(2);
    expect(new Set(tags).size, story.caption).toBe(tags.length);
  };

  for (const language of languages) {
    it(`writes valid ${language} stories for every topic and length`, () => {
      for (const topic of TOPIC_VALUES) {
        for (const duration of DURATIONS) {
          for (const seed of SEEDS.slice(0, 6)) {
            const story = writeBuiltinStory({ topic, duration, language }, seed);
            checkStory(story, duration);
            // Not the English story: a different library answered.
            const english = writeBuiltinStory({ topic, duration }, seed);
            expect(story.scenes[0]?.narration).not.toBe(english.scenes[0]?.narration);
          }
        }
      }
    });

    it(`${language} arcs mirror the English arcs scene by scene`, () => {
      for (const [name, english] of Object.entries(CUSTOM_ARCS)) {
        const local = LANGUAGE_LIBRARIES[language].arcs[name as keyof typeof CUSTOM_ARCS];
        expect(local.hooks.length).toBe(english.hooks.length);
        expect(local.closes.length).toBe(english.closes.length);
        expect(local.beats.map((b) => b.more !== undefined)).toEqual(
          english.beats.map((b) => 'more' in b),
        );
        // Every hook names the subject, so the prompt is what the story is about.
        expect(local.hooks.every((h) => h.includes('{S}'))).toBe(true);
        const arc = localArc(english, local);
        expect(arc.beats.map((b) => b.line[1])).toEqual(english.beats.map((b) => b.line[1]));
      }
    });

    it(`${language} stories name only preset topics`, () => {
      const keys = new Set(Object.keys(LANGUAGE_LIBRARIES[language].topicSubjects));
      expect(keys.size).toBe(16);
      for (const story of LANGUAGE_LIBRARIES[language].stories) {
        expect(story.topics.every((t) => keys.has(t))).toBe(true);
      }
    });
  }

  const prompts: [keyof typeof LANGUAGE_LIBRARIES, string, string][] = [
    [
      'es',
      'Cuéntame una historia sobre un farero que se hace amigo de una ballena',
      'un farero que se hace amigo de una ballena',
    ],
    [
      'es',
      '¿Qué pasaría si los dinosaurios no se hubieran extinguido?',
      'los dinosaurios no se hubieran extinguido',
    ],
    ['fr', 'Raconte-moi une histoire sur un gardien de phare', 'un gardien de phare'],
    ['fr', 'Et si la Lune disparaissait ?', 'la Lune disparaissait'],
    ['de', 'Erzähl mir eine Geschichte über einen Leuchtturmwärter', 'ein Leuchtturmwärter'],
    ['de', 'Was wäre, wenn es keinen Strom gäbe?', 'es keinen Strom gäbe'],
    ['pt', 'Me conta uma história sobre um faroleiro', 'um faroleiro'],
    [
      'pt',
      'E se os dinossauros não tivessem sido extintos?',
      'os dinossauros não tivessem sido extintos',
    ],
  ];
  for (const [language, customPrompt, subject] of prompts) {
    it(`weaves the ${language} prompt "${customPrompt}" into its story`, () => {
      for (const duration of DURATIONS) {
        for (const seed of [9, 10]) {
          const story = writeBuiltinStory({ customPrompt, duration, language }, seed);
          checkStory(story, duration);
          const text = story.scenes.map((s) => s.narration).join(' ');
          if (LANGUAGE_LIBRARIES[language].arcPatterns.whatIf.test(customPrompt.toLowerCase())) {
            expect(story.scenes[0]?.narration).toContain(subject);
            // Pictures are described in English around the subject.
            expect(story.scenes.every((s) => s.imagePrompt.includes(subject))).toBe(true);
          } else {
            // A story of its own (prompt-story-local.test.ts): its person in every part of it.
            const who = /farero|gardien|Leuchtturmwärter|faroleiro/.exec(subject)?.[0] ?? subject;
            expect(
              story.scenes.filter((s) => s.narration.includes(who)).length,
            ).toBeGreaterThanOrEqual(3);
            expect(text).not.toContain('{S}');
          }
        }
      }
    });
  }

  it('writes Spanish with its accents and punctuation', () => {
    const story = writeBuiltinStory(
      { topic: 'what-if-scenarios', duration: 'short', language: 'es' },
      3,
    );
    const text = story.scenes.map((s) => s.narration).join(' ');
    expect(text).toMatch(/¿Qué pasaría si el dinero en efectivo desapareciera mañana\?/);
    expect(story.caption).toContain('#historias');
  });
});
