import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32, deflateSync } from 'node:zlib';

/**
 * A local fake of OpenAI's API that answers the way the real one does, with realistic `usage`:
 * chat completions (a story of the asked length, tokens counted at about 4 characters each),
 * speech (a WAV as long as the text takes to read at 150 words a minute), transcriptions
 * (verbose_json with word timestamps and the duration), images (a PNG, with gpt-image-1's
 * token counts for the size and quality asked) and moderations. The real SDK clients run
 * against it (the server's tests, `npm run bench:cost`).
 */
export interface OpenAiApiFake {
  baseUrl: string;
  /** host:port, as the server names this provider in its records. */
  host: string;
  /** Every request: its path and its JSON body (a form's text fields for transcriptions). */
  requests: { path: string; body: Record<string, unknown> }[];
  /** The next `times` requests to a path ending in `path` answer `status` (default 500). */
  failNext(path: string, times?: number, status?: number): void;
  close(): Promise<void>;
}

/** Output tokens of one gpt-image-1 picture by quality and size (OpenAI's image docs). */
export const IMAGE_OUTPUT_TOKENS: Record<string, Record<string, number>> = {
  low: { '1024x1024': 272, '1024x1536': 408, '1536x1024': 400 },
  medium: { '1024x1024': 1056, '1024x1536': 1584, '1536x1024': 1568 },
  high: { '1024x1024': 4160, '1024x1536': 6240, '1536x1024': 6208 },
};

const tokens = (text: string) => Math.max(1, Math.ceil(text.length / 4));
const WORDS_PER_SECOND = 2.5;

const SENTENCES = [
  'The old lighthouse keeper climbed the spiral stairs as the storm rolled in from the sea.',
  'Far below, the waves broke against black rocks and sent white spray into the wind.',
  'He trimmed the wick, polished the great lens, and watched the beam sweep the dark water.',
  'Somewhere out there a small fishing boat was fighting its way back toward the harbour.',
  'Its captain saw the light, turned the wheel hard, and found the narrow channel home.',
  'By morning the sea was calm, and the keeper wrote one quiet line in his logbook.',
];

/** A story of `scenes` scenes and about `words` words in all, as the writer asks for. */
function story(scenes: number, words: number) {
  const perScene = Math.round(words / scenes);
  const list = Array.from({ length: scenes }, (_, i) => {
    const pool = [...SENTENCES.slice(i % 6), ...SENTENCES, ...SENTENCES].join(' ').split(' ');
    return {
      narration: `${pool.slice(0, perScene).join(' ').replace(/[.,]$/, '')}.`,
      imagePrompt: `A lighthouse on a rocky coast at night, scene ${i + 1}, storm clouds, a beam of light over dark waves`,
    };
  });
  return {
    title: 'The Keeper of the Light',
    caption: 'One night, one light, one boat coming home. #lighthouse #story #sea',
    styleGuide: 'An old bearded keeper in a yellow raincoat; a white lighthouse with a red top.',
    scenes: list,
  };
}

/** A mono 16-bit WAV of `seconds` of a quiet tone (not silence: trimming keeps it). */
export function toneWav(seconds: number, rate = 24_000): Buffer {
  const samples = Math.max(1, Math.round(seconds * rate));
  const wav = Buffer.alloc(44 + samples * 2);
  wav.write('RIFF', 0);
  wav.writeUInt32LE(36 + samples * 2, 4);
  wav.write('WAVEfmt ', 8);
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36);
  wav.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i++) {
    wav.writeInt16LE(Math.round(3000 * Math.sin((2 * Math.PI * 220 * i) / rate)), 44 + i * 2);
  }
  return wav;
}

/** A small solid PNG (the illustrator scales it to the output). */
function png(width = 64, height = 96): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x5a)]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Seconds of the first WAV found in a multipart body. */
function wavSecondsIn(body: Buffer): number {
  const at = body.indexOf('RIFF');
  if (at < 0) return 0;
  const rate = body.readUInt32LE(at + 28);
  const data = body.indexOf('data', at + 12);
  return rate > 0 && data > 0 ? body.readUInt32LE(data + 4) / rate : 0;
}

/** The text fields of a multipart/form-data body. */
function formFields(body: Buffer, type: string): Record<string, unknown> {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(type);
  if (boundary === null) return {};
  const fields: Record<string, unknown> = {};
  for (const part of body.toString('latin1').split(`--${boundary[1] ?? boundary[2]}`)) {
    const match = /name="([^"]+)"(?!; filename)[^\r]*\r\n\r\n([\s\S]*?)\r\n$/.exec(part);
    if (match !== null) fields[match[1]!] = match[2];
  }
  return fields;
}

const readBody = (req: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

export async function startOpenAiApiFake(port = 0): Promise<OpenAiApiFake> {
  const requests: OpenAiApiFake['requests'] = [];
  const failures: { path: string; times: number; status: number }[] = [];
  const server = createServer((req, res) => {
    void readBody(req).then((raw) => {
      const path = (req.url ?? '').split('?')[0]!;
      const type = req.headers['content-type'] ?? '';
      let body: Record<string, unknown> = {};
      if (type.includes('json')) {
        try {
          body = JSON.parse(raw.toString('utf8')) as Record<string, unknown>;
        } catch {
          body = {};
        }
      } else if (type.includes('multipart')) body = formFields(raw, type);
      requests.push({ path, body });
      const json = (status: number, value: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(value));
      };
      const failure = failures.find((f) => path.endsWith(f.path) && f.times > 0);
      if (failure !== undefined) {
        failure.times -= 1;
        return json(failure.status, {
          error: { message: 'The fake is failing on purpose.', type: 'server_error' },
        });
      }
      const model = typeof body.model === 'string' ? body.model : 'unknown';
      if (path.endsWith('/chat/completions')) {
        const prompt = JSON.stringify(body.messages ?? '');
        const long = /8 to 12 scenes/.test(prompt);
        const content = JSON.stringify(long ? story(12, 190) : story(6, 110));
        return json(200, {
          id: 'chatcmpl-fake',
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model,
          choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
          usage: {
            prompt_tokens: tokens(prompt),
            completion_tokens: tokens(content),
            total_tokens: tokens(prompt) + tokens(content),
          },
        });
      }
      if (path.endsWith('/audio/speech')) {
        const input = typeof body.input === 'string' ? body.input : '';
        const speed = typeof body.speed === 'number' ? body.speed : 1;
        const words = input.split(/\s+/).filter(Boolean).length;
        res.writeHead(200, { 'content-type': 'audio/wav' });
        return res.end(toneWav(words / WORDS_PER_SECOND / speed + 0.3));
      }
      if (path.endsWith('/audio/transcriptions')) {
        const duration = wavSecondsIn(raw);
        const count = Math.max(1, Math.floor(duration * WORDS_PER_SECOND));
        const step = duration / count;
        const words = Array.from({ length: count }, (_, i) => ({
          word: 'word',
          start: i * step,
          end: (i + 1) * step,
        }));
        return json(200, {
          task: 'transcribe',
          language: 'english',
          duration,
          text: words.map((w) => w.word).join(' '),
          words,
          usage: { type: 'duration', seconds: Math.ceil(duration) },
        });
      }
      if (path.endsWith('/images/generations')) {
        const prompt = typeof body.prompt === 'string' ? body.prompt : '';
        const size = typeof body.size === 'string' ? body.size : '1024x1024';
        const quality = typeof body.quality === 'string' ? body.quality : 'auto';
        // `auto` is answered at high, as OpenAI often does.
        const chosen = quality === 'auto' ? 'high' : quality;
        const output = IMAGE_OUTPUT_TOKENS[chosen]?.[size] ?? 4160;
        return json(200, {
          created: Math.floor(Date.now() / 1000),
          data: [{ b64_json: png().toString('base64') }],
          size,
          quality: chosen,
          usage: {
            input_tokens: tokens(prompt),
            output_tokens: output,
            total_tokens: tokens(prompt) + output,
            input_tokens_details: { text_tokens: tokens(prompt), image_tokens: 0 },
          },
        });
      }
      if (path.endsWith('/moderations')) {
        const input = JSON.stringify(body.input ?? '');
        return json(200, {
          id: 'modr-fake',
          model,
          results: [{ flagged: /\bflagme\b/i.test(input), categories: {}, category_scores: {} }],
        });
      }
      json(404, { error: { message: `No fake for ${path}`, type: 'invalid_request_error' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  const host = `127.0.0.1:${address.port}`;
  return {
    baseUrl: `http://${host}/v1`,
    host,
    requests,
    failNext: (path, times = 1, status = 500) => failures.push({ path, times, status }),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
