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
      const text = Buffer.concat(chunks).toString('utf8');
      const request: FakeRequest = {
        path: req.url ?? '',
        authorization: req.headers.authorization,
        body: text === '' ? {} : (JSON.parse(text) as Record<string, unknown>),
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

export function chatReply(content: string): FakeReply {
  return { json: { choices: [{ message: { role: 'assistant', content } }] } };
}
