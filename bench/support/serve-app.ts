// The real app (routes, plugins, database) on an ephemeral port; prints the port, then waits.
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../apps/server/src/app.js';
import { configSchema } from '../../apps/server/src/config.js';
import { openDatabase } from '../../apps/server/src/db/open.js';

const config = configSchema.parse({
  ...process.env,
  NODE_ENV: 'production',
  COOKIE_SECRET: process.env.COOKIE_SECRET ?? 'bench-only-cookie-secret-of-32-characters',
  LOG_LEVEL: 'silent',
  DATA_DIR: process.env.DATA_DIR ?? path.join(os.tmpdir(), `reelsmith-bench-${process.pid}`),
});
const database = await openDatabase(config);
const app = await buildApp({ config, database, closeDatabase: true });
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
process.stdout.write(`${typeof address === 'object' && address !== null ? address.port : ''}\n`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
