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
