import { describe, expect, it } from 'vitest';
import { progressThrottle } from './progress-throttle.js';

describe('progressThrottle', () => {
  it('lets a new step through at once and otherwise one figure per interval', () => {
    let now = 0;
    const due = progressThrottle(250, () => now);
    expect(due('VOICE', 1)).toBe(true);
    now = 100;
    expect(due('VOICE', 2)).toBe(false);
    expect(due('IMAGES', 12)).toBe(true);
    now = 300;
    expect(due('IMAGES', 13)).toBe(false);
    now = 351;
    expect(due('IMAGES', 14)).toBe(true);
    now = 352;
    expect(due('COMPOSING', 100)).toBe(true);
  });
});
