/**
 * `npm run client:generate`: builds the server on an in-memory database, reads its OpenAPI
 * document and writes packages/client/src/schema.ts (scripts/client-schema.ts).
 */
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { buildApp } from '../apps/server/src/app.js';
import { createContainer } from '../apps/server/src/composition.js';
import { configSchema } from '../apps/server/src/config.js';
import { openPGlite } from '../apps/server/src/db/database.js';
import { migrate } from '../apps/server/src/db/migrate.js';
import { CLIENT_SCHEMA_FILE, clientSchemaSource } from './client-schema.js';

const config = configSchema.parse({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATA_DIR: path.join(os.tmpdir(), 'reelsmith-client-generate'),
  WEB_DIST_DIR: path.join(os.tmpdir(), 'reelsmith-no-web-app'),
});
const database = await openPGlite(undefined);
await migrate(database);
const container = createContainer({ config, database, logger: pino({ level: 'silent' }) });
const app = await buildApp({ config, database, container });
try {
  const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<
    Record<string, unknown>
  >();
  await writeFile(CLIENT_SCHEMA_FILE, await clientSchemaSource(document));
  console.log(`wrote ${CLIENT_SCHEMA_FILE.pathname}`);
} finally {
  await app.close();
  await container.close();
  await database.close();
}
