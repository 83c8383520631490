import { describe, expect, it } from 'vitest';
import {
  FPS,
  MOTIONS,
  TRANSITION_FRAMES,
  buildFilterGraph,
  composeArgs,
  escapeFilterPath,
  reencodeArgs,
  zoompanFilter,
} from './graph.js';
import type { CompositionSpec } from './graph.js';

const motion = MOTIONS[0]!;
const spec: CompositionSpec = {
  width: 1080,
  height: 1920,
  scenes: [
    { imagePath: '/c/a.png', startFrame: 0, endFrame: 200, motion },
    { imagePath: '/c/b.png', startFrame: 200, endFrame: 450, motion: MOTIONS[2]! },
    { imagePath: '/c/c.png', startFrame: 450, endFrame: 600, motion: MOTIONS[3]! },
  ],
  audioPath: '/w/audio.wav',
  subtitlesPath: '/w/it:s.ass',
  fontsDir: '/cache/fonts',
  outPath: '/out/video.mp4',
};

describe('filter graph', () => {
  const graph = buildFilterGraph(spec);

  it('uses only filters the 2018 npm ffmpeg build has', () => {
    expect(graph).not.toMatch(/xfade|whole_dur|normalize|eval=frame/);
    expect(graph).toMatch(/zoompan=/);
    expect(graph).toMatch(/subtitles=/);
  });

  it('reads each still once and makes exactly the timeline frames', () => {
    for (let i = 0; i < 3; i++)
      expect(graph.match(new RegExp(`\\[${i}:v\\]`, 'g'))).toHaveLength(1);
    const bodies = [...graph.matchAll(/\[b\d\]zoompan=[^[]*?:d=(\d+)/g)].map((m) => Number(m[1]));
    expect(bodies.reduce((a, b) => a + b, 0) + 2 * TRANSITION_FRAMES).toBe(600);
    expect(graph).toMatch(/concat=n=5:v=1:a=0/);
  });

  it('crossfades by fading the next scene in over the previous one', () => {
    expect(graph).toMatch(/fade=t=in:s=0:n=12:alpha=1/);
    expect(graph.match(/overlay=/g)).toHaveLength(2);
  });

  it('escapes the subtitle path and points libass at the bundled fonts', () => {
    expect(graph).toContain("subtitles='/w/it\\:s.ass':fontsdir='/cache/fonts'");
    expect(escapeFilterPath("C:\\x'y")).toBe("C\\:/x\\'y");
  });

  it('continues the same motion across the crossfade copies', () => {
    // The tail copy of scene 0 starts where its body ends.
    expect(graph).toMatch(/\[t0\]zoompan=z='1\+0\.14\*\(on\+194\)\/206'/);
    expect(zoompanFilter(MOTIONS[2]!, 100, 0, 100, 1080, 1920)).toMatch(/^zoompan=z='1\.12'/);
  });

  it('encodes H.264 High yuv420p + AAC at 30 fps with faststart, to the exact length', () => {
    const args = composeArgs(spec, '/w/graph.txt').join(' ');
    expect(args).toContain('-c:v libx264');
    expect(args).toContain('-profile:v high -pix_fmt yuv420p');
    expect(args).toContain(`-r ${FPS}`);
    expect(args).toContain('-c:a aac');
    expect(args).toContain('-movflags +faststart');
    expect(args).toContain('-frames:v 600');
    expect(args).toContain('-map 3:a');
    expect(args).not.toContain('-loop');
  });

  it('re-encodes with the same encoder settings for the benchmark floor', () => {
    const floor = reencodeArgs('/in.mp4', '/out.mp4').join(' ');
    expect(floor).toContain('-preset veryfast -crf 23');
    expect(floor).not.toContain('filter');
  });
});
