import { describe, expect, it } from 'vitest';
import { sceneClips } from '../../test/support/scene-clips.js';
import {
  OVERLAY_YUV,
  TO_YUV709,
  buildSegmentGraph,
  parallaxShot,
  segmentFrames,
  segmentPlan,
} from './graph.js';
import { buildRunGraph, groupPieces, runArgs, runFrames, runInputs } from './run-graph.js';

const scenes = sceneClips(
  [200, 450, 600, 800],
  ['crossfade', 'slide', 'zoom', 'crossfade'],
  '/c/frame.png',
);
const plan = segmentPlan(scenes);
const frameCount = (pieces: typeof plan) =>
  pieces.reduce((sum, { index, part }) => {
    const { from, to } = segmentFrames(scenes, index, part);
    return sum + to - from;
  }, 0);

describe('pieces grouped into runs (a preview)', () => {
  it('keeps one run a piece unless asked, else consecutive runs of about equal frames', () => {
    expect(groupPieces(scenes, plan)).toEqual(plan.map((piece) => [piece]));
    const two = groupPieces(scenes, plan, 2);
    expect(two).toHaveLength(2);
    expect(two.flat()).toEqual(plan);
    // Each run is within one piece's length of half the video.
    const longest = Math.max(...plan.map((piece) => frameCount([piece])));
    expect(Math.abs(frameCount(two[0]!) - 400)).toBeLessThanOrEqual(longest);
    expect(groupPieces(scenes, plan.slice(0, 1), 2)).toEqual([plan.slice(0, 1)]);
    expect(groupPieces(scenes, plan, 100).flat()).toEqual(plan);
  });

  it('reads each still and the overlay once, and joins every piece in order', () => {
    const pieces = plan.slice(0, 4); // body 0, crossfade 1, body 1, crossfade 2
    const spec = { width: 360, height: 640, scenes, pieces, outPath: 'OUT' };
    expect(runInputs(spec)).toEqual(['/c/a.png', '/c/b.png', '/c/c.png', '/c/frame.png']);
    const graph = buildRunGraph({ ...spec, subtitlesPath: '/w/run.ass' });
    // Still b: body 1 and both crossfades next to it read it; a is read twice, c once.
    const prepared = `${TO_YUV709},format=yuv444p,scale=720:1280:flags=bicubic,setsar=1`;
    expect(graph).toContain(`[0:v]${prepared},split=2`);
    expect(graph).toContain(`[1:v]${prepared},split=3`);
    expect(graph).toContain(`[2:v]${prepared},split=1`);
    // The overlay, once a piece, converted once and not upscaled.
    expect(graph).toContain(`[3:v]${OVERLAY_YUV},split=4`);
    expect(graph.match(/\[\d:v\]/g)).toHaveLength(4);
    expect(graph).toContain(
      '[p0_framed][p1_framed][p2_framed][p3_framed]concat=n=4:v=1:a=0[piece]',
    );
    expect(graph.match(/subtitles=/g)).toHaveLength(1);
    expect(graph).toMatch(/\[v\]$/);
    // Each piece moves as it does on its own: the same zoompan expressions.
    for (const piece of pieces) {
      const alone = buildSegmentGraph({ ...spec, ...piece, outPath: 'OUT' });
      for (const zoompan of alone.match(/zoompan=[^,]*/g) ?? []) expect(graph).toContain(zoompan);
    }
    expect(runFrames(spec)).toEqual({ from: 0, to: frameCount(pieces) });
    const args = runArgs(spec, '/w/g.txt').join(' ');
    expect(args).toContain(
      '-i /c/a.png -i /c/b.png -i /c/c.png -i /c/frame.png -filter_complex_script /w/g.txt',
    );
    expect(args).toContain(`-frames:v ${frameCount(pieces)}`);
  });

  it("reads a scene's planes once for its parallax shot, the front not upscaled", () => {
    const deep = scenes.map((c) => ({
      ...c,
      planes: { back: `${c.imagePath}.back`, front: `${c.imagePath}.front` },
    }));
    const design = { width: 1080, height: 1920 };
    const spec = { width: 360, height: 640, design, scenes: deep, outPath: 'OUT' };
    const pieces = plan.slice(0, 3); // body 0, crossfade 1, body 1
    const withParallax = pieces.filter(
      ({ index, part }) => part === 'body' && parallaxShot({ ...spec, index }) !== undefined,
    );
    expect(withParallax.length).toBeGreaterThan(0);
    const inputs = runInputs({ ...spec, pieces });
    const planes = withParallax.flatMap(({ index }) => [
      deep[index]!.planes.back,
      deep[index]!.planes.front,
    ]);
    expect(inputs.slice(-planes.length)).toEqual(planes);
    const graph = buildRunGraph({ ...spec, pieces });
    const front = inputs.indexOf(planes[1]!);
    const back = inputs.indexOf(planes[0]!);
    expect(graph).toContain(`[${front}:v]split=1`);
    expect(graph).toContain(
      `[${back}:v]${TO_YUV709},format=yuv444p,scale=720:1280:flags=bicubic,setsar=1,split=1`,
    );
    // The same parallax chains as the piece alone.
    for (const { index } of withParallax) {
      const alone = buildSegmentGraph({ ...spec, part: 'body', index });
      expect(graph).toContain(alone.match(/overlay=x='[^']*'/)![0]);
    }
  });
});
