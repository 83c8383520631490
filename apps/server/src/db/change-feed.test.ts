import { describe, expect, it } from 'vitest';
import { createChangeFeed } from './change-feed.js';
import type { ListenOptions } from './database.js';

/** A stand-in for the database's LISTEN: the test announces, drops and restores by hand. */
function fakeDatabase() {
  const state = {
    fail: false,
    calls: 0,
    onPayload: undefined as ((payload: string) => void) | undefined,
    options: undefined as ListenOptions | undefined,
    stopped: false,
  };
  return {
    state,
    listen(_channel: string, onPayload: (payload: string) => void, options?: ListenOptions) {
      state.calls += 1;
      if (state.fail) return Promise.reject(new Error('no connection'));
      state.onPayload = onPayload;
      state.options = options;
      return Promise.resolve(async () => {
        state.stopped = true;
      });
    },
  };
}

describe('createChangeFeed', () => {
  it('is live once subscribed; a change or a drop in the middle of a read is told by its ticket', async () => {
    const database = fakeDatabase();
    const heard: string[] = [];
    let resets = 0;
    const feed = createChangeFeed(database, 'things', {
      onChange: (payload) => heard.push(payload),
      onReset: () => (resets += 1),
    });
    expect(feed.live).toBe(false); // starts the subscription
    const before = feed.ticket();
    await feed.start();
    expect(feed.live).toBe(true);
    expect(database.state.calls).toBe(1);
    // A read that began before the LISTEN was up may have missed a change: not current.
    expect(feed.unchanged(before)).toBe(false);
    expect(feed.unchanged(feed.ticket())).toBe(true);

    const ticket = feed.ticket();
    database.state.onPayload?.('a');
    expect(heard).toEqual(['a']);
    expect(feed.unchanged(ticket)).toBe(false);
    const local = feed.ticket();
    feed.changed('b'); // this process's own change
    expect([heard, feed.unchanged(local)]).toEqual([['a', 'b'], false]);

    const beforeDrop = feed.ticket();
    database.state.options?.onDisconnect?.();
    expect([feed.live, resets]).toEqual([false, 1]);
    database.state.options?.onReconnect?.();
    expect([feed.live, resets]).toEqual([true, 2]);
    expect(feed.unchanged(beforeDrop)).toBe(false);
    expect(feed.unchanged(feed.ticket())).toBe(true);

    await feed.close();
    expect([feed.live, database.state.stopped]).toEqual([false, true]);
    expect(feed.unchanged(feed.ticket())).toBe(false);
  });

  it('reports a failed LISTEN, stays off, and tries again later', async () => {
    const database = fakeDatabase();
    database.state.fail = true;
    let now = 0;
    const errors: string[] = [];
    const feed = createChangeFeed(database, 'things', {
      onChange: () => undefined,
      onReset: () => undefined,
      onError: (error) => errors.push(error.message),
      now: () => now,
    });
    await feed.start();
    expect([feed.live, errors]).toEqual([false, ['no connection']]);
    database.state.fail = false;
    now = 4_999;
    await feed.start(); // too soon: no new try
    expect([feed.live, database.state.calls]).toEqual([false, 1]);
    now = 5_000;
    await feed.start();
    expect([feed.live, database.state.calls]).toEqual([true, 2]);
  });
});
