import { API_KEY_MESSAGES, SERVER_MESSAGES } from '@reelsmith/contract';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.js';
import { createContainer, type Container } from '../src/composition.js';
import {
  apiClient,
  createSignedInUser,
  createTestApp,
  grantCredits,
  testConfig,
  testDatabases,
  type Headers,
  type TestContext,
} from './harness.js';

const bearer = (key: string): Headers => ({ authorization: `Bearer ${key}` });

/** API keys (docs/product/api.md#api-keys): made, used, listed, revoked, limited. */
describe.each(testDatabases())('API keys (%s)', (kind) => {
  let ctx: TestContext;
  let api: ReturnType<typeof apiClient>['api'];
  /** A second API process on the same database (on PGlite: the same handle). */
  let second: { app: App; container: Container };
  let api2: ReturnType<typeof apiClient>['api'];

  beforeAll(async () => {
    ctx = await createTestApp(kind, { API_KEY_RATE_LIMIT: '40' });
    ({ api } = apiClient(ctx.app));
    const database = await ctx.database.openAnother();
    const config = testConfig({ API_KEY_RATE_LIMIT: '40' });
    const container = createContainer({ config, database, logger: pino({ level: 'silent' }) });
    const app = await buildApp({ config, database, container });
    await app.ready();
    second = { app, container };
    ({ api: api2 } = apiClient(app));
  });
  afterAll(async () => {
    await second.app.close();
    await second.container.close();
    await ctx.close();
  });

  async function newKey(headers: Headers, name = 'n8n flow') {
    const response = await api('POST', '/keys', headers, { name });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: string; key: string; prefix: string; name: string }>();
  }

  it('shows a new key once, lists it without the key, and the key works like a session', async () => {
    const { headers, user } = await createSignedInUser(ctx.app);
    await grantCredits(ctx.app, user.id, 3);
    const created = await newKey(headers, '  My script  ');
    expect(created.key).toMatch(/^rs_live_[\w-]{43}$/);
    expect(created.name).toBe('My script');
    expect(created.prefix).toBe(created.key.slice(0, 12));

    const list = await api('GET', '/keys', headers);
    expect(list.statusCode).toBe(200);
    const { keys } = list.json<{ keys: Record<string, unknown>[] }>();
    expect(keys).toEqual([
      {
        id: created.id,
        name: 'My script',
        prefix: created.prefix,
        createdAt: expect.any(String) as string,
        lastUsedAt: null,
      },
    ]);
    expect(list.body).not.toContain(created.key);
    // Only the hash is stored.
    const row = await ctx.app.db
      .selectFrom('api_keys')
      .selectAll()
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(created.key.slice(12));

    const balance = await api('GET', '/credits/balance', bearer(created.key));
    expect(balance.statusCode).toBe(200);
    expect(balance.json()).toMatchObject({ availableCredits: 3 });
    const settings = await api('GET', '/user/settings', bearer(created.key));
    expect(settings.json()).toMatchObject({ email: user.email });
    const used = await api('GET', '/keys', headers);
    expect(used.json<{ keys: { lastUsedAt: string | null }[] }>().keys[0]?.lastUsedAt).not.toBe(
      null,
    );
  });

  it('refuses a key for key management, account deletion and payments (403)', async () => {
    const { headers, user } = await createSignedInUser(ctx.app);
    const { key, id } = await newKey(headers);
    const calls: [string, string, unknown?][] = [
      ['POST', '/keys', { name: 'another' }],
      ['GET', '/keys'],
      ['DELETE', `/keys/${id}`],
      ['DELETE', '/user/account', { confirmEmail: user.email }],
      ['POST', '/payment/create-intent', { packageId: 'starter' }],
      ['POST', '/payment/create-checkout-session', { packageId: 'starter' }],
      ['POST', '/credits/purchase', { packageId: 'starter' }],
      ['POST', '/auth/logout'],
    ];
    for (const [method, url, body] of calls) {
      const response = await api(method as 'GET', url, bearer(key), body);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toMatchObject({
        message: API_KEY_MESSAGES.sessionOnly,
        code: 'FORBIDDEN',
      });
    }
    // Nothing happened: the key and the account are still there.
    expect((await api('GET', '/credits/balance', bearer(key))).statusCode).toBe(200);
  });

  it('answers 400 for a bad name, 401 for an unknown key and without a token', async () => {
    const { headers } = await createSignedInUser(ctx.app);
    for (const name of ['', '   ', 'x'.repeat(101), 'bad\u0000name']) {
      const response = await api('POST', '/keys', headers, { name });
      expect(response.statusCode, JSON.stringify(name)).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(/name/);
    }
    expect((await api('POST', '/keys', headers, {})).statusCode).toBe(400);
    const unknown = await api('GET', '/credits/balance', bearer(`rs_live_${'a'.repeat(43)}`));
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toMatchObject({ message: SERVER_MESSAGES.invalidToken });
    const none = await api('GET', '/keys');
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ message: SERVER_MESSAGES.noToken });
  });

  it("answers 404 for another user's key, an unknown one and one already revoked", async () => {
    const owner = await createSignedInUser(ctx.app);
    const stranger = await createSignedInUser(ctx.app);
    const { id, key } = await newKey(owner.headers);
    const theirs = await api('DELETE', `/keys/${id}`, stranger.headers);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ message: API_KEY_MESSAGES.notFound });
    expect((await api('GET', '/keys', stranger.headers)).json()).toEqual({ keys: [] });
    expect((await api('GET', '/credits/balance', bearer(key))).statusCode).toBe(200);
    expect((await api('DELETE', '/keys/not-a-uuid', owner.headers)).statusCode).toBe(404);
    const random = '00000000-0000-4000-8000-000000000000';
    expect((await api('DELETE', `/keys/${random}`, owner.headers)).statusCode).toBe(404);
    expect((await api('DELETE', `/keys/${id}`, owner.headers)).statusCode).toBe(200);
    expect((await api('DELETE', `/keys/${id}`, owner.headers)).statusCode).toBe(404);
  });

  it('a revoked key answers 401 at once, in this process and in another one', async () => {
    const { headers } = await createSignedInUser(ctx.app);
    const { id, key } = await newKey(headers);
    // Both processes have it cached.
    for (let i = 0; i < 2; i += 1) {
      expect((await api('GET', '/credits/balance', bearer(key))).statusCode).toBe(200);
      expect((await api2('GET', '/credits/balance', bearer(key))).statusCode).toBe(200);
    }
    const revoked = await api('DELETE', `/keys/${id}`, headers);
    expect(revoked.json()).toEqual({ revoked: true });
    expect((await api('GET', '/credits/balance', bearer(key))).statusCode).toBe(401);
    // The other process hears of it by NOTIFY, well within the cache's 10 s lifetime.
    const started = Date.now();
    await expect
      .poll(async () => (await api2('GET', '/credits/balance', bearer(key))).statusCode, {
        timeout: 3_000,
        interval: 50,
      })
      .toBe(401);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect((await api('GET', '/keys', headers)).json()).toEqual({ keys: [] });
  });

  it('each key has its own budget of requests a minute', async () => {
    const { headers } = await createSignedInUser(ctx.app);
    const first = await newKey(headers, 'first');
    const other = await newKey(headers, 'other');
    const statuses: number[] = [];
    for (let i = 0; i < 41; i += 1) {
      statuses.push((await api('GET', '/credits/balance', bearer(first.key))).statusCode);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(40);
    expect(statuses.at(-1)).toBe(429);
    const limited = await api('GET', '/credits/balance', bearer(first.key));
    expect(limited.json()).toMatchObject({
      message: API_KEY_MESSAGES.rateLimited,
      code: 'TOO_MANY_REQUESTS',
    });
    expect((await api('GET', '/credits/balance', bearer(other.key))).statusCode).toBe(200);
    expect((await api('GET', '/credits/balance', headers)).statusCode).toBe(200);
  });

  it('deleting the account removes its keys', async () => {
    const { headers, user } = await createSignedInUser(ctx.app);
    const { key } = await newKey(headers);
    expect((await api('GET', '/credits/balance', bearer(key))).statusCode).toBe(200);
    const deleted = await api('DELETE', '/user/account', headers, { confirmEmail: user.email });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await api('GET', '/credits/balance', bearer(key))).statusCode).toBe(401);
    const rows = await ctx.app.db
      .selectFrom('api_keys')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toEqual([]);
  });
});
