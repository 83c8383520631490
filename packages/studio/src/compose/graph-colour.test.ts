import { describe, expect, it } from 'vitest';
import {
  MOTIONS,
  TO_BT709,
  buildSegmentGraph,
  encoderArgs,
  muxArgs,
  segmentArgs,
  segmentPlan,
} from './graph.js';
import type { SceneClip, SegmentSpec } from './graph.js';

const scenes: SceneClip[] = [
  { imagePath: '/c/a.png', startFrame: 0, endFrame: 200, motion: MOTIONS[0]! },
  { imagePath: '/c/b.png', startFrame: 200, endFrame: 450, motion: MOTIONS[2]! },
];
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
