// The floor of any request that touches the database: a bare Fastify route that runs one
// `SELECT 1` on a pg pool of the app's size (10), on DATABASE_URL. Prints the port, then waits.
// With BENCH_BALANCE_USER set, the route runs the balance route's own query instead, with its
// parameter (pg's extended protocol, as Kysely sends every query): what that query costs
// without the app around it. BENCH_PREPARED=true runs it as the app does, as a named prepared
// statement (apps/server/src/db/prepared-statements.ts).
import Fastify from 'fastify';
import pg from 'pg';
import { prepareEveryQuery } from '../../apps/server/src/db/prepared-statements.js';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
if (process.env.BENCH_PREPARED === 'true') prepareEveryQuery(pool);
const userId = process.env.BENCH_BALANCE_USER;
const app = Fastify({ logger: false });
app.get('/', async () => {
  if (userId === undefined) {
    const { rows } = await pool.query<{ one: number }>('SELECT 1 AS one');
    return { one: rows[0]?.one };
  }
  const { rows } = await pool.query<{ balance: number }>(
    'select "balance" from "credit_accounts" where "user_id" = $1',
    [userId],
  );
  return { availableCredits: rows[0]?.balance };
});
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
process.stdout.write(`${typeof address === 'object' && address !== null ? address.port : ''}\n`);
process.on('SIGTERM', () => void app.close().then(() => pool.end().then(() => process.exit(0))));
