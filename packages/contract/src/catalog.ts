/**
 * The product's catalogue: voices, art styles, topics, durations and formats
 * (docs/product/limits.md).
 * Values are what the API carries; labels are what people see.
 */

export const VOICES = ['alloy', 'echo', 'fable', 'onyx', 'nova'] as const;
export type Voice = (typeof VOICES)[number];

export const VOICE_DETAILS: Record<Voice, { label: string; description: string }> = {
  alloy: { label: 'Alloy', description: 'Balanced and clear' },
  echo: { label: 'Echo', description: 'Warm and steady' },
  fable: { label: 'Fable', description: 'Expressive storyteller' },
  onyx: { label: 'Onyx', description: 'Deep and authoritative' },
  nova: { label: 'Nova', description: 'Bright and energetic' },
};

/**
 * Languages of the script, the narration and the captions (docs/product/limits.md); the
 * labels are each language's own name. English when a request does not say.
 */
export const LANGUAGES = ['en', 'es', 'fr', 'de', 'pt'] as const;
export type Language = (typeof LANGUAGES)[number];

export const LANGUAGE_LABELS: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  pt: 'Português',
};

export const DEFAULT_LANGUAGE: Language = 'en';

export const ART_STYLES = [
  'steampunk',
  'lichtenstein',
  'portrait',
  'noir',
  'infrared',
  'analog',
  'timelapse',
  'concept',
  'post-apocalyptic',
  'wildlife',
  'classic-animation',
  'tim-burton',
  '80s-cartoon',
  'sketch',
  'vintage',
  'double-exposure',
  'fairytale',
  'cinematic',
  'minimalist',
  'titan-anime',
] as const;
export type ArtStyle = (typeof ART_STYLES)[number];

export const ART_STYLE_LABELS: Record<ArtStyle, string> = {
  steampunk: 'Steampunk',
  lichtenstein: 'Lichtenstein Pop Art',
  portrait: 'Portrait',
  noir: 'Film Noir',
  infrared: 'Infrared',
  analog: 'Analog Film',
  timelapse: 'Timelapse',
  concept: 'Concept Art',
  'post-apocalyptic': 'Post-Apocalyptic',
  wildlife: 'Wildlife',
  'classic-animation': 'Classic Animation',
  'tim-burton': 'Gothic Whimsy',
  '80s-cartoon': '80s Cartoon',
  sketch: 'Pencil Sketch',
  vintage: 'Vintage',
  'double-exposure': 'Double Exposure',
  fairytale: 'Fairytale',
  cinematic: 'Cinematic',
  minimalist: 'Minimalist',
  'titan-anime': 'Titan Anime',
};

/**
 * The create form starts with no art style chosen; 'default' is that placeholder
 * (docs/product/limits.md#create-form-defaults).
 */
export const DEFAULT_ART_STYLE = 'default';

export const ASPECT_RATIOS = ['9:16', '16:9', '1:1'] as const;
export type AspectRatio = (typeof ASPECT_RATIOS)[number];

export const ASPECT_RATIO_DETAILS: Record<
  AspectRatio,
  { label: string; width: number; height: number }
> = {
  '9:16': { label: 'Vertical (9:16)', width: 1080, height: 1920 },
  '16:9': { label: 'Horizontal (16:9)', width: 1920, height: 1080 },
  '1:1': { label: 'Square (1:1)', width: 1080, height: 1080 },
};

export const DURATIONS = ['short', 'long'] as const;
export type Duration = (typeof DURATIONS)[number];

/**
 * Seconds of finished video, and words of narration that fill them
 * (docs/product/limits.md#durations).
 */
export const DURATION_DETAILS: Record<
  Duration,
  { label: string; minSeconds: number; maxSeconds: number; minWords: number; maxWords: number }
> = {
  short: {
    label: 'Short (30-60 seconds)',
    minSeconds: 30,
    maxSeconds: 60,
    minWords: 75,
    maxWords: 150,
  },
  long: {
    label: 'Long (60-90 seconds)',
    minSeconds: 60,
    maxSeconds: 90,
    minWords: 150,
    maxWords: 225,
  },
};

export const DEFAULT_VIDEO_SETTINGS = {
  voice: 'alloy' as Voice,
  artStyle: DEFAULT_ART_STYLE,
  aspectRatio: '9:16' as AspectRatio,
  duration: 'short' as Duration,
};

export interface Topic {
  /** What the API carries as `topic`. Preset topics are slugs; the others are sentence prompts. */
  value: string;
  label: string;
}

export const CUSTOM_PROMPT_TOPIC = 'custom-prompt';

export const PRESET_TOPICS: readonly Topic[] = [
  { value: 'inspirational-stories', label: 'Inspirational Stories' },
  { value: 'myths-mythology', label: 'Myths & Mythology' },
  { value: 'science-exploration', label: 'Science & Exploration' },
  { value: 'pop-culture', label: 'Pop Culture' },
  { value: 'comedy-entertainment', label: 'Comedy & Entertainment' },
  { value: 'what-if-scenarios', label: 'What If Scenarios' },
  { value: 'how-to-guides', label: 'How-To Guides' },
  { value: 'war-stories', label: 'War Stories' },
  {
    value: 'Tell the story of an unsolved mystery that still puzzles investigators today',
    label: 'Unsolved Mysteries',
  },
  {
    value: 'Tell the story of a historical moment that changed the course of history',
    label: 'Historical Moments',
  },
  {
    value: 'Share surprising fun facts that most people have never heard before',
    label: 'Fun Facts',
  },
  {
    value: 'Explore a technology that could shape the future of how we live',
    label: 'Tech & Futurism',
  },
  {
    value: 'Share clever life hacks that make everyday life easier',
    label: 'Life Hacks',
  },
  {
    value: 'Tell the story of a famous figure and the moment that defined them',
    label: 'Famous Figures',
  },
  {
    value: 'Share a health and wellness insight backed by science',
    label: 'Health & Wellness',
  },
  {
    value: 'Tell a true adventure story of survival against the odds',
    label: 'True Adventures',
  },
];

export const TOPIC_VALUES: readonly string[] = PRESET_TOPICS.map((t) => t.value);
