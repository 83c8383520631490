import { describe, expect, it } from 'vitest';
import { BoundedMap, deepFreeze } from './bounded-map.js';

describe('BoundedMap', () => {
  it('keeps at most maxEntries: the oldest stored goes first, and storing again renews a key', () => {
    const map = new BoundedMap<string, number>(2);
    map.set('a', 1);
    map.set('b', 2);
    map.set('a', 10); // a is now the newest
    map.set('c', 3); // b goes
    expect([map.get('a'), map.get('b'), map.get('c'), map.size]).toEqual([10, undefined, 3, 2]);
  });

  it('forgets an entry ttlMs after it was stored', () => {
    let now = 1_000;
    const map = new BoundedMap<string, string>(10, 500, () => now);
    map.set('k', 'v');
    now += 499;
    expect(map.get('k')).toBe('v');
    now += 1;
    expect(map.get('k')).toBeUndefined();
    expect(map.size).toBe(0);
  });

  it('deletes, clears, and lists its entries oldest first', () => {
    const map = new BoundedMap<string, string>(10);
    map.set('k', 'v');
    map.set('l', 'w');
    map.set('m', 'x');
    map.delete('k');
    expect(map.get('k')).toBeUndefined();
    expect([...map]).toEqual([
      ['l', 'w'],
      ['m', 'x'],
    ]);
    map.clear();
    expect([map.size, [...map]]).toEqual([0, []]);
  });

  it('tells onDrop of each entry it lets go by number or age, and not of those deleted', () => {
    let now = 0;
    const dropped: string[] = [];
    const map = new BoundedMap<string, number>(
      2,
      100,
      () => now,
      (key, value) => {
        dropped.push(`${key}=${value}`);
      },
    );
    map.set('a', 1);
    map.set('b', 2);
    map.set('c', 3); // a goes: too many
    now = 50;
    map.set('d', 4); // b goes: too many
    map.delete('d');
    map.clear();
    map.set('e', 5);
    now = 150;
    expect(map.get('e')).toBeUndefined(); // e goes: too old
    expect(dropped).toEqual(['a=1', 'b=2', 'e=5']);
  });
});

describe('deepFreeze', () => {
  it('freezes a value and everything it holds', () => {
    const value = deepFreeze({ story: { scenes: [{ narration: 'x' }] }, list: [1, 2] });
    expect(Object.isFrozen(value)).toBe(true);
    expect(Object.isFrozen(value.story.scenes[0])).toBe(true);
    expect(Object.isFrozen(value.list)).toBe(true);
    expect(() => {
      (value.story.scenes[0] as { narration: string }).narration = 'changed';
    }).toThrow(TypeError);
  });
});
