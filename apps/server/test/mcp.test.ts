import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiClient,
  createSignedInUser,
  createTestApp,
  grantCredits,
  testDatabases,
  type Headers,
  type TestContext,
} from './harness.js';
import { startWebhookReceiver, type WebhookReceiver } from './support/webhook-receiver.js';

/**
 * Issue 23 item 4: the MCP server at /api/mcp, driven by the official SDK's own client over
 * real HTTP (StreamableHTTPClientTransport with an API key). A video is made from start to
 * finish by the worker in this process with the built-in providers, and its `video.completed`
 * webhook reaches a local receiver.
 */

const SCRIPT =
  'A lighthouse keeper counted the ships every night.\n\nOne night a ship counted him back.';

interface ToolText {
  isError?: boolean;
  content: { type: string; text?: string }[];
  structuredContent?: Record<string, unknown>;
}

describe.each(testDatabases())('the MCP server (%s)', (kind) => {
  let ctx: TestContext;
  let base: string;
  let receiver: WebhookReceiver;
  let api: ReturnType<typeof apiClient>['api'];

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    ctx = await createTestApp(kind, {}, { pollingIntervalSeconds: 0.5 });
    await ctx.services.startWorker();
    await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    const address = ctx.app.server.address();
    if (address === null || typeof address === 'string') throw new Error('not listening');
    base = `http://127.0.0.1:${address.port}`;
    ({ api } = apiClient(ctx.app));
  });
  afterAll(async () => {
    await ctx.close();
    await receiver.close();
  });

  const newKey = async (headers: Headers) => {
    const response = await api('POST', '/keys', headers, { name: 'mcp' });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: string; key: string }>();
  };
  const connect = async (key: string) => {
    const client = new Client({ name: 'reelsmith-test', version: '1.0.0' });
    const transport = new StreamableHTTPClientTransport(new URL(`${base}/api/mcp`), {
      requestInit: { headers: { authorization: `Bearer ${key}` } },
    });
    await client.connect(transport);
    return client;
  };
  const call = async (client: Client, name: string, args: Record<string, unknown> = {}) =>
    (await client.callTool({ name, arguments: args })) as ToolText;

  it('lists the tools, creates a video and reads it until it is completed', async () => {
    const { user, headers } = await createSignedInUser(ctx.app);
    await grantCredits(ctx.app, user.id, 2);
    const hook = await api('POST', '/webhooks', headers, {
      url: receiver.url('/mcp-video'),
      events: ['video.completed'],
    });
    expect(hook.statusCode, hook.body).toBe(201);
    const { key } = await newKey(headers);
    const client = await connect(key);

    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      'create_video',
      'get_balance',
      'get_video',
      'list_options',
      'list_videos',
    ]);
    const create = tools.find((tool) => tool.name === 'create_video')!;
    expect(create.description).toMatch(/minutes/);
    expect(create.description).toMatch(/get_video/);
    expect(create.description).toMatch(/Do not wait/);
    expect(Object.keys(create.inputSchema.properties ?? {})).toEqual(
      expect.arrayContaining(['topic', 'customPrompt', 'script', 'voice', 'artStyle']),
    );

    const options = (await call(client, 'list_options')).structuredContent!;
    expect((options.voices as unknown[]).length).toBe(5);
    expect((options.artStyles as unknown[]).length).toBe(20);
    expect(options.formats).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: '9:16' })]),
    );
    expect((options.languages as { id: string }[]).map((l) => l.id)).toEqual([
      'en',
      'es',
      'fr',
      'de',
      'pt',
    ]);
    expect((await call(client, 'get_balance')).structuredContent).toEqual({ availableCredits: 2 });

    const started = await call(client, 'create_video', {
      script: SCRIPT,
      artStyle: 'noir',
      voice: 'nova',
      // The smallest frame: the render is the slow part of this test.
      aspectRatio: '1:1',
    });
    expect(started.isError, JSON.stringify(started.content)).toBeFalsy();
    const id = started.structuredContent!.id as string;
    expect(['QUEUED', 'RENDERING']).toContain(started.structuredContent!.status);
    expect((await call(client, 'get_balance')).structuredContent).toEqual({ availableCredits: 1 });

    const began = Date.now();
    let video: Record<string, unknown> = {};
    const steps = new Set<unknown>();
    while (Date.now() - began < 480_000) {
      const read = await call(client, 'get_video', { id });
      expect(read.isError, JSON.stringify(read.content)).toBeFalsy();
      video = read.structuredContent!;
      steps.add(video.step);
      if (video.status === 'COMPLETED' || video.status === 'FAILED') break;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
    // The figure the tools' descriptions give an agent (decision 0071).
    console.info(
      `MCP video ${kind}: ${String(video.status)} after ${Math.round((Date.now() - began) / 1000)} s`,
    );
    expect(video.status, String(video.failureMessage)).toBe('COMPLETED');
    // An absolute link on APP_URL (localhost:3000 here): fetched from where this app listens.
    const link = new URL(String(video.downloadUrl));
    expect(link.searchParams.get('sig')).toBeTruthy();
    const download = await fetch(`${base}${link.pathname}${link.search}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('video/mp4');
    expect((await download.arrayBuffer()).byteLength).toBeGreaterThan(10_000);

    const listed = (await call(client, 'list_videos')).structuredContent!;
    expect((listed.content as { id: string }[]).map((v) => v.id)).toContain(id);

    // video.completed reached the user's endpoint, signed.
    const { secret } = hook.json<{ secret: string }>();
    await expect.poll(() => receiver.at('/mcp-video').length, { timeout: 15_000 }).toBe(1);
    const delivered = receiver.at('/mcp-video')[0]!;
    expect(
      new Webhook(secret).verify(delivered.body, {
        'webhook-id': String(delivered.headers['webhook-id']),
        'webhook-timestamp': String(delivered.headers['webhook-timestamp']),
        'webhook-signature': String(delivered.headers['webhook-signature']),
      }),
    ).toMatchObject({ type: 'video.completed', data: { id, status: 'COMPLETED' } });

    // Another user's key finds no such video; bad input is a tool error, not a crash.
    const stranger = await createSignedInUser(ctx.app);
    const other = await connect((await newKey(stranger.headers)).key);
    const hidden = await call(other, 'get_video', { id });
    expect(hidden.isError).toBe(true);
    expect(hidden.content[0]?.text).toContain('404');
    const broke = await call(other, 'create_video', { script: SCRIPT });
    expect(broke.isError).toBe(true);
    expect(broke.content[0]?.text).toContain('402');
    const invalid = await call(other, 'get_video', { id: 'nope' });
    expect(invalid.isError).toBe(true);
    const twoSources = await call(other, 'create_video', { script: SCRIPT, topic: 'war-stories' });
    expect(twoSources.isError).toBe(true);
    expect(twoSources.content[0]?.text).toContain('400');
    await other.close();
    await client.close();
  }, 540_000);

  it('answers 401 without a valid API key', async () => {
    const initialize = {
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: {
        protocolVersion: '2025-06-18',
        capabilities: {},
        clientInfo: { name: 'curl', version: '1' },
      },
    };
    const post = (headers: Record<string, string>) =>
      fetch(`${base}/api/mcp`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          ...headers,
        },
        body: JSON.stringify(initialize),
      });
    const { headers, token } = await createSignedInUser(ctx.app);
    const { id, key } = await newKey(headers);
    expect((await post({ authorization: `Bearer ${key}` })).status).toBe(200);

    const none = await post({});
    expect(none.status).toBe(401);
    expect(((await none.json()) as { message: string }).message).toBe('No token found');
    const wrong = await post({ authorization: `Bearer rs_live_${'x'.repeat(43)}` });
    expect(wrong.status).toBe(401);
    const session = await post({ authorization: `Bearer ${token}` });
    expect(session.status).toBe(401);
    expect(((await session.json()) as { message: string }).message).toMatch(/API key/);

    expect((await api('DELETE', `/keys/${id}`, headers)).statusCode).toBe(200);
    expect((await post({ authorization: `Bearer ${key}` })).status).toBe(401);
    await expect(connect(key)).rejects.toThrow();
  });
});
