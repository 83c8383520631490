import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProviderCall } from '../usage/provider-call.js';
import { createOpenAiIllustrator, qualityParam } from '../images/openai-illustrator.js';
import { createOpenAiVoice } from '../voice/openai-voice.js';
import { roleOfPath, wavSeconds } from './recording-fetch.js';

const wav = (seconds: number, rate = 8000) => {
  const bytes = Buffer.alloc(44 + seconds * rate * 2);
  bytes.write('RIFF', 0);
  bytes.write('WAVEfmt ', 8);
  bytes.writeUInt32LE(16, 16);
  bytes.writeUInt16LE(1, 20);
  bytes.writeUInt16LE(1, 22);
  bytes.writeUInt32LE(rate, 24);
  bytes.writeUInt32LE(rate * 2, 28);
  bytes.write('data', 36);
  bytes.writeUInt32LE(seconds * rate * 2, 40);
  return bytes;
};

describe('the recording fetch of the OpenAI clients', () => {
  let baseUrl: string;
  let failures = 0;
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      if (req.url?.endsWith('/audio/speech')) {
        res.writeHead(200, { 'content-type': 'audio/wav' });
        return res.end(wav(3));
      }
      if (failures > 0) {
        failures -= 1;
        res.writeHead(503, { 'content-type': 'application/json' });
        return res.end('{"error":{"message":"busy"}}');
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ data: [], usage: { input_tokens: 12, output_tokens: 1584 } }));
    });
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('reports every attempt, failed ones and retries too, with the units of the answer', async () => {
    const calls: ProviderCall[] = [];
    failures = 2;
    const illustrator = createOpenAiIllustrator({
      baseUrl,
      model: 'gpt-image-1-mini',
      quality: 'low',
      maxRetries: 3,
      onCall: (c) => calls.push(c),
    });
    // No picture in the answer: the illustrator fails after the call was reported.
    await expect(
      illustrator.illustrate({ prompt: 'a fox', style: 'sketch', width: 64, height: 96, seed: 1 }),
    ).rejects.toThrow(/no base64 image/);
    expect(calls.map((c) => [c.attempt, c.outcome, c.status])).toEqual([
      [1, 'failed', 503],
      [2, 'failed', 503],
      [3, 'ok', undefined],
    ]);
    expect(calls[2]).toMatchObject({
      role: 'images',
      provider: new URL(baseUrl).host,
      model: 'gpt-image-1-mini',
      inputTokens: 12,
      outputTokens: 1584,
      images: 0,
      imageSize: '1024x1536',
      imageQuality: 'low',
    });
  });

  it('counts the characters spoken and the seconds of the WAV', async () => {
    const calls: ProviderCall[] = [];
    const voice = createOpenAiVoice({ baseUrl, model: 'tts-1', onCall: (c) => calls.push(c) });
    const clip = await voice.speak('Héllo there', 'nova');
    expect(wavSeconds(clip.wav)).toBe(3);
    expect(calls).toMatchObject([
      { role: 'voice', model: 'tts-1', outcome: 'ok', characters: 11, audioSeconds: 3 },
    ]);
  });

  it('knows each role by its path, and each model its quality parameter', () => {
    expect(roleOfPath('/v1/chat/completions')).toBe('script');
    expect(roleOfPath('/v1/audio/transcriptions')).toBe('captions');
    expect(roleOfPath('/v1/moderations')).toBe('moderation');
    expect(roleOfPath('/v1/models')).toBeUndefined();
    expect(qualityParam('gpt-image-1', 'medium')).toEqual({ quality: 'medium' });
    expect(qualityParam('dall-e-3', 'high')).toEqual({ quality: 'hd' });
    expect(qualityParam('dall-e-3', 'low')).toEqual({ quality: 'standard' });
    expect(qualityParam('dall-e-2', 'low')).toEqual({});
  });
});
