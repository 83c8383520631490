import {
  activeGenerationSchema,
  NOTIFICATION_SESSION_COUNT,
  videoPageSchema,
} from '@reelsmith/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { getToken } from '../../../lib/storage';
import { toNotifications } from '../notification-items';
import type { NotificationItem } from '../types';

/** Opened without a stored token: the dropdown asks to log in. */
export class NotSignedInError extends Error {
  constructor() {
    super('Not signed in');
    this.name = 'NotSignedInError';
  }
}

/** While a render runs, the bell looks again this often, to say when it ends. */
export const RENDER_WATCH_MS = 3_000;

/**
 * The notifications (docs/product/screens-and-routes.md#notifications): the active project
 * first (`GET /story/active`), then the latest sessions (`GET /story/sessions`, page 0, size 5).
 */
export async function getNotifications(): Promise<NotificationItem[]> {
  if (getToken() === null) throw new NotSignedInError();
  const active = activeGenerationSchema.parse(await apiRequest<unknown>('/story/active'));
  const sessions = videoPageSchema.parse(
    await apiRequest<unknown>(`/story/sessions?page=0&size=${NOTIFICATION_SESSION_COUNT}`),
  );
  return toNotifications(active, sessions.content);
}

export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: ['notifications'],
    queryFn: getNotifications,
    staleTime: 15_000,
    retry: false,
    refetchInterval: (query) =>
      query.state.data?.some((item) => item.generationStatus === 'RENDERING') === true
        ? RENDER_WATCH_MS
        : false,
  });

export const useNotifications = () => useQuery(notificationsQueryOptions());
