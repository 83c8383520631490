import { describe, expect, it } from 'vitest';
import { createEventStreamParser } from './api/event-stream';

describe('the event stream parser', () => {
  it('reads named events, skipping the retry line and heartbeats', () => {
    const feed = createEventStreamParser();
    expect(
      feed(
        'retry: 3000\n\nevent: generation\ndata: {"status":"QUEUED"}\n\n: heartbeat\n\nevent: generation\ndata: {"status":"STORY_READY"}\n\n',
      ),
    ).toEqual([
      { event: 'generation', data: '{"status":"QUEUED"}' },
      { event: 'generation', data: '{"status":"STORY_READY"}' },
    ]);
  });

  it('keeps an event split across chunks until its blank line arrives', () => {
    const feed = createEventStreamParser();
    expect(feed('event: gener')).toEqual([]);
    expect(feed('ation\r\ndata: {"a"')).toEqual([]);
    expect(feed(':1}\r')).toEqual([]);
    expect(feed('\n\r\n')).toEqual([{ event: 'generation', data: '{"a":1}' }]);
  });

  it('joins several data lines, and names an unnamed event message', () => {
    const feed = createEventStreamParser();
    expect(feed('data: one\ndata:two\n\n')).toEqual([{ event: 'message', data: 'one\ntwo' }]);
  });
});
