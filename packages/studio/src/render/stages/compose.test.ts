import { describe, expect, it } from 'vitest';
import { encoderThreads } from './compose.js';

describe("x264's threads for a run", () => {
  it('is one thread while the other runs keep the other core busy for at least half of it', () => {
    // A whole render's first body, with six more and the transitions still to make.
    expect(encoderThreads(234, 1245)).toBe(1);
    // A transition beside another one.
    expect(encoderThreads(12, 12)).toBe(1);
    expect(encoderThreads(200, 100)).toBe(1);
  });

  it("is x264's own choice for a run left (nearly) alone: an edit's body, the last run", () => {
    expect(encoderThreads(200, 24)).toBeUndefined();
    expect(encoderThreads(200, 99)).toBeUndefined();
    expect(encoderThreads(12, 0)).toBeUndefined();
  });
});
