/**
 * `npm run bench:progress`: the time from `POST /api/story/{id}/continue` to the first progress
 * event of the render, as a browser sees it on `GET /api/story/{id}/events`, with an API process
 * and a worker process (`--role worker`) on PostgreSQL. The baseline, measured in the same
 * rounds, is the first event after `continue` (RENDERING at 0 %, published by the API's own
 * transaction): the floor of any event, LISTEN/NOTIFY and Server-Sent Events included. What lies
 * between the two is the worker noticing the job (a NOTIFY in the sending transaction wakes it;
 * pg-boss's polling, every 2 s, is the fallback) and starting on it.
 */
import os from 'node:os';
import { scratchDatabase, startServer, type Server } from './support/processes.js';
import {
  completed,
  eventStream,
  queuesInstalled,
  removeDataDirs,
  runEnv,
  script,
  seeder,
  startWorker,
  type WorkerProcess,
} from './support/reelsmith.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const ms = (value: number) => `${value.toFixed(0)} ms`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const scratch = await scratchDatabase();
const env = runEnv(scratch.url);
const seed = await seeder(env);
let api: Server | undefined;
let worker: WorkerProcess | undefined;
try {
  worker = await startWorker(env);
  await queuesInstalled(seed.database);
  api = await startServer('serve-app.ts', env);
  const base = `http://127.0.0.1:${api.port}/api/story`;
  const rows: { answer: number; firstEvent: number; firstProgress: number }[] = [];
  // Round 0 warms up both processes (JIT, connections, the engine) and is not counted.
  for (let round = 0; round <= ROUNDS; round += 1) {
    const { userId, token } = await seed.user(`progress-${round}`);
    const project = await seed.project(userId, script(`Round ${round}`, 2));
    const headers = { authorization: `Bearer ${token}`, 'generation-token': project.token };
    const stream = await eventStream(`${base}/${project.projectId}/events`, headers);
    await stream.first((e) => e.status === 'STORY_READY');
    // At a random point of the worker's 2 s polling cycle, as a person's click would be.
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 2000));
    const start = performance.now();
    const answered = fetch(`${base}/${project.projectId}/continue`, { method: 'POST', headers });
    const response = await answered;
    const answer = performance.now() - start;
    if (!response.ok) throw new Error(`continue answered ${response.status}`);
    const rendering = await stream.first((e) => e.at > start && e.status === 'RENDERING');
    // The worker's first report: `continue` itself says VOICE at 0 %.
    const progress = await stream.first(
      (e) =>
        e.at > start && (e.status !== 'RENDERING' || e.progress > 0 || e.currentStep !== 'VOICE'),
    );
    if (progress.status === 'FAILED')
      throw new Error(`the render failed: ${progress.errorMessage}`);
    if (round > 0) {
      rows.push({
        answer,
        firstEvent: rendering.at - start,
        firstProgress: progress.at - start,
      });
    }
    await completed(seed.database, [project.projectId]);
    await stream.close();
  }

  const firstEvent = median(rows.map((r) => r.firstEvent));
  const firstProgress = median(rows.map((r) => r.firstProgress));
  console.log(
    `\ncontinue to the first progress event: ${ROUNDS} rounds (median), one API and one worker ` +
      `process on PostgreSQL, ${os.cpus().length} cores (shared), node ${process.version}\n`,
  );
  console.log('| round | continue answered | first event (RENDERING) | first progress event |');
  console.log('| --- | ---: | ---: | ---: |');
  rows.forEach((r, i) => {
    console.log(`| ${i + 1} | ${ms(r.answer)} | ${ms(r.firstEvent)} | ${ms(r.firstProgress)} |`);
  });
  console.log(
    `| **median** | ${ms(median(rows.map((r) => r.answer)))} | ${ms(firstEvent)} | ${ms(firstProgress)} |`,
  );
  console.log(
    `\nfirst progress / first event: ${(firstProgress / firstEvent).toFixed(1)}x ` +
      `(the worker's share: ${ms(firstProgress - firstEvent)})`,
  );
} finally {
  await api?.stop();
  await worker?.stop();
  await seed.close();
  await scratch.drop();
  removeDataDirs();
}
