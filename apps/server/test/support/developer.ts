import { createReelsmithClient } from '@reelsmith/client';
import { apiClient, createSignedInUser, grantCredits, type TestContext } from '../harness.js';

/** Starts the test app on a free local port, for clients that speak real HTTP; its base URL. */
export async function listenForClients(ctx: TestContext): Promise<string> {
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  const address = ctx.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening');
  return `http://127.0.0.1:${address.port}`;
}

/**
 * A signed-in user with `credits`, an API key, the generated client on that key, and a way to
 * read their balance: a program using the video API (docs/product/api.md#video-api).
 */
export async function developer(ctx: TestContext, baseUrl: string, credits: number) {
  const { api } = apiClient(ctx.app);
  const session = await createSignedInUser(ctx.app);
  if (credits > 0) await grantCredits(ctx.app, session.user.id, credits);
  const made = await api('POST', '/keys', session.headers, { name: 'test' });
  const key = made.json<{ key: string }>().key;
  const client = createReelsmithClient({ baseUrl, apiKey: key });
  const balance = async () =>
    (await api('GET', '/credits/balance', session.headers)).json<{ availableCredits: number }>()
      .availableCredits;
  return { ...session, key, client, balance };
}
