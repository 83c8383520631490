import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { encodeWav } from '../src/audio/pcm.js';
import { buildAss } from '../src/captions/ass.js';
import { captionOptionsSchema } from '../src/captions/caption-options.js';
import { prepareFontsDir } from '../src/captions/fonts.js';
import { groupPhrases, timeWords } from '../src/captions/phrases.js';
import { probe, runTool } from '../src/compose/ffmpeg.js';
import type { MediaTools } from '../src/compose/ffmpeg.js';
import { buildSegmentGraph, segmentArgs, sceneSpan, segmentPlan } from '../src/compose/graph.js';
import { concatList, muxArgs, soundtrackArgs } from '../src/compose/mux.js';
import { planShots, transitionInto } from '../src/compose/shots.js';
import { createRandom } from '../src/random.js';
import type { SceneClip } from '../src/compose/graph.js';
import { renderBuiltin } from '../src/images/builtin-illustrator.js';
import { FFMPEG_BUILDS } from './support/ffmpeg-builds.js';

const dir = await mkdtemp(join(tmpdir(), 'studio-ffmpeg-test-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

// Both builds the engine runs on (0011): the filters must be in the 2018 npm build too.
const builds = FFMPEG_BUILDS;

/** A 3-second, 3-scene clip through the production path: segments, then the mux. */
async function renderTiny(t: MediaTools): Promise<string> {
  const name = t.source;
  const images = await Promise.all(
    [
      'a ship at sea at night, moon',
      'a castle on the mountains at dawn',
      'a city skyline at sunset',
    ].map(async (prompt, i) => {
      const path = join(dir, `${name}-${i}.png`);
      await writeFile(
        path,
        await renderBuiltin({ prompt, style: 'cinematic', width: 540, height: 960, seed: i }),
      );
      return path;
    }),
  );
  const audioPath = join(dir, `${name}.wav`);
  const tone = Float32Array.from({ length: 44100 * 3 }, (_, i) => 0.2 * Math.sin(i / 20));
  await writeFile(audioPath, encodeWav(44100, tone, tone));
  const subtitlesPath = join(dir, `${name}.ass`);
  const phrases = groupPhrases(
    timeWords('Three scenes, one graph, two builds of ffmpeg.', 0.2, 2.5),
  );
  await writeFile(
    subtitlesPath,
    buildAss(phrases, captionOptionsSchema.parse({}), { width: 540, height: 960, aspect: '9:16' }),
  );
  const frames = images.map((_, i) => ({ startFrame: i * 30, endFrame: (i + 1) * 30 }));
  // Every transition the graph has: crossfade into scene 1, slide into scene 2.
  const transitions = ['crossfade', 'crossfade', 'slide'] as const;
  const scenes: SceneClip[] = images.map((imagePath, i) => ({
    imagePath,
    ...frames[i]!,
    transition: transitions[i] ?? transitionInto(i, images.length),
    shots: planShots({
      span: sceneSpan(frames, i),
      headFrames: i === 0 ? 0 : 12,
      tailFrames: i === images.length - 1 ? 0 : 12,
      words: [],
      subject: { x: 0.5, y: 0.5 },
      random: createRandom(i),
    }),
  }));
  const fontsDir = await prepareFontsDir(join(dir, 'cache'));
  const segments: string[] = [];
  for (const [p, { index, part }] of segmentPlan(scenes).entries()) {
    const spec = {
      part,
      width: 540,
      height: 960,
      scenes,
      index,
      subtitlesPath,
      fontsDir,
      outPath: join(dir, `${name}-seg${p}.mp4`),
      preset: 'superfast',
    };
    const graphPath = join(dir, `${name}-graph${p}.txt`);
    await writeFile(graphPath, buildSegmentGraph(spec));
    await runTool(t.ffmpeg, segmentArgs(spec, graphPath));
    segments.push(spec.outPath);
  }
  const listPath = join(dir, `${name}-list.txt`);
  await writeFile(listPath, concatList(segments));
  const outPath = join(dir, `${name}.mp4`);
  const soundtrackPath = join(dir, `${name}-sound.m4a`);
  await runTool(t.ffmpeg, soundtrackArgs(audioPath, soundtrackPath));
  await runTool(t.ffmpeg, muxArgs(listPath, soundtrackPath, 90, outPath));
  return outPath;
}

describe.each(builds)('the composition on %s', (_name, tools) => {
  it.skipIf(tools === undefined)(
    'renders a short clip with the exact frames, codecs and audio, deterministically',
    async () => {
      const t = tools!;
      const outPath = await renderTiny(t);
      const info = await probe(t, outPath);
      expect(info.durationSeconds).toBeGreaterThan(2.95);
      expect(info.durationSeconds).toBeLessThan(3.1);
      expect(info.video).toMatchObject({
        codec: 'h264',
        profile: 'High',
        width: 540,
        height: 960,
        pixFmt: 'yuv420p',
        fps: 30,
      });
      expect(info.audio).toMatchObject({ codec: 'aac' });
      const { stdout } = await runTool(t.ffprobe, [
        '-v',
        'error',
        '-count_frames',
        '-select_streams',
        'v',
        '-show_entries',
        'stream=nb_read_frames',
        '-of',
        'csv=p=0',
        outPath,
      ]);
      expect(Number(stdout.trim())).toBe(90);
      const hash = async (): Promise<string> =>
        createHash('sha256')
          .update(await readFile(outPath))
          .digest('hex');
      const first = await hash();
      await renderTiny(t);
      expect(await hash()).toBe(first);
    },
  );
});
