import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A local fake of the OpenAI HTTP API: the real provider code runs, only the network is faked. */
export interface FakeRequest {
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

export type FakeReply =
  | { status?: number; json: unknown; headers?: Record<string, string> }
  | { status?: number; bytes: Buffer; contentType: string }
  | { hang: true };

export interface FakeOpenAi {
  baseUrl: string;
  requests: FakeRequest[];
  close(): Promise<void>;
}

export async function startFakeOpenAi(
  reply: (request: FakeRequest, index: number) => FakeReply,
): Promise<FakeOpenAi> {
  const requests: FakeRequest[] = [];
  const hanging = new Set<() => void>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      const type = req.headers['content-type'] ?? '';
      const boundary = /^multipart\/form-data;.*boundary=("?)([^";]+)\1/i.exec(type)?.[2];
      const text = raw.toString('utf8');
      const request: FakeRequest = {
        path: req.url ?? '',
        authorization: req.headers.authorization,
        body:
          boundary !== undefined
            ? parseMultipart(raw, boundary)
            : text === ''
              ? {}
              : (JSON.parse(text) as Record<string, unknown>),
      };
      requests.push(request);
      const answer = reply(request, requests.length - 1);
      if ('hang' in answer) {
        hanging.add(() => res.destroy());
        return;
      }
      if ('json' in answer) {
        res.writeHead(answer.status ?? 200, {
          'content-type': 'application/json',
          ...answer.headers,
        });
        res.end(JSON.stringify(answer.json));
      } else {
        res.writeHead(answer.status ?? 200, { 'content-type': answer.contentType });
        res.end(answer.bytes);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise((resolve) => {
        for (const end of hanging) end();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A file field of a multipart body (`/audio/transcriptions`). */
export interface FakeUpload {
  filename: string;
  contentType: string;
  bytes: Buffer;
}

/**
 * multipart/form-data as the SDK sends it (RFC 7578): text fields as strings (repeated names,
 * such as `timestamp_granularities[]`, as arrays), files as FakeUpload.
 */
function parseMultipart(raw: Buffer, boundary: string): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  const delimiter = Buffer.from(`--${boundary}`);
  let at = raw.indexOf(delimiter);
  while (at !== -1) {
    const start = at + delimiter.length + 2; // past CRLF
    const next = raw.indexOf(delimiter, start);
    if (next === -1) break;
    const part = raw.subarray(start, next - 2); // before CRLF
    const split = part.indexOf('\r\n\r\n');
    const head = part.subarray(0, split).toString('utf8');
    const body = part.subarray(split + 4);
    const name = /name="([^"]*)"/.exec(head)?.[1] ?? '';
    const filename = /filename="([^"]*)"/.exec(head)?.[1];
    const value: unknown =
      filename === undefined
        ? body.toString('utf8')
        : {
            filename,
            contentType: /content-type:\s*(\S+)/i.exec(head)?.[1] ?? '',
            bytes: Buffer.from(body),
          };
    const before = fields[name];
    fields[name] =
      before === undefined ? value : Array.isArray(before) ? [...before, value] : [before, value];
    at = next;
  }
  return fields;
}

export function chatReply(content: string): FakeReply {
  return { json: { choices: [{ message: { role: 'assistant', content } }] } };
}
