import { CUSTOM_PROMPT_TOPIC, PRESET_TOPICS } from '@reelsmith/contract';
import type { MusicMood } from '../music/moods.js';
import { STORIES_A } from './library/stories-a.js';
import { STORIES_B } from './library/stories-b.js';
import type { TopicPack } from './library/types.js';

const PACKS: Record<string, TopicPack> = { ...STORIES_A, ...STORIES_B };

function slugify(label: string): string {
  return label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * The library key of a preset topic. Slug topics are their own key; sentence topics ("Tell the
 * story of an unsolved mystery ...") are keyed by the slug of their label.
 */
export function topicKey(topic: string): string | undefined {
  if (topic in PACKS) return topic;
  const preset = PRESET_TOPICS.find((t) => t.value === topic);
  if (preset === undefined || preset.value === CUSTOM_PROMPT_TOPIC) return undefined;
  const key = slugify(preset.label);
  return key in PACKS ? key : undefined;
}

export function topicPack(topic: string): TopicPack | undefined {
  const key = topicKey(topic);
  return key === undefined ? undefined : PACKS[key];
}

const MOOD_WORDS: Record<MusicMood, RegExp> = {
  mysterious:
    /\b(myst\w*|unsolved|ghost\w*|secret\w*|legend\w*|myth\w*|haunt\w*|strange|dark|curse\w*|vanish\w*|unknown)\b/i,
  epic: /\b(war|wars|battle\w*|army|armies|soldier\w*|empire\w*|revolution\w*|fight\w*|survival|survive\w*|storm\w*|history|historic\w*|future|space)\b/i,
  playful:
    /\b(fun|funny|comed\w*|joke\w*|cat|cats|dog|dogs|silly|laugh\w*|hack\w*|weird|pizza|party)\b/i,
  calm: /\b(sleep\w*|calm|relax\w*|health\w*|wellness|meditat\w*|nature|ocean|sea|breath\w*|mind\w*|peace\w*)\b/i,
  uplifting:
    /\b(inspir\w*|hope\w*|dream\w*|success\w*|overcome\w*|courage\w*|love|win|won|hero\w*|kind\w*)\b/i,
};

/** The mood of a story: its preset topic's, else guessed from the words (default uplifting). */
export function inferMood(text: string, topic?: string): MusicMood {
  if (topic !== undefined) {
    const pack = topicPack(topic);
    if (pack !== undefined) return pack.mood;
  }
  let best: MusicMood = 'uplifting';
  let bestScore = 0;
  for (const [mood, pattern] of Object.entries(MOOD_WORDS) as [MusicMood, RegExp][]) {
    const score = text.split(/\s+/).filter((w) => pattern.test(w)).length;
    if (score > bestScore) {
      best = mood;
      bestScore = score;
    }
  }
  return best;
}
