/** A notification (spec section 3): a generation in progress, running, or a finished video. */
export interface NotificationItem {
  id: string;
  message: string;
  status: string;
  /** ISO date-time. */
  time: string;
  /** Completed videos: /dashboard?video={id}; others /editor/{id} (spec section 4). */
  link: string;
  type: 'active' | 'completed' | 'inProgress';
}
