import type { GenerationStatus } from '@reelsmith/contract';

/**
 * A notification (docs/product/screens-and-routes.md#notifications): the active project, a
 * session in progress, or a finished video.
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
  /** The project's status, to notice a render that ends. */
  generationStatus: GenerationStatus;
  title: string | null;
}
