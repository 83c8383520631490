import type { Language } from '@reelsmith/contract';
import { GERMAN } from './de.js';
import { SPANISH } from './es.js';
import { FRENCH } from './fr.js';
import { PORTUGUESE } from './pt.js';
import type { LanguageLibrary } from './types.js';

/** The built-in writer's libraries besides English (stories-a/b and custom-arcs). */
export const LANGUAGE_LIBRARIES: Record<Exclude<Language, 'en'>, LanguageLibrary> = {
  es: SPANISH,
  fr: FRENCH,
  de: GERMAN,
  pt: PORTUGUESE,
};
