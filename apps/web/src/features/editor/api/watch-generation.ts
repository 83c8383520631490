import { generationEventSchema, type GenerationEvent } from '@reelsmith/contract';
import { apiRequest } from '../../../lib/api-client';
import { createEventStreamParser } from './event-stream';
import type { ProjectRef } from './get-generation';

/** What `event: generation` carries (the stream is about one project: no id in it). */
export type GenerationUpdate = Omit<GenerationEvent, 'projectId'>;
const updateSchema = generationEventSchema.omit({ projectId: true });

/**
 * GET /story/{id}/events, read with fetch because EventSource cannot send the bearer and
 * generation tokens (docs/decisions/0041-live-progress.md): calls `onUpdate` with the state
 * now and each change, and resolves when the server ends the stream (the generation ended).
 * Rejects on a failure; `signal` stops it.
 */
export async function watchGeneration(
  { projectId, token }: ProjectRef,
  onUpdate: (update: GenerationUpdate) => void,
  signal: AbortSignal,
): Promise<void> {
  const body = await apiRequest<ReadableStream<Uint8Array> | null>(
    `/story/${encodeURIComponent(projectId)}/events`,
    { generationToken: token, signal, stream: true, headers: { Accept: 'text/event-stream' } },
  );
  if (body === null) return;
  const feed = createEventStreamParser();
  const decoder = new TextDecoder();
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      for (const event of feed(decoder.decode(value, { stream: true }))) {
        if (event.event !== 'generation') continue;
        const update = updateSchema.safeParse(JSON.parse(event.data));
        if (update.success) onUpdate(update.data);
      }
    }
  } finally {
    reader.releaseLock();
  }
}
