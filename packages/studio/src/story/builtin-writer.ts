import { DURATION_DETAILS, storySchema } from '@reelsmith/contract';
import type { Duration, Language, Scene, Story } from '@reelsmith/contract';
import { createRandom } from '../random.js';
import type { Random } from '../random.js';
import { CUSTOM_ARCS } from './library/custom-arcs.js';
import type { CustomArc } from './library/custom-arcs.js';
import { LANGUAGE_LIBRARIES } from './library/languages.js';
import type { ArcNarration, LanguageLibrary, Line, StoryPlan } from './library/types.js';
import type { StoryRequest, StoryWriter, WriteOptions } from './story-writer.js';
import { promptParts, promptStoryPlan } from './prompt-story.js';
import { localPromptParts, localPromptStoryPlan } from './prompt-story-local.js';
import { deriveStyleGuide } from './style-guide.js';
import { topicKey, topicPack } from './topics.js';
import { countWords } from './words.js';

/**
 * The default, offline writer: hand-written stories per preset topic, and topic-neutral arcs
 * around the subject of a custom prompt. Seeded choices of story, title, hook and close vary
 * the result between runs; the same seed gives the same story.
 */
export function createBuiltinWriter(): StoryWriter {
  return {
    description: 'built-in offline writer',
    write: async (request: StoryRequest, options: WriteOptions = {}) => {
      options.signal?.throwIfAborted();
      return writeBuiltinStory(request, options.seed ?? Date.now());
    },
  };
}

export function writeBuiltinStory(request: StoryRequest, seed: number): Story {
  const language = request.language ?? 'en';
  if (language !== 'en') return writeLocalStory(language, request, seed);
  const prompt = request.customPrompt?.trim();
  const random = createRandom(seed).fork(prompt ?? request.topic ?? '');
  if (prompt === undefined || prompt === '') {
    const pack = request.topic === undefined ? undefined : topicPack(request.topic);
    if (pack !== undefined) {
      const plan = random.pick(pack.stories);
      return assemble(plan, request.duration, random, pack.hashtags, (s) => s);
    }
  }
  const text = prompt !== undefined && prompt !== '' ? prompt : (request.topic ?? 'a story');
  const arcName = arcFor(text);
  // The what-if arc asks the question itself ("What if {S}?"), so the subject drops it.
  const subject =
    arcName === 'whatIf'
      ? promptSubject(text.replace(/^.*?\bwhat (if|would happen if)\s+/i, '')).replace(/\?$/, '')
      : promptSubject(text);
  const title = titleCase(shorten(subject, 60));
  if (arcName === 'story') {
    // The prompt's own person, event and place, scene by scene (prompt-story.ts).
    const plan = promptStoryPlan(promptParts(subject), title);
    return assemble(plan, request.duration, random, hashtagsFor(subject), (s) => s);
  }
  const arc = CUSTOM_ARCS[arcName];
  const fill = (s: string): string => s.replaceAll('{S}', subject).replaceAll('{T}', title);
  return assemble(arc, request.duration, random, hashtagsFor(subject), fill);
}

function assemble(
  plan: StoryPlan,
  duration: Duration,
  random: Random,
  hashtags: readonly string[],
  fill: (s: string) => string,
): Story {
  const { minWords, maxWords } = DURATION_DETAILS[duration];
  const toScene = (line: Line): Scene => ({
    narration: fill(line[0]),
    imagePrompt: fill(line[1]),
  });
  const hook = toScene(random.pick(plan.hooks));
  const close = toScene(random.pick(plan.closes));
  // Which beats get their longer continuation: all of them for long videos, none for short;
  // then adjust one by one until the word count sits inside the duration's range.
  const useMore = plan.beats.map(() => duration === 'long');
  const included = plan.beats.map(() => true);
  const build = (): Scene[] => [
    hook,
    ...plan.beats.flatMap((beat, i) => {
      if (included[i] !== true) return [];
      const scenes = [toScene(beat.line)];
      if (useMore[i] === true && beat.more !== undefined) scenes.push(toScene(beat.more));
      return scenes;
    }),
    close,
  ];
  const count = (scenes: Scene[]): number =>
    scenes.reduce((n, s) => n + countWords(s.narration), 0);
  // Aim a little inside the range so that the voice fit has room either way.
  const low = minWords + 8;
  const high = maxWords - 8;
  let scenes = build();
  for (let guard = 0; guard < 20 && count(scenes) < low; guard++) {
    const i = plan.beats.findIndex((b, j) => b.more !== undefined && useMore[j] !== true);
    if (i < 0) break;
    useMore[i] = true;
    scenes = build();
  }
  for (let guard = 0; guard < 20 && count(scenes) > high; guard++) {
    const i = useMore.lastIndexOf(true);
    if (i >= 0) useMore[i] = false;
    else {
      const j = included.lastIndexOf(true);
      if (j <= 1) break;
      included[j] = false;
    }
    scenes = build();
  }
  const title = fill(random.pick(plan.titles));
  const story: Story = {
    title: shorten(title, 100),
    // A tag once, whatever the topic's own tags already hold.
    caption: `${hook.narration} ${[...new Set([...hashtags, '#shorts', '#storytime'])].join(' ')}`,
    scenes,
    styleGuide: deriveStyleGuide(scenes),
  };
  return storySchema.parse(story);
}

const LEADING_INSTRUCTIONS = [
  /^(please\s+)?(can you\s+|could you\s+)?(write|make|create|generate|produce|give me|tell me|tell|show me|narrate|explain)\s+/i,
  /^(me\s+)?(a|an|the)?\s*(short\s+|quick\s+|viral\s+|fun\s+)?(story|video|script|tale|reel|short|explainer|piece)\s+(about|of|on|where|in which|explaining)\s+/i,
  /^(a\s+)?(story|video)\s*:\s*/i,
  /^about\s+/i,
];

/** The subject of a free-text prompt: instructions stripped, first clause, no end punctuation. */
export function promptSubject(prompt: string): string {
  let s = prompt.replace(/\s+/g, ' ').trim();
  for (const pattern of LEADING_INSTRUCTIONS) s = s.replace(pattern, '');
  s = s.replace(/^the story of\s+/i, '');
  s = shorten(s.split(/(?<=[.!?;])\s/)[0] ?? s, 140).replace(/[\s.!?;:,]+$/, '');
  if (s === '') return 'a story worth telling';
  // Lower-case the first letter unless it looks like a name or an acronym ("NASA", "Rome").
  const first = s.split(' ')[0] ?? '';
  const isName = /^[A-Z][a-z]+$/.test(first) && !COMMON_STARTS.has(first.toLowerCase());
  return isName || /^[A-Z]{2,}/.test(first) ? s : s.charAt(0).toLowerCase() + s.slice(1);
}

const COMMON_STARTS = new Set(
  'a an the how why what when where who my our your his her their this that these those one two three some every if'.split(
    ' ',
  ),
);

function arcFor(prompt: string): CustomArc {
  const p = prompt.toLowerCase();
  if (/\bwhat (if|would happen if)\b/.test(p)) return 'whatIf';
  if (/\bhow to\b|\bhow (do|can|should) (i|you|we)\b|\btips?\b|\bguide\b|\bsteps?\b/.test(p)) {
    return 'guide';
  }
  if (/\b(story|tale|journey|adventure|legend|life of|who|once)\b/.test(p)) return 'story';
  if (/\b(fact|facts|why|science|history|explain|explore|secret|truth|insight)\b/.test(p)) {
    return 'explainer';
  }
  return 'story';
}

function hashtagsFor(subject: string): string[] {
  const stop = new Set([
    ...COMMON_STARTS,
    'about',
    'with',
    'from',
    'into',
    'that',
    'which',
    'would',
  ]);
  const picked = subject
    .toLowerCase()
    .replace(/[^a-z0-9\s]/g, ' ')
    .split(/\s+/)
    .filter((w) => w.length > 3 && !stop.has(w))
    .sort((a, b) => b.length - a.length)
    .slice(0, 2);
  return [...new Set(picked)].map((w) => `#${w}`);
}

function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return (space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:]+$/, '');
}

function titleCase(text: string): string {
  const small = new Set(['a', 'an', 'the', 'of', 'and', 'or', 'in', 'on', 'to', 'for', 'at', 'by']);
  return text
    .split(' ')
    .map((w, i) =>
      i > 0 && small.has(w.toLowerCase()) ? w : w.charAt(0).toUpperCase() + w.slice(1),
    )
    .join(' ');
}

/** The arc of a preset topic that a language's library has no story for. */
const TOPIC_ARCS: Record<string, CustomArc> = {
  'how-to-guides': 'guide',
  'life-hacks': 'guide',
  'what-if-scenarios': 'whatIf',
  'science-exploration': 'explainer',
  'fun-facts': 'explainer',
  'tech-futurism': 'explainer',
  'health-wellness': 'explainer',
  'pop-culture': 'explainer',
  'comedy-entertainment': 'explainer',
};

/**
 * The built-in writer in another language: its smaller library's stories for the preset topics
 * they tell, and the same arcs as English around any other topic or prompt (docs/decisions/
 * 0044-languages.md).
 */
function writeLocalStory(
  language: Exclude<Language, 'en'>,
  request: StoryRequest,
  seed: number,
): Story {
  const library = LANGUAGE_LIBRARIES[language];
  const prompt = request.customPrompt?.trim();
  const random = createRandom(seed).fork(prompt ?? request.topic ?? '');
  let arcName: CustomArc = 'story';
  let subject = library.fallbackSubject;
  if (prompt === undefined || prompt === '') {
    const key = request.topic === undefined ? undefined : topicKey(request.topic);
    if (key !== undefined) {
      const stories = library.stories.filter((s) => s.topics.includes(key));
      if (stories.length > 0) {
        const plan = random.pick(stories);
        return assemble(
          plan,
          request.duration,
          random,
          [...plan.hashtags, ...library.tags],
          (s) => s,
        );
      }
      arcName = TOPIC_ARCS[key] ?? 'story';
      subject = library.topicSubjects[key] ?? subject;
    }
  } else {
    const p = prompt.toLowerCase();
    const patterns = library.arcPatterns;
    arcName = patterns.whatIf.test(p)
      ? 'whatIf'
      : patterns.guide.test(p)
        ? 'guide'
        : !patterns.story.test(p) && patterns.explainer.test(p)
          ? 'explainer'
          : 'story';
    subject = localSubject(
      arcName === 'whatIf' ? prompt.replace(library.whatIfLead, '') : prompt,
      library,
    );
    if (arcName === 'whatIf') subject = subject.replace(/\?$/, '');
    if (arcName === 'story') {
      // The prompt's own person, event and place, scene by scene (prompt-story-local.ts).
      const parts = localPromptParts(subject, language, library.stopWords);
      const plan = localPromptStoryPlan(parts, shorten(subject, 60), language);
      const tags = [...localHashtags(subject, library), ...library.tags];
      return assemble(plan, request.duration, random, tags, (s) => s);
    }
  }
  const arc = localArc(CUSTOM_ARCS[arcName], library.arcs[arcName]);
  const title = shorten(subject, 60);
  const fill = (s: string): string =>
    s.replaceAll('{S}', subject).replaceAll('{T}', title.charAt(0).toUpperCase() + title.slice(1));
  return assemble(
    arc,
    request.duration,
    random,
    [...localHashtags(subject, library), ...library.tags],
    fill,
  );
}

/** A language's arc: its narrations with the English arc's image prompts, scene by scene. */
export function localArc(english: StoryPlan, local: ArcNarration): StoryPlan {
  const line = (narration: string, picture: Line | undefined): Line => [
    narration,
    picture?.[1] ?? '{S}',
  ];
  return {
    titles: local.titles,
    hooks: local.hooks.map((n, i) => line(n, english.hooks[i])),
    beats: local.beats.map((beat, i) => {
      const pictures = english.beats[i];
      return {
        line: line(beat.line, pictures?.line),
        ...(beat.more === undefined ? {} : { more: line(beat.more, pictures?.more) }),
      };
    }),
    closes: local.closes.map((n, i) => line(n, english.closes[i])),
  };
}

/** The subject of a prompt in another language, as promptSubject does for English. */
function localSubject(prompt: string, library: LanguageLibrary): string {
  let s = prompt
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[¿¡«„"]+/u, '');
  for (const pattern of library.leading) s = s.replace(pattern, '');
  s = shorten(s.split(/(?<=[.!?;])\s/)[0] ?? s, 140).replace(/[\s.!?;:,»"“]+$/u, '');
  if (s === '') return library.fallbackSubject;
  for (const [pattern, replacement] of library.subjectRewrites ?? []) {
    s = s.replace(pattern, replacement);
  }
  // An article or pronoun is lower-cased; names (and German nouns) keep their capital.
  const first = (s.split(' ')[0] ?? '').toLowerCase();
  return library.stopWords.includes(first) ? s.charAt(0).toLowerCase() + s.slice(1) : s;
}

function localHashtags(subject: string, library: LanguageLibrary): string[] {
  const picked = subject
    .toLowerCase()
    // Tags without accents travel better between keyboards ("#canción" -> "#cancion").
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9\s]/g, ' ')
    .split(/\s+/)
    .filter((w) => w.length > 3 && !library.stopWords.includes(w))
    .sort((a, b) => b.length - a.length)
    .slice(0, 2);
  return [...new Set(picked)].map((w) => `#${w}`);
}
