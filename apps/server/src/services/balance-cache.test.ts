import { describe, expect, it } from 'vitest';
import type { ListenOptions } from '../db/database.js';
import { createBalanceCache } from './balance-cache.js';

/** A stand-in for the database's LISTEN: the test announces and drops by hand. */
function fakeDatabase() {
  const state = {
    onPayload: undefined as ((payload: string) => void) | undefined,
    options: undefined as ListenOptions | undefined,
  };
  return {
    state,
    listen(_channel: string, onPayload: (payload: string) => void, options?: ListenOptions) {
      state.onPayload = onPayload;
      state.options = options;
      return Promise.resolve(async () => undefined);
    },
  };
}

describe('the balance cache', () => {
  it('keeps nothing until it listens, then drops a balance when its change is announced', async () => {
    const database = fakeDatabase();
    const cache = createBalanceCache(database);
    cache.store(cache.ticket(), 'u1', 5);
    expect(cache.get('u1')).toBeUndefined();
    await cache.start();
    cache.store(cache.ticket(), 'u1', 5);
    cache.store(cache.ticket(), 'u2', 7);
    expect([cache.get('u1'), cache.get('u2')]).toEqual([5, 7]);
    database.state.onPayload?.('u1');
    expect([cache.get('u1'), cache.get('u2')]).toEqual([undefined, 7]);
    // A read during which anything was announced is not kept.
    const ticket = cache.ticket();
    database.state.onPayload?.('u3');
    cache.store(ticket, 'u1', 6);
    expect(cache.get('u1')).toBeUndefined();
    // A dropped connection empties it and keeps nothing until it is back.
    database.state.options?.onDisconnect?.();
    expect(cache.get('u2')).toBeUndefined();
    cache.store(cache.ticket(), 'u2', 7);
    database.state.options?.onReconnect?.();
    expect(cache.get('u2')).toBeUndefined();
  });

  it('reads, not keeps, a balance this process is changing, for changingMs; and each for ttlMs', async () => {
    let now = 0;
    const cache = createBalanceCache(fakeDatabase(), {
      ttlMs: 1_000,
      changingMs: 100,
      now: () => now,
    });
    await cache.start();
    cache.store(cache.ticket(), 'u1', 5);
    cache.changing('u1');
    expect(cache.get('u1')).toBeUndefined();
    now = 99;
    cache.store(cache.ticket(), 'u1', 4);
    expect(cache.get('u1')).toBeUndefined();
    now = 100;
    cache.store(cache.ticket(), 'u1', 4);
    expect(cache.get('u1')).toBe(4);
    now = 1_099;
    expect(cache.get('u1')).toBe(4);
    now = 1_100;
    expect(cache.get('u1')).toBeUndefined();
  });
});
