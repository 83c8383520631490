import type { Language } from '@reelsmith/contract';
import { describe, expect, it } from 'vitest';
import { readScene } from '../images/scene-reading.js';
import { writeBuiltinStory } from './builtin-writer.js';
import { localDefinite, localPromptParts } from './prompt-story-local.js';

type Local = Exclude<Language, 'en'>;

/**
 * For each language: a prompt about a lighthouse keeper and a whale (what the English test
 * tells), and one with a named place; what each must read, and the old arc's boilerplate.
 */
const CASES: {
  language: Local;
  keeper: string;
  /** The keeper as the narration names them, and the whale. */
  keeperNamed: string;
  whale: RegExp;
  placed: string;
  placedParts: { who: string; where: string };
  placedNamed: string;
  boilerplate: RegExp;
}[] = [
  {
    language: 'es',
    keeper: 'Cuéntame una historia sobre un farero que se hace amigo de una ballena',
    keeperNamed: 'el farero',
    whale: /la ballena|una ballena/,
    placed: 'un viejo pescador perdido en el mar frente a la costa de Maine',
    placedParts: { who: 'un viejo pescador', where: 'frente a la costa de Maine' },
    placedNamed: 'el viejo pescador',
    boilerplate: /Me pediste una historia|Toda historia como esta/,
  },
  {
    language: 'fr',
    keeper: 'Raconte-moi une histoire sur un gardien de phare qui se lie d’amitié avec une baleine',
    keeperNamed: 'le gardien de phare',
    whale: /la baleine|une baleine/,
    placed: 'une vieille pêcheuse perdue en mer au large de la Bretagne',
    placedParts: { who: 'une vieille pêcheuse', where: 'au large de la Bretagne' },
    placedNamed: 'la vieille pêcheuse',
    boilerplate: /Tu voulais une histoire|Toutes les histoires comme celle-ci/,
  },
  {
    language: 'de',
    keeper:
      'Erzähl mir eine Geschichte über einen Leuchtturmwärter, der sich mit einem Wal anfreundet',
    keeperNamed: 'der Leuchtturmwärter',
    whale: /einem Wal/,
    placed: 'ein alter Fischer an der Küste von Maine',
    placedParts: { who: 'ein alter Fischer', where: 'an der Küste von Maine' },
    placedNamed: 'der alte Fischer',
    boilerplate: /Du wolltest eine Geschichte|Jede Geschichte wie diese/,
  },
  {
    language: 'pt',
    keeper: 'Me conta uma história sobre um faroleiro que fica amigo de uma baleia',
    keeperNamed: 'o faroleiro',
    whale: /a baleia|uma baleia/,
    placed: 'um velho pescador perdido no mar perto da costa do Maine',
    placedParts: { who: 'um velho pescador', where: 'perto da costa do Maine' },
    placedNamed: 'o velho pescador',
    boilerplate: /Você pediu uma história|Toda história como esta/,
  },
];

describe('a custom prompt told as its own story in es, fr, de and pt (issue 19)', () => {
  for (const c of CASES) {
    describe(c.language, () => {
      const story = (customPrompt: string, seed = 9) =>
        writeBuiltinStory({ customPrompt, duration: 'long', language: c.language }, seed);

      it('reads who, where and what happens', () => {
        expect(localPromptParts(c.placed, c.language)).toMatchObject(c.placedParts);
        expect(localDefinite(c.placedParts.who, c.language)).toBe(c.placedNamed);
        const keeper = localPromptParts(story(c.keeper).title, c.language);
        expect(keeper.english.who).toBe('a lighthouse keeper');
        expect(keeper.english.thing).toBe('a whale');
      });

      it('tells the prompt’s own person, event and place, without the old boilerplate', () => {
        for (const seed of [1, 2, 3, 9]) {
          const text = story(c.keeper, seed)
            .scenes.map((s) => s.narration)
            .join(' ');
          expect(text).not.toMatch(c.boilerplate);
          expect(text.toLowerCase()).toContain(c.keeperNamed.toLowerCase());
          expect(text).toMatch(c.whale);
        }
        const placed = story(c.placed).scenes.map((s) => s.narration);
        expect(placed.filter((n) => n.includes(c.placedNamed)).length).toBeGreaterThan(3);
        expect(placed.join(' ')).toContain(c.placedParts.where);
      });

      it('gives each scene an image prompt of its own: who, where and the moment', () => {
        const s = story(c.keeper);
        const images = s.scenes.map((scene) => scene.imagePrompt);
        expect(new Set(images).size).toBe(images.length);
        // Not the prompt glued to every picture, as the old arc did.
        expect(images.filter((p) => p.includes(s.title.toLowerCase()))).toEqual([]);
        const readings = images.map(readScene);
        // The whale has its scene; the keeper by the lighthouse the others, at sea.
        expect(readings.map((r) => r.subjects[0])).toContain('fish');
        expect(readings.map((r) => r.subjects[0])).toContain('figure');
        expect(readings.filter((r) => r.subjects.includes('lighthouse')).length).toBeGreaterThan(3);
        expect(readings.filter((r) => r.setting === 'sea').length).toBeGreaterThan(
          images.length / 2,
        );
        expect(new Set(readings.map((r) => r.time)).size).toBeGreaterThanOrEqual(3);
        // The named place is in the pictures of the placed story, in English.
        const placed = story(c.placed).scenes.map((scene) => scene.imagePrompt);
        expect(placed.filter((p) => /coast of Maine|Bretagne/.test(p)).length).toBeGreaterThan(5);
        expect(placed.some((p) => /\bold fisherman\b/.test(p))).toBe(true);
      });
    });
  }

  it('lets the verbs agree with several people, and follows the people behind a subject', () => {
    const kids = writeBuiltinStory(
      { customPrompt: 'unos niños que encuentran un tesoro', duration: 'long', language: 'es' },
      9,
    );
    const text = kids.scenes.map((s) => s.narration).join(' ');
    expect(text).toContain('los niños');
    expect(text).not.toMatch(/los niños (no tenía|siguió)\b/);
    const german = writeBuiltinStory(
      { customPrompt: 'zwei Kinder, die einen Schatz finden', duration: 'long', language: 'de' },
      9,
    );
    expect(german.scenes.map((s) => s.narration).join(' ')).toContain('Die zwei Kinder ahnten');
    // Nobody to follow: the people behind the subject, and pictures of what it names.
    const moon = writeBuiltinStory(
      { customPrompt: 'el primer viaje a la Luna', duration: 'long', language: 'es' },
      1,
    );
    const told = moon.scenes.map((s) => s.narration).join(' ');
    expect(told).toContain('las personas detrás de todo siguieron');
    expect(told).toContain('del primer viaje a la Luna');
    expect(told).not.toMatch(/Me pediste una historia|Toda historia como esta/);
    expect(moon.scenes.every((s) => !s.imagePrompt.includes('el primer viaje'))).toBe(true);
  });
});
