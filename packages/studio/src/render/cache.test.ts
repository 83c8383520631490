import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ArtifactCache, contentKey, mapLimit } from './cache.js';
import { createProgress } from './progress.js';
import type { RenderProgress } from './progress.js';

const dir = await mkdtemp(join(tmpdir(), 'studio-cache-test-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('artifact cache', () => {
  it('keys by content, whatever the key order', () => {
    expect(contentKey({ a: 1, b: [1, { c: 2, d: 3 }] })).toBe(
      contentKey({ b: [1, { d: 3, c: 2 }], a: 1 }),
    );
    expect(contentKey({ a: 1 })).not.toBe(contentKey({ a: 2 }));
  });

  it('creates once, then hits', async () => {
    const cache = new ArtifactCache(dir);
    let made = 0;
    const create = async () => Buffer.from(`made ${++made}`);
    const first = await cache.getOrCreate('voice', 'k1', 'wav', create);
    const second = await cache.getOrCreate('voice', 'k1', 'wav', create);
    expect(first.hit).toBe(false);
    expect(second.hit).toBe(true);
    expect(second.data.toString()).toBe('made 1');
    expect(cache.stats.voice).toEqual({ hits: 1, misses: 1 });
  });

  it('runs with a concurrency limit and keeps order', async () => {
    let running = 0;
    let peak = 0;
    const out = await mapLimit([1, 2, 3, 4, 5], 2, async (n) => {
      peak = Math.max(peak, ++running);
      await new Promise((r) => setTimeout(r, 5));
      running--;
      return n * 2;
    });
    expect(out).toEqual([2, 4, 6, 8, 10]);
    expect(peak).toBe(2);
  });
});

describe('progress', () => {
  it('is monotonic over the steps, 0 to 100', () => {
    const seen: RenderProgress[] = [];
    const report = createProgress((p) => seen.push(p));
    report('VOICE', 0);
    report('VOICE', 1);
    report('IMAGES', 0.5);
    report('VOICE', 0.2);
    report('CAPTIONS', 1);
    report('COMPOSING', 0.5);
    report('COMPOSING', 0.4);
    report('COMPOSING', 1);
    const values = seen.map((p) => p.progress);
    expect(values).toEqual([...values].sort((a, b) => a - b));
    expect(values[0]).toBe(0);
    expect(values.at(-1)).toBe(100);
    expect(seen.map((p) => p.step)).not.toContain(undefined);
  });
});

describe('mapLimit on failure', () => {
  it('starts nothing new and waits for the running ones before rejecting', async () => {
    const started: number[] = [];
    let slowDone = false;
    const run = mapLimit([0, 1, 2, 3], 2, async (n) => {
      started.push(n);
      if (n === 0) throw new Error('boom');
      await new Promise((r) => setTimeout(r, 30));
      slowDone = true;
      return n;
    });
    await expect(run).rejects.toThrow('boom');
    expect(slowDone).toBe(true);
    expect(started).toEqual([0, 1]);
  });
});
