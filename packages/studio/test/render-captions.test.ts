import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { encodeWav } from '../src/audio/pcm.js';
import { studioConfigFromEnv } from '../src/config.js';
import { writeBuiltinStory } from '../src/story/builtin-writer.js';
import { words as splitWords } from '../src/story/words.js';
import { createStudio } from '../src/studio.js';
import { startFakeOpenAi } from './fake-openai.js';
import type { FakeReply, FakeUpload } from './fake-openai.js';

const RATE = 24000;
const LEAD = 0.2;
const PER_WORD = 0.36;

/**
 * A render with a remote voice (a local fake of /audio/speech and /audio/transcriptions): the
 * captions take the transcription's word times, and a second render pays for none.
 */
describe('render with a remote voice: captions from transcription, paid once', () => {
  const story = writeBuiltinStory({ topic: 'war-stories', duration: 'short' }, 4);
  let dir = '';
  afterAll(async () => {
    if (dir !== '') await rm(dir, { recursive: true, force: true });
  });

  it('transcribes each clip once and times the captions by it', async () => {
    dir = await mkdtemp(join(tmpdir(), 'studio-render-captions-'));
    // Each clip: LEAD s of silence, then PER_WORD s of tone a word (at the asked speed).
    const texts = new Map<number, { text: string; speed: number }>();
    const fake = await startFakeOpenAi((r): FakeReply => {
      if (r.path === '/v1/audio/speech') {
        const text = String(r.body.input);
        const speed = Number(r.body.speed ?? 1);
        const seconds = LEAD + (splitWords(text).length * PER_WORD) / speed;
        // A few trailing zeros more for each clip: its length tells the transcription which it is.
        const length = Math.round(seconds * RATE) + texts.size;
        const samples = Float32Array.from({ length }, (_, i) =>
          i < LEAD * RATE ? 0 : 0.3 * Math.sin(i / 9),
        );
        const wav = encodeWav(RATE, samples);
        texts.set(wav.length, { text, speed });
        return { bytes: wav, contentType: 'audio/wav' };
      }
      const file = r.body.file as FakeUpload;
      const clip = texts.get(file.bytes.length);
      if (clip === undefined) return { status: 400, json: { error: { message: 'unknown clip' } } };
      const step = PER_WORD / clip.speed;
      const words = splitWords(clip.text).map((word, k) => ({
        word: word.replace(/[^\p{L}\p{N}']/gu, ''),
        start: LEAD + k * step,
        end: LEAD + (k + 1) * step,
      }));
      return { json: { text: clip.text, words } };
    });
    try {
      const studio = createStudio(studioConfigFromEnv({ TTS_BASE_URL: fake.baseUrl }));
      const render = (name: string) =>
        studio.render({
          story,
          settings: {
            voice: 'nova',
            artStyle: 'noir',
            aspectRatio: '1:1',
            duration: 'short',
            topic: 'war-stories',
          },
          options: { preset: 'superfast', music: { track: 'none' } },
          cacheDir: join(dir, 'cache'),
          outPath: join(dir, `${name}.mp4`),
          onWarning: (m) => expect.fail(m),
        });
      const transcriptions = () =>
        fake.requests.filter((r) => r.path === '/v1/audio/transcriptions').length;

      const first = await render('first');
      const n = story.scenes.length;
      expect(transcriptions()).toBe(n);
      expect(first.cache.captions).toEqual({ hits: 0, misses: n });
      // Times from the transcription, moved back by the 0.16 s the VOICE step trimmed (it
      // keeps 0.04 s before the sound): the syllable estimate would start every scene at 0.
      const files = await readdir(join(dir, 'cache', 'captions'));
      expect(files).toHaveLength(n);
      for (const name of files) {
        const words = JSON.parse(await readFile(join(dir, 'cache', 'captions', name), 'utf8')) as {
          start: number;
        }[];
        expect(words[0]!.start).toBeCloseTo(0.04, 2);
        expect(words[1]!.start - words[0]!.start).toBeCloseTo(PER_WORD / first.timeline.rate, 2);
      }

      const second = await render('second');
      expect(transcriptions()).toBe(n);
      expect(second.cache.captions).toEqual({ hits: n, misses: 0 });
    } finally {
      await fake.close();
    }
  });
});
