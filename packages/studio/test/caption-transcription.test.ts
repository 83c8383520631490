import { afterEach, describe, expect, it } from 'vitest';
import { encodeWav } from '../src/audio/pcm.js';
import { timeWords } from '../src/captions/phrases.js';
import { sceneWordTimes } from '../src/captions/scene-words.js';
import { studioConfigFromEnv } from '../src/config.js';
import { createVoice } from '../src/studio.js';
import { createOpenAiVoice } from '../src/voice/openai-voice.js';
import { startFakeOpenAi } from './fake-openai.js';
import type { FakeOpenAi, FakeReply, FakeUpload } from './fake-openai.js';

let fake: FakeOpenAi | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

const TEXT = 'Bright comets cross the quiet sky in 1969.';
// What a speech server might send: 0.3 s of silence, then "speech" (a tone) for 3 s.
const wav = encodeWav(
  24000,
  Float32Array.from({ length: 24000 * 3.3 }, (_, i) => (i < 7200 ? 0 : 0.3 * Math.sin(i / 10))),
);
/** verbose_json as OpenAI answers it, with a misheard word and a number heard as words. */
const transcript = {
  task: 'transcribe',
  language: 'english',
  duration: 3.3,
  text: 'Bright comments cross the quiet sky in nineteen sixty-nine.',
  words: [
    { word: 'Bright', start: 0.32, end: 0.6 },
    { word: 'comments', start: 0.62, end: 1.0 },
    { word: 'cross', start: 1.04, end: 1.3 },
    { word: 'the', start: 1.3, end: 1.4 },
    { word: 'quiet', start: 1.42, end: 1.8 },
    { word: 'sky', start: 1.82, end: 2.1 },
    { word: 'in', start: 2.2, end: 2.3 },
    { word: 'nineteen', start: 2.32, end: 2.7 },
    { word: 'sixty-nine', start: 2.72, end: 3.2 },
  ],
};

function remoteVoice(baseUrl: string) {
  return createOpenAiVoice({ baseUrl, apiKey: 'sk-test', model: 'tts-1', maxRetries: 0 });
}

describe('captions from a remote voice: word timestamps from /audio/transcriptions', () => {
  it('sends the clip to the transcription endpoint and keeps the script’s words', async () => {
    fake = await startFakeOpenAi((r): FakeReply =>
      r.path === '/v1/audio/speech'
        ? { bytes: wav, contentType: 'audio/wav' }
        : { json: transcript },
    );
    const voice = remoteVoice(fake.baseUrl);
    const clip = await voice.speak(TEXT, 'nova');
    // The VOICE step trimmed 0.26 s of silence (0.3 s less the 0.04 s it keeps).
    const words = await sceneWordTimes(
      voice,
      { text: TEXT, voice: 'nova', rate: 1, wav: clip.wav, offset: 0.26, speech: 3.04 },
      { warn: (m) => expect.fail(m) },
    );

    const request = fake.requests[1]!;
    expect(request.path).toBe('/v1/audio/transcriptions');
    expect(request.authorization).toBe('Bearer sk-test');
    expect(request.body).toMatchObject({
      model: 'whisper-1',
      response_format: 'verbose_json',
      'timestamp_granularities[]': 'word',
    });
    const file = request.body.file as FakeUpload;
    expect(file.filename).toBe('speech.wav');
    expect(file.bytes.equals(clip.wav)).toBe(true);

    expect(words.map((w) => w.text)).toEqual(TEXT.split(' '));
    expect(words[0]!.start).toBeCloseTo(0.06);
    // "comets", heard as "comments", keeps its slot.
    expect(words[1]).toMatchObject({ text: 'comets' });
    expect(words[1]!.start).toBeCloseTo(0.36);
    // "1969." spans "nineteen sixty-nine", ending inside the clip.
    expect(words[7]!.start).toBeCloseTo(2.06);
    expect(words[7]!.end).toBeCloseTo(2.94);
  });

  it('uses TRANSCRIBE_MODEL from the configuration, at the speech endpoint', async () => {
    fake = await startFakeOpenAi((r): FakeReply =>
      r.path === '/v1/audio/speech'
        ? { bytes: wav, contentType: 'audio/wav' }
        : { json: transcript },
    );
    const config = studioConfigFromEnv({
      TTS_BASE_URL: fake.baseUrl,
      TRANSCRIBE_MODEL: 'gpt-4o-transcribe-words',
    });
    const voice = createVoice(config.voice);
    expect(voice.wordTimingId).toBe('openai-transcription:gpt-4o-transcribe-words');
    const clip = await voice.speak(TEXT, 'alloy');
    await voice.timeWords?.({ wav: clip.wav, text: TEXT, voice: 'alloy', rate: 1 });
    expect(fake.requests[1]!.body).toMatchObject({ model: 'gpt-4o-transcribe-words' });
    expect(studioConfigFromEnv({ TTS_BASE_URL: fake.baseUrl }).voice).toMatchObject({
      transcribeModel: 'whisper-1',
    });
  });

  /** A remote voice whose transcription endpoint answers `transcription`: the words, the warnings. */
  async function timedWith(transcription: FakeReply) {
    fake = await startFakeOpenAi((r): FakeReply =>
      r.path === '/v1/audio/speech' ? { bytes: wav, contentType: 'audio/wav' } : transcription,
    );
    const voice = remoteVoice(fake.baseUrl);
    const clip = await voice.speak(TEXT, 'nova');
    const warnings: string[] = [];
    const words = await sceneWordTimes(
      voice,
      { text: TEXT, voice: 'nova', rate: 1, wav: clip.wav, offset: 0.26, speech: 3.04 },
      { warn: (m) => warnings.push(m) },
    );
    return { words, warnings };
  }

  it('falls back to the syllable estimate when transcription fails, and says so', async () => {
    const { words, warnings } = await timedWith({
      status: 404,
      json: { error: { message: 'no such model: whisper-1' } },
    });
    expect(words).toEqual(timeWords(TEXT, 0, 3.04));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/syllable estimate used: audio\/transcriptions answered 404/);
  });

  it('falls back when the answer has no word timestamps (a server without them)', async () => {
    const { words, warnings } = await timedWith({ json: { text: 'Bright comets' } });
    expect(words).toEqual(timeWords(TEXT, 0, 3.04));
    expect(warnings[0]).toMatch(/no word timestamps/);
  });

  it('rethrows an abort instead of falling back', async () => {
    fake = await startFakeOpenAi(() => ({ hang: true }));
    const voice = remoteVoice(fake.baseUrl);
    const controller = new AbortController();
    const pending = sceneWordTimes(
      voice,
      { text: TEXT, voice: 'nova', rate: 1, wav, offset: 0, speech: 3 },
      { signal: controller.signal, warn: (m) => expect.fail(m) },
    );
    setTimeout(() => controller.abort(new Error('cancelled')), 50);
    await expect(pending).rejects.toThrow('cancelled');
  });
});
