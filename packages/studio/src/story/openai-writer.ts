import {
  ART_STYLE_LABELS,
  DURATION_DETAILS,
  PRESET_TOPICS,
  storySchema,
} from '@reelsmith/contract';
import type { Language, Story } from '@reelsmith/contract';
import { z } from 'zod';
import { ProviderError, callOpenAi, endpointHost, openAiClient } from '../openai/client.js';
import type { OpenAiEndpoint } from '../openai/client.js';
import type { StoryRequest, StoryWriter, WriteOptions } from './story-writer.js';
import { styleGuideOf } from './style-guide.js';
import { topicKey } from './topics.js';
import { storyWordCount } from './words.js';

export interface OpenAiWriterConfig extends OpenAiEndpoint {
  model: string;
  /** Re-asks after malformed or out-of-range output; default 3 attempts in all. */
  maxAttempts?: number;
}

/** Per-topic direction for short-form retention; the shared rules are in SYSTEM_PROMPT. */
const TOPIC_DIRECTION: Record<string, string> = {
  'inspirational-stories':
    'A true story of someone who overcame long odds. Open on the lowest point or the boldest claim; the turn is the decision that changed everything; close on the lesson in one line.',
  'myths-mythology':
    'Retell one myth or legend faithfully (name the culture). Open with the most startling image; the turn is the broken rule or twist of fate; close with what the myth still teaches.',
  'science-exploration':
    'One real discovery or expedition with concrete numbers. Open with a fact that sounds impossible; the turn is the moment it nearly failed or surprised everyone; close with wonder.',
  'pop-culture':
    'A surprising behind-the-scenes story about a film, game, song, toy or meme. Open with the twist; the turn is how it happened; close with a question to the viewer.',
  'comedy-entertainment':
    'A funny true story or a light comic tale with a punchline. Open with the absurd premise; escalate; the turn is the punchline; close with a wink.',
  'what-if-scenarios':
    'A plausible thought experiment grounded in real science. Open with the question; walk through the first day, the first year, the long run; the turn is the consequence nobody expects.',
  'how-to-guides':
    'A practical guide in 4-6 numbered steps a viewer can try today. Open with the problem or the payoff; each scene one step; close with a call to save the video.',
  'war-stories':
    'A true, respectful story from a war (name the war, place and year). Open in the moment of danger; the turn is the act of courage or ingenuity; close on its human meaning.',
  'unsolved-mysteries':
    'A real unsolved mystery. Open with the strangest detail; lay out the facts; the turn is the clue that deepens it; close by inviting the viewer to guess.',
  'historical-moments':
    'A real turning point in history with date and place. Open seconds before it happened; the turn is the decision or accident that changed the outcome; close with its consequence.',
  'fun-facts':
    'Four or five surprising, true facts on a theme, numbered. Open with the most shareable one teased; one fact per scene; close asking which one surprised them most.',
  'tech-futurism':
    'One real emerging technology. Open with what it already does today; the turn is the hard problem or risk; close with how life could change.',
  'life-hacks':
    'Four or five tested everyday hacks, numbered, each with why it works. Open with the best payoff; close with a call to save the video.',
  'famous-figures':
    'One real famous person and the single moment that defined them. Open in that moment; flash back briefly; the turn is their choice; close with their legacy.',
  'health-wellness':
    'One health insight backed by research, without medical claims beyond the evidence. Open with the surprising benefit; explain the mechanism simply; close with one action for today.',
  'true-adventures':
    'A true survival or adventure story. Open at the moment of greatest danger; the turn is the decision that saved them; close on what got them through.',
};

const SYSTEM_PROMPT = `You write narration scripts for faceless, story-driven short videos (TikTok, Reels, Shorts).
Rules:
- The first line is a hook that stops the scroll: a bold claim, a startling image or a question. No greetings.
- Build to a turn (a twist, a reversal or a reveal) around two thirds of the way in, then close with a satisfying line (a lesson, a punchline or a question to the viewer).
- Short spoken sentences, concrete details, names, numbers and places. Facts must be true.
- Each scene is 1-3 sentences of narration plus an image prompt: a vivid visual description of that scene (subject, setting, lighting, composition) with no text, letters or logos in the picture.
- A style guide (max 500 chars) fixes the look every picture shares: each recurring character's appearance (age, build, hair, clothes), the colour palette and the setting (place, era, light). It is added to every image prompt, so image prompts need not repeat it.
- Answer with JSON only, exactly: {"title": string (max 80 chars), "caption": string (1-2 sentences plus 3-5 hashtags), "styleGuide": string, "scenes": [{"narration": string, "imagePrompt": string}]}`;

/** Languages as the model is told them (English names: the instructions are English). */
const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  es: 'Spanish',
  fr: 'French',
  de: 'German',
  pt: 'Portuguese',
};

const replySchema = z.object({
  title: z.string(),
  caption: z.string(),
  // Optional: a model that leaves it out still gives a usable story.
  styleGuide: z.string().optional(),
  scenes: z.array(z.object({ narration: z.string(), imagePrompt: z.string() })),
});

export function buildStoryPrompt(request: StoryRequest): string {
  const { minWords, maxWords, minSeconds, maxSeconds } = DURATION_DETAILS[request.duration];
  const target = Math.round((minWords + maxWords) / 2);
  const key = request.topic === undefined ? undefined : topicKey(request.topic);
  const label = PRESET_TOPICS.find((t) => t.value === request.topic)?.label;
  const subject =
    request.customPrompt !== undefined && request.customPrompt.trim() !== ''
      ? `The viewer asked for: "${request.customPrompt.trim()}". Write exactly that, following the rules.`
      : `Topic: ${label ?? request.topic ?? 'a surprising true story'}. ${key === undefined ? '' : (TOPIC_DIRECTION[key] ?? '')}`;
  const style =
    request.artStyle !== undefined && request.artStyle in ART_STYLE_LABELS
      ? `The pictures will be drawn in the "${ART_STYLE_LABELS[request.artStyle]}" art style; describe scenes that suit it.`
      : '';
  const scenes = request.duration === 'short' ? '5 to 8' : '8 to 12';
  const language = request.language ?? 'en';
  // Image prompts stay English: image models follow English descriptions best.
  const languageLine =
    language === 'en'
      ? ''
      : `Write the title, the caption, its hashtags and every narration in ${LANGUAGE_NAMES[language]}, natural and idiomatic, with correct accents; the word counts are in ${LANGUAGE_NAMES[language]} words. Write the image prompts in English.`;
  return [
    subject,
    languageLine,
    `Length: the narration of all scenes together must be ${minWords}-${maxWords} words (aim for about ${target}); it is read aloud in ${minSeconds}-${maxSeconds} seconds.`,
    `Use ${scenes} scenes. The whole narration must stay under 1400 characters.`,
    style,
  ]
    .filter((s) => s !== '')
    .join('\n');
}

/** Parses and checks one model answer; returns the story or says what to fix. */
export function checkStoryReply(
  content: string,
  request: StoryRequest,
): { story: Story } | { problem: string } {
  const json = content
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/\s*```$/, '');
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return { problem: 'The answer was not valid JSON.' };
  }
  const shape = replySchema.safeParse(parsed);
  if (!shape.success) {
    return { problem: `The JSON did not match the format: ${shape.error.issues[0]?.message}.` };
  }
  const candidate = {
    title: shape.data.title.trim().slice(0, 120),
    caption: shape.data.caption.trim(),
    ...styleGuideOf(shape.data.styleGuide),
    scenes: shape.data.scenes.map((s) => ({
      narration: s.narration.trim(),
      imagePrompt: s.imagePrompt.trim().slice(0, 1000),
    })),
  };
  const story = storySchema.safeParse(candidate);
  if (!story.success) {
    return { problem: `The story is invalid: ${story.error.issues[0]?.message}.` };
  }
  const { minWords, maxWords } = DURATION_DETAILS[request.duration];
  const words = storyWordCount(story.data);
  if (words < minWords || words > maxWords) {
    return {
      problem: `The narration has ${words} words; it must have ${minWords}-${maxWords} words. ${
        words < minWords ? 'Add detail or a scene.' : 'Cut sentences.'
      }`,
    };
  }
  return { story: story.data };
}

/** Story writer on any OpenAI-compatible chat completions API, with JSON output. */
export function createOpenAiWriter(config: OpenAiWriterConfig): StoryWriter {
  const client = openAiClient(config);
  return {
    description: `OpenAI-compatible chat (${config.model} at ${endpointHost(config.baseUrl)})`,
    write: async (request: StoryRequest, options: WriteOptions = {}) => {
      const messages: { role: 'system' | 'user' | 'assistant'; content: string }[] = [
        { role: 'system', content: SYSTEM_PROMPT },
        { role: 'user', content: buildStoryPrompt(request) },
      ];
      const attempts = config.maxAttempts ?? 3;
      let problem = '';
      for (let attempt = 0; attempt < attempts; attempt++) {
        await config.beforeCall?.('script');
        const completion = await callOpenAi(
          'chat/completions',
          () =>
            client.chat.completions.create(
              {
                model: config.model,
                messages,
                response_format: { type: 'json_object' },
                temperature: 0.9,
                ...(options.seed === undefined ? {} : { seed: options.seed }),
              },
              { signal: options.signal },
            ),
          options.signal,
        );
        // A compatible server may answer an odd shape; treat it as an unusable answer.
        const content =
          (completion as Partial<typeof completion>).choices?.[0]?.message?.content ?? '';
        const result = checkStoryReply(content, request);
        if ('story' in result) return result.story;
        problem = result.problem;
        // Re-ask in the same conversation, saying exactly what was wrong.
        messages.push(
          { role: 'assistant', content: content.slice(0, 4000) },
          { role: 'user', content: `${problem} Answer again with the corrected JSON only.` },
        );
      }
      throw new ProviderError(`The story writer gave no usable story: ${problem}`);
    },
  };
}
