import { describe, expect, it } from 'vitest';
import { GAP, RATE, fitTimeline, frameLayout } from './timeline.js';

const SHORT = { minSeconds: 30, maxSeconds: 60 };

describe('duration fit', () => {
  it('keeps normal pauses when the narration already fits', () => {
    const fit = fitTimeline([6, 7, 6, 7, 6, 7], 1, SHORT);
    if (!('timeline' in fit)) throw new Error('expected a timeline');
    expect(fit.timeline.gap).toBe(GAP.normal);
    expect(fit.timeline.total).toBeGreaterThan(30);
    expect(fit.timeline.total).toBeLessThan(60);
    expect(fit.timeline.voiceStarts[1]).toBeCloseTo(0.35 + 6 + 0.5);
    expect(fit.timeline.sceneStarts[1]).toBeCloseTo(0.35 + 6 + 0.25);
  });

  it('lengthens the pauses before touching the rate', () => {
    const fit = fitTimeline([3.5, 3.5, 3.5, 3.5, 3.5, 3.5, 3.5], 1, SHORT);
    if (!('timeline' in fit)) throw new Error('expected a timeline');
    expect(fit.timeline.rate).toBe(1);
    expect(fit.timeline.gap).toBeGreaterThan(GAP.normal);
    expect(fit.timeline.total).toBeGreaterThan(30.49);
  });

  it('asks for a slower reading when pauses are not enough', () => {
    const fit = fitTimeline([3, 3, 3, 3], 1, SHORT);
    expect(fit).toEqual({ resynthesizeAt: expect.any(Number) });
    if ('resynthesizeAt' in fit) {
      expect(fit.resynthesizeAt).toBeLessThan(1);
      expect(fit.resynthesizeAt).toBeGreaterThanOrEqual(RATE.min);
    }
  });

  it('holds the last picture when even the slowest reading is short', () => {
    const fit = fitTimeline([2, 2], RATE.min, SHORT);
    if (!('timeline' in fit)) throw new Error('expected a timeline');
    expect(fit.timeline.total).toBeCloseTo(30.5);
  });

  it('asks for a faster reading when the narration is too long, in 5% steps', () => {
    const fit = fitTimeline([9, 9, 9, 9, 9, 9, 9], 1, SHORT);
    if (!('resynthesizeAt' in fit)) throw new Error('expected a new rate');
    expect(fit.resynthesizeAt).toBeGreaterThan(1);
    expect(Math.round(fit.resynthesizeAt * 100) % 5).toBe(0);
    // At that rate the same speech (shorter by the rate) fits.
    const again = fitTimeline(
      [9, 9, 9, 9, 9, 9, 9].map((d) => d / fit.resynthesizeAt),
      fit.resynthesizeAt,
      SHORT,
    );
    if (!('timeline' in again)) throw new Error('expected a timeline');
    expect(again.timeline.total).toBeLessThanOrEqual(59.5);
  });

  it('refuses what cannot fit even at the fastest rate', () => {
    expect(() => fitTimeline([50, 50], RATE.max, SHORT)).toThrow(RangeError);
  });
});

describe('frame layout', () => {
  it('gives each scene whole frames from its own speech and pauses only', () => {
    const fit = fitTimeline([6, 7, 6, 7, 6, 7], 1, SHORT);
    if (!('timeline' in fit)) throw new Error('expected a timeline');
    const a = frameLayout([6, 7, 6, 7, 6, 7], fit.timeline, 30);
    expect(a.startFrames[0]).toBe(0);
    expect(a.totalFrames / 30).toBeCloseTo(fit.timeline.total, 1);
    expect(a.voiceStarts[1]! * 30 - a.startFrames[1]!).toBeCloseTo(0.25 * 30);
    // Lengthen scene 1: only its own frame count changes.
    const b = frameLayout([6, 7.4, 6, 7, 6, 7], fit.timeline, 30);
    const counts = (l: typeof a) =>
      l.startFrames.map((s, i) => (l.startFrames[i + 1] ?? l.totalFrames) - s);
    expect(counts(b).filter((c, i) => c !== counts(a)[i])).toHaveLength(1);
  });
});
