/** One Server-Sent Event: its name (`message` when unnamed) and its data lines joined. */
export interface ServerSentEvent {
  event: string;
  data: string;
}

/**
 * Reads a `text/event-stream` body as it arrives (https://html.spec.whatwg.org/multipage/server-sent-events.html#event-stream-interpretation):
 * feed it text chunks, split anywhere; it answers the events each chunk completes. Comments
 * (`: heartbeat`) and `retry`/`id` lines are skipped.
 */
export function createEventStreamParser() {
  let buffer = '';
  let event = '';
  let data: string[] = [];

  return function feed(chunk: string): ServerSentEvent[] {
    buffer += chunk;
    const events: ServerSentEvent[] = [];
    let newline: RegExpExecArray | null;
    const lineEnd = /\r\n|\r|\n/g;
    let start = 0;
    while ((newline = lineEnd.exec(buffer)) !== null) {
      // A lone \r at the end of the buffer may be the first half of \r\n: wait for more.
      if (newline[0] === '\r' && newline.index === buffer.length - 1) break;
      const line = buffer.slice(start, newline.index);
      start = newline.index + newline[0].length;
      if (line === '') {
        if (data.length > 0) events.push({ event: event || 'message', data: data.join('\n') });
        event = '';
        data = [];
        continue;
      }
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      let value = colon === -1 ? '' : line.slice(colon + 1);
      if (value.startsWith(' ')) value = value.slice(1);
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    buffer = buffer.slice(start);
    return events;
  };
}
