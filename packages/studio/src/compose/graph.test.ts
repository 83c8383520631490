import { describe, expect, it } from 'vitest';
import { sceneClips } from '../../test/support/scene-clips.js';
import {
  FPS,
  OVERLAY_YUV,
  OVERSAMPLE,
  TO_YUV709,
  TRANSITION_FRAMES,
  buildSegmentGraph,
  escapeFilterPath,
  panCrop,
  parallaxShot,
  sceneSpan,
  segmentArgs,
  segmentFrames,
  segmentPlan,
  shotWindow,
  zoompanFilter,
} from './graph.js';
import { concatList, muxArgs, soundtrackArgs, reencodeArgs } from './mux.js';
import type { SegmentSpec } from './graph.js';
import type { Camera } from './shots.js';

const scenes = sceneClips([200, 450, 600], ['crossfade', 'slide', 'zoom']);
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
/** The frames each stretch of a graph makes: a zoompan's `d`, a pan's crop of a still looped. */
const stretchFrames = (graph: string): number[] =>
  [...graph.matchAll(/zoompan=[^;]*?:d=(\d+)|loop=loop=(\d+):size=1/g)].map((m) =>
    m[1] === undefined ? Number(m[2]) + 1 : Number(m[1]),
  );
const sum = (values: number[]): number => values.reduce((a, b) => a + b, 0);

describe('segment filter graphs', () => {
  it('use only filters the 2018 npm ffmpeg build has', () => {
    for (const g of graphs) {
      expect(g).not.toMatch(/xfade|whole_dur|normalize|eval=frame/);
      expect(g).toMatch(/zoompan=|crop=w=/);
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
    // Each body's stretches make exactly its frames; a crossfade is 12 frames of each scene.
    ranges.forEach((r, i) => {
      const counts = stretchFrames(graphs[i]!);
      if (plan[i]!.part === 'body') expect(sum(counts)).toBe(r.to - r.from);
      else expect(sum(counts)).toBe(2 * TRANSITION_FRAMES);
      expect(r.to - r.from).toBe(plan[i]!.part === 'body' ? r.to - r.from : TRANSITION_FRAMES);
    });
    expect(() => segmentFrames(scenes, 0, 'crossfade')).toThrow(RangeError);
  });

  it('go into a scene by crossfade, slide or zoom-through, continuing both shots', () => {
    expect(graphs[0]).not.toMatch(/overlay/);
    // Scene 1 slides in (opaque), scene 2 fades in at the end of scene 1's fast push.
    expect(graphs[1]).toMatch(/\[tail\]\[headv\]overlay=x='W\*pow\(1-\(n\+1\)\/12,2\)'/);
    expect(graphs[1]).not.toMatch(/fade=/);
    expect(graphs[3]).toMatch(/fade=t=in:s=0:n=12:alpha=1/);
    expect(scenes[1]!.shots.at(-1)!.kind).toBe('whip');
    expect(scenes[1]!.shots.at(-1)!.frames).toBe(TRANSITION_FRAMES);
    // Scene 0 spans 206 frames; its tail copy starts 12 frames before its end.
    expect(sceneSpan(scenes, 0)).toBe(206);
    const last = scenes[0]!.shots.at(-1)!;
    const pan = panCrop(last.camera, last.frames, 1080, 1920);
    if (pan === undefined) expect(graphs[1]).toContain(`(on+${194 - last.from})`);
    else expect(graphs[1]).toContain(`x='${pan.x0 + pan.dx * (194 - last.from)}+${pan.dx}*n'`);
  });

  it('film each pan as a crop and the zooms through zoompan, joined by hard cuts', () => {
    const body = graphs[2]!;
    const shots = scenes[1]!.shots;
    expect(shots.length).toBeGreaterThanOrEqual(2);
    // The body starts 12 frames into the span and ends 12 before its end (the whip's frames).
    const inBody = shots.slice(0, -1);
    const pans = inBody.filter((s) => panCrop(s.camera, s.frames, 1080, 1920) !== undefined);
    expect(pans.length).toBeGreaterThan(0);
    expect(pans.length).toBeLessThan(inBody.length);
    expect(body.match(/crop=w=1080:h=1920:/g)).toHaveLength(pans.length);
    for (const shot of pans) {
      const pan = panCrop(shot.camera, shot.frames, 1080, 1920)!;
      const k = Math.max(0, 12 - shot.from);
      expect(body).toContain(`scale=${pan.width}:${pan.height}:flags=bicubic,format=yuv420p`);
      expect(body).toContain(
        `loop=loop=${Math.min(shot.frames, shot.from + shot.frames - 12) - k - 1}:size=1`,
      );
    }
    const stretches = stretchFrames(body);
    expect(body).toContain(`concat=n=${stretches.length}:v=1:a=0,setsar=1[piece]`);
    expect(sum(stretches)).toBe(sceneSpan(scenes, 1) - 24);
  });

  it('lay a frame-fixed overlay over the moving picture, before the captions', () => {
    const framed = scenes.map((s) => ({ ...s, overlayPath: `/o/${s.imagePath.slice(3)}` }));
    const body = buildSegmentGraph({ ...spec(1), scenes: framed });
    expect(body).toMatch(
      /\[piece\];\n\[1:v\]scale=out_color_matrix=bt709:out_range=tv,format=yuva420p\[overlay\];\n\[piece\]\[overlay\]overlay=0:0\[framed\];\n\[framed\]format=yuv420p,subtitles=/,
    );
    const fade = buildSegmentGraph({ ...spec(2, 'crossfade'), scenes: framed });
    expect(fade).toContain(`[2:v]${OVERLAY_YUV}[overlay]`);
    expect(fade).toContain('[piece][overlay]overlay=0:0[framed]');
    expect(segmentArgs({ ...spec(2, 'crossfade'), scenes: framed }, 'G').join(' ')).toContain(
      '-i /c/c.png -i /c/b.png -i /o/c.png',
    );
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
    const still: Camera = {
      zoomFrom: 1.12,
      zoomTo: 1.12,
      cxFrom: 0.4,
      cxTo: 0.6,
      cyFrom: 0.5,
      cyTo: 0.5,
    };
    const shot = { kind: 'wide' as const, from: 0, frames: 100, camera: still };
    // 20% of the 1.12x still's width over 99 frames is 2.4 px a frame: 2 (whole and even), and
    // the still enlarged a little (1.18x) to have room for 198 px of travel.
    expect(panCrop(still, 100, 1080, 1920)).toEqual({
      width: 1278,
      height: 2272,
      x0: 0,
      dx: 2,
      y0: 176,
      dy: 0,
    });
    // zoompan (a preview's) films the same windows on the oversampled still (2160/1278 of them).
    expect(zoompanFilter([shot], 0, 100, 1080, 1920)).toBe(
      "zoompan=z='iw/(1825.85211)':x='0+3.38028*(on+0)':y='297.46479':d=100:s=1080x1920:fps=30",
    );
  });
});

describe('the parallax shot (a scene drawn in a back and a front plane)', () => {
  const deep = sceneClips([240, 480], ['crossfade', 'crossfade'], '/c/frame.png').map((c) => ({
    ...c,
    planes: { back: `${c.imagePath}.back.png`, front: `${c.imagePath}.front.png` },
  }));
  const body = (index: number, extra: Partial<SegmentSpec> = {}): SegmentSpec => ({
    ...spec(index),
    scenes: deep,
    ...extra,
  });

  it('films the close-up pan from the planes, the front faster, at whole pixels', () => {
    const shot = parallaxShot(body(0))!;
    const close = deep[0]!.shots.find((s) => s.kind === 'close')!;
    expect(shot).toMatchObject({ from: close.from, frames: close.frames });
    const back = panCrop(close.camera, close.frames, 1080, 1920)!.dx;
    // The front moves against the window, whole pixels a frame, at least 1.5x the back.
    expect(Number.isInteger(shot.vx)).toBe(true);
    expect(Math.sign(shot.vx)).toBe(-Math.sign(back));
    expect(Math.abs(shot.vx)).toBeGreaterThanOrEqual(1.5 * Math.abs(back));
    // The front plane covers the frame all the way: no edge comes into view.
    for (const n of [0, shot.frames - 1]) {
      const x = shot.x0 + shot.vx * n;
      expect(x).toBeLessThanOrEqual(0);
      expect(x + shot.width).toBeGreaterThanOrEqual(1080);
    }
    expect(shot.y).toBeLessThanOrEqual(0);
    expect(shot.y + shot.height).toBeGreaterThanOrEqual(1920);
  });

  it('joins the shots before and after it from the still, each frame made once', () => {
    const graph = buildSegmentGraph(body(0));
    const { from, to } = segmentFrames(deep, 0, 'body');
    const counts = stretchFrames(graph);
    expect(sum(counts)).toBe(to - from);
    expect(counts.length).toBeGreaterThanOrEqual(3);
    // Inputs: the still, the frame overlay, then the back and front planes.
    expect(graph).toContain(`[0:v]${TO_YUV709},format=yuv444p`);
    expect(graph).toContain(`[2:v]${TO_YUV709},format=yuv444p,scale=2160:3840`);
    expect(graph).toMatch(
      /\[3:v\]setsar=1,scale=\d+:\d+:flags=bicubic:out_color_matrix=bt709:out_range=tv,format=yuva420p\[front\]/,
    );
    expect(graph).toContain("[back][front]overlay=x='");
    expect(graph).toContain('concat=n=3:v=1:a=0');
    expect(graph).toContain('[piece][overlay]overlay=0:0[framed]');
    const args = segmentArgs({ ...body(0), outPath: '/o.mp4' }, '/g.txt');
    const inputs = args.filter((_, k) => args[k - 1] === '-i');
    expect(inputs).toEqual(['/c/a.png', '/c/frame.png', '/c/a.png.back.png', '/c/a.png.front.png']);
  });

  it('leaves transitions, scenes without planes and previews of them as they were', () => {
    const flat = deep.map((c) => ({ ...c, planes: undefined }));
    expect(buildSegmentGraph(body(1, { part: 'crossfade' }))).toBe(
      buildSegmentGraph(body(1, { part: 'crossfade', scenes: flat })),
    );
    expect(parallaxShot(body(0, { scenes: flat }))).toBeUndefined();
    expect(buildSegmentGraph(body(0, { scenes: flat }))).not.toContain('[back]');
    // A preview follows the design's framing, scaled.
    const small = parallaxShot(
      body(0, { width: 360, height: 640, design: { width: 1080, height: 1920 } }),
    )!;
    const full = parallaxShot(body(0))!;
    expect(small.vx).toBeCloseTo(full.vx / 3, 5);
    expect(small.from).toBe(full.from);
  });
});

/** Shots at one zoom (filmed as crops) and shots that zoom (filmed through zoompan). */
const PANS: Camera[] = [
  { zoomFrom: 1.16, zoomTo: 1.16, cxFrom: 0.44, cxTo: 0.56, cyFrom: 0.5, cyTo: 0.5 },
  { zoomFrom: 1.5, zoomTo: 1.5, cxFrom: 0.5, cxTo: 0.5001, cyFrom: 0.5, cyTo: 0.5 },
  { zoomFrom: 1.85, zoomTo: 1.85, cxFrom: 0.3, cxTo: 0.3, cyFrom: 0.42, cyTo: 0.38 },
  { zoomFrom: 1, zoomTo: 1, cxFrom: 0.5, cxTo: 0.5, cyFrom: 0.5, cyTo: 0.5 },
  { zoomFrom: 1.5, zoomTo: 1.5, cxFrom: 0.9, cxTo: 0.1, cyFrom: 0.1, cyTo: 0.9 },
];
const ZOOMS: Camera[] = [
  { zoomFrom: 1, zoomTo: 1.12, cxFrom: 0.5, cxTo: 0.55, cyFrom: 0.5, cyTo: 0.45 },
  { zoomFrom: 1.14, zoomTo: 1.02, cxFrom: 0.45, cxTo: 0.5, cyFrom: 0.55, cyTo: 0.5 },
];

describe('zoom windows (whole pixels of the oversampled still, changing every frame)', () => {
  it.each([
    [1080, 1920],
    [1920, 1080],
  ])('zoom by whole widths each frame, inside the still (%ix%i)', (w, h) => {
    for (const camera of ZOOMS) {
      for (const frames of [46, 90, 130]) {
        const win = shotWindow(camera, frames, w, h);
        const iw = OVERSAMPLE * w;
        const ih = OVERSAMPLE * h;
        expect(Number.isInteger(win.dw) && win.dw !== 0).toBe(true);
        for (const n of [0, frames - 1]) {
          const width = win.w0 + win.dw * n;
          const height = Math.floor((ih * (width + 0.5)) / iw);
          const x = win.x0 + win.dx * n;
          const y = win.y0 + win.dy * n;
          expect(width).toBeLessThanOrEqual(iw);
          expect(x).toBeGreaterThanOrEqual(0);
          expect(y).toBeGreaterThanOrEqual(0);
          expect(x + width).toBeLessThanOrEqual(iw);
          expect(y + height).toBeLessThanOrEqual(ih);
        }
      }
    }
    // A pan has no zoom window: it is a crop (below).
    for (const camera of PANS) expect(() => shotWindow(camera, 90, w, h)).toThrow(RangeError);
  });
});

describe('pans as crops (the still scaled once, the window moving whole pixels)', () => {
  it.each([
    [1080, 1920],
    [1920, 1080],
    [1080, 1080],
  ])('move an even, non-zero step every frame, inside the scaled still (%ix%i)', (w, h) => {
    for (const camera of PANS) {
      for (const frames of [2, 46, 90, 130]) {
        const pan = panCrop(camera, frames, w, h)!;
        expect(Math.abs(pan.dx) + Math.abs(pan.dy)).toBeGreaterThanOrEqual(2);
        for (const v of [pan.dx, pan.dy, pan.x0, pan.y0, pan.width, pan.height]) {
          expect(Math.abs(v) % 2).toBe(0);
        }
        // At least the camera's zoom, and the frame's shape to within a pixel.
        expect(pan.width).toBeGreaterThanOrEqual(camera.zoomFrom * w - 1);
        expect(Math.abs(pan.height / pan.width - h / w)).toBeLessThan(2 / w);
        for (const n of [0, frames - 1]) {
          const x = pan.x0 + pan.dx * n;
          const y = pan.y0 + pan.dy * n;
          expect(x).toBeGreaterThanOrEqual(0);
          expect(y).toBeGreaterThanOrEqual(0);
          expect(x + w).toBeLessThanOrEqual(pan.width);
          expect(y + h).toBeLessThanOrEqual(pan.height);
        }
      }
    }
    for (const camera of ZOOMS) expect(panCrop(camera, 90, w, h)).toBeUndefined();
  });

  it('are zoompan for a preview, on the same windows scaled', () => {
    const previewScenes = sceneClips([200, 450], ['crossfade', 'crossfade']);
    const small = buildSegmentGraph({
      ...spec(0),
      scenes: previewScenes,
      width: 360,
      height: 640,
      design: { width: 1080, height: 1920 },
    });
    expect(small).not.toContain('crop=');
    const { from, to } = segmentFrames(previewScenes, 0, 'body');
    expect(sum(stretchFrames(small))).toBe(to - from);
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

  it("give x264 a thread count only when asked (compose.ts), after the encoder's settings", () => {
    expect(segmentArgs(spec(1), '/w/graph.txt')).not.toContain('-threads');
    const args = segmentArgs({ ...spec(1), threads: 1 }, '/w/graph.txt').join(' ');
    expect(args).toContain('-flags:v +bitexact -threads 1 -frames:v 238');
  });

  it('encode the soundtrack on its own as AAC; join the segments and copy it in, moov first', () => {
    const sound = soundtrackArgs('/w/audio.wav', '/c/sound.m4a').join(' ');
    expect(sound).toContain('-i /w/audio.wav -map 0:a:0 -c:a aac -b:a 160k');
    expect(sound).toContain('-f mp4 /c/sound.m4a');
    const args = muxArgs('/w/list.txt', '/c/sound.m4a', 600, '/out/v.mp4').join(' ');
    expect(args).toContain('-f concat -safe 0 -i /w/list.txt -i /c/sound.m4a');
    expect(args).toContain('-c:v copy -c:a copy');
    expect(args).not.toContain('aac');
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
