import { VOICES, type Language } from '@reelsmith/contract';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { encodeWav, parseWav } from '../src/audio/pcm.js';
import { findOnPath } from '../src/compose/ffmpeg.js';
import { createOpenAiIllustrator } from '../src/images/openai-illustrator.js';
import {
  ESPEAK_LANGUAGE_VOICES,
  ESPEAK_VOICES,
  createEspeakVoice,
  espeakArgs,
} from '../src/voice/espeak-voice.js';
import { createOpenAiVoice } from '../src/voice/openai-voice.js';
import { startFakeOpenAi } from './fake-openai.js';
import type { FakeOpenAi, FakeReply } from './fake-openai.js';

let fake: FakeOpenAi | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

const wav = encodeWav(
  24000,
  Float32Array.from({ length: 24000 }, (_, i) => 0.3 * Math.sin(i / 10)),
);

describe('OpenAI-compatible speech (against a local fake API)', () => {
  it('sends the voice name, model and speed, and returns the WAV; retries a 500', async () => {
    const replies: FakeReply[] = [
      { status: 500, json: { error: 'busy' } },
      { bytes: wav, contentType: 'audio/wav' },
    ];
    fake = await startFakeOpenAi((_r, i) => replies[i]!);
    const voice = createOpenAiVoice({
      baseUrl: fake.baseUrl,
      apiKey: 'k',
      model: 'tts-1',
    });
    const clip = await voice.speak('Hello there.', 'onyx', { rate: 1.2 });
    expect(parseWav(clip.wav).samples.length).toBe(24000);
    expect(fake.requests[1]!.path).toBe('/v1/audio/speech');
    expect(fake.requests[1]!.body).toMatchObject({
      model: 'tts-1',
      voice: 'onyx',
      input: 'Hello there.',
      speed: 1.2,
      response_format: 'wav',
    });
  });
});

describe('OpenAI-compatible speech: timeouts', () => {
  it('times out a speech call that never answers and retries it', async () => {
    fake = await startFakeOpenAi(() => ({ hang: true }));
    const voice = createOpenAiVoice({
      baseUrl: fake.baseUrl,
      apiKey: 'k',
      model: 'tts-1',
      timeoutMs: 100,
      maxRetries: 2,
    });
    await expect(voice.speak('Hello.', 'nova', {})).rejects.toThrow();
    expect(fake.requests).toHaveLength(3);
  });
});

describe('OpenAI-compatible images (against a local fake API)', () => {
  it('asks with the style recipe and returns a PNG cropped to the output size', async () => {
    const png = await sharp({
      create: { width: 1024, height: 1536, channels: 3, background: '#336699' },
    })
      .png()
      .toBuffer();
    fake = await startFakeOpenAi(() => ({
      json: { data: [{ b64_json: png.toString('base64') }] },
    }));
    const illustrator = createOpenAiIllustrator({ baseUrl: fake.baseUrl, model: 'gpt-image-1' });
    const out = await illustrator.illustrate({
      prompt: 'a ship at sea',
      style: 'vintage',
      width: 1080,
      height: 1920,
      seed: 1,
    });
    const meta = await sharp(out).metadata();
    expect([meta.width, meta.height]).toEqual([1080, 1920]);
    expect(fake.requests[0]!.body).toMatchObject({ model: 'gpt-image-1', size: '1024x1536' });
    expect(String(fake.requests[0]!.body.prompt)).toContain('sepia');
  });

  it('retries a 429 with backoff, then succeeds', async () => {
    const png = await sharp({
      create: { width: 1024, height: 1024, channels: 3, background: '#aa3355' },
    })
      .png()
      .toBuffer();
    const replies: FakeReply[] = [
      { status: 429, json: { error: { message: 'slow down' } }, headers: { 'retry-after': '0' } },
      { json: { data: [{ b64_json: png.toString('base64') }] } },
    ];
    fake = await startFakeOpenAi((_r, i) => replies[i]!);
    const illustrator = createOpenAiIllustrator({
      baseUrl: fake.baseUrl,
      model: 'gpt-image-1',
    });
    const out = await illustrator.illustrate({
      prompt: 'a fox',
      style: 'wildlife',
      width: 1080,
      height: 1080,
      seed: 1,
    });
    expect((await sharp(out).metadata()).width).toBe(1080);
    expect(fake.requests).toHaveLength(2);
  });

  it('gives up on a server that never answers, after its retries, with a clear error', async () => {
    fake = await startFakeOpenAi(() => ({ hang: true }));
    const illustrator = createOpenAiIllustrator({
      baseUrl: fake.baseUrl,
      model: 'gpt-image-1',
      timeoutMs: 100,
      maxRetries: 1,
    });
    await expect(
      illustrator.illustrate({ prompt: 'x', style: 'noir', width: 100, height: 100, seed: 1 }),
    ).rejects.toThrow();
    expect(fake.requests).toHaveLength(2);
  });

  it('fails clearly when no image comes back', async () => {
    fake = await startFakeOpenAi(() => ({ json: { data: [{ url: 'http://x' }] } }));
    const illustrator = createOpenAiIllustrator({ baseUrl: fake.baseUrl, model: 'dall-e-3' });
    await expect(
      illustrator.illustrate({ prompt: 'x', style: 'noir', width: 100, height: 100, seed: 1 }),
    ).rejects.toThrow(/no base64/);
    expect(fake.requests[0]!.body.response_format).toBe('b64_json');
  });
});

/** Zero crossings per second: a rough pitch measure, enough to tell voices apart. */
function zeroCrossings(samples: Float32Array, rate: number): number {
  let n = 0;
  for (let i = 1; i < samples.length; i++) if (samples[i - 1]! < 0 !== samples[i]! < 0) n++;
  return n / (samples.length / rate);
}

describe('built-in eSpeak NG voices', () => {
  const text = 'The lighthouse had been dark for forty years. Then, one night, it blinked.';

  /** Each pair of the five voices differs clearly in length (pace) or in pitch and timbre. */
  async function expectFiveDistinctVoices(line: string, language?: Language) {
    const voice = createEspeakVoice();
    const measures = await Promise.all(
      VOICES.map(async (name) => {
        const pcm = parseWav((await voice.speak(line, name, { language })).wav);
        return {
          name,
          seconds: pcm.samples.length / pcm.rate,
          zcr: zeroCrossings(pcm.samples, pcm.rate),
        };
      }),
    );
    for (let i = 0; i < measures.length; i++) {
      for (let j = i + 1; j < measures.length; j++) {
        const a = measures[i]!;
        const b = measures[j]!;
        const apart =
          Math.abs(a.seconds - b.seconds) / a.seconds > 0.04 ||
          Math.abs(a.zcr - b.zcr) / a.zcr > 0.08;
        expect(apart, `${language ?? 'en'}: ${a.name} vs ${b.name}`).toBe(true);
      }
    }
  }

  it('gives five clearly different voices', async () => {
    await expectFiveDistinctVoices(text);
    expect(new Set(Object.values(ESPEAK_VOICES).map((v) => v.voice)).size).toBe(5);
  });

  // The CLI is optional (a fresh clone has only the WASM build); compare when it is there.
  it.skipIf(findOnPath('espeak-ng') === undefined)(
    'the npm WASM build speaks the same as the system CLI',
    async () => {
      const cli = parseWav((await createEspeakVoice('cli').speak(text, 'nova')).wav);
      const wasm = parseWav((await createEspeakVoice('wasm').speak(text, 'nova')).wav);
      expect(Math.abs(cli.samples.length - wasm.samples.length) / cli.samples.length).toBeLessThan(
        0.02,
      );
      expect(wasm.rate).toBe(cli.rate);
    },
  );

  const lines = {
    es: '¿Qué pasó con el faro? Nadie lo sabe, pero una noche volvió a encenderse.',
    fr: 'Le phare était éteint depuis quarante ans. Puis, une nuit, il a clignoté.',
    de: 'Der Leuchtturm war vierzig Jahre lang dunkel. Dann, eines Nachts, blinkte er.',
    pt: 'O farol estava apagado havia quarenta anos. Então, uma noite, ele piscou.',
  } as const;
  for (const [language, line] of Object.entries(lines) as [keyof typeof lines, string][]) {
    it(`gives five clearly different ${language} voices on ${language} eSpeak NG voices`, async () => {
      const voices = ESPEAK_LANGUAGE_VOICES[language];
      expect(Object.values(voices).every((v) => v.voice.startsWith(language))).toBe(true);
      expect(espeakArgs(line, 'nova', 1, language)).toContain(voices.nova.voice);
      await expectFiveDistinctVoices(line, language);
    });
  }

  it('reads a Spanish text with the Spanish voice, not the English one', async () => {
    const voice = createEspeakVoice();
    const line = lines.es;
    const spanish = parseWav((await voice.speak(line, 'alloy', { language: 'es' })).wav);
    const english = parseWav((await voice.speak(line, 'alloy')).wav);
    // Same text, same character: a different pronunciation gives a different recording.
    expect(Buffer.from(spanish.samples.buffer).equals(Buffer.from(english.samples.buffer))).toBe(
      false,
    );
    expect(espeakArgs(line, 'alloy')).toContain('en-us+m3');
    expect(espeakArgs(line, 'alloy', 1, 'es')).toContain('es+m3');
  });

  it('speaks faster at a higher rate', async () => {
    const voice = createEspeakVoice();
    const normal = parseWav((await voice.speak(text, 'alloy')).wav).samples.length;
    const fast = parseWav((await voice.speak(text, 'alloy', { rate: 1.3 })).wav).samples.length;
    expect(fast / normal).toBeLessThan(0.85);
  });
});
