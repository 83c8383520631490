import type { CaptionStyle } from '@reelsmith/contract';

/** The caption styles as people see them (docs/product/generations.md#captions). */
export const CAPTION_STYLE_LABELS: Record<CaptionStyle, string> = {
  karaoke: 'Karaoke highlight',
  word: 'One word at a time',
  boxed: 'Boxed highlight',
  outline: 'Bold outline',
  clean: 'Clean subtitle',
};

/** The background music choices: the bundled tracks (docs/product/generations.md#music). */
export const MUSIC_LABELS: Record<string, string> = {
  auto: "Chosen for the story's mood",
  daybreak: 'Daybreak (uplifting)',
  'hollow-moon': 'Hollow Moon (mysterious)',
  'iron-horizon': 'Iron Horizon (epic)',
  'paper-kites': 'Paper Kites (playful)',
  'still-water': 'Still Water (calm)',
  none: 'No music',
};
