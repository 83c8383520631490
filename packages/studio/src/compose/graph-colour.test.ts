import { describe, expect, it } from 'vitest';
import { TO_BT709, buildSegmentGraph, segmentArgs, segmentPlan } from './graph.js';
import { encoderArgs, muxArgs } from './mux.js';
import type { SceneClip, SegmentSpec } from './graph.js';
import { planShots } from './shots.js';
import { createRandom } from '../random.js';

const frames = [
  { startFrame: 0, endFrame: 200 },
  { startFrame: 200, endFrame: 450 },
];
const scenes: SceneClip[] = frames.map((f, i) => ({
  imagePath: `/c/${'ab'[i]}.png`,
  ...f,
  transition: 'crossfade',
  shots: planShots({
    span: f.endFrame - f.startFrame + 6,
    headFrames: i === 0 ? 0 : 12,
    tailFrames: i === 1 ? 0 : 12,
    words: [],
    subject: { x: 0.5, y: 0.5 },
    random: createRandom(i),
  }),
}));
const spec = (index: number, part: 'body' | 'crossfade'): SegmentSpec => ({
  part,
  width: 1080,
  height: 1920,
  scenes,
  index,
  subtitlesPath: '/w/s.ass',
  outPath: '/out/segment.mp4',
});

describe('colour: BT.709 (0011)', () => {
  it('converts every piece to the BT.709 matrix as its last step, after the captions', () => {
    for (const { index, part } of segmentPlan(scenes)) {
      const graph = buildSegmentGraph(spec(index, part));
      expect(graph.endsWith(`,${TO_BT709}[v]`)).toBe(true);
      expect(graph.indexOf('subtitles=')).toBeLessThan(graph.indexOf('colorspace='));
    }
    // Only the matrix changes: the stills' primaries and transfer are sRGB's, i.e. BT.709's.
    expect(TO_BT709).toMatch(/ispace=bt470bg:space=bt709/);
    expect(TO_BT709).toMatch(/iprimaries=bt709:primaries=bt709/);
  });

  it('tags every encode BT.709, limited range; the mux copies the tagged stream', () => {
    const tags = '-color_primaries bt709 -color_trc bt709 -colorspace bt709 -color_range tv';
    expect(segmentArgs(spec(0, 'body'), '/w/g.txt').join(' ')).toContain(tags);
    expect(encoderArgs().join(' ')).toContain(tags);
    expect(muxArgs('/w/list.txt', '/w/a.wav', 30, '/o.mp4').join(' ')).toContain('-c:v copy');
  });
});
