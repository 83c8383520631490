import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
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
  /** Artifacts found, in the cache folder or in the shared store: not made again. */
  hits: number;
  /** Artifacts made. */
  misses: number;
  /** How many of the hits came from the shared store; absent when none did. */
  fetched?: number;
}

/**
 * A second cache tier shared by every machine (the server puts it in S3 or a shared folder).
 * Paths are POSIX and relative: "<kind>/<key>.<ext>", e.g. "voice/3f2a....wav".
 *
 * Its errors are not swallowed, on either side: a fetch that fails (other than "not there")
 * or a store that fails fails the render, which the caller retries later. Falling back to
 * making the artifact would pay a speech or image provider again for a render that could not
 * save its video anyway, and a store that failed quietly would let every other machine pay
 * again for what this one made (decision 0040).
 */
export interface ArtifactStore {
  /** Writes the artifact to `destPath`; false when the store does not have it. */
  fetch(relativePath: string, destPath: string): Promise<boolean>;
  /** Saves the complete artifact found at `srcPath`. */
  store(relativePath: string, srcPath: string): Promise<void>;
}

/**
 * Per-scene artifacts on disk, named by content key: voice/<key>.wav, image/<key>.png,
 * captions/<key>.json. Writes are atomic (temp file + rename), so a cancelled render never
 * leaves a half-written artifact that a later render would trust.
 *
 * With a store, a local miss is looked up there before the artifact is made, and what is
 * made is saved there. A local hit refreshes the file's modification time, so pruning the
 * folder by age removes the least recently used first (and never what a render just used).
 */
export class ArtifactCache {
  readonly stats: Record<string, CacheStats> = {};

  constructor(
    readonly dir: string,
    readonly store?: ArtifactStore,
  ) {}

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
    if (await this.find(kind, key, ext)) {
      return { path, data: await readFile(path), hit: true };
    }
    const data = await create();
    const temp = `${path}.${randomUUID()}.tmp`;
    await writeFile(temp, data);
    await rename(temp, path);
    await this.store?.store(relativePath(kind, key, ext), path);
    return { path, data, hit: false };
  }

  /**
   * True when the artifact is in the folder, found there or fetched from the store into it;
   * else counts a miss and makes sure its folder exists for the caller to create it.
   */
  async find(kind: string, key: string, ext: string): Promise<boolean> {
    const path = this.pathFor(kind, key, ext);
    const stats = (this.stats[kind] ??= { hits: 0, misses: 0 });
    if (await isCached(path)) {
      stats.hits++;
      const now = new Date();
      // Only a pruning hint: a file pruned meanwhile is made again by a later render.
      await utimes(path, now, now).catch(() => undefined);
      return true;
    }
    await mkdir(join(this.dir, kind), { recursive: true });
    if (this.store !== undefined) {
      const temp = `${path}.${randomUUID()}.tmp`;
      try {
        if (
          (await this.store.fetch(relativePath(kind, key, ext), temp)) &&
          (await isCached(temp))
        ) {
          await rename(temp, path);
          stats.hits++;
          stats.fetched = (stats.fetched ?? 0) + 1;
          return true;
        }
      } finally {
        await rm(temp, { force: true });
      }
    }
    stats.misses++;
    return false;
  }
}

function relativePath(kind: string, key: string, ext: string): string {
  return `${kind}/${key}.${ext}`;
}

/** An empty file is never trusted: it is what a crash between open and write leaves. */
async function isCached(path: string): Promise<boolean> {
  try {
    return (await stat(path)).size > 0;
  } catch {
    return false;
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
  if (await cache.find(kind, key, ext)) return { path: cache.pathFor(kind, key, ext), hit: true };
  return { path: await createFile(cache, kind, key, ext, create), hit: false };
}

/**
 * Makes an artifact not found in the cache (ArtifactCache.find said so): `create` writes a
 * temporary file, renamed into place once whole, then kept in the store. Returns its path.
 */
export async function createFile(
  cache: ArtifactCache,
  kind: string,
  key: string,
  ext: string,
  create: (tempPath: string) => Promise<void>,
): Promise<string> {
  const path = cache.pathFor(kind, key, ext);
  const temp = `${path}.${randomUUID()}.tmp.${ext}`;
  try {
    await create(temp);
    await rename(temp, path);
  } finally {
    await rm(temp, { force: true });
  }
  await cache.store?.store(relativePath(kind, key, ext), path);
  return path;
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
