import type { MusicMood } from '../../music/moods.js';

/** A scene as written: narration and the picture it asks for. */
export type Line = readonly [narration: string, imagePrompt: string];

/** A middle scene; `more` is spliced in after it when the video is long. */
export interface Beat {
  line: Line;
  more?: Line;
}

/**
 * One hand-written story of the built-in writer: alternative titles, hooks and closes give
 * variety between runs; the beats carry the turn. Short = hook + beats + close (about 95-140
 * words); long adds every beat's `more` (about 160-215 words).
 */
export interface StoryPlan {
  titles: readonly string[];
  hooks: readonly Line[];
  beats: readonly Beat[];
  closes: readonly Line[];
}

export interface TopicPack {
  mood: MusicMood;
  hashtags: readonly string[];
  stories: readonly StoryPlan[];
}

/** A hand-written story of a language's smaller library, with the preset topics it tells. */
export interface LocalStory extends StoryPlan {
  /** Library keys of the preset topics (topicKey) this story answers. */
  topics: readonly string[];
  hashtags: readonly string[];
}

/**
 * A custom-prompt arc in another language: the narrations only, in the same order and shape as
 * the English arc, whose image prompts it reuses (pictures are described in English).
 */
export interface ArcNarration {
  titles: readonly string[];
  hooks: readonly string[];
  beats: readonly { line: string; more?: string }[];
  closes: readonly string[];
}

/** The built-in writer's library for one language other than English. */
export interface LanguageLibrary {
  stories: readonly LocalStory[];
  arcs: Record<'story' | 'explainer' | 'guide' | 'whatIf', ArcNarration>;
  /**
   * What a preset topic without its own story is about, as an arc's `{S}` (for
   * what-if-scenarios a clause: the arc asks "what if {S}?").
   */
  topicSubjects: Record<string, string>;
  /** Prompt words that pick an arc, as the English patterns do. */
  arcPatterns: { whatIf: RegExp; guide: RegExp; story: RegExp; explainer: RegExp };
  /** The asking part of a prompt ("Cuéntame una historia sobre ..."), stripped from the subject. */
  leading: readonly RegExp[];
  /** The what-if question's own words, stripped from a what-if prompt's subject. */
  whatIfLead: RegExp;
  /** Fixes applied to a prompt's subject, e.g. German "einen Hund" (after "über") -> "ein Hund". */
  subjectRewrites?: readonly (readonly [RegExp, string])[];
  /** The subject of a prompt with nothing left after the stripping. */
  fallbackSubject: string;
  /** Short words never made into hashtags. */
  stopWords: readonly string[];
  /** Tags every caption in the language gets. */
  tags: readonly string[];
}
