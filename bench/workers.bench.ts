/**
 * `npm run bench:workers`: two videos rendered by one worker process (WORKER_CONCURRENCY=1, the
 * default) against the same two rendered by two worker processes at once, on one PostgreSQL
 * database, from `continue` until both are COMPLETED. Each setup has its own data directory,
 * so neither finds the other's artifacts in the cache. The ratio says what a second worker
 * process buys on this machine; it is bounded by the cores, which ffmpeg already uses.
 */
import os from 'node:os';
import { scratchDatabase } from './support/processes.js';
import {
  completed,
  queuesInstalled,
  removeDataDirs,
  runEnv,
  script,
  seeder,
  startWorker,
  type Seeder,
  type WorkerProcess,
} from './support/reelsmith.js';

const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Renders two fresh videos with `workers` worker processes; the wall time in ms. */
async function renderTwo(seed: Seeder, databaseUrl: string, workers: number): Promise<number> {
  const env = { ...runEnv(databaseUrl), WORKER_CONCURRENCY: '1' };
  const started: WorkerProcess[] = [];
  try {
    for (let i = 0; i < workers; i += 1) started.push(await startWorker(env));
    await queuesInstalled(seed.database);
    const projects = await Promise.all(
      ['a', 'b'].map(async (name) => {
        const { userId } = await seed.user(`workers-${workers}-${name}`);
        const project = await seed.project(userId, script(`Setup ${workers}, video ${name}`, 8));
        return { userId, ...project };
      }),
    );
    const start = performance.now();
    for (const p of projects) {
      await seed.container.generations.continue(p.userId, p.projectId, p.token);
    }
    await completed(
      seed.database,
      projects.map((p) => p.projectId),
    );
    return performance.now() - start;
  } finally {
    for (const worker of started) await worker.stop();
  }
}

const scratch = await scratchDatabase();
const seed = await seeder(runEnv(scratch.url));
try {
  const one = await renderTwo(seed, scratch.url, 1);
  const two = await renderTwo(seed, scratch.url, 2);
  const cores = os.cpus().length;
  console.log(
    `\nTwo videos (8 sentences each, built-in providers), ${cores} cores (shared with other ` +
      `work), node ${process.version}\n`,
  );
  console.log('| setup | both COMPLETED after | per video |');
  console.log('| --- | ---: | ---: |');
  console.log(`| one worker process, both videos | ${s(one)} | ${s(one / 2)} |`);
  console.log(`| two worker processes, one video each | ${s(two)} | ${s(two / 2)} |`);
  console.log(
    `\nspeed-up of two workers: ${(one / two).toFixed(2)}x on ${cores} cores ` +
      `(two / one: ${(two / one).toFixed(2)}x the time)`,
  );
} finally {
  await seed.close();
  await scratch.drop();
  removeDataDirs();
}
