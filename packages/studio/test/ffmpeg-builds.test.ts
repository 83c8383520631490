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
import { findOnPath, npmMediaTools, probe, runTool } from '../src/compose/ffmpeg.js';
import type { MediaTools } from '../src/compose/ffmpeg.js';
import { MOTIONS, buildFilterGraph, composeArgs } from '../src/compose/graph.js';
import type { CompositionSpec } from '../src/compose/graph.js';
import { renderBuiltin } from '../src/images/builtin-illustrator.js';

const dir = await mkdtemp(join(tmpdir(), 'studio-ffmpeg-test-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

const builds: [string, MediaTools | undefined][] = [
  ['the npm static build (about 4.1)', npmMediaTools()],
  [
    "the system ffmpeg (Debian's 5.x)",
    findOnPath('ffmpeg') === undefined
      ? undefined
      : { ffmpeg: findOnPath('ffmpeg')!, ffprobe: findOnPath('ffprobe')!, source: 'system' },
  ],
];

/** A 3-second, 3-scene clip through the production graph: pan/zoom, crossfades, captions. */
async function tinySpec(name: string): Promise<CompositionSpec> {
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
  return {
    width: 540,
    height: 960,
    scenes: images.map((imagePath, i) => ({
      imagePath,
      startFrame: i * 30,
      endFrame: (i + 1) * 30,
      motion: MOTIONS[i]!,
    })),
    audioPath,
    subtitlesPath,
    fontsDir: await prepareFontsDir(join(dir, 'cache')),
    outPath: join(dir, `${name}.mp4`),
    preset: 'superfast',
  };
}

describe.each(builds)('the composition graph on %s', (_name, tools) => {
  it.skipIf(tools === undefined)(
    'renders a short clip with the exact frames, codecs and audio, deterministically',
    async () => {
      const t = tools!;
      const spec = await tinySpec(t.source);
      const graphPath = join(dir, `${t.source}-graph.txt`);
      await writeFile(graphPath, buildFilterGraph(spec));
      await runTool(t.ffmpeg, composeArgs(spec, graphPath));
      const info = await probe(t, spec.outPath);
      expect(info.durationSeconds).toBeGreaterThan(2.9);
      expect(info.durationSeconds).toBeLessThan(3.2);
      expect(info.video).toMatchObject({
        codec: 'h264',
        profile: 'High',
        width: 540,
        height: 960,
        pixFmt: 'yuv420p',
        fps: 30,
      });
      expect(info.audio).toMatchObject({ codec: 'aac' });
      const hash = async (): Promise<string> =>
        createHash('sha256')
          .update(await readFile(spec.outPath))
          .digest('hex');
      const first = await hash();
      await runTool(t.ffmpeg, composeArgs(spec, graphPath));
      expect(await hash()).toBe(first);
    },
  );
});
