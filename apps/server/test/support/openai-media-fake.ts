import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

/**
 * A local fake of OpenAI's speech, transcription and images APIs that answers them as the real
 * one does (a WAV, verbose JSON with word times, a base64 PNG), counting every call by path:
 * the real provider clients run, only the network is faked (decision 0052's tests: a preview
 * then the final render speak and draw each scene once).
 */
export interface MediaFake {
  baseUrl: string;
  /** Calls so far, by path (`/v1/audio/speech`, `/v1/audio/transcriptions`, `/v1/images/generations`). */
  calls(path: string): number;
  close(): Promise<void>;
}

/**
 * A 24 kHz mono 16-bit WAV of a soft tone, 200 ms a character of `text` at speed 1: a short
 * video's length for the test's script, so the voice is fitted by its pauses, spoken once a scene.
 */
function toneWav(text: string, speed: number): Buffer {
  const rate = 24_000;
  const samples = Math.round((rate * Math.max(0.5, text.length * 0.2)) / speed);
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++) {
    data.writeInt16LE(Math.round(3000 * Math.sin((2 * Math.PI * 220 * i) / rate)), i * 2);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/**
 * `port` 0 takes a free one (the server tests); the browser tests run it as a process on a known
 * port (e2e/support/media-fake-server.ts) and read the counts from `GET /calls`, which is not
 * counted itself.
 */
export async function startMediaFake(port = 0): Promise<MediaFake> {
  const counts = new Map<string, number>();
  const picture = await sharp({
    create: { width: 512, height: 512, channels: 3, background: { r: 40, g: 90, b: 160 } },
  })
    .composite([
      {
        input: Buffer.from(
          '<svg width="512" height="512"><circle cx="256" cy="220" r="120" fill="#f4c542"/></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0] ?? '';
      const json = (value: unknown) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(value));
      };
      if (req.method === 'GET' && path === '/health') return json({ ok: true });
      if (req.method === 'GET' && path === '/calls') return json(Object.fromEntries(counts));
      counts.set(path, (counts.get(path) ?? 0) + 1);
      if (path === '/v1/audio/speech') {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
          input?: string;
          speed?: number;
        };
        res.writeHead(200, { 'content-type': 'audio/wav' });
        res.end(toneWav(body.input ?? '', body.speed ?? 1));
        return;
      }
      if (path === '/v1/audio/transcriptions') {
        // No text to hear in a tone: no words, so the captions use the syllable estimate.
        json({ text: '', words: [] });
        return;
      }
      if (path === '/v1/images/generations') {
        json({ created: 0, data: [{ b64_json: picture.toString('base64') }] });
        return;
      }
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'not faked', type: 'invalid_request_error' } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${bound}/v1`,
    calls: (path) => counts.get(path) ?? 0,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
