/**
 * What the video can say and draw (docs/decisions/0051-drafts-and-text.md): the five
 * languages are written in Latin letters, and the caption fonts (Montserrat, Anton, Bebas
 * Neue) draw Latin only, with no shaping of joined scripts. Text in another writing system
 * is refused with a clear message instead of coming out as unjoined letters or boxes. Emoji
 * are left out of the video, of its captions and its narration alike, and the editor says so.
 */

/** Writing systems people are likely to paste, named in the refusal. */
const NAMED_SCRIPTS: readonly [name: string, letters: RegExp][] = [
  ['Arabic', /\p{Script=Arabic}/u],
  ['Hebrew', /\p{Script=Hebrew}/u],
  ['Cyrillic', /\p{Script=Cyrillic}/u],
  ['Greek', /\p{Script=Greek}/u],
  ['Chinese', /\p{Script=Han}/u],
  ['Japanese', /[\p{Script=Hiragana}\p{Script=Katakana}]/u],
  ['Korean', /\p{Script=Hangul}/u],
  ['Devanagari', /\p{Script=Devanagari}/u],
  ['Thai', /\p{Script=Thai}/u],
];

/** A letter of any writing system but Latin. */
const OTHER_LETTER = /(?![\p{Script=Latin}])\p{L}/u;

/** The writing system of the first letter the video cannot draw; null when all can be drawn. */
export function unsupportedScript(text: string): string | null {
  const found = OTHER_LETTER.exec(text);
  if (found === null) return null;
  const letter = found[0];
  return NAMED_SCRIPTS.find(([, letters]) => letters.test(letter))?.[0] ?? 'this writing system';
}

/** The refusal, for a field ('The prompt', 'Scene 2') in a script the video cannot draw. */
export const unsupportedScriptMessage = (field: string, script: string) =>
  `${field} uses ${script === 'this writing system' ? 'a writing system' : `${script} letters`}, which the captions and voice cannot render yet. Write it in English, Spanish, French, German or Portuguese (Latin letters).`;

/** Emoji and the characters that build them (joiners, variation selectors, skin tones, flags, keycaps). */
const EMOJI =
  /\p{Extended_Pictographic}|[\u{1F1E6}-\u{1F1FF}]|[\u{1F3FB}-\u{1F3FF}]|\u{200D}|\u{FE0E}|\u{FE0F}|\u{20E3}|[\u{E0020}-\u{E007F}]/gu;

export const hasEmoji = (text: string): boolean => {
  EMOJI.lastIndex = 0;
  return EMOJI.test(text);
};

/** The text as the video says and shows it: emoji left out, the spaces they leave tidied. */
export const withoutEmoji = (text: string): string =>
  text
    .replace(EMOJI, '')
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/ +([.,!?;:])/g, '$1')
    .replace(/^[ \t]+|[ \t]+$/gm, '');

/** Said by the editor when the script has emoji. */
export const EMOJI_NOTE =
  'Emoji are left out of the video: the narration does not read them and the captions do not show them.';

/**
 * The story as the render takes it: emoji out of the title and of every narration, so the
 * voice and the captions (both made from the narration) leave them out alike.
 */
export function spokenStory<T extends { title: string; scenes: { narration: string }[] }>(
  story: T,
): T {
  return {
    ...story,
    title: withoutEmoji(story.title),
    scenes: story.scenes.map((scene) => ({ ...scene, narration: withoutEmoji(scene.narration) })),
  };
}
