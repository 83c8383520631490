import { describe, expect, it } from 'vitest';
import {
  FPS,
  MOTIONS,
  TRANSITION_FRAMES,
  buildSegmentGraph,
  concatList,
  escapeFilterPath,
  muxArgs,
  reencodeArgs,
  sceneSpan,
  segmentArgs,
  segmentFrames,
  segmentPlan,
  zoompanFilter,
} from './graph.js';
import type { SceneClip, SegmentSpec } from './graph.js';

const scenes: SceneClip[] = [
  { imagePath: '/c/a.png', startFrame: 0, endFrame: 200, motion: MOTIONS[0]! },
  { imagePath: '/c/b.png', startFrame: 200, endFrame: 450, motion: MOTIONS[2]! },
  { imagePath: '/c/c.png', startFrame: 450, endFrame: 600, motion: MOTIONS[3]! },
];
const spec = (index: number, part: 'body' | 'crossfade' = 'body'): SegmentSpec => ({
  part,
  width: 1080,
  height: 1920,
  scenes,
  index,
  subtitlesPath: '/w/it:s.ass',
  fontsDir: '/cache/fonts',
  outPath: '/out/segment.mp4',
});
const plan = segmentPlan(scenes);
const graphs = plan.map(({ index, part }) => buildSegmentGraph(spec(index, part)));

describe('segment filter graphs', () => {
  it('use only filters the 2018 npm ffmpeg build has', () => {
    for (const g of graphs) {
      expect(g).not.toMatch(/xfade|whole_dur|normalize|eval=frame/);
      expect(g).toMatch(/zoompan=/);
      expect(g).toMatch(/subtitles=/);
    }
  });

  it('cover the timeline exactly, piece after piece: body, crossfade, body, ...', () => {
    expect(plan).toEqual([
      { index: 0, part: 'body' },
      { index: 1, part: 'crossfade' },
      { index: 1, part: 'body' },
      { index: 2, part: 'crossfade' },
      { index: 2, part: 'body' },
    ]);
    const ranges = plan.map(({ index, part }) => segmentFrames(scenes, index, part));
    expect(ranges[0]!.from).toBe(0);
    expect(ranges.at(-1)!.to).toBe(600);
    for (let i = 1; i < ranges.length; i++) expect(ranges[i]!.from).toBe(ranges[i - 1]!.to);
    // Each body's zoompan makes exactly its frames; each crossfade is 12 frames.
    ranges.forEach((r, i) => {
      const counts = [...graphs[i]!.matchAll(/zoompan=[^;]*?:d=(\d+)/g)].map((m) => Number(m[1]));
      if (plan[i]!.part === 'body') expect(counts).toEqual([r.to - r.from]);
      else expect(counts).toEqual([TRANSITION_FRAMES, TRANSITION_FRAMES]);
      expect(r.to - r.from).toBe(plan[i]!.part === 'body' ? r.to - r.from : TRANSITION_FRAMES);
    });
    expect(() => segmentFrames(scenes, 0, 'crossfade')).toThrow(RangeError);
  });

  it('crossfade by fading the scene in over the previous scene, continuing its motion', () => {
    expect(graphs[0]).not.toMatch(/overlay/);
    expect(graphs[1]).toMatch(/fade=t=in:s=0:n=12:alpha=1/);
    expect(graphs[1]).toMatch(/\[tail\]\[head\]overlay=eof_action=pass/);
    // Scene 0 spans 206 frames; its tail copy starts 12 frames before its end.
    expect(sceneSpan(scenes, 0)).toBe(206);
    expect(graphs[1]).toContain("zoompan=z='1+0.14*(on+194)/206'");
  });

  it('depend on the scene and its neighbour only, not on where they sit', () => {
    const shifted = scenes.map((s) => ({
      ...s,
      startFrame: s.startFrame + 90,
      endFrame: s.endFrame + 90,
    }));
    expect(buildSegmentGraph({ ...spec(1, 'crossfade'), scenes: shifted })).toBe(graphs[1]);
    expect(buildSegmentGraph({ ...spec(2), scenes: shifted })).toBe(graphs[4]);
    // A body does not depend on its neighbours at all.
    const longerFirst = scenes.map((s, i) =>
      i === 0 ? { ...s, endFrame: 230 } : i === 1 ? { ...s, startFrame: 230 } : s,
    );
    expect(buildSegmentGraph({ ...spec(1), scenes: longerFirst })).not.toBe(graphs[2]);
    expect(buildSegmentGraph({ ...spec(2), scenes: longerFirst })).toBe(graphs[4]);
  });

  it('escape the subtitle path and point libass at the bundled fonts', () => {
    expect(graphs[0]).toContain("subtitles='/w/it\\:s.ass':fontsdir='/cache/fonts'");
    expect(escapeFilterPath("C:\\x'y")).toBe("C\\:/x\\'y");
    expect(zoompanFilter(MOTIONS[2]!, 100, 0, 100, 1080, 1920)).toMatch(/^zoompan=z='1\.12'/);
  });
});

describe('ffmpeg arguments', () => {
  it('encode each piece as H.264 High yuv420p at 30 fps, stills read once, exact length', () => {
    expect(segmentArgs(spec(1, 'crossfade'), '/w/graph.txt').join(' ')).toContain(
      '-i /c/b.png -i /c/a.png',
    );
    const args = segmentArgs(spec(1), '/w/graph.txt').join(' ');
    expect(args).toContain('-i /c/b.png -filter_complex_script');
    expect(args).toContain('-c:v libx264');
    expect(args).toContain('-profile:v high -pix_fmt yuv420p');
    expect(args).toContain(`-r ${FPS}`);
    expect(args).toContain('-frames:v 238');
    expect(args).not.toContain('-loop');
  });

  it('join the segments without re-encoding, add AAC, moov first', () => {
    const args = muxArgs('/w/list.txt', '/w/audio.wav', 600, '/out/v.mp4').join(' ');
    expect(args).toContain('-f concat -safe 0 -i /w/list.txt');
    expect(args).toContain('-c:v copy');
    expect(args).toContain('-c:a aac');
    expect(args).toContain('-movflags +faststart');
    expect(args).toContain('-t 20.000');
    expect(concatList(["/a/b's.mp4"])).toBe("file '/a/b'\\''s.mp4'\n");
  });

  it('re-encode with the same encoder settings for the benchmark floor', () => {
    const floor = reencodeArgs('/in.mp4', '/out.mp4').join(' ');
    expect(floor).toContain('-preset veryfast -crf 23');
    expect(floor).toContain('-c:a aac');
    expect(floor).not.toContain('filter');
  });
});
