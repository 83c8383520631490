import {
  copyFile,
  mkdir,
  mkdtemp,
  readFile,
  readdir,
  rm,
  stat,
  utimes,
  writeFile,
} from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ArtifactCache, contentKey, getOrCreateFile, mapLimit } from './cache.js';
import type { ArtifactStore } from './cache.js';
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

/** A store in a folder, as a second machine's view of the shared cache. */
function folderStore(root: string): ArtifactStore & { stored: string[]; fetches: string[] } {
  const stored: string[] = [];
  const fetches: string[] = [];
  return {
    stored,
    fetches,
    async fetch(relativePath, destPath) {
      fetches.push(relativePath);
      try {
        await copyFile(join(root, relativePath), destPath);
        return true;
      } catch {
        return false;
      }
    },
    async store(relativePath, srcPath) {
      stored.push(relativePath);
      await mkdir(join(root, relativePath, '..'), { recursive: true });
      await copyFile(srcPath, join(root, relativePath));
    },
  };
}

describe('artifact cache with a shared store', () => {
  it('saves what it makes to the store, and another machine fetches it instead of making it', async () => {
    const shared = await mkdtemp(join(dir, 'shared-'));
    const store = folderStore(shared);
    const first = new ArtifactCache(await mkdtemp(join(dir, 'machine-a-')), store);
    const made = await first.getOrCreate('voice', 'k2', 'wav', async () => Buffer.from('voice'));
    expect(made.hit).toBe(false);
    expect(store.stored).toEqual(['voice/k2.wav']);
    expect(await readFile(join(shared, 'voice/k2.wav'), 'utf8')).toBe('voice');

    const second = new ArtifactCache(await mkdtemp(join(dir, 'machine-b-')), store);
    let created = 0;
    const fetched = await second.getOrCreate('voice', 'k2', 'wav', async () => {
      created++;
      return Buffer.from('made again');
    });
    expect(created).toBe(0);
    expect(fetched).toMatchObject({ hit: true, path: second.pathFor('voice', 'k2', 'wav') });
    expect(fetched.data.toString()).toBe('voice');
    expect(await readFile(fetched.path, 'utf8')).toBe('voice');
    expect(second.stats.voice).toEqual({ hits: 1, misses: 0, fetched: 1 });

    // Asked once by each machine; now in B's own folder, it is not asked again.
    await second.getOrCreate('voice', 'k2', 'wav', async () => Buffer.from('x'));
    expect(store.fetches).toEqual(['voice/k2.wav', 'voice/k2.wav']);
    expect(second.stats.voice).toEqual({ hits: 2, misses: 0, fetched: 1 });
  });

  it('does the same for files a tool writes', async () => {
    const store = folderStore(await mkdtemp(join(dir, 'shared-')));
    const a = new ArtifactCache(await mkdtemp(join(dir, 'machine-a-')), store);
    await getOrCreateFile(a, 'segment', 's1', 'mp4', (temp) => writeFile(temp, 'frames'));
    expect(store.stored).toEqual(['segment/s1.mp4']);
    const b = new ArtifactCache(await mkdtemp(join(dir, 'machine-b-')), store);
    let created = 0;
    const found = await getOrCreateFile(b, 'segment', 's1', 'mp4', async () => {
      created++;
    });
    expect(found.hit).toBe(true);
    expect(created).toBe(0);
    expect(await readFile(found.path, 'utf8')).toBe('frames');
  });

  it('makes what the store lacks, and does not trust an empty file from it', async () => {
    const shared = await mkdtemp(join(dir, 'shared-'));
    await mkdir(join(shared, 'image'));
    await writeFile(join(shared, 'image/empty.png'), '');
    const cache = new ArtifactCache(await mkdtemp(join(dir, 'machine-')), folderStore(shared));
    const missing = await cache.getOrCreate('image', 'none', 'png', async () => Buffer.from('a'));
    const empty = await cache.getOrCreate('image', 'empty', 'png', async () => Buffer.from('b'));
    expect([missing.hit, empty.hit]).toEqual([false, false]);
    expect(await readFile(join(shared, 'image/empty.png'), 'utf8')).toBe('b');
    expect(cache.stats.image).toEqual({ hits: 0, misses: 2 });
  });

  it('fails on a store error rather than paying a provider again, and leaves no temp file', async () => {
    const local = await mkdtemp(join(dir, 'machine-'));
    const broken: ArtifactStore = {
      fetch: async () => {
        throw new Error('store unreachable');
      },
      store: async () => {},
    };
    let created = 0;
    const cache = new ArtifactCache(local, broken);
    await expect(
      cache.getOrCreate('voice', 'k3', 'wav', async () => {
        created++;
        return Buffer.from('v');
      }),
    ).rejects.toThrow('store unreachable');
    expect(created).toBe(0);

    const unwritable = new ArtifactCache(local, {
      fetch: async () => false,
      store: async () => {
        throw new Error('store refused');
      },
    });
    await expect(
      unwritable.getOrCreate('voice', 'k4', 'wav', async () => Buffer.from('v')),
    ).rejects.toThrow('store refused');
    // What was made stays in the local folder: a retry here does not make it again.
    expect(await readFile(unwritable.pathFor('voice', 'k4', 'wav'), 'utf8')).toBe('v');
    expect((await readdir(join(local, 'voice'))).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('refreshes a local hit, so pruning by age removes the least recently used', async () => {
    const cache = new ArtifactCache(await mkdtemp(join(dir, 'machine-')));
    const { path } = await cache.getOrCreate('captions', 'k5', 'json', async () =>
      Buffer.from('[]'),
    );
    const old = new Date(Date.now() - 86_400_000);
    await utimes(path, old, old);
    await cache.getOrCreate('captions', 'k5', 'json', async () => Buffer.from('[]'));
    expect((await stat(path)).mtimeMs).toBeGreaterThan(Date.now() - 60_000);
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

  it('never goes back a step, even at the same figure (voice and pictures run side by side)', () => {
    const seen: RenderProgress[] = [];
    const report = createProgress((p) => seen.push(p));
    report('VOICE', 0.5);
    report('IMAGES', 0); // 12, the figure VOICE ends on
    report('VOICE', 1); // also 12: VOICE again would send the screen back a step
    report('IMAGES', 0.5);
    expect(seen).toEqual([
      { step: 'VOICE', progress: 6 },
      { step: 'IMAGES', progress: 12 },
      { step: 'IMAGES', progress: 21 },
    ]);
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
