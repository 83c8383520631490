import { GENERATION_STATUSES, RENDER_STEPS } from '@reelsmith/contract';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { notify, type DatabaseHandle, type Unlisten } from '../db/database.js';
import type { Database } from '../db/schema.js';

/** The one channel every generation change goes out on; listeners pick theirs by id. */
export const GENERATION_EVENTS_CHANNEL = 'generation_events';

/** Long enough for a readable failure message; keeps the payload far under 8000 bytes. */
export const EVENT_ERROR_MESSAGE_MAX_LENGTH = 1000;

/** A generation as it is now: every event carries the whole state, so none depends on another. */
export const generationEventSchema = z.object({
  generationId: z.string().min(1).max(100),
  status: z.enum(GENERATION_STATUSES),
  currentStep: z.enum(RENDER_STEPS).nullable(),
  /** In tenths, as the studio reports it. */
  progress: z.number().min(0).max(100),
  errorMessage: z.string().max(EVENT_ERROR_MESSAGE_MAX_LENGTH).nullable().optional(),
});
export type GenerationEvent = z.infer<typeof generationEventSchema>;

/**
 * Announces a generation's new state. Pass the transaction that made the change: listeners,
 * in this process or another, hear of it on COMMIT and never after a ROLLBACK.
 */
export async function publishGeneration(
  db: Kysely<Database>,
  event: GenerationEvent,
): Promise<void> {
  const message = event.errorMessage;
  const bounded =
    message != null && message.length > EVENT_ERROR_MESSAGE_MAX_LENGTH
      ? { ...event, errorMessage: `${message.slice(0, EVENT_ERROR_MESSAGE_MAX_LENGTH - 1)}…` }
      : event;
  const payload = JSON.stringify(generationEventSchema.parse(bounded));
  await notify(db, GENERATION_EVENTS_CHANNEL, payload);
}

export interface GenerationListener {
  onEvent(event: GenerationEvent): void;
  /** Events may have been missed (the database connection dropped): re-read the generation. */
  onReconnect?(): void;
}

export interface EventLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface GenerationEvents {
  /** Listens to one generation until the returned function is called. */
  subscribe(generationId: string, listener: GenerationListener): Promise<Unlisten>;
  /** Subscribers in this process, of one generation or of all. */
  subscriberCount(generationId?: string): number;
}

/**
 * The generation events of one process: one LISTEN on the database, shared by every
 * subscriber, and each notification handed only to the listeners of its generation.
 */
export function generationEvents(
  database: Pick<DatabaseHandle, 'listen'>,
  log: EventLog,
): GenerationEvents {
  const byGeneration = new Map<string, Set<GenerationListener>>();
  let listening: Promise<Unlisten> | undefined;

  const call = (fn: () => void, generationId: string) => {
    try {
      fn();
    } catch (error) {
      log.error({ err: error, generationId }, 'A generation event listener failed');
    }
  };

  const receive = (payload: string) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(payload);
    } catch {
      log.warn({ payload: payload.slice(0, 200) }, 'Ignored a generation event that is not JSON');
      return;
    }
    const result = generationEventSchema.safeParse(parsed);
    if (!result.success) {
      log.warn(
        { payload: payload.slice(0, 200), issues: result.error.issues },
        'Ignored a malformed generation event',
      );
      return;
    }
    const event = result.data;
    for (const listener of byGeneration.get(event.generationId) ?? []) {
      call(() => listener.onEvent(event), event.generationId);
    }
  };

  const reconnected = () => {
    for (const [generationId, listeners] of byGeneration) {
      for (const listener of listeners) {
        const onReconnect = listener.onReconnect?.bind(listener);
        if (onReconnect !== undefined) call(onReconnect, generationId);
      }
    }
  };

  const startListening = (): Promise<Unlisten> => {
    if (listening === undefined) {
      const started = database.listen(GENERATION_EVENTS_CHANNEL, receive, {
        onReconnect: reconnected,
      });
      listening = started;
      started.catch(() => {
        if (listening === started) listening = undefined;
      });
    }
    return listening;
  };

  const stopListening = async () => {
    const started = listening;
    listening = undefined;
    const unlisten = await started?.catch(() => undefined);
    await unlisten?.();
  };

  const remove = (generationId: string, listener: GenerationListener) => {
    const listeners = byGeneration.get(generationId);
    listeners?.delete(listener);
    if (listeners?.size === 0) byGeneration.delete(generationId);
  };

  return {
    async subscribe(generationId, listener) {
      let listeners = byGeneration.get(generationId);
      if (listeners === undefined) {
        listeners = new Set();
        byGeneration.set(generationId, listeners);
      }
      listeners.add(listener);
      try {
        await startListening();
      } catch (error) {
        remove(generationId, listener);
        throw error;
      }
      let subscribed = true;
      return async () => {
        if (!subscribed) return;
        subscribed = false;
        remove(generationId, listener);
        if (byGeneration.size === 0) await stopListening();
      };
    },
    subscriberCount(generationId) {
      if (generationId !== undefined) return byGeneration.get(generationId)?.size ?? 0;
      let count = 0;
      for (const listeners of byGeneration.values()) count += listeners.size;
      return count;
    },
  };
}
