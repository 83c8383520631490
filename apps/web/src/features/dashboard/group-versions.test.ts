import type { VideoListItem } from '@reelsmith/contract';
import { describe, expect, it } from 'vitest';
import { groupVersions } from './group-versions';

const video = (id: string, version = 1, versionOf: string | null = null) =>
  ({ id, version, versionOf }) as VideoListItem;

describe('groupVersions', () => {
  it('puts the versions of one video together, newest version first, where the group starts', () => {
    const list = [
      video('c2', 2, 'c'),
      video('b'),
      video('a3', 3, 'a'),
      video('c'),
      video('a2', 2, 'a'),
      video('a'),
    ];
    expect(groupVersions(list).map((v) => v.id)).toEqual(['c2', 'c', 'b', 'a3', 'a2', 'a']);
  });

  it('keeps a list without versions as it is', () => {
    const list = [video('x'), video('y'), video('z')];
    expect(groupVersions(list)).toEqual(list);
  });
});
