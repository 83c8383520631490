import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local fake of the OpenAI HTTP API for the server's tests: the real provider clients run,
 * only the network is faked. `reply` answers each request by its path.
 */
export interface FakeOpenAiServer {
  baseUrl: string;
  /** The paths asked, in order. */
  paths: string[];
  close(): Promise<void>;
}

export async function startOpenAiFake(
  reply: (path: string, body: string) => { status: number; body: Buffer; contentType: string },
): Promise<FakeOpenAiServer> {
  const paths: string[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '';
      paths.push(path);
      const answer = reply(path, Buffer.concat(chunks).toString('utf8'));
      res.writeHead(answer.status, { 'content-type': answer.contentType });
      res.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    paths,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const jsonReply = (status: number, value: unknown) => ({
  status,
  body: Buffer.from(JSON.stringify(value)),
  contentType: 'application/json',
});

/** The word the fake moderation endpoint flags (as `violence`), wherever it appears. */
export const FLAGGED_WORD = 'flagme';

/**
 * `POST /moderations` as OpenAI answers it (platform.openai.com/docs/api-reference/moderations):
 * one result per input, flagged when the text holds FLAGGED_WORD.
 */
export function moderationReply(body: string) {
  const { input, model } = JSON.parse(body) as { input: string | string[]; model?: string };
  const inputs = Array.isArray(input) ? input : [input];
  return jsonReply(200, {
    id: 'modr-fake',
    model: model ?? 'omni-moderation-latest',
    results: inputs.map((text) => {
      const flagged = text.toLowerCase().includes(FLAGGED_WORD);
      return {
        flagged,
        categories: { violence: flagged, harassment: false, 'self-harm': false },
        category_scores: { violence: flagged ? 0.98 : 0.01, harassment: 0, 'self-harm': 0 },
        category_applied_input_types: { violence: ['text'], harassment: [], 'self-harm': [] },
      };
    }),
  });
}
