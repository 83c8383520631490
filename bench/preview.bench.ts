/**
 * `npm run bench:preview`: the free preview against the full render, measured in the same run
 * (docs/decisions/0052-preview-and-revisions.md). One short 9:16 story, offline providers:
 *   1. the full render from an empty cache (what a render costs with nothing made yet);
 *   2. the preview from another empty cache (what a person waits for after pressing Preview:
 *      it speaks, draws and times everything the final will use, then composes at 360 px with
 *      the fastest preset);
 *   3. the final render after that preview, on the preview's cache (what Finalize then costs);
 *   4. the preview again on a warm cache (a second preview after an edit elsewhere).
 * Aim: (2) at most 25% of (1). Machines here are shared and noisy: read the ratios. Each
 * render is timed `BENCH_RUNS` times (default 2), alternating, and the median is printed.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createStudio, probe, studioConfigFromEnv } from '@reelsmith/studio';
import type { RenderResult } from '@reelsmith/studio';

const seed = Number(process.env.BENCH_SEED ?? 7);
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 2));
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
  const result: RenderResult = await studio.render({
    story,
    settings,
    options: { preview },
    cacheDir,
    outPath: path.join(dir, `${name}.mp4`),
    seed,
  });
  return { ms: performance.now() - t, result };
}

try {
  const times = {
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
  const rows: [string, number][] = [
    ['full render, empty cache', full],
    ['preview, empty cache', median(times.preview)],
    ['final after the preview', median(times.after)],
    ['preview again, warm cache', median(times.warm)],
  ];
  console.log(`\n${sizes}; ${runs} run(s) each, medians; ${story.scenes.length} scenes`);
  console.log('| render | time | of the full render |');
  console.log('| --- | --- | --- |');
  for (const [name, ms] of rows) {
    console.log(`| ${name} | ${s(ms)} | ${((100 * ms) / full).toFixed(0)}% |`);
  }
  const share = median(times.preview) / full;
  console.log(
    `\npreview / full: ${(100 * share).toFixed(1)}% (aim at most 25%): ${share <= 0.25 ? 'met' : 'NOT met'}`,
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
