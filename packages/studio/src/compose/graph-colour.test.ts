import { describe, expect, it } from 'vitest';
import { TO_YUV709, buildSegmentGraph, segmentArgs, segmentPlan } from './graph.js';
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

describe('colour: BT.709 (0011, 0075)', () => {
  it('turns every picture into BT.709 YUV once, as it enters; nothing converts a frame after', () => {
    const scenesWithOverlay = scenes.map((s) => ({ ...s, overlayPath: '/c/overlay.png' }));
    for (const { index, part } of segmentPlan(scenes)) {
      const graph = buildSegmentGraph({ ...spec(index, part), scenes: scenesWithOverlay });
      // Each input (the still, the previous one, the overlay) through TO_YUV709, once.
      const inputs = part === 'crossfade' ? ['[0:v]', '[1:v]', '[2:v]'] : ['[0:v]', '[1:v]'];
      for (const input of inputs) expect(graph).toContain(`${input}${TO_YUV709},format=`);
      expect(graph.split('out_color_matrix=bt709').length - 1).toBe(inputs.length);
      expect(graph).not.toContain('colorspace=');
      expect(graph.endsWith(',format=yuv420p[v]')).toBe(true);
    }
    expect(TO_YUV709).toBe('scale=out_color_matrix=bt709:out_range=tv');
  });

  it('tags every encode BT.709, limited range; the mux copies the tagged stream', () => {
    const tags = '-color_primaries bt709 -color_trc bt709 -colorspace bt709 -color_range tv';
    expect(segmentArgs(spec(0, 'body'), '/w/g.txt').join(' ')).toContain(tags);
    expect(encoderArgs().join(' ')).toContain(tags);
    expect(muxArgs('/w/list.txt', '/w/a.wav', 30, '/o.mp4').join(' ')).toContain('-c:v copy');
  });
});
