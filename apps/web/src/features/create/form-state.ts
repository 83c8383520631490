import {
  ART_STYLES,
  ASPECT_RATIOS,
  CUSTOM_PROMPT_MAX_LENGTH,
  CUSTOM_PROMPT_TOPIC,
  DEFAULT_ART_STYLE,
  DEFAULT_LANGUAGE,
  DEFAULT_VIDEO_SETTINGS,
  DURATIONS,
  LANGUAGES,
  TOPIC_VALUES,
  VOICES,
  type ArtStyle,
  type AspectRatio,
  type Duration,
  type GenerateStoryRequest,
  type Language,
  type Voice,
} from '@reelsmith/contract';
import { session, STORAGE_KEYS } from '../../lib/storage';

/**
 * The create form's state (docs/product/screens-and-routes.md#create-form-state): the video
 * settings, and the flags saying which steps are revealed. Kept in session storage under
 * `createFormState`.
 */
export interface CreateFormState {
  /** '' until a topic is chosen; a preset topic's value, or 'custom-prompt'. */
  videoTopic: string;
  customPrompt: string;
  voice: Voice;
  /** 'default' until an art style is chosen (docs/product/limits.md#create-form-defaults). */
  artStyle: ArtStyle | typeof DEFAULT_ART_STYLE;
  aspectRatio: AspectRatio;
  duration: Duration;
  /** Script, narration and captions; the saved default ('en' unless the person chose one). */
  language: Language;
  /** Step 2 (voice) and step 3 (art style). */
  showVoiceAndStyle: boolean;
  /** Video length, step 4 (format) and the Create Video button. */
  showLengthAndFormat: boolean;
}

export const INITIAL_FORM_STATE: CreateFormState = {
  videoTopic: '',
  customPrompt: '',
  ...DEFAULT_VIDEO_SETTINGS,
  artStyle: DEFAULT_ART_STYLE,
  language: DEFAULT_LANGUAGE,
  showVoiceAndStyle: false,
  showLengthAndFormat: false,
};

/**
 * The step reveal (docs/product/screens-and-routes.md#step-reveal): a topic reveals the voice
 * and art-style steps, a custom prompt only once it is not blank; an art style reveals the
 * length and format steps and the button.
 */
export function withStepsRevealed(
  state: Omit<CreateFormState, 'showVoiceAndStyle' | 'showLengthAndFormat'>,
): CreateFormState {
  const showVoiceAndStyle =
    state.videoTopic !== '' &&
    (state.videoTopic !== CUSTOM_PROMPT_TOPIC || state.customPrompt.trim() !== '');
  return {
    ...state,
    showVoiceAndStyle,
    showLengthAndFormat: showVoiceAndStyle && state.artStyle !== DEFAULT_ART_STYLE,
  };
}

const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

/**
 * The person's saved defaults (GET /user/settings, docs/product/api.md#user-settings) that a
 * new form starts from; `artStyle` null means no style chosen yet.
 */
export interface CreateFormDefaults {
  voice: Voice;
  artStyle: ArtStyle | null;
  aspectRatio: AspectRatio;
  duration: Duration;
  language: Language;
}

/** A new form: the spec's defaults, or the person's own when they have saved some. */
export function initialFormState(defaults?: CreateFormDefaults): CreateFormState {
  if (defaults === undefined) return INITIAL_FORM_STATE;
  return withStepsRevealed({
    ...INITIAL_FORM_STATE,
    voice: defaults.voice,
    artStyle: defaults.artStyle ?? DEFAULT_ART_STYLE,
    aspectRatio: defaults.aspectRatio,
    duration: defaults.duration,
    language: defaults.language,
  });
}

/**
 * The saved form, or a new one from the defaults; whatever storage holds is checked field by
 * field.
 */
export function loadCreateForm(defaults?: CreateFormDefaults): CreateFormState {
  const initial = initialFormState(defaults);
  const raw = session.get(STORAGE_KEYS.createForm) ?? session.get(STORAGE_KEYS.createFormKept);
  if (raw === null) return initial;
  let saved: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return initial;
    saved = parsed as Record<string, unknown>;
  } catch {
    return initial;
  }
  const topic = saved.videoTopic;
  return withStepsRevealed({
    videoTopic:
      typeof topic === 'string' && (topic === CUSTOM_PROMPT_TOPIC || TOPIC_VALUES.includes(topic))
        ? topic
        : '',
    customPrompt:
      // Kept whole, even over the limit: the form refuses it with the counter, never cuts it.
      typeof saved.customPrompt === 'string' ? saved.customPrompt : '',
    voice: oneOf(VOICES, saved.voice, initial.voice),
    artStyle: oneOf([...ART_STYLES, DEFAULT_ART_STYLE], saved.artStyle, initial.artStyle),
    aspectRatio: oneOf(ASPECT_RATIOS, saved.aspectRatio, initial.aspectRatio),
    duration: oneOf(DURATIONS, saved.duration, initial.duration),
    language: oneOf(LANGUAGES, saved.language, initial.language),
  });
}

export function saveCreateForm(state: CreateFormState): void {
  session.set(STORAGE_KEYS.createForm, JSON.stringify(state));
}

/**
 * The generate-story payload (docs/product/api.md#generate-story): the topic, or the trimmed
 * custom prompt and no topic; the voice in lower case. Null while the form is not complete.
 */
export function toGenerateStoryRequest(state: CreateFormState): GenerateStoryRequest | null {
  if (!state.showLengthAndFormat || state.artStyle === DEFAULT_ART_STYLE) return null;
  if (
    state.videoTopic === CUSTOM_PROMPT_TOPIC &&
    state.customPrompt.length > CUSTOM_PROMPT_MAX_LENGTH
  ) {
    return null;
  }
  const settings = {
    artStyle: state.artStyle,
    aspectRatio: state.aspectRatio,
    duration: state.duration,
    voice: state.voice.toLowerCase() as Voice,
    // English is the default when absent: the spec's payload stays exactly as it was.
    ...(state.language === DEFAULT_LANGUAGE ? {} : { language: state.language }),
  };
  return state.videoTopic === CUSTOM_PROMPT_TOPIC
    ? { customPrompt: state.customPrompt.trim(), ...settings }
    : { topic: state.videoTopic, ...settings };
}

/** A custom prompt over the limit, refused (never cut): how much is over, and what to do. */
export const promptTooLong = (over: number) =>
  `The prompt must be at most ${CUSTOM_PROMPT_MAX_LENGTH} characters: it is ${over.toLocaleString('en-US')} over. Shorten it to create the video.`;
