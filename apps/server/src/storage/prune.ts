import { LocalStorage } from './local-storage.js';
import type { FileStorage, StoredFile } from './storage.js';
import { CACHE_PREFIX } from './artifact-store.js';

export interface PruneOptions {
  /** Only keys under this prefix are counted and pruned. Default "cache/". */
  prefix?: string;
  /** The size to get under (CACHE_MAX_MB in bytes). */
  maxBytes: number;
  /**
   * Files modified more recently than this are never deleted, even over the limit: a render
   * may be about to read what it just found or made, and a temp file may still be written.
   * Default 30 minutes.
   */
  minAgeMs?: number;
  /** Keys never deleted (still counted). */
  keep?: (key: string) => boolean;
  now?: Date;
}

export interface PruneResult {
  /** Files and bytes under the prefix before pruning. */
  files: number;
  bytes: number;
  deletedFiles: number;
  deletedBytes: number;
}

export const DEFAULT_MIN_AGE_MS = 30 * 60_000;

/**
 * Deletes the least recently modified files under `prefix` until their total is at most
 * `maxBytes`. Modification is the last write in the shared storage (S3 keeps no read time),
 * and the last use in a worker's folder (a local cache hit refreshes the file's time).
 */
export async function pruneCache(
  storage: FileStorage,
  options: PruneOptions,
): Promise<PruneResult> {
  const { prefix = CACHE_PREFIX, maxBytes, minAgeMs = DEFAULT_MIN_AGE_MS, keep } = options;
  const youngest = (options.now ?? new Date()).getTime() - minAgeMs;
  const files: StoredFile[] = [];
  let bytes = 0;
  for await (const file of storage.list(prefix)) {
    files.push(file);
    bytes += file.size;
  }
  const result: PruneResult = { files: files.length, bytes, deletedFiles: 0, deletedBytes: 0 };
  if (bytes <= maxBytes) return result;

  files.sort(
    (a, b) =>
      a.modifiedAt.getTime() - b.modifiedAt.getTime() ||
      (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
  );
  const doomed: string[] = [];
  let remaining = bytes;
  for (const file of files) {
    if (remaining <= maxBytes || file.modifiedAt.getTime() > youngest) break;
    if (keep?.(file.key) === true) continue;
    doomed.push(file.key);
    remaining -= file.size;
    result.deletedBytes += file.size;
  }
  await storage.deleteMany(doomed);
  result.deletedFiles = doomed.length;
  return result;
}

/**
 * The same policy for a worker's own cache folder (the engine's `cacheDir`). Its fonts/
 * folder is kept: captions name it while a render runs, and it is a few hundred KB.
 */
export function pruneLocalCache(
  dir: string,
  options: Omit<PruneOptions, 'prefix'>,
): Promise<PruneResult> {
  return pruneCache(new LocalStorage(dir), {
    ...options,
    prefix: '',
    keep: (key) => key.startsWith('fonts/') || options.keep?.(key) === true,
  });
}
