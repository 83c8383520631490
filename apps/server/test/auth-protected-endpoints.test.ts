import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { createSignedInUser, createTestApp, testDatabases, type TestContext } from './harness.js';
import { protectedEndpoints } from './protected-endpoints.js';

type TokenCase = 'missing' | 'invalid' | 'expired' | 'revoked';

/** The Authorization header for each kind of bad token (undefined: none at all). */
async function badAuthorization(app: App, kind: TokenCase): Promise<string | undefined> {
  switch (kind) {
    case 'missing':
      return undefined;
    case 'invalid':
      return 'Bearer this-token-was-never-issued';
    case 'expired': {
      const { token, user } = await createSignedInUser(app);
      await app.db
        .updateTable('sessions')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where('user_id', '=', user.id)
        .execute();
      return `Bearer ${token}`;
    }
    case 'revoked': {
      const { token, headers } = await createSignedInUser(app);
      const res = await app.inject({ method: 'POST', url: '/api/auth/logout', headers });
      expect(res.statusCode).toBe(200);
      return `Bearer ${token}`;
    }
  }
}

const EXPECTED: Record<TokenCase, string> = {
  missing: 'No token found',
  invalid: 'Invalid token',
  expired: 'Invalid token',
  revoked: 'Invalid token',
};

describe.each(testDatabases())('protected endpoints on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(async () => {
    await ctx.close();
  });

  const cases = protectedEndpoints.flatMap((endpoint) =>
    (['missing', 'invalid', 'expired', 'revoked'] as const).map(
      (tokenCase) => [`${endpoint.method} ${endpoint.url}`, tokenCase, endpoint] as const,
    ),
  );

  it.each(cases)('%s refuses a %s token', async (_name, tokenCase, endpoint) => {
    const authorization = await badAuthorization(ctx.app, tokenCase);
    const res = await ctx.app.inject({
      method: endpoint.method,
      url: endpoint.url,
      headers: {
        ...endpoint.headers,
        ...(authorization === undefined ? {} : { authorization }),
      },
      ...(endpoint.payload === undefined ? {} : { payload: endpoint.payload }),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      message: EXPECTED[tokenCase],
      error: 'Unauthorized',
      code: 'UNAUTHORIZED',
    });
  });

  it('treats "Bearer null" and "Bearer undefined" (a client with no token) as no token', async () => {
    for (const authorization of ['Bearer null', 'Bearer undefined', 'Basic abc']) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/auth/user',
        headers: { authorization },
      });
      expect(res.json()).toMatchObject({ message: 'No token found', code: 'UNAUTHORIZED' });
    }
  });
});
