import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** A stable hash of what made an artifact: same inputs, same key, on every machine. */
export function contentKey(inputs: unknown): string {
  return createHash('sha256').update(stableJson(inputs)).digest('hex').slice(0, 32);
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export interface CacheStats {
  hits: number;
  misses: number;
}

/**
 * Per-scene artifacts on disk, named by content key: voice/<key>.wav, image/<key>.png,
 * captions/<key>.json. Writes are atomic (temp file + rename), so a cancelled render never
 * leaves a half-written artifact that a later render would trust.
 */
export class ArtifactCache {
  readonly stats: Record<string, CacheStats> = {};

  constructor(readonly dir: string) {}

  pathFor(kind: string, key: string, ext: string): string {
    return join(this.dir, kind, `${key}.${ext}`);
  }

  async getOrCreate(
    kind: string,
    key: string,
    ext: string,
    create: () => Promise<Buffer>,
  ): Promise<{ path: string; data: Buffer; hit: boolean }> {
    const path = this.pathFor(kind, key, ext);
    const stats = (this.stats[kind] ??= { hits: 0, misses: 0 });
    try {
      if ((await stat(path)).size > 0) {
        stats.hits++;
        return { path, data: await readFile(path), hit: true };
      }
    } catch {
      // Not cached yet.
    }
    stats.misses++;
    const data = await create();
    await mkdir(join(this.dir, kind), { recursive: true });
    const temp = `${path}.${randomUUID()}.tmp`;
    await writeFile(temp, data);
    await rename(temp, path);
    return { path, data, hit: false };
  }
}

/**
 * Like getOrCreate for artifacts a tool writes itself (ffmpeg): `create` gets a temp path in
 * the cache folder to write; it is renamed into place only when complete.
 */
export async function getOrCreateFile(
  cache: ArtifactCache,
  kind: string,
  key: string,
  ext: string,
  create: (tempPath: string) => Promise<void>,
): Promise<{ path: string; hit: boolean }> {
  const path = cache.pathFor(kind, key, ext);
  const stats = (cache.stats[kind] ??= { hits: 0, misses: 0 });
  try {
    if ((await stat(path)).size > 0) {
      stats.hits++;
      return { path, hit: true };
    }
  } catch {
    // Not cached yet.
  }
  stats.misses++;
  await mkdir(join(cache.dir, kind), { recursive: true });
  const temp = `${path}.${randomUUID()}.tmp.${ext}`;
  try {
    await create(temp);
    await rename(temp, path);
  } finally {
    await rm(temp, { force: true });
  }
  return { path, hit: false };
}

/**
 * Runs `fn` over items with at most `limit` at once, keeping the order of results. On the
 * first failure no new item starts, and it rejects only once the running ones have settled:
 * a cancelled render returns after its ffmpeg processes are gone, not before.
 */
export async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  let failure: { error: unknown } | undefined;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length && failure === undefined) {
      const i = next++;
      try {
        results[i] = await fn(items[i] as T, i);
      } catch (error) {
        failure ??= { error };
      }
    }
  });
  await Promise.all(workers);
  if (failure !== undefined) throw failure.error;
  return results;
}
