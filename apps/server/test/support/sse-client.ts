import http from 'node:http';

/** One block of an event stream: an event with its data, or a comment (a heartbeat). */
export type SseBlock =
  | { kind: 'event'; event: string; data: unknown }
  | { kind: 'comment'; text: string }
  | { kind: 'retry'; ms: number };

export interface SseConnection {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The next block, or undefined once the server has ended the stream. */
  next(): Promise<SseBlock | undefined>;
  /** Resolves when the server ends the response. */
  ended: Promise<void>;
  /** Goes away like a closed browser tab: drops the connection. */
  disconnect(): void;
}

function parseBlock(text: string): SseBlock {
  const lines = text.split('\n');
  if (lines.every((line) => line.startsWith(':'))) {
    return { kind: 'comment', text: lines.map((line) => line.slice(1).trim()).join('\n') };
  }
  const field = (name: string) =>
    lines
      .find((line) => line.startsWith(`${name}:`))
      ?.slice(name.length + 1)
      .trim();
  const retry = field('retry');
  if (retry !== undefined) return { kind: 'retry', ms: Number(retry) };
  return { kind: 'event', event: field('event') ?? 'message', data: JSON.parse(field('data')!) };
}

/**
 * Reads a Server-Sent Events stream over real HTTP, block by block as the bytes arrive
 * (app.inject would wait for the whole response).
 */
export function openSse(url: string, headers: Record<string, string> = {}): Promise<SseConnection> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { accept: 'text/event-stream', ...headers } });
    request.on('error', reject);
    request.on('response', (response) => {
      response.setEncoding('utf8');
      const blocks: SseBlock[] = [];
      const waiting: ((block: SseBlock | undefined) => void)[] = [];
      let buffer = '';
      let done = false;
      const deliver = (block: SseBlock | undefined) => {
        const waiter = waiting.shift();
        if (waiter !== undefined) waiter(block);
        else if (block !== undefined) blocks.push(block);
      };
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          deliver(parseBlock(buffer.slice(0, end)));
          buffer = buffer.slice(end + 2);
        }
      });
      const ended = new Promise<void>((resolveEnd) => {
        response.on('end', () => {
          done = true;
          for (const waiter of waiting.splice(0)) waiter(undefined);
          resolveEnd();
        });
      });
      resolve({
        status: response.statusCode ?? 0,
        headers: response.headers,
        ended,
        next: () => {
          const block = blocks.shift();
          if (block !== undefined || done) return Promise.resolve(block);
          return new Promise((resolveNext) => waiting.push(resolveNext));
        },
        disconnect: () => request.destroy(),
      });
    });
  });
}

/** The next block that is an event, skipping heartbeats and the retry hint. */
export async function nextEvent(connection: SseConnection) {
  for (;;) {
    const block = await connection.next();
    if (block === undefined || block.kind === 'event') return block;
  }
}
