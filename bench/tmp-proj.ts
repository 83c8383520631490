import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { createContainer } from '../apps/server/src/composition.js';
import { configSchema } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/db/open.js';
const config = configSchema.parse({
  NODE_ENV: 'production',
  COOKIE_SECRET: 'x'.repeat(40),
  LOG_LEVEL: 'silent',
  DATABASE_URL: process.env.DATABASE_URL,
  DATA_DIR: path.join(os.tmpdir(), 'bx'),
});
const database = await openDatabase(config);
const container = createContainer({ config, database, logger: pino({ level: 'silent' }) });
const user = await database.db.selectFrom('users').select('id').executeTakeFirstOrThrow();
const p = await container.generations.scriptToVideo(user.id, {
  script: 'A lighthouse keeper finds a letter.\n\nShe follows the map to the sea.',
  artStyle: 'cinematic',
  aspectRatio: '9:16',
  duration: 'short',
  voice: 'nova',
});
console.log(`${p.projectId} ${p.token}`);
await container.close();
await database.close();
