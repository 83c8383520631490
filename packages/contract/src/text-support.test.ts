import { describe, expect, it } from 'vitest';
import { hasEmoji, unsupportedScript, withoutEmoji } from './text-support.js';

describe('what the video can say and draw', () => {
  it('takes the five languages, accents included', () => {
    for (const text of [
      'The fox crossed the river.',
      'El zorro cruzó el río, ¿verdad?',
      'Le renard a traversé la rivière à l’aube.',
      'Der Fuchs überquerte den Fluss.',
      'A raposa atravessou o rio à noite, não?',
      'Prices: 3 € / $4 — 50 % off! 😀',
    ]) {
      expect(unsupportedScript(text), text).toBeNull();
    }
  });

  it('names the writing system it cannot draw', () => {
    expect(unsupportedScript('The word مرحبا means hello')).toBe('Arabic');
    expect(unsupportedScript('שלום')).toBe('Hebrew');
    expect(unsupportedScript('Привет')).toBe('Cyrillic');
    expect(unsupportedScript('你好')).toBe('Chinese');
    expect(unsupportedScript('ሰላም')).toBe('this writing system');
  });

  it('leaves emoji out, joined ones, flags and skin tones included', () => {
    expect(hasEmoji('A fox 🦊 at dawn')).toBe(true);
    expect(hasEmoji('A fox at dawn #1')).toBe(false);
    expect(withoutEmoji('A fox 🦊 at dawn 🌅!')).toBe('A fox at dawn!');
    expect(withoutEmoji('Family 👨‍👩‍👧 trip 🇫🇷 👍🏽 done')).toBe('Family trip done');
    expect(withoutEmoji('Line one 😀\nLine two')).toBe('Line one\nLine two');
  });
});
