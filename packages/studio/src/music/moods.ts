/** What a story feels like; picks the background track when music is 'auto'. */
export const MUSIC_MOODS = ['uplifting', 'mysterious', 'epic', 'playful', 'calm'] as const;
export type MusicMood = (typeof MUSIC_MOODS)[number];
