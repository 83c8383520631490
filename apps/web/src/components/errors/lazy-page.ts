import { CHUNK_LOAD_TIMEOUT_MS } from '@reelsmith/contract';
import { lazy, type ComponentType } from 'react';
import { loadQueryClient } from '../../lib/query-provider';

export class ChunkLoadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ChunkLoadError';
  }
}

export const isChunkLoadError = (error: unknown) =>
  error instanceof Error &&
  (error.name === 'ChunkLoadError' ||
    /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
      error.message,
    ));

/**
 * A route loaded on demand. A chunk that fails to load, or takes longer than 120 s, becomes a
 * ChunkLoadError that the error boundary reports and shows
 * (docs/product/errors.md#chunk-load-failures).
 */
export function lazyPage<T extends ComponentType<object>>(
  load: () => Promise<{ default: T }>,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
) {
  return lazy(async () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () =>
          reject(
            new ChunkLoadError(`Loading the page timed out after ${timeoutMs / 1000} seconds`),
          ),
        timeoutMs,
      );
    });
    try {
      // Screens loaded on demand may query: the query client comes with them.
      const page = Promise.all([load(), loadQueryClient()]).then(([module]) => module);
      return await Promise.race([page, timeout]);
    } catch (error) {
      if (error instanceof ChunkLoadError) throw error;
      throw new ChunkLoadError(
        `Failed to load this page: ${error instanceof Error ? error.message : String(error)}`,
      );
    } finally {
      clearTimeout(timer);
    }
  });
}
