import type { ActiveGeneration, VideoListItem } from '@reelsmith/contract';
import type { NotificationItem } from './types';

const quoted = (title: string | null | undefined) =>
  title === null || title === undefined || title === '' ? 'Your video' : `“${title}”`;

const STATUS_TEXT: Record<VideoListItem['status'], string> = {
  QUEUED: 'Writing the script',
  GENERATING_STORY: 'Writing the script',
  STORY_READY: 'Script ready',
  RENDERING: 'Rendering',
  COMPLETED: 'Ready',
  FAILED: 'Failed',
  CANCELLED: 'Discarded',
};

const MESSAGES: Record<VideoListItem['status'], (title: string) => string> = {
  QUEUED: (t) => `${t}: the script is being written`,
  GENERATING_STORY: (t) => `${t}: the script is being written`,
  STORY_READY: (t) => `${t}: the script is ready to edit`,
  RENDERING: (t) => `${t} is being made`,
  COMPLETED: (t) => `${t} is ready`,
  FAILED: (t) => `${t} could not be made`,
  CANCELLED: (t) => `${t} was discarded`,
};

const editorPath = (id: string) => `/editor/${encodeURIComponent(id)}`;
const playerPath = (id: string) => `/dashboard?video=${encodeURIComponent(id)}`;

/**
 * The dropdown's items (docs/product/screens-and-routes.md#notifications): the active project
 * first, linking to `/editor/{projectId}`, then the latest sessions: a completed video links
 * to `/dashboard?video={id}`, any other session to `/editor/{id}`.
 */
export function toNotifications(
  active: ActiveGeneration,
  sessions: readonly VideoListItem[],
): NotificationItem[] {
  const items: NotificationItem[] = [];
  const activeId = active.hasActiveGeneration ? active.projectId : undefined;
  if (activeId !== undefined && active.status !== undefined) {
    const listed = sessions.find((s) => s.id === activeId);
    const title = active.title ?? active.story?.title ?? listed?.title ?? null;
    const progress =
      active.status === 'RENDERING' && active.progress !== undefined
        ? ` (${Math.round(active.progress)}%)`
        : '';
    items.push({
      id: activeId,
      message: MESSAGES[active.status](quoted(title)),
      status: `${STATUS_TEXT[active.status]}${progress}`,
      time: listed?.createdAt ?? new Date().toISOString(),
      link: editorPath(activeId),
      type: 'active',
      generationStatus: active.status,
      title,
    });
  }
  for (const session of sessions) {
    if (session.id === activeId) continue;
    const completed = session.status === 'COMPLETED';
    items.push({
      id: session.id,
      message: MESSAGES[session.status](quoted(session.title)),
      status: STATUS_TEXT[session.status],
      time: session.completedAt ?? session.createdAt,
      link: completed ? playerPath(session.id) : editorPath(session.id),
      type: completed ? 'completed' : 'inProgress',
      generationStatus: session.status,
      title: session.title,
    });
  }
  return items;
}

/** Renders that ended since the last look: what was rendering then and is not now. */
export function endedRenders(
  before: ReadonlySet<string>,
  items: readonly NotificationItem[],
): NotificationItem[] {
  return items.filter(
    (item) =>
      before.has(item.id) &&
      (item.generationStatus === 'COMPLETED' || item.generationStatus === 'FAILED'),
  );
}

export const renderingIds = (items: readonly NotificationItem[]) =>
  new Set(items.filter((i) => i.generationStatus === 'RENDERING').map((i) => i.id));

export { playerPath, quoted };
