/**
 * A notification (docs/product/screens-and-routes.md#notifications): a generation in
 * progress, running, or a finished video.
 */
export interface NotificationItem {
  id: string;
  message: string;
  status: string;
  /** ISO date-time. */
  time: string;
  /** Completed videos: /dashboard?video={id}; others /editor/{id} (same heading as above). */
  link: string;
  type: 'active' | 'completed' | 'inProgress';
}
