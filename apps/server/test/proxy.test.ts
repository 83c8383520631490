import { describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { configSchema, loadConfig } from '../src/config.js';
import { createTestApp, testDatabases } from './harness.js';

/** A dev sign-in from `remoteAddress` (the socket's address) with any extra headers. */
const signIn = (app: App, remoteAddress: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/dev/sign-in',
    remoteAddress,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams({ email: `proxy-${Math.random()}@example.com` }).toString(),
  });

const report = (app: App, remoteAddress: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/errors/report',
    remoteAddress,
    headers,
    payload: { kind: 'render', message: 'proxy test' },
  });

/** Six different claimed client addresses, in every form the header takes. */
const spoofed: Record<string, string>[] = [
  { 'x-forwarded-for': '203.0.113.1' },
  { 'x-forwarded-for': '203.0.113.2, 10.0.0.1' },
  { 'x-forwarded-for': '198.51.100.7' },
  { 'x-forwarded-for': '2001:db8::1' },
  { 'x-forwarded-for': '192.0.2.44', 'x-real-ip': '192.0.2.45' },
  { forwarded: 'for=192.0.2.60', 'x-forwarded-for': '192.0.2.61' },
];

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default', () => {
    expect(configSchema.parse({}).TRUST_PROXY).toBe(false);
    expect(configSchema.parse({ TRUST_PROXY: '' }).TRUST_PROXY).toBe(false);
  });

  it('takes true/false and addresses or CIDR ranges, as Fastify does', () => {
    const parse = (value: string) => configSchema.parse({ TRUST_PROXY: value }).TRUST_PROXY;
    expect(parse('true')).toBe(true);
    expect(parse('false')).toBe(false);
    expect(parse('127.0.0.1')).toEqual(['127.0.0.1']);
    expect(parse(' 10.0.0.0/8, ::1 ,fd00::/8,loopback')).toEqual([
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses anything else, a hop count included, naming the variable', () => {
    for (const value of ['yes please', '10.0.0.0/33', '127.0.0.1,', '1', '2']) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY/);
    }
  });
});

describe.each(testDatabases())('client addresses on %s', (kind) => {
  it('a rotated X-Forwarded-For does not escape the sign-in limit', async () => {
    const ctx = await createTestApp(kind, { SIGN_IN_RATE_LIMIT: '3' });
    try {
      const first: number[] = [];
      for (let i = 0; i < 3; i += 1) first.push((await signIn(ctx.app, '10.20.0.1')).statusCode);
      expect(first).toEqual([303, 303, 303]);
      expect((await signIn(ctx.app, '10.20.0.1')).statusCode).toBe(429);
      const rotated: number[] = [];
      for (const headers of spoofed) {
        rotated.push((await signIn(ctx.app, '10.20.0.1', headers)).statusCode);
      }
      expect(rotated).toEqual(spoofed.map(() => 429));
      // Another address has its own budget: the limit is per client, not global.
      expect((await signIn(ctx.app, '10.20.0.2')).statusCode).toBe(303);
    } finally {
      await ctx.close();
    }
  });

  it('a rotated X-Forwarded-For does not escape the anonymous error-report limit', async () => {
    const ctx = await createTestApp(kind);
    try {
      const accepted: number[] = [];
      for (let i = 0; i < 20; i += 1) {
        accepted.push((await report(ctx.app, '10.30.0.1')).statusCode);
      }
      expect(accepted).toEqual(accepted.map(() => 202));
      const rotated: number[] = [];
      for (const headers of spoofed) {
        rotated.push((await report(ctx.app, '10.30.0.1', headers)).statusCode);
      }
      expect(rotated).toEqual(spoofed.map(() => 429));
    } finally {
      await ctx.close();
    }
  });

  it('honours the header from a proxy TRUST_PROXY names, and only from it', async () => {
    const ctx = await createTestApp(kind, { SIGN_IN_RATE_LIMIT: '2', TRUST_PROXY: '127.0.0.1' });
    try {
      const viaProxy = (client: string) =>
        signIn(ctx.app, '127.0.0.1', { 'x-forwarded-for': client });
      expect((await viaProxy('203.0.113.9')).statusCode).toBe(303);
      expect((await viaProxy('203.0.113.9')).statusCode).toBe(303);
      expect((await viaProxy('203.0.113.9')).statusCode).toBe(429);
      // Behind the proxy, each client has its own budget.
      expect((await viaProxy('203.0.113.10')).statusCode).toBe(303);
      // A client that reaches the server directly cannot claim an address.
      expect((await signIn(ctx.app, '10.40.0.1')).statusCode).toBe(303);
      expect((await signIn(ctx.app, '10.40.0.1')).statusCode).toBe(303);
      expect(
        (await signIn(ctx.app, '10.40.0.1', { 'x-forwarded-for': '203.0.113.11' })).statusCode,
      ).toBe(429);
    } finally {
      await ctx.close();
    }
  });
});
