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
  zoompanFilter,
} from './graph.js';
import type { SceneClip, SegmentSpec } from './graph.js';

const scenes: SceneClip[] = [
  { imagePath: '/c/a.png', startFrame: 0, endFrame: 200, motion: MOTIONS[0]! },
  { imagePath: '/c/b.png', startFrame: 200, endFrame: 450, motion: MOTIONS[2]! },
  { imagePath: '/c/c.png', startFrame: 450, endFrame: 600, motion: MOTIONS[3]! },
];
const spec = (index: number): SegmentSpec => ({
  width: 1080,
  height: 1920,
  scenes,
  index,
  subtitlesPath: '/w/it:s.ass',
  fontsDir: '/cache/fonts',
  outPath: '/out/segment.mp4',
});
const graphs = [0, 1, 2].map((i) => buildSegmentGraph(spec(i)));

describe('segment filter graphs', () => {
  it('use only filters the 2018 npm ffmpeg build has', () => {
    for (const g of graphs) {
      expect(g).not.toMatch(/xfade|whole_dur|normalize|eval=frame/);
      expect(g).toMatch(/zoompan=/);
      expect(g).toMatch(/subtitles=/);
    }
  });

  it('cover the timeline exactly, segment after segment', () => {
    const ranges = [0, 1, 2].map((i) => segmentFrames(scenes, i));
    expect(ranges[0]!.from).toBe(0);
    expect(ranges[2]!.to).toBe(600);
    for (let i = 1; i < 3; i++) expect(ranges[i]!.from).toBe(ranges[i - 1]!.to);
    // Each segment's zoompans make exactly its frames: the crossfade plus the body.
    ranges.forEach((r, i) => {
      const counts = [...graphs[i]!.matchAll(/\[(?:b|0:v)\][^;]*?zoompan=[^;]*?:d=(\d+)/g)].map(
        (m) => Number(m[1]),
      );
      const body = counts.reduce((a, b) => a + b, 0);
      expect(body + (i === 0 ? 0 : TRANSITION_FRAMES)).toBe(r.to - r.from);
    });
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
    expect(buildSegmentGraph({ ...spec(1), scenes: shifted })).toBe(graphs[1]);
  });

  it('escape the subtitle path and point libass at the bundled fonts', () => {
    expect(graphs[0]).toContain("subtitles='/w/it\\:s.ass':fontsdir='/cache/fonts'");
    expect(escapeFilterPath("C:\\x'y")).toBe("C\\:/x\\'y");
    expect(zoompanFilter(MOTIONS[2]!, 100, 0, 100, 1080, 1920)).toMatch(/^zoompan=z='1\.12'/);
  });
});

describe('ffmpeg arguments', () => {
  it('encode each segment as H.264 High yuv420p at 30 fps, stills read once, exact length', () => {
    const args = segmentArgs(spec(1), '/w/graph.txt').join(' ');
    expect(args).toContain('-i /c/b.png -i /c/a.png');
    expect(args).toContain('-c:v libx264');
    expect(args).toContain('-profile:v high -pix_fmt yuv420p');
    expect(args).toContain(`-r ${FPS}`);
    expect(args).toContain('-frames:v 250');
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
