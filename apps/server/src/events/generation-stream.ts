import { ACTIVE_STATUSES } from '@reelsmith/contract';
import type { FastifyReply } from 'fastify';
import { notFound } from '../errors.js';
import type { GenerationEvent, GenerationEvents } from './generation-events.js';
import type { EventStreamOptions } from './sse.js';

/** The SSE event name of a generation's state. */
export const GENERATION_SSE_EVENT = 'generation';

export interface GenerationStreamOptions extends EventStreamOptions {
  events: GenerationEvents;
  generationId: string;
  /** Reads the generation's state now; undefined when it is gone. */
  load: () => Promise<GenerationEvent | undefined>;
}

const ended = (event: GenerationEvent) => !ACTIVE_STATUSES.includes(event.status);

/**
 * Streams one generation's state as Server-Sent Events (`event: generation`, data: status,
 * currentStep, progress, errorMessage): its state now, then every change, ending after the
 * generation ends. Call it after the route has checked access. Answers 404 when `load` finds
 * nothing; a database error before the stream opens is an ordinary error response.
 */
export async function streamGeneration(
  reply: FastifyReply,
  options: GenerationStreamOptions,
): Promise<void> {
  const { events, generationId, load } = options;
  // Until the stream opens, events wait here and a reconnect only marks the read as stale.
  const pending: GenerationEvent[] = [];
  let missed = false;
  let deliver: (event: GenerationEvent) => void = (event) => pending.push(event);
  let resync: () => void = () => (missed = true);

  // Subscribe before reading, so that no change falls between the read and the subscription.
  const unsubscribe = await events.subscribe(generationId, {
    onEvent: (event) => deliver(event),
    onReconnect: () => resync(),
  });
  let now: GenerationEvent | undefined;
  try {
    now = await load();
    if (now === undefined) throw notFound();
  } catch (error) {
    await unsubscribe();
    throw error;
  }

  const stream = reply.eventStream(options);
  stream.onClose(() => {
    unsubscribe().catch((error: unknown) =>
      reply.log.warn({ err: error, generationId }, 'Could not unsubscribe from a generation'),
    );
  });
  let lastSent: string | undefined;
  const send = (event: GenerationEvent) => {
    if (stream.closed) return;
    const { status, currentStep, progress, errorMessage } = event;
    const data = { status, currentStep, progress, errorMessage };
    // A re-read after a reconnect often finds what was already sent.
    const json = JSON.stringify(data);
    if (json === lastSent) return;
    lastSent = json;
    stream.send(GENERATION_SSE_EVENT, data);
    if (ended(event)) stream.end();
  };
  const refresh = async () => {
    try {
      const state = await load();
      if (state !== undefined) send(state);
      else stream.end();
    } catch (error) {
      reply.log.warn({ err: error, generationId }, 'Could not re-read a generation');
    }
  };

  // Every change after the subscription arrives as an event, each newer than anything the read
  // could have missed; so the read is sent only when no event has come yet.
  if (pending.length === 0) send(now);
  for (const event of pending.splice(0)) send(event);
  deliver = send;
  resync = () => void refresh();
  if (missed) resync();
}
