import {
  ART_STYLE_LABELS,
  ART_STYLES,
  ASPECT_RATIO_DETAILS,
  ASPECT_RATIOS,
  CAPTION_STYLE_DETAILS,
  CAPTION_STYLES,
  DURATION_DETAILS,
  DURATIONS,
  LANGUAGE_LABELS,
  LANGUAGES,
  VOICE_DETAILS,
  VOICES,
  type ArtStyle,
  type AspectRatio,
  type CaptionStyle,
  type Duration,
  type Language,
  type Voice,
} from '@reelsmith/contract';

/**
 * The video settings as select fields, from the contract's constants: each one's label, its
 * options and how an option reads. Shared code: the create form, the custom tool, the settings
 * and the editor all list them (docs/decisions/0023-web-boundaries.md); spread one into
 * `SelectField` and add the id, the value and the change.
 */
export const voiceOptionLabel = (voice: Voice) =>
  `${VOICE_DETAILS[voice].label}: ${VOICE_DETAILS[voice].description}`;
export const artStyleLabel = (style: ArtStyle) => ART_STYLE_LABELS[style];
export const aspectRatioLabel = (ratio: AspectRatio) => ASPECT_RATIO_DETAILS[ratio].label;
export const durationLabel = (duration: Duration) => DURATION_DETAILS[duration].label;
export const languageLabel = (language: Language) => LANGUAGE_LABELS[language];
export const captionStyleLabel = (style: CaptionStyle) => CAPTION_STYLE_DETAILS[style].label;

export const voiceField = {
  label: 'Narration voice',
  options: VOICES,
  optionLabel: voiceOptionLabel,
};
export const artStyleField = {
  label: 'Art style',
  options: ART_STYLES,
  optionLabel: artStyleLabel,
};
export const aspectRatioField = {
  label: 'Video format',
  options: ASPECT_RATIOS,
  optionLabel: aspectRatioLabel,
};
export const durationField = {
  label: 'Video length',
  options: DURATIONS,
  optionLabel: durationLabel,
};
export const languageField = { label: 'Language', options: LANGUAGES, optionLabel: languageLabel };
export const captionStyleField = {
  label: 'Caption style',
  options: CAPTION_STYLES,
  optionLabel: captionStyleLabel,
};
