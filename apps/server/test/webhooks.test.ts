import { createStudio, studioConfigFromEnv, type Studio } from '@reelsmith/studio';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveAll } from '../src/services/webhooks/address-guard.js';
import {
  apiClient,
  createSignedInUser,
  createTestApp,
  grantCredits,
  startProject,
  testDatabases,
  type TestContext,
} from './harness.js';
import { startWebhookReceiver, type WebhookReceiver } from './support/webhook-receiver.js';

/**
 * Issue 23 item 3: webhooks against a real receiver on 127.0.0.1. The worker runs in this
 * process; its engine refuses to render, so a render fails for good in seconds (the queue's
 * retries 1 s apart) and `video.failed` goes out from the real dead-letter path. The retry
 * schedule is shortened (300 ms, at most 1 s apart, for 4 s) and kept in every other way.
 */

const SCRIPT = {
  script: 'A fox crossed the frozen river at dawn.\n\nBy night she was home again.',
  artStyle: 'noir',
  aspectRatio: '9:16',
  duration: 'short',
  voice: 'alloy',
} as const;

interface Delivery {
  id: string;
  messageId: string;
  eventType: string;
  status: string;
  attempts: { attempt: number; statusCode: number | null; error: string | null; at: string }[];
}

function refusingStudio(): Studio {
  const studio = createStudio(studioConfigFromEnv({}));
  return {
    ...studio,
    render: () => Promise.reject(new Error('the engine is off in this test')),
  };
}

describe.each(testDatabases())('webhooks (%s)', (kind) => {
  let ctx: TestContext;
  let receiver: WebhookReceiver;
  let api: ReturnType<typeof apiClient>['api'];

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    ctx = await createTestApp(
      kind,
      { APP_URL: 'http://app.test' },
      {
        studio: refusingStudio(),
        queue: { retryDelaySeconds: 1 },
        pollingIntervalSeconds: 0.5,
        webhooks: { schedule: { baseMs: 300, capMs: 1000, windowMs: 4000 } },
      },
    );
    await ctx.services.startWorker();
    ({ api } = apiClient(ctx.app));
  }, 120_000);
  afterAll(async () => {
    await ctx.close();
    await receiver.close();
  });

  const register = async (headers: Record<string, string>, path: string, events: string[]) => {
    const response = await api('POST', '/webhooks', headers, { url: receiver.url(path), events });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: string; secret: string; url: string; events: string[] }>();
  };
  const deliveries = async (headers: Record<string, string>, id: string) => {
    const response = await api('GET', `/webhooks/${id}/deliveries`, headers);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ content: Delivery[]; totalElements: number }>().content;
  };
  const headersOf = (request: { headers: Record<string, unknown> }) => ({
    'webhook-id': String(request.headers['webhook-id']),
    'webhook-timestamp': String(request.headers['webhook-timestamp']),
    'webhook-signature': String(request.headers['webhook-signature']),
  });

  it('registers, lists without the secret, deletes; refuses bad input and other users', async () => {
    const owner = await createSignedInUser(ctx.app);
    const created = await register(owner.headers, '/crud', ['video.completed']);
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(created.events).toEqual(['video.completed']);

    const listed = await api('GET', '/webhooks', owner.headers);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual({
      endpoints: [
        {
          id: created.id,
          url: receiver.url('/crud'),
          events: ['video.completed'],
          createdAt: expect.any(String) as string,
          disabledAt: null,
        },
      ],
    });
    expect(listed.body).not.toContain('whsec_');

    for (const [body, message] of [
      [{ url: 'ftp://example.com/x', events: ['video.failed'] }, 'url must be an http'],
      [{ url: 'not a url', events: ['video.failed'] }, 'url must be an http'],
      [{ url: receiver.url('/x'), events: [] }, 'events must name at least one event'],
      [{ url: receiver.url('/x'), events: ['video.started'] }, 'events must be among'],
      [{ url: receiver.url('/x') }, 'events'],
    ] as const) {
      const refused = await api('POST', '/webhooks', owner.headers, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json<{ message: string }>().message).toContain(message);
    }
    expect((await api('POST', '/webhooks', {}, { url: receiver.url('/x') })).statusCode).toBe(401);
    expect((await api('GET', '/webhooks/not-a-uuid/deliveries', owner.headers)).statusCode).toBe(
      400,
    );

    const stranger = await createSignedInUser(ctx.app);
    expect((await api('GET', '/webhooks', stranger.headers)).json()).toEqual({ endpoints: [] });
    for (const [method, path] of [
      ['DELETE', `/webhooks/${created.id}`],
      ['GET', `/webhooks/${created.id}/deliveries`],
      ['POST', `/webhooks/${created.id}/deliveries/${created.id}/redeliver`],
    ] as const) {
      const response = await api(method, path, stranger.headers);
      expect(response.statusCode, `${method} ${path}`).toBe(404);
      expect(response.json<{ message: string }>().message).toBe('Webhook endpoint not found');
    }
    const missing = await api(
      'POST',
      `/webhooks/${created.id}/deliveries/${stranger.user.id}/redeliver`,
      owner.headers,
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json<{ message: string }>().message).toBe('Webhook delivery not found');

    expect((await api('DELETE', `/webhooks/${created.id}`, owner.headers)).statusCode).toBe(200);
    expect((await api('DELETE', `/webhooks/${created.id}`, owner.headers)).statusCode).toBe(404);
    expect((await api('GET', '/webhooks', owner.headers)).json()).toEqual({ endpoints: [] });
  });

  it('sends video.failed and credits.low signed; a first 500 is retried; the log shows it; redeliver', async () => {
    const project = await startProject(ctx.app, SCRIPT, { path: 'from-script', credits: 3 });
    const failed = await register(project.headers, '/failed', ['video.failed']);
    const low = await register(project.headers, '/low', ['credits.low']);
    receiver.answer('/failed', 500);

    // Spends the third credit: 3 -> 2 crosses the threshold of 3 (credits.low).
    const started = await api('POST', `/story/${project.projectId}/continue`, project.withToken);
    expect(started.statusCode, started.body).toBe(200);

    await expect.poll(() => receiver.at('/low').length, { timeout: 15_000 }).toBe(1);
    const lowRequest = receiver.at('/low')[0]!;
    const lowPayload = new Webhook(low.secret).verify(lowRequest.body, headersOf(lowRequest));
    expect(lowPayload).toEqual({
      type: 'credits.low',
      timestamp: expect.any(String) as string,
      data: { availableCredits: 2, threshold: 3 },
    });

    // The render fails for good (three tries), the credit comes back, video.failed goes out:
    // the first answer is 500, the retry 300 ms later gets 200.
    await expect.poll(() => receiver.at('/failed').length, { timeout: 40_000 }).toBe(2);
    const [first, second] = receiver.at('/failed');
    const verifier = new Webhook(failed.secret);
    const payload = verifier.verify(second!.body, headersOf(second!)) as {
      type: string;
      data: Record<string, unknown>;
    };
    expect(verifier.verify(first!.body, headersOf(first!))).toEqual(payload);
    expect(payload).toMatchObject({
      type: 'video.failed',
      data: {
        id: project.projectId,
        status: 'FAILED',
        url: `http://app.test/api/v1/videos/${project.projectId}`,
      },
    });
    expect(typeof payload.data.failureMessage).toBe('string');
    expect(first!.headers['webhook-id']).toBe(second!.headers['webhook-id']);
    expect(first!.headers['webhook-id']).toMatch(/^msg_/);
    // Another endpoint's secret does not verify it.
    expect(() => new Webhook(low.secret).verify(second!.body, headersOf(second!))).toThrow();

    await expect
      .poll(async () => (await deliveries(project.headers, failed.id))[0]?.status)
      .toBe('delivered');
    const [logged] = await deliveries(project.headers, failed.id);
    expect(logged).toMatchObject({
      messageId: first!.headers['webhook-id'],
      eventType: 'video.failed',
      attempts: [
        { attempt: 1, statusCode: 500, error: null },
        { attempt: 2, statusCode: 200, error: null },
      ],
    });
    expect(Date.parse(logged!.attempts[1]!.at)).toBeGreaterThan(
      Date.parse(logged!.attempts[0]!.at),
    );

    const again = await api(
      'POST',
      `/webhooks/${failed.id}/deliveries/${logged!.id}/redeliver`,
      project.headers,
    );
    expect(again.statusCode, again.body).toBe(202);
    await expect.poll(() => receiver.at('/failed').length, { timeout: 10_000 }).toBe(3);
    const third = receiver.at('/failed')[2]!;
    expect(third.headers['webhook-id']).toBe(first!.headers['webhook-id']);
    expect(verifier.verify(third.body, headersOf(third))).toEqual(payload);
    await expect
      .poll(async () => (await deliveries(project.headers, failed.id))[0]?.attempts.length)
      .toBe(3);
  });

  it("sends a video's events to its own webhookUrl, signed with the user's video secret", async () => {
    const { user, headers } = await createSignedInUser(ctx.app);
    await grantCredits(ctx.app, user.id, 1);
    const created = await api('POST', '/v1/videos', headers, {
      script: SCRIPT.script,
      webhookUrl: receiver.url('/own'),
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ id: string }>();
    const secretAnswer = await api('GET', '/webhooks/video-secret', headers);
    expect(secretAnswer.statusCode).toBe(200);
    const { secret } = secretAnswer.json<{ secret: string }>();
    expect(secret).toMatch(/^whsec_/);
    const other = await createSignedInUser(ctx.app);
    expect(
      (await api('GET', '/webhooks/video-secret', other.headers)).json<{ secret: string }>().secret,
    ).not.toBe(secret);

    // The engine refuses: the render fails for good and video.failed goes to the video's URL.
    await expect.poll(() => receiver.at('/own').length, { timeout: 40_000 }).toBe(1);
    const request = receiver.at('/own')[0]!;
    expect(new Webhook(secret).verify(request.body, headersOf(request))).toMatchObject({
      type: 'video.failed',
      data: { id, status: 'FAILED' },
    });
  });

  it('gives a delivery up after its window of retries (gone)', async () => {
    const { user, headers } = await createSignedInUser(ctx.app);
    await grantCredits(ctx.app, user.id, 3);
    const endpoint = await register(headers, '/down', ['credits.low']);
    receiver.answer('/down', ...Array<number>(20).fill(503));
    await ctx.services.credits.spend(user.id, 'video', `gone-test-${user.id}`);
    await expect
      .poll(async () => (await deliveries(headers, endpoint.id))[0]?.status, { timeout: 20_000 })
      .toBe('gone');
    const [delivery] = await deliveries(headers, endpoint.id);
    // 300 ms, then 1 s apart, every one inside the 4 s window (how many depends on the
    // worker's 0.5 s polling on a busy machine), every one a 503, and none after it gave up.
    const codes = delivery!.attempts.map((attempt) => attempt.statusCode);
    expect(codes.length).toBeGreaterThanOrEqual(2);
    expect(new Set(codes)).toEqual(new Set([503]));
    const times = delivery!.attempts.map((attempt) => Date.parse(attempt.at));
    expect(times.at(-1)! - times[0]!).toBeLessThanOrEqual(4_000);
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(300);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(receiver.at('/down')).toHaveLength(codes.length);
  });
});

describe.each(testDatabases())('webhooks without private addresses (%s)', (kind) => {
  let ctx: TestContext;
  let receiver: WebhookReceiver;
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    ctx = await createTestApp(
      kind,
      { WEBHOOK_ALLOW_PRIVATE_URLS: 'false' },
      {
        pollingIntervalSeconds: 0.5,
        // DNS as a name server could answer it: `rebound.test` public at registration (a
        // documentation address), `localhost` at delivery (the machine's real resolver).
        webhooks: {
          resolve: (host) =>
            host === 'localhost' || host === 'public.test'
              ? Promise.resolve(['93.184.215.14'])
              : resolveAll(host),
        },
      },
    );
    await ctx.services.startWorker();
  });
  afterAll(async () => {
    await ctx.close();
    await receiver.close();
  });

  it('refuses private, loopback and link-local addresses at registration', async () => {
    const { api } = apiClient(ctx.app);
    const { headers } = await createSignedInUser(ctx.app);
    for (const url of [
      receiver.url('/private'),
      'http://10.1.2.3/hook',
      'http://192.168.1.20/hook',
      'http://172.20.0.5/hook',
      'http://169.254.169.254/latest/meta-data',
      'http://[::1]:8080/hook',
      'http://[fe80::1]/hook',
      'http://[::ffff:127.0.0.1]/hook',
      'http://0.0.0.0/hook',
    ]) {
      const response = await api('POST', '/webhooks', headers, { url, events: ['credits.low'] });
      expect(response.statusCode, url).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(
        'url: the host resolves to a private, loopback or link-local address',
      );
    }
    const unknown = await api('POST', '/webhooks', headers, {
      url: 'http://no-such-host.invalid/hook',
      events: ['credits.low'],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ message: string }>().message).toBe('url: the host name does not resolve');
    const accepted = await api('POST', '/webhooks', headers, {
      url: 'https://public.test/hook',
      events: ['credits.low'],
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
  });

  it('refuses at delivery a name that resolves to a private address by then', async () => {
    const { api } = apiClient(ctx.app);
    const { user, headers } = await createSignedInUser(ctx.app);
    await grantCredits(ctx.app, user.id, 3);
    const response = await api('POST', '/webhooks', headers, {
      url: `http://localhost:${receiver.port}/rebound`,
      events: ['credits.low'],
    });
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json<{ id: string }>();
    await ctx.services.credits.spend(user.id, 'video', `rebound-${user.id}`);
    await expect
      .poll(
        async () =>
          (await api('GET', `/webhooks/${id}/deliveries`, headers)).json<{
            content: Delivery[];
          }>().content[0]?.attempts[0],
        { timeout: 10_000 },
      )
      .toMatchObject({
        statusCode: null,
        error: 'refused: the host resolves to a private address',
      });
    expect(receiver.at('/rebound')).toHaveLength(0);
  });
});
