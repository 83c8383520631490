/**
 * `npm run bench:requests`: the authenticated request path on PostgreSQL. The real app (every
 * plugin) answers `GET /api/credits/balance` and `GET /api/story/{id}/status` for a signed-in
 * user, next to two baselines started in the same run: a bare Fastify hello-world, and a bare
 * Fastify route that runs one `SELECT 1` on a pg pool (the floor of any request that touches the
 * database). A third, the balance route's own query with its parameter on a bare Fastify route,
 * shows what the query and pg's extended protocol cost without the app; a fourth runs it as the
 * app does, as a named prepared statement. Each server is its own process; autocannon measures them in alternating rounds.
 * Machines here are shared and noisy: read the ratios, not the requests per second.
 */
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { createContainer } from '../apps/server/src/composition.js';
import { configSchema } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/db/open.js';
import { sessionsRepository } from '../apps/server/src/repositories/sessions.repository.js';
import { grantSignupCredits } from '../apps/server/src/services/credits.service.js';
import {
  alternate,
  loadOptions,
  scratchDatabase,
  startServer,
  type Server,
} from './support/processes.js';

const options = loadOptions();
const scratch = await scratchDatabase();
const servers: Server[] = [];
try {
  // A signed-in user with credits and a project at STORY_READY, made through the services.
  const config = configSchema.parse({
    NODE_ENV: 'production',
    COOKIE_SECRET: 'bench-only-cookie-secret-of-32-characters',
    LOG_LEVEL: 'silent',
    DATABASE_URL: scratch.url,
    DATA_DIR: path.join(os.tmpdir(), `reelsmith-bench-${process.pid}`),
  });
  const database = await openDatabase(config);
  const container = createContainer({ config, database, logger: pino({ level: 'silent' }) });
  const user = await database.db
    .insertInto('users')
    .values({ provider: 'bench', subject: 'bench', email: 'bench@example.com', name: 'Bench' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const token = await sessionsRepository(database.db).create(user.id, 30, 'bench');
  await grantSignupCredits(database.db, user.id, 5);
  const project = await container.generations.start(user.id, {
    script: 'A lighthouse keeper finds a letter.\n\nShe follows the map to the sea.',
    artStyle: 'cinematic',
    aspectRatio: '9:16',
    duration: 'short',
    voice: 'nova',
  });
  await container.close();
  await database.close();

  const env = { DATABASE_URL: scratch.url };
  const [app, floor, balanceFloor, balancePrepared, hello] = await Promise.all([
    startServer('serve-app.ts', env),
    startServer('serve-floor.ts', env),
    startServer('serve-floor.ts', { ...env, BENCH_BALANCE_USER: user.id }),
    startServer('serve-floor.ts', { ...env, BENCH_BALANCE_USER: user.id, BENCH_PREPARED: 'true' }),
    startServer('serve-hello.ts'),
  ]);
  servers.push(app, floor, balanceFloor, balancePrepared, hello);
  const auth = { authorization: `Bearer ${token}` };
  const results = await alternate(
    [
      {
        name: 'GET /api/credits/balance',
        url: `http://127.0.0.1:${app.port}/api/credits/balance`,
        headers: auth,
        pid: app.child.pid,
      },
      {
        name: 'GET /api/story/{id}/status',
        url: `http://127.0.0.1:${app.port}/api/story/${project.projectId}/status`,
        headers: { ...auth, 'generation-token': project.token },
        pid: app.child.pid,
      },
      {
        name: 'floor: bare Fastify, one SELECT 1',
        url: `http://127.0.0.1:${floor.port}/`,
        pid: floor.child.pid,
      },
      {
        name: 'bare Fastify, the balance query with its parameter',
        url: `http://127.0.0.1:${balanceFloor.port}/`,
        pid: balanceFloor.child.pid,
      },
      {
        name: 'bare Fastify, the balance query as a named prepared statement',
        url: `http://127.0.0.1:${balancePrepared.port}/`,
        pid: balancePrepared.child.pid,
      },
      {
        name: 'bare Fastify hello-world',
        url: `http://127.0.0.1:${hello.port}/`,
        pid: hello.child.pid,
      },
    ],
    options,
  );
  const floorRps = results[2]!.rps;
  const helloRps = results[5]!.rps;
  console.log(
    `\nRequest path on PostgreSQL: ${options.rounds} rounds x ${options.durationS} s, ` +
      `${options.connections} connections, ${os.cpus().length} cores (shared), node ${process.version}\n`,
  );
  const floorCpu = results[2]!.cpuUs;
  console.log(
    '| target | requests/s | / floor | / hello-world | p99 latency | server CPU per request | / floor |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const row of results) {
    console.log(
      `| ${row.name} | ${row.rps.toFixed(0)} | ${(row.rps / floorRps).toFixed(2)}x | ` +
        `${(row.rps / helloRps).toFixed(2)}x | ${row.p99.toFixed(1)} ms | ` +
        `${row.cpuUs.toFixed(0)} µs | ${(row.cpuUs / floorCpu).toFixed(2)}x |`,
    );
  }
} finally {
  for (const server of servers) await server.stop();
  await scratch.drop();
}
