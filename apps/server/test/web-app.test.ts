import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './harness.js';

/** The built web app is served with history fallback; the API and assets never fall back. */
describe('serving the web app', () => {
  let ctx: TestContext;
  let dist: string;
  beforeAll(async () => {
    dist = await fs.mkdtemp(path.join(os.tmpdir(), 'reelsmith-dist-'));
    await fs.mkdir(path.join(dist, 'assets'));
    await fs.writeFile(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    await fs.writeFile(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    await fs.writeFile(path.join(dist, 'assets', 'big-abc123.js'), 'console.log(2);\n'.repeat(500));
    await fs.writeFile(path.join(dist, 'assets', 'app-abc123.js.map'), '{"sources":["app.tsx"]}');
    await fs.mkdir(path.join(dist, '.vite'));
    await fs.writeFile(path.join(dist, '.vite', 'manifest.json'), '{}');
    ctx = await createTestApp('pglite', { WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await ctx.close();
    await fs.rm(dist, { recursive: true, force: true });
  });

  it.each(['/', '/pricing', '/editor/123', '/no/such/page'])('%s gets the app', async (url) => {
    const res = await ctx.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets with a long cache life', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it("compresses the app's files, not the API's JSON answers", async () => {
    const gzip = { 'accept-encoding': 'gzip' };
    const asset = await ctx.app.inject({ url: '/assets/big-abc123.js', headers: gzip });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-encoding']).toBe('gzip');
    expect(asset.rawPayload.length).toBeLessThan(1000);
    const api = await ctx.app.inject({ url: '/api/docs/json', headers: gzip });
    expect(api.statusCode).toBe(200);
    expect(api.rawPayload.length).toBeGreaterThan(1024);
    expect(api.headers['content-encoding']).toBeUndefined();
  });

  it('answers a missing asset with a 404, not the app (a stale chunk must fail loudly)', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/assets/gone-999.js' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
  });

  it.each(['/assets/app-abc123.js.map', '/.vite/manifest.json'])(
    'never serves build internals: %s is a 404',
    async (url) => {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('sources');
    },
  );

  it('answers unknown API paths and non-GET methods with JSON 404s', async () => {
    for (const [method, url] of [
      ['GET', '/api/unknown'],
      ['POST', '/pricing'],
    ] as const) {
      const res = await ctx.app.inject({ method, url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Not found' });
    }
  });
});
