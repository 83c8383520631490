import type { ArtifactStore } from '@reelsmith/studio';
import { contentTypeOf } from './storage.js';
import type { FileStorage } from './storage.js';

/** Where the engine's shared artifact cache lives in the storage. */
export const CACHE_PREFIX = 'cache/';

/**
 * The engine's second cache tier in the shared storage: "voice/<key>.wav" is stored as
 * "cache/voice/<key>.wav", so every worker reuses what any worker made.
 */
export function artifactStoreIn(
  storage: FileStorage,
  prefix: string = CACHE_PREFIX,
): ArtifactStore {
  return {
    fetch: (relativePath, destPath) => storage.getFile(prefix + relativePath, destPath),
    store: (relativePath, srcPath) =>
      storage.putFile(prefix + relativePath, srcPath, contentTypeOf(relativePath)),
  };
}
