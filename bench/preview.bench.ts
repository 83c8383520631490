/**
 * `npm run bench:preview`: the free preview against the full render, measured in the same run
 * (docs/decisions/0052-preview-and-revisions.md). One short 9:16 story, offline providers:
 *   1. the full render from an empty cache (what a render costs with nothing made yet);
 *   2. the preview from another empty cache (what a person waits for after pressing Preview:
 *      it speaks, draws and times everything the final will use, then composes at 360 px with
 *      the fastest preset);
 *   3. the final render after that preview, on the preview's cache (what Finalize then costs);
 *   4. the preview again on a warm cache (a second preview after an edit elsewhere).
 * Aim: (2) at most 25% of (1). Each render is measured twice: wall-clock time, and CPU time
 * (this process's and its finished children's, ffmpeg and eSpeak NG, from /proc/self/stat),
 * which other work on a shared machine moves far less than the wall clock. Each render is
 * timed `BENCH_RUNS` times (default 1), alternating, and the median is printed.
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createStudio, probe, studioConfigFromEnv } from '@reelsmith/studio';
import type { RenderResult } from '@reelsmith/studio';

const seed = Number(process.env.BENCH_SEED ?? 7);
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 1));

/** CPU seconds of this process and of its children that have ended (Linux clock ticks). */
function cpuMs(): number {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // After the name: state is field 3, so utime (14) .. cstime (17) are at 11..14 here.
  const ticks = [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i] ?? 0), 0);
  return (ticks * 1000) / 100;
}
const topic = process.env.BENCH_TOPIC ?? 'myths-mythology';
const settings = {
  voice: 'nova',
  artStyle: 'cinematic',
  aspectRatio: '9:16',
  duration: 'short',
  topic,
} as const;

const dir = await mkdtemp(path.join(tmpdir(), 'reelsmith-bench-preview-'));
const studio = createStudio(studioConfigFromEnv({}));
const story = await studio.writeStory({ topic, duration: 'short' }, { seed });
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function render(cacheDir: string, name: string, preview: boolean) {
  const t = performance.now();
  const c = cpuMs();
  const result: RenderResult = await studio.render({
    story,
    settings,
    options: { preview },
    cacheDir,
    outPath: path.join(dir, `${name}.mp4`),
    seed,
  });
  return { ms: performance.now() - t, cpu: cpuMs() - c, result };
}

try {
  const times = {
    full: [] as number[],
    preview: [] as number[],
    after: [] as number[],
    warm: [] as number[],
  };
  const cpu = {
    full: [] as number[],
    preview: [] as number[],
    after: [] as number[],
    warm: [] as number[],
  };
  let made: Awaited<ReturnType<typeof render>> | undefined;
  let sizes = '';
  for (let run = 0; run < runs; run++) {
    const full = await render(path.join(dir, `cold-full-${run}`), `full-${run}`, false);
    const shared = path.join(dir, `cold-preview-${run}`);
    const preview = await render(shared, `preview-${run}`, true);
    const after = await render(shared, `after-${run}`, false);
    const warm = await render(shared, `warm-${run}`, true);
    times.full.push(full.ms);
    times.preview.push(preview.ms);
    times.after.push(after.ms);
    times.warm.push(warm.ms);
    cpu.full.push(full.cpu);
    cpu.preview.push(preview.cpu);
    cpu.after.push(after.cpu);
    cpu.warm.push(warm.cpu);
    // Nothing is spoken or drawn twice: the final after the preview hits every voice and image.
    const { voice, image } = after.result.cache;
    if ((voice?.misses ?? 0) > 0 || (image?.misses ?? 0) > 0) {
      throw new Error(
        `the final after the preview made voice or pictures again: ${JSON.stringify(after.result.cache)}`,
      );
    }
    const p = await probe(studio.tools, preview.result.videoPath);
    const f = await probe(studio.tools, full.result.videoPath);
    sizes = `preview ${p.video?.width}x${p.video?.height}, full ${f.video?.width}x${f.video?.height}, ${f.durationSeconds.toFixed(1)} s of video`;
    made = full;
  }
  const full = median(times.full);
  const fullCpu = median(cpu.full);
  const rows: [string, keyof typeof times][] = [
    ['full render, empty cache', 'full'],
    ['preview, empty cache', 'preview'],
    ['final after the preview', 'after'],
    ['preview again, warm cache', 'warm'],
  ];
  const pct = (a: number, b: number) => `${((100 * a) / b).toFixed(0)}%`;
  console.log(`\n${sizes}; ${runs} run(s) each, medians; ${story.scenes.length} scenes`);
  console.log('| render | wall clock | of the full | CPU time | of the full |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const [name, key] of rows) {
    const wall = median(times[key]);
    const used = median(cpu[key]);
    console.log(
      `| ${name} | ${s(wall)} | ${pct(wall, full)} | ${s(used)} | ${pct(used, fullCpu)} |`,
    );
  }
  const share = median(times.preview) / full;
  const cpuShare = median(cpu.preview) / fullCpu;
  const verdict = (x: number) => (x <= 0.25 ? 'met' : 'NOT met');
  console.log(
    `\npreview / full (aim at most 25%): wall clock ${(100 * share).toFixed(1)}% (${verdict(share)}), CPU time ${(100 * cpuShare).toFixed(1)}% (${verdict(cpuShare)})`,
  );
  if (made !== undefined) {
    const t = made.result.timings;
    console.log(
      `full render's steps: voice ${s(t.voiceMs)}, images ${s(t.imagesMs)}, captions ${s(t.captionsMs)}, composing ${s(t.composingMs)}`,
    );
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}
