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
  reply: (path: string) => { status: number; body: Buffer; contentType: string },
): Promise<FakeOpenAiServer> {
  const paths: string[] = [];
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const path = req.url ?? '';
      paths.push(path);
      const answer = reply(path);
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
