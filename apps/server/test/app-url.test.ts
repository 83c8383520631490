import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiClient,
  createSignedInUser,
  createTestApp,
  testDatabases,
  type TestContext,
} from './harness.js';
import { StripeFake } from './support/stripe-fake.js';

/** A port nobody listens on now, as a user would pick one for PORT. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe.each(testDatabases())('checkout with PORT set and no APP_URL on %s', (kind) => {
  let ctx: TestContext;
  let port: number;
  beforeAll(async () => {
    port = await freePort();
    ctx = await createTestApp(kind, { PORT: String(port) });
    await ctx.app.listen({ port, host: 'localhost' });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('the test checkout page is on this server, which answers for the session there', async () => {
    const { headers } = await createSignedInUser(ctx.app);
    const { api } = apiClient(ctx.app);
    const res = await api('POST', '/payment/create-checkout-session', headers, {
      packageId: 'starter',
    });
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json<{ url: string }>().url);
    expect(url.origin).toBe(`http://localhost:${port}`);
    // Where the browser is sent, this very server answers about this very session.
    const id = url.pathname.split('/').at(-1)!;
    const session = await fetch(new URL(`/api/payment/session/${id}`, url), { headers });
    expect(session.status).toBe(200);
    expect(await session.json()).toMatchObject({ kind: 'checkout', status: 'pending' });
  });
});

describe.each(testDatabases())('Stripe checkout with PORT set and no APP_URL on %s', (kind) => {
  let ctx: TestContext;
  let stripe: StripeFake;
  beforeAll(async () => {
    stripe = await StripeFake.start();
    ctx = await createTestApp(kind, {
      PORT: '3900',
      ...stripe.appEnv(),
    });
  });
  afterAll(async () => {
    await ctx.close();
    await stripe.close();
  });

  it("sends Stripe return addresses on this server's port", async () => {
    const { headers } = await createSignedInUser(ctx.app);
    const res = await apiClient(ctx.app).api('POST', '/payment/create-checkout-session', headers, {
      packageId: 'popular',
    });
    expect(res.statusCode).toBe(200);
    const request = stripe.requests.findLast((r) => r.path === '/v1/checkout/sessions')!;
    expect(request.body).toMatchObject({
      success_url: 'http://localhost:3900/payment/success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:3900/payment/cancel',
    });
  });
});
