import os from 'node:os';
import path from 'node:path';
import { configSchema } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/db/open.js';
import { sessionsRepository } from '../apps/server/src/repositories/sessions.repository.js';
import { grantSignupCredits } from '../apps/server/src/services/credits.service.js';
const config = configSchema.parse({
  NODE_ENV: 'production',
  COOKIE_SECRET: 'x'.repeat(40),
  LOG_LEVEL: 'silent',
  DATABASE_URL: process.env.DATABASE_URL,
  DATA_DIR: path.join(os.tmpdir(), 'bx'),
});
const database = await openDatabase(config);
const user = await database.db
  .insertInto('users')
  .values({ provider: 'b', subject: 'b', email: 'b@example.com' })
  .returning('id')
  .executeTakeFirstOrThrow();
console.log(await sessionsRepository(database.db).create(user.id, 30, 'b'));
await grantSignupCredits(database.db, user.id, 5);
await database.close();
