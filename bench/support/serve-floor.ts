// The floor of any request that touches the database: a bare Fastify route that runs one
// `SELECT 1` on a pg pool of the app's size (10), on DATABASE_URL. Prints the port, then waits.
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });
app.get('/', async () => {
  const { rows } = await pool.query<{ one: number }>('SELECT 1 AS one');
  return { one: rows[0]?.one };
});
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
process.stdout.write(`${typeof address === 'object' && address !== null ? address.port : ''}\n`);
process.on('SIGTERM', () => void app.close().then(() => pool.end().then(() => process.exit(0))));
