/**
 * `npm run bench:render`: a full offline render (story to MP4) of a short 1080x1920 video,
 * timed per step, next to the encoder's floor for that very content measured right after it:
 * the same ffmpeg re-encoding the finished video's frames and audio with the same encoder
 * settings and no filters. Then the re-render after a one-scene edit. `BENCH_ROUNDS` rounds
 * (default 3), each from an empty cache; the figure is the rounds' median. Machines here are
 * shared and noisy: read the ratios, not the absolute seconds.
 */
import { readFileSync } from 'node:fs';
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

const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const dir = await mkdtemp(path.join(tmpdir(), 'reelsmith-bench-'));
// Offline on purpose: the built-in writer, eSpeak NG and the built-in illustrator.
const studio = createStudio(studioConfigFromEnv({}));
const s = (ms: number): string => `${(ms / 1000).toFixed(2)} s`;
const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/**
 * CPU time of this process and of its children that have ended (ffmpeg, eSpeak NG), in ms,
 * from /proc (clock ticks of 10 ms): unlike the wall clock, not lengthened by other work on a
 * shared machine (though slowed by it a little: caches, frequency).
 */
function cpuMs(): number {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
  // utime, stime, cutime, cstime are fields 14-17 of the line; 12-15 after "pid (comm) ".
  return [11, 12, 13, 14].reduce((sum, k) => sum + Number(fields[k]), 0) * 10;
}

interface Round {
  storyMs: number;
  pipelineMs: number;
  pipelineCpuMs: number;
  floorMs: number;
  floorCpuMs: number;
  editMs: number;
  full: Awaited<ReturnType<typeof studio.render>>;
  edit: Awaited<ReturnType<typeof studio.render>>;
  scenes: number;
  seconds: number;
  size: string;
}

/**
 * One round: the full render from an empty cache, the floor right after it (the same ffmpeg
 * re-encoding the finished video's frames with the same encoder settings and no filters), then
 * the one-scene edit. Each round's ratios compare things measured a minute apart; the rounds'
 * median is the figure (a slow moment of the machine falls on one round, not on all).
 */
async function round(k: number): Promise<Round> {
  const cacheDir = path.join(dir, `cache-${k}`);
  const c0 = cpuMs();
  const t0 = performance.now();
  const story = await studio.writeStory({ topic, duration: 'short' }, { seed });
  const storyMs = performance.now() - t0;
  const full = await studio.render({
    story,
    settings,
    cacheDir,
    outPath: path.join(dir, `full-${k}.mp4`),
    seed,
  });
  const pipelineMs = performance.now() - t0;
  const pipelineCpuMs = cpuMs() - c0;
  const info = await probe(studio.tools, full.videoPath);

  const f0 = performance.now();
  const fc0 = cpuMs();
  const floor = spawnSync(
    studio.tools.ffmpeg,
    reencodeArgs(full.videoPath, path.join(dir, `floor-${k}.mp4`)),
    { stdio: 'inherit' },
  );
  if (floor.status !== 0) throw new Error('the floor re-encode failed');
  const floorMs = performance.now() - f0;
  const floorCpuMs = cpuMs() - fc0;

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
    outPath: path.join(dir, `edited-${k}.mp4`),
    seed,
  });
  const editMs = performance.now() - e0;
  return {
    storyMs,
    pipelineMs,
    pipelineCpuMs,
    floorMs,
    floorCpuMs,
    editMs,
    full,
    edit,
    scenes: story.scenes.length,
    seconds: info.durationSeconds,
    size: `${info.video?.width}x${info.video?.height}`,
  };
}

try {
  console.log(studio.describe().join('\n'));
  const done: Round[] = [];
  for (let k = 0; k < rounds; k++) done.push(await round(k));
  const first = done[0]!;
  console.log(
    `\nvideo: ${first.seconds.toFixed(1)} s, ${first.size}, ${first.scenes} scenes, ffmpeg ${studio.tools.source}; ${rounds} rounds, each from an empty cache`,
  );
  const row = (label: string, cell: (r: Round) => string, summary = '') =>
    console.log(`| ${label} | ${done.map(cell).join(' | ')} | ${summary} |`);
  console.log(`\n| step | ${done.map((_, k) => `round ${k + 1}`).join(' | ')} | median |`);
  console.log(`| --- | ${done.map(() => '---:').join(' | ')} | ---: |`);
  const stepRow = (label: string, ms: (r: Round) => number) =>
    row(label, (r) => s(ms(r)), s(median(done.map(ms))));
  stepRow('story (built-in writer)', (r) => r.storyMs);
  stepRow('VOICE (eSpeak NG, fit, music mix)', (r) => r.full.timings.voiceMs);
  stepRow('IMAGES (built-in illustrator, beside VOICE)', (r) => r.full.timings.imagesMs);
  stepRow('CAPTIONS (after VOICE, beside IMAGES)', (r) => r.full.timings.captionsMs);
  stepRow('COMPOSING (ffmpeg)', (r) => r.full.timings.composingMs);
  stepRow('**whole pipeline, story to MP4**', (r) => r.pipelineMs);
  stepRow(
    'encoder floor (re-encode of the finished video, same settings, no filters)',
    (r) => r.floorMs,
  );
  const ratio = (r: Round) => r.pipelineMs / r.floorMs;
  row(
    '**pipeline / floor** (aim: 1.4x or less)',
    (r) => `${ratio(r).toFixed(2)}x`,
    `**${median(done.map(ratio)).toFixed(2)}x**`,
  );
  const cpuRatio = (r: Round) => r.pipelineCpuMs / r.floorCpuMs;
  row(
    'CPU time: pipeline / floor (the process and its children)',
    (r) => `${s(r.pipelineCpuMs)} / ${s(r.floorCpuMs)} = ${cpuRatio(r).toFixed(2)}x`,
    `${median(done.map(cpuRatio)).toFixed(2)}x`,
  );
  const realTime = (r: Round) => r.pipelineMs / 1000 / r.seconds;
  row(
    'pipeline / real time',
    (r) => `${realTime(r).toFixed(2)}x`,
    `${median(done.map(realTime)).toFixed(2)}x`,
  );
  const editShare = (r: Round) => r.editMs / r.pipelineMs;
  row(
    'one-scene edit re-render, of the full render (aim: 30% or less)',
    (r) => `${s(r.editMs)} = ${(editShare(r) * 100).toFixed(0)}%`,
    `**${(median(done.map(editShare)) * 100).toFixed(0)}%**`,
  );
  row('edit, per step: voice / images / captions / composing', (r) =>
    [
      r.edit.timings.voiceMs,
      r.edit.timings.imagesMs,
      r.edit.timings.captionsMs,
      r.edit.timings.composingMs,
    ]
      .map(s)
      .join(' / '),
  );
  row('edit: voice / images / captions / video pieces reused', (r) => {
    const n = r.scenes;
    const c = r.edit.cache;
    return `${c.voice?.hits}/${n} / ${c.image?.hits}/${n} / ${c.captions?.hits}/${n} / ${c.segment?.hits}/${2 * n - 1}`;
  });
} finally {
  await rm(dir, { recursive: true, force: true });
}
