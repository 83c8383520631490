import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationItem } from '../types';

/**
 * The notifications: loaded when the dropdown opens
 * (docs/product/screens-and-routes.md#notifications): the active project first, then the
 * latest video sessions (page 0, size 5).
 *
 * The generation endpoints (`/story/active`, `/story/videos`) are not built yet, so there is
 * nothing to show: the bell shows its empty state. The generations work fills this fetcher;
 * the bell, badge and dropdown need no change.
 */
export async function getNotifications(): Promise<NotificationItem[]> {
  return [];
}

export const notificationsQueryOptions = () =>
  queryOptions({ queryKey: ['notifications'], queryFn: getNotifications, staleTime: 15_000 });

export const useNotifications = (enabled: boolean) =>
  useQuery({ ...notificationsQueryOptions(), enabled });
