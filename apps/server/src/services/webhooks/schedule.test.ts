import { describe, expect, it } from 'vitest';
import { RETRY_SCHEDULE, nextAttemptAt } from './schedule.js';

describe('the retry schedule', () => {
  it('waits 4 times longer each time, at most 12 h, and gives up after 3 days', () => {
    const start = new Date('2026-01-01T00:00:00Z');
    let now = start;
    const waits: number[] = [];
    for (let tries = 1; ; tries += 1) {
      const next = nextAttemptAt(tries, start, now);
      if (next === null) break;
      waits.push((next.getTime() - now.getTime()) / 1000);
      now = next;
    }
    expect(waits.slice(0, 7)).toEqual([5, 20, 80, 320, 1280, 5120, 20480]);
    expect(waits.slice(7)).toEqual([43200, 43200, 43200, 43200, 43200]);
    // 13 attempts in all (the first and 12 retries), the last inside the 72 h window.
    expect(waits).toHaveLength(12);
    const lastAt = now.getTime() - start.getTime();
    expect(lastAt).toBeLessThanOrEqual(RETRY_SCHEDULE.windowMs);
    expect(lastAt + 43_200_000).toBeGreaterThan(RETRY_SCHEDULE.windowMs);
  });

  it('follows a shorter schedule when given one', () => {
    const start = new Date(0);
    const schedule = { baseMs: 100, capMs: 250, windowMs: 1_000 };
    expect(nextAttemptAt(1, start, new Date(0), schedule)?.getTime()).toBe(100);
    expect(nextAttemptAt(2, start, new Date(100), schedule)?.getTime()).toBe(350);
    expect(nextAttemptAt(3, start, new Date(800), schedule)).toBeNull();
  });
});
