import { describe, expect, it } from 'vitest';
import { createRandom } from '../random.js';
import {
  MIN_SHOT_FRAMES,
  TARGET_SHOT_FRAMES,
  WHIP_FRAMES,
  planCuts,
  planShots,
  transitionInto,
} from './shots.js';
import type { ShotWord } from './shots.js';

/** Words every 9 frames; `marks` puts punctuation after the word with that index. */
function words(count: number, marks: Record<number, string> = {}): ShotWord[] {
  return Array.from({ length: count }, (_, i) => ({
    text: `w${i}${marks[i] ?? ''}`,
    start: 12 + i * 9,
  }));
}

describe('shot cuts', () => {
  it('land a frame before the first word of a sentence near the even spacing', () => {
    // 240 frames: 3 shots, ideal cuts at 80 and 160. A sentence ends after word 8 (word 9
    // starts at frame 93) and after word 16 (word 17 starts at 165).
    const cuts = planCuts({
      span: 240,
      headFrames: 12,
      tailFrames: 12,
      words: words(24, { 8: '.', 16: '!' }),
    });
    expect(cuts).toEqual([
      { frame: 92, sentence: true },
      { frame: 164, sentence: true },
    ]);
  });

  it('prefer a sentence to a phrase, a phrase to even spacing', () => {
    const marks = { 6: ',', 9: '.' };
    const [cut] = planCuts({ span: 180, headFrames: 0, tailFrames: 12, words: words(18, marks) });
    // Ideal 90; phrase start at 75, sentence start at 102: the sentence wins.
    expect(cut).toEqual({ frame: 101, sentence: true });
    const [phrase] = planCuts({
      span: 180,
      headFrames: 0,
      tailFrames: 12,
      words: words(18, { 6: ',' }),
    });
    expect(phrase).toEqual({ frame: 74, sentence: false });
    const [even] = planCuts({ span: 180, headFrames: 0, tailFrames: 12, words: [] });
    expect(even).toEqual({ frame: 90, sentence: false });
  });

  it('keep every shot at least 1.5 s and the average at most 3.5 s', () => {
    for (let span = 60; span <= 600; span += 17) {
      const cuts = planCuts({ span, headFrames: 12, tailFrames: 12, words: words(40) });
      const edges = [0, ...cuts.map((c) => c.frame), span];
      for (let i = 1; i < edges.length; i++) {
        expect(edges[i]! - edges[i - 1]!).toBeGreaterThanOrEqual(MIN_SHOT_FRAMES);
      }
      if (span >= 2 * MIN_SHOT_FRAMES && span <= 4 * TARGET_SHOT_FRAMES) {
        expect(span / (edges.length - 1)).toBeLessThanOrEqual(TARGET_SHOT_FRAMES);
      }
    }
  });
});

describe('shots', () => {
  const plan = (seed: number, marks: Record<number, string> = {}, exit?: 'zoom') =>
    planShots({
      span: 300,
      headFrames: 12,
      tailFrames: 12,
      words: words(30, marks),
      subject: { x: 0.7, y: 0.35 },
      exit,
      random: createRandom(seed),
    });

  it('cover the span frame for frame: the whole picture, the subject, a detail', () => {
    const shots = plan(1);
    expect(shots.map((s) => s.kind)).toEqual(['wide', 'close', 'detail']);
    let at = 0;
    for (const shot of shots) {
      expect(shot.from).toBe(at);
      at += shot.frames;
    }
    expect(at).toBe(300);
    // The close-up is centred on the subject, tighter than the wide shot.
    const close = shots[1]!.camera;
    expect((close.cxFrom + close.cxTo) / 2).toBeCloseTo(0.7, 5);
    expect(close.cyFrom).toBeCloseTo(0.35, 5);
    expect(close.zoomFrom).toBeGreaterThan(shots[0]!.camera.zoomFrom);
  });

  it('punch in on the subject when the cut is a sentence start', () => {
    const shots = plan(1, { 9: '.' });
    expect(shots[1]!.kind).toBe('punch');
    expect(shots[1]!.camera.cxFrom).toBeCloseTo(0.7, 5);
    expect(shots[1]!.camera.zoomFrom).toBeGreaterThanOrEqual(1.6);
  });

  it('end a scene that zooms through with a fast push of the last 12 frames', () => {
    const shots = plan(2, {}, 'zoom');
    const whip = shots.at(-1)!;
    expect(whip).toMatchObject({ kind: 'whip', from: 300 - WHIP_FRAMES, frames: WHIP_FRAMES });
    expect(whip.camera.zoomTo / whip.camera.zoomFrom).toBeCloseTo(1.7, 5);
  });

  it('pan in every scene (the close-up or the detail is a pan)', () => {
    for (let seed = 0; seed < 20; seed++) {
      const pans = plan(seed).filter(
        (s) =>
          s.camera.zoomFrom === s.camera.zoomTo &&
          (s.camera.cxFrom !== s.camera.cxTo || s.camera.cyFrom !== s.camera.cyTo),
      );
      expect(pans.length).toBeGreaterThan(0);
    }
  });

  it('go into scenes by the beat: fade, slide in the middle, zoom through the turn, fade', () => {
    expect(Array.from({ length: 8 }, (_, i) => transitionInto(i, 8))).toEqual([
      'crossfade',
      'crossfade',
      'crossfade',
      'slide',
      'slide',
      'zoom',
      'slide',
      'crossfade',
    ]);
    expect(transitionInto(1, 3)).toBe('crossfade');
  });
});
