/**
 * `npm run bench:render`: a full offline render (story to MP4) of a short 1080x1920 video,
 * timed per step, next to the encoder's floor for that very content measured in the same run:
 * the same ffmpeg re-encoding the finished video's frames and audio with the same encoder
 * settings and no filters. Then the re-render after a one-scene edit. Machines here are
 * shared and noisy: read the ratios, not the absolute seconds.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import type { Story } from '@reelsmith/contract';
import { createStudio, probe, reencodeArgs, studioConfigFromEnv } from '@reelsmith/studio';

const seed = Number(process.env.BENCH_SEED ?? 7);
const topic = process.env.BENCH_TOPIC ?? 'myths-mythology';
const settings = {
  voice: 'nova',
  artStyle: 'cinematic',
  aspectRatio: '9:16',
  duration: 'short',
  topic,
} as const;

const dir = await mkdtemp(path.join(tmpdir(), 'reelsmith-bench-'));
const cacheDir = path.join(dir, 'cache');
// Offline on purpose: the built-in writer, eSpeak NG and the built-in illustrator.
const studio = createStudio(studioConfigFromEnv({}));
const s = (ms: number): string => `${(ms / 1000).toFixed(2)} s`;

try {
  console.log(studio.describe().join('\n'));

  const t0 = performance.now();
  const story = await studio.writeStory({ topic, duration: 'short' }, { seed });
  const storyMs = performance.now() - t0;
  const full = await studio.render({
    story,
    settings,
    cacheDir,
    outPath: path.join(dir, 'full.mp4'),
    seed,
  });
  const pipelineMs = performance.now() - t0;
  const info = await probe(studio.tools, full.videoPath);

  // The floor: same binary, same encoder settings, the finished frames and audio, no filters.
  // Timed twice (before and after the edit) and averaged: other work on a shared machine
  // moves single timings by tens of percent.
  const floorOnce = (): number => {
    const f0 = performance.now();
    const floor = spawnSync(
      studio.tools.ffmpeg,
      reencodeArgs(full.videoPath, path.join(dir, 'floor.mp4')),
      { stdio: 'inherit' },
    );
    if (floor.status !== 0) throw new Error('the floor re-encode failed');
    return performance.now() - f0;
  };
  const floor1 = floorOnce();

  // A one-scene edit: new words and a new picture for the third scene.
  const edited: Story = {
    ...story,
    scenes: story.scenes.map((scene, i) =>
      i === 2
        ? {
            narration: scene.narration.replace(/\.$/, ', and nobody forgot it.'),
            imagePrompt: `${scene.imagePrompt}, heavy rain`,
          }
        : scene,
    ),
  };
  const e0 = performance.now();
  const edit = await studio.render({
    story: edited,
    settings,
    cacheDir,
    outPath: path.join(dir, 'edited.mp4'),
    seed,
  });
  const editMs = performance.now() - e0;
  const floor2 = floorOnce();
  const floorMs = (floor1 + floor2) / 2;

  const t = full.timings;
  const n = story.scenes.length;
  console.log(
    `\nvideo: ${info.durationSeconds.toFixed(1)} s, ${info.video?.width}x${info.video?.height}, ${story.scenes.length} scenes, ffmpeg ${studio.tools.source}`,
  );
  console.log('\n| step | time |');
  console.log('| --- | --- |');
  console.log(`| story (built-in writer) | ${s(storyMs)} |`);
  console.log(`| VOICE (eSpeak NG, fit, music mix) | ${s(t.voiceMs)} |`);
  console.log(`| IMAGES (built-in illustrator) | ${s(t.imagesMs)} |`);
  console.log(`| CAPTIONS | ${s(t.captionsMs)} |`);
  console.log(`| COMPOSING (ffmpeg) | ${s(t.composingMs)} |`);
  console.log(`| **whole pipeline, story to MP4** | **${s(pipelineMs)}** |`);
  console.log(
    `| encoder floor (re-encode of the finished video, same settings, no filters; mean of two runs) | ${s(floorMs)} (${s(floor1)}, ${s(floor2)}) |`,
  );
  console.log(`| pipeline / floor | ${(pipelineMs / floorMs).toFixed(2)}x (aim: 1.4x or less) |`);
  console.log(
    `| pipeline / real time | ${(pipelineMs / 1000 / info.durationSeconds).toFixed(2)}x |`,
  );
  console.log(
    `| one-scene edit re-render | ${s(editMs)} = ${((editMs / pipelineMs) * 100).toFixed(0)}% of the full render (aim: 30% or less) |`,
  );
  console.log(
    `| edit, per step: voice / images / captions / composing | ${s(edit.timings.voiceMs)} / ${s(edit.timings.imagesMs)} / ${s(edit.timings.captionsMs)} / ${s(edit.timings.composingMs)} |`,
  );
  console.log(
    `| edit: voice / images / captions / video pieces reused | ${edit.cache.voice?.hits}/${n} / ${edit.cache.image?.hits}/${n} / ${edit.cache.captions?.hits}/${n} / ${edit.cache.segment?.hits}/${2 * n - 1} |`,
  );
} finally {
  await rm(dir, { recursive: true, force: true });
}
