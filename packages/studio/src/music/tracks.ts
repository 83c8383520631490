import type { MusicMood } from './moods.js';

/**
 * The bundled background tracks. They are synthesized by the engine itself (music/synth.ts),
 * so the project ships no third-party audio and no audio files at all.
 */
export interface MusicTrack {
  id: string;
  title: string;
  mood: MusicMood;
  bpm: number;
  /** Root of the key as a MIDI note number. */
  root: number;
  /** Chords as scale-degree offsets in semitones from the root, one per bar. */
  chords: readonly (readonly number[])[];
  /** Melody/arpeggio pattern: chord-tone indexes per eighth note, -1 for a rest. */
  pattern: readonly number[];
  voice: 'pluck' | 'bell' | 'soft';
  drums: boolean;
}

export const MUSIC_TRACKS: readonly MusicTrack[] = [
  {
    id: 'daybreak',
    title: 'Daybreak',
    mood: 'uplifting',
    bpm: 100,
    root: 60,
    chords: [
      [0, 4, 7],
      [7, 11, 14],
      [9, 12, 16],
      [5, 9, 12],
    ],
    pattern: [0, 1, 2, 1, 0, 2, 1, 2],
    voice: 'pluck',
    drums: true,
  },
  {
    id: 'hollow-moon',
    title: 'Hollow Moon',
    mood: 'mysterious',
    bpm: 72,
    root: 57,
    chords: [
      [0, 3, 7],
      [8, 12, 15],
      [3, 7, 10],
      [10, 14, 17],
    ],
    pattern: [0, -1, 2, -1, 1, -1, -1, 2],
    voice: 'bell',
    drums: false,
  },
  {
    id: 'iron-horizon',
    title: 'Iron Horizon',
    mood: 'epic',
    bpm: 88,
    root: 50,
    chords: [
      [0, 3, 7],
      [8, 12, 15],
      [10, 14, 17],
      [7, 10, 14],
    ],
    pattern: [0, 0, 2, 0, 1, 0, 2, 1],
    voice: 'pluck',
    drums: true,
  },
  {
    id: 'paper-kites',
    title: 'Paper Kites',
    mood: 'playful',
    bpm: 118,
    root: 65,
    chords: [
      [0, 4, 7],
      [5, 9, 12],
      [7, 11, 14],
      [0, 4, 7],
    ],
    pattern: [0, 2, 1, 2, 0, -1, 2, 1],
    voice: 'pluck',
    drums: true,
  },
  {
    id: 'still-water',
    title: 'Still Water',
    mood: 'calm',
    bpm: 64,
    root: 63,
    chords: [
      [0, 4, 7, 11],
      [5, 9, 12, 16],
      [9, 12, 16, 19],
      [7, 11, 14, 17],
    ],
    pattern: [0, -1, -1, 2, -1, -1, 1, -1],
    voice: 'soft',
    drums: false,
  },
];

export function trackById(id: string): MusicTrack | undefined {
  return MUSIC_TRACKS.find((t) => t.id === id);
}

export function trackForMood(mood: MusicMood): MusicTrack {
  return MUSIC_TRACKS.find((t) => t.mood === mood) ?? (MUSIC_TRACKS[0] as MusicTrack);
}
