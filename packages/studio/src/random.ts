/**
 * A small seeded random source (mulberry32). Every "random" choice in the engine goes through
 * one of these so that the same inputs and seed give the same story, picture and video.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  /** A float in [min, max). */
  range(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** A new independent stream, so adding a draw in one place does not shift every other. */
  fork(label: string): Random;
}

export function hashString(text: string): number {
  // FNV-1a, 32 bit: cheap and stable across platforms.
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function createRandom(seed: number | string): Random {
  const start = typeof seed === 'number' ? seed >>> 0 : hashString(seed);
  let state = start;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const random: Random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    range: (min, max) => min + next() * (max - min),
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new RangeError('pick() from an empty list');
      return items[Math.floor(next() * items.length)] as T;
    },
    fork: (label) => createRandom(hashString(`${start}:${label}`)),
  };
  return random;
}
