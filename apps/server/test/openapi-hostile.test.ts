import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionsRepository } from '../src/repositories/sessions.repository.js';
import { createSignedInUser, createTestApp, testDatabases, type TestContext } from './harness.js';
import {
  hostileRequests,
  operationsOf,
  type HostileRequest,
  type OpenApiDocument,
} from './support/hostile-requests.js';

/**
 * Every operation of the served OpenAPI document, probed with hostile input derived from the
 * document itself (so a new endpoint is covered without this file changing): control
 * characters, huge strings and bodies, wrong types, missing and extra fields, broken and
 * injection-shaped path and query values, no token and a revoked one. None may answer 5xx;
 * every 4xx is the API's JSON error `{ message, error, code }`.
 */
describe.each(testDatabases())('hostile input to every documented operation on %s', (kind) => {
  let ctx: TestContext;
  let document: OpenApiDocument;
  let userId: string;
  let revokedToken: string;
  let address = 0;

  beforeAll(async () => {
    // An operator, so that the console's calls read their input rather than answer 403.
    ctx = await createTestApp(kind, { ADMIN_EMAILS: 'hostile-operator@example.com' });
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    document = res.json<OpenApiDocument>();
    const user = await createSignedInUser(ctx.app, 'hostile-operator@example.com');
    userId = user.user.id;
    const revoked = await createSignedInUser(ctx.app);
    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: revoked.headers,
    });
    expect(logout.statusCode).toBe(200);
    revokedToken = revoked.token;
  });
  afterAll(async () => {
    await ctx?.close();
  });

  async function authorization(request: HostileRequest): Promise<string | undefined> {
    const { auth } = request;
    if (auth === 'none') return undefined;
    if (auth === 'revoked') return `Bearer ${revokedToken}`;
    // A fresh session per request: per-session rate limits must not hide what comes after them.
    if (auth === 'live')
      return `Bearer ${await sessionsRepository(ctx.app.db).create(userId, 1, null)}`;
    return auth.header;
  }

  /** What is wrong with the answer to a request, or undefined when nothing is. */
  async function send(request: HostileRequest): Promise<string | undefined> {
    const authHeader = await authorization(request);
    address += 1;
    const res = await ctx.app.inject({
      method: request.method,
      url: request.url,
      // Each request from its own address: per-address rate limits would answer 429 for the rest.
      remoteAddress: `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
      headers: {
        ...(authHeader === undefined ? {} : { authorization: authHeader }),
        ...(request.body === undefined ? {} : { 'content-type': request.body.contentType }),
      },
      ...(request.body === undefined ? {} : { payload: request.body.text }),
    });
    const status = res.statusCode;
    if (status >= 500) return `${status} ${res.body.slice(0, 200)}`;
    if (status < 400) return undefined;
    const contentType = String(res.headers['content-type'] ?? '');
    if (!contentType.startsWith('application/json')) return `${status} as ${contentType}`;
    const body: unknown = JSON.parse(res.body);
    const fields = body as Record<string, unknown>;
    const isApiError =
      typeof fields.message === 'string' &&
      fields.message !== '' &&
      typeof fields.error === 'string' &&
      typeof fields.code === 'string';
    return isApiError ? undefined : `${status} without { message, error, code }: ${res.body}`;
  }

  it('serves a document with operations to probe', () => {
    expect(operationsOf(document).length).toBeGreaterThan(20);
  });

  it('answers every hostile request to every operation without a 5xx', async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const { path, method, operation } of operationsOf(document)) {
      for (const request of hostileRequests(document, path, method, operation)) {
        const problem = await send(request);
        sent += 1;
        if (problem !== undefined) {
          failures.push(`${method.toUpperCase()} ${path} [${request.label}]: ${problem}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(1000);
  }, 300_000);
});
