import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import {
  apiClient,
  createSignedInUser,
  createTestApp,
  grantCredits,
  type Headers,
  type TestContext,
} from '../harness.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const serverEntry = path.join(repoRoot, 'apps/server/src/server.ts');
const serverUrl = process.env.TEST_DATABASE_URL;
const ci = process.env.CI === 'true' || process.env.CI === '1';

/** `npm start -- --role worker`, as its own process, on the test's database and files. */
function startWorker(env: Record<string, string>): ChildProcess {
  const child = spawn(
    process.execPath,
    ['--conditions=@reelsmith/source', '--import', 'tsx', serverEntry, '--role', 'worker'],
    {
      cwd: repoRoot,
      env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', process.env.DEBUG_KILL ? 'inherit' : 'ignore', 'inherit'],
    },
  );
  return child;
}

/**
 * Workers in processes of their own on one PostgreSQL (PGlite belongs to one process, so this
 * is PostgreSQL only): the one rendering is killed with SIGKILL, another takes the job up and
 * finishes it, and the user paid one credit.
 */
describe('a worker killed mid-render', () => {
  if (serverUrl === undefined && ci) {
    it('needs PostgreSQL in CI: TEST_DATABASE_URL is unset', () => {
      expect.fail('CI=true requires PostgreSQL: set TEST_DATABASE_URL (bash .ci/run does)');
    });
  }
  const workers: ChildProcess[] = [];
  let ctx: TestContext | undefined;
  let dataDir: string | undefined;
  afterAll(async () => {
    for (const worker of workers) if (worker.exitCode === null) worker.kill('SIGKILL');
    await ctx?.close();
    if (dataDir !== undefined) await rm(dataDir, { recursive: true, force: true });
  });

  it.skipIf(serverUrl === undefined)(
    serverUrl === undefined
      ? 'skipped: PostgreSQL not configured (TEST_DATABASE_URL unset)'
      : 'has its job finished by another worker, and one credit is spent',
    async () => {
      dataDir = await mkdtemp(path.join(tmpdir(), 'reelsmith-kill-'));
      // The API in this process, no worker in it; files in one folder all processes share.
      ctx = await createTestApp('postgres', { DATA_DIR: dataDir });
      const env = { DATABASE_URL: ctx.database.url!, DATA_DIR: dataDir };
      const { api, balance } = apiClient(ctx.app);
      const { user, headers } = await createSignedInUser(ctx.app);
      await grantCredits(ctx.app, user.id, 1);

      const first = startWorker(env);
      workers.push(first);
      const { projectId, token } = (
        await api('POST', '/story/generate-story', headers, {
          topic: 'what-if-scenarios',
          artStyle: 'cinematic',
          aspectRatio: '1:1',
          duration: 'short',
          voice: 'echo',
        })
      ).json<{ projectId: string; token: string }>();
      const withToken: Headers = { ...headers, 'generation-token': token };
      const status = async () =>
        (await api('GET', `/story/${projectId}/status`, withToken)).json<{
          status: string;
          progress: number;
          errorMessage: string | null;
        }>();
      await expect
        .poll(async () => (await status()).status, { timeout: 90_000, interval: 500 })
        .toBe('STORY_READY');
      expect((await api('POST', `/story/${projectId}/continue`, withToken)).statusCode).toBe(200);

      // The first worker is rendering (progress moved): kill it without a chance to clean up.
      await expect
        .poll(async () => (await status()).progress, { timeout: 90_000, interval: 250 })
        .toBeGreaterThan(0);
      first.kill('SIGKILL');
      await once(first, 'exit');
      const killedAt = Date.now();
      const progressAtKill = (await status()).progress;
      expect((await status()).status).toBe('RENDERING');

      const second = startWorker(env);
      workers.push(second);
      await expect
        .poll(
          async () => {
            const s = await status();
            if (process.env.DEBUG_KILL) {
              const { rows } = await sql<Record<string, unknown>>`
                SELECT name, state, retry_count, heartbeat_on, started_on, start_after FROM pgboss.job
                WHERE data->>'generationId' = ${projectId}`.execute(ctx!.app.db);
              console.error(JSON.stringify({ s, rows, t: Date.now() - killedAt }));
            }
            if (s.status === 'FAILED') throw new Error(`render failed: ${s.errorMessage}`);
            return s.status;
          },
          { timeout: 240_000, interval: 500 },
        )
        .toBe('COMPLETED');
      // Taken up well within 2 minutes (heartbeat 30 s), then rendered.
      expect(Date.now() - killedAt).toBeLessThan(240_000);
      expect(progressAtKill).toBeLessThan(100);

      expect(await balance(headers)).toBe(0);
      const ledger = await ctx.app.db
        .selectFrom('credit_ledger')
        .select(['reason', 'reference', 'delta'])
        .where('user_id', '=', user.id)
        .where('reason', '!=', 'grant')
        .execute();
      expect(ledger).toEqual([{ reason: 'video', reference: projectId, delta: -1 }]);
      const video = await api('GET', `/story/video/${projectId}`, {
        ...headers,
        range: 'bytes=0-7',
      });
      expect(video.statusCode).toBe(206);
    },
    420_000,
  );
});
