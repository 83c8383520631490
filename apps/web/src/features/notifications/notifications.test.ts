import type { VideoListItem } from '@reelsmith/contract';
import { describe, expect, it } from 'vitest';
import { endedRenders, renderingIds, toNotifications } from './notification-items';

const session = (id: string, status: VideoListItem['status'], title: string | null = id) =>
  ({
    id,
    status,
    title,
    progress: status === 'COMPLETED' ? 100 : 40,
    videoUrl: null,
    createdAt: '2026-03-01T12:00:00.000Z',
    aspectRatio: '9:16',
    language: 'en',
    currentStep: null,
    errorMessage: null,
    durationSeconds: null,
    completedAt: status === 'COMPLETED' ? '2026-03-01T12:05:00.000Z' : null,
    expiresAt: null,
    expiredAt: null,
    thumbnailUrl: null,
  }) satisfies VideoListItem;

describe('the notifications', () => {
  it('list the active project first, then the sessions, each with its link', () => {
    const items = toNotifications(
      {
        hasActiveGeneration: true,
        projectId: 'b',
        token: 't',
        status: 'RENDERING',
        progress: 42.4,
        title: 'Moon',
      },
      [session('a', 'COMPLETED', 'Sun'), session('b', 'RENDERING', 'Moon'), session('c', 'FAILED')],
    );
    expect(items.map((i) => [i.id, i.type, i.link, i.message, i.status])).toEqual([
      ['b', 'active', '/editor/b', '“Moon” is being made', 'Rendering (42%)'],
      ['a', 'completed', '/dashboard?video=a', '“Sun” is ready', 'Ready'],
      ['c', 'inProgress', '/editor/c', '“c” could not be made', 'Failed'],
    ]);
    expect(items[1]!.time).toBe('2026-03-01T12:05:00.000Z');
  });

  it('without an active project, only the sessions; a draft goes to the editor', () => {
    const items = toNotifications({ hasActiveGeneration: false }, [
      session('d', 'STORY_READY', null),
    ]);
    expect(items).toMatchObject([
      {
        id: 'd',
        type: 'inProgress',
        link: '/editor/d',
        message: 'Your video: the script is ready to edit',
      },
    ]);
  });

  it('notice a render that ended since the last look, and only that', () => {
    const before = renderingIds(
      toNotifications({ hasActiveGeneration: false }, [
        session('a', 'RENDERING'),
        session('b', 'RENDERING'),
        session('c', 'COMPLETED'),
      ]),
    );
    expect([...before]).toEqual(['a', 'b']);
    const now = toNotifications({ hasActiveGeneration: false }, [
      session('a', 'COMPLETED'),
      session('b', 'RENDERING'),
      session('c', 'COMPLETED'),
    ]);
    expect(endedRenders(before, now).map((i) => i.id)).toEqual(['a']);
  });
});
