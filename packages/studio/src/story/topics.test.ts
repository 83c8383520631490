import { describe, expect, it } from 'vitest';
import { inferMood } from './topics.js';

describe('inferMood', () => {
  it("takes a preset topic's mood, whatever the words", () => {
    expect(inferMood('Cats at a party, laughing.', 'science-exploration')).toBe('calm');
    expect(inferMood('A calm walk by the sea.', 'myths-mythology')).toBe('mysterious');
  });

  it('guesses an English story from its words, uplifting when none says anything', () => {
    expect(inferMood('The ghost of the lighthouse keeps its secret.')).toBe('mysterious');
    expect(inferMood('Two armies met in the battle that ended the empire.')).toBe('epic');
    expect(inferMood('A silly cat steals a pizza at the party.')).toBe('playful');
    expect(inferMood('Breathe slowly by the ocean and let your mind rest.')).toBe('calm');
    expect(inferMood('She had the courage to follow her dream.')).toBe('uplifting');
    expect(inferMood('A man walks to the shop.')).toBe('uplifting');
  });

  it('guesses a Spanish, French, German or Portuguese story from words in its own language', () => {
    expect(inferMood('El fantasma del faro guarda un secreto oscuro.', undefined, 'es')).toBe(
      'mysterious',
    );
    expect(inferMood('La bataille finale de la guerre changea l’histoire.', undefined, 'fr')).toBe(
      'epic',
    );
    expect(inferMood('Eine lustige Katze und ein Hund feiern eine Party.', undefined, 'de')).toBe(
      'playful',
    );
    expect(inferMood('Respire devagar diante do oceano e encontre a paz.', undefined, 'pt')).toBe(
      'calm',
    );
    expect(
      inferMood(
        'Ella tuvo el coraje de superar el miedo: una historia de amor y esperanza.',
        undefined,
        'es',
      ),
    ).toBe('uplifting');
  });

  it('compares words without their accents, and ß as ss', () => {
    expect(inferMood('Le fantôme étrange d’un mystère', undefined, 'fr')).toBe('mysterious');
    expect(inferMood('Spaß mit der Komödie', undefined, 'de')).toBe('playful');
    expect(inferMood('A maldição do segredo', undefined, 'pt')).toBe('mysterious');
  });

  it("counts another language's words only in that language", () => {
    // "held" is German for hero, and English for what was held.
    expect(inferMood('He held on. He held firm. A cat.', undefined, 'en')).toBe('playful');
    expect(inferMood('Ein Held, noch ein Held, und eine Katze.', undefined, 'de')).toBe(
      'uplifting',
    );
    expect(inferMood('Der Krieg', undefined, 'en')).toBe('uplifting'); // default: no English word
    expect(inferMood('Der Krieg', undefined, 'de')).toBe('epic');
  });
});
