import { SCRIPT_MAX_LENGTH, storySchema } from '@reelsmith/contract';
import type { Scene, Story } from '@reelsmith/contract';
import { countWords, splitSentences } from './words.js';

/** About how many words one scene (one picture) carries: 6-10 seconds of narration. */
const SCENE_WORDS = 22;

/**
 * "Script to video": the user's own text split into scenes with no AI writing. Sentences are
 * grouped into scenes of about SCENE_WORDS words; each scene's picture is asked for with its
 * own words, which the illustrators turn into motifs.
 */
export function splitScript(text: string): Story {
  const clean = text.replace(/\r\n?/g, '\n').trim();
  if (clean === '') throw new RangeError('The script is empty');
  if (clean.length > SCRIPT_MAX_LENGTH) {
    throw new RangeError(`The script must be at most ${SCRIPT_MAX_LENGTH} characters`);
  }
  // Paragraph breaks are the writer's own scene breaks; inside a paragraph, group sentences.
  const paragraphs = clean.split(/\n\s*\n/).map((p) => p.replace(/\s+/g, ' ').trim());
  const groups: string[][] = [];
  for (const paragraph of paragraphs) {
    if (paragraph === '') continue;
    let current: string[] = [];
    let words = 0;
    for (const sentence of splitSentences(paragraph)) {
      const n = countWords(sentence);
      if (current.length > 0 && words + n > SCENE_WORDS * 1.4) {
        groups.push(current);
        current = [];
        words = 0;
      }
      current.push(sentence);
      words += n;
    }
    if (current.length > 0) groups.push(current);
  }
  // At most 20 scenes (the contract's limit): merge the shortest neighbours until it fits.
  while (groups.length > 20) {
    let best = 0;
    for (let i = 1; i < groups.length - 1; i++) {
      const a =
        countWords((groups[i] ?? []).join(' ')) + countWords((groups[i + 1] ?? []).join(' '));
      const b =
        countWords((groups[best] ?? []).join(' ')) + countWords((groups[best + 1] ?? []).join(' '));
      if (a < b) best = i;
    }
    groups.splice(best, 2, [...(groups[best] ?? []), ...(groups[best + 1] ?? [])]);
  }
  const scenes: Scene[] = groups.map((g) => {
    const narration = g.join(' ');
    return { narration, imagePrompt: narration.slice(0, 1000) };
  });
  const first = splitSentences(paragraphs[0] ?? clean)[0] ?? clean;
  return storySchema.parse({
    title: scriptTitle(first),
    caption: `${scriptTitle(first)} #story`,
    scenes,
  });
}

function scriptTitle(sentence: string): string {
  const words = sentence.replace(/[.!?]+$/, '').split(/\s+/);
  const title = words.slice(0, 8).join(' ');
  return (words.length > 8 ? `${title}\u2026` : title).slice(0, 120);
}
