/**
 * When a failed delivery is tried again: exponential backoff, each wait 4 times the one before
 * (5 s, 20 s, 80 s, 5 min 20 s, 21 min, 85 min, 5.7 h), then every 12 h, for up to 3 days
 * after the first attempt (or the last redelivery); after that the delivery is gone. That is
 * 13 attempts, the last at about 67.6 h. Standard Webhooks asks for exponential backoff and
 * leaves the numbers to the sender; Svix, which wrote it, retries over about 28 h.
 */
export interface RetrySchedule {
  /** The first wait. */
  baseMs: number;
  /** No wait is longer. */
  capMs: number;
  /** No attempt is due later than this after the window began. */
  windowMs: number;
}

const HOUR = 60 * 60 * 1000;

export const RETRY_SCHEDULE: RetrySchedule = {
  baseMs: 5_000,
  capMs: 12 * HOUR,
  windowMs: 72 * HOUR,
};

/**
 * When the next attempt is due after `tries` failed attempts in a window that began at
 * `windowStart`; null when it would fall outside the window (the delivery is gone).
 */
export function nextAttemptAt(
  tries: number,
  windowStart: Date,
  now: Date,
  schedule: RetrySchedule = RETRY_SCHEDULE,
): Date | null {
  const wait = Math.min(schedule.capMs, schedule.baseMs * 4 ** Math.max(0, tries - 1));
  const due = now.getTime() + wait;
  return due - windowStart.getTime() > schedule.windowMs ? null : new Date(due);
}
