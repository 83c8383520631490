import { DURATION_DETAILS } from '@reelsmith/contract';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { probe } from '../src/compose/ffmpeg.js';
import { studioConfigFromEnv } from '../src/config.js';
import { writeBuiltinStory } from '../src/story/builtin-writer.js';
import { createStudio } from '../src/studio.js';
import { createEspeakVoice } from '../src/voice/espeak-voice.js';
import type { VoiceProvider } from '../src/voice/voice.js';

const dir = await mkdtemp(join(tmpdir(), 'studio-language-test-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

async function filesEndingWith(root: string, suffix: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith(suffix))
    .map((e) => join(e.parentPath, e.name));
}

/**
 * The proof (issue 12, item 5): a Spanish video, offline, from the built-in writer to
 * the MP4, with Spanish narration (eSpeak NG's Spanish voices) and Spanish captions.
 */
describe('a Spanish video, offline', () => {
  it('renders with Spanish narration and captions that keep their accents', async () => {
    // The real eSpeak NG engine; the wrapper only notes which language each call asked for.
    const espeak = createEspeakVoice();
    const asked: (string | undefined)[] = [];
    const voice: VoiceProvider = {
      ...espeak,
      speak: (text, name, options) => {
        asked.push(options?.language);
        return espeak.speak(text, name, options);
      },
    };
    const studio = createStudio(studioConfigFromEnv({}), { voice });
    const story = writeBuiltinStory(
      {
        topic: 'Share surprising fun facts that most people have never heard before',
        duration: 'short',
        language: 'es',
      },
      7,
    );
    const narration = story.scenes.map((s) => s.narration).join(' ');
    expect(narration).toContain('ajolote');

    const cacheDir = join(dir, 'cache');
    const outPath = join(dir, 'es.mp4');
    const result = await studio.render({
      story,
      settings: {
        voice: 'fable',
        artStyle: 'minimalist',
        aspectRatio: '9:16',
        duration: 'short',
        language: 'es',
      },
      options: { preset: 'superfast', music: { track: 'none' } },
      cacheDir,
      outPath,
      seed: 3,
    });

    // Narration: every scene spoken by the Spanish voices, and the video in the short range.
    expect(asked.length).toBeGreaterThanOrEqual(story.scenes.length);
    expect(new Set(asked)).toEqual(new Set(['es']));
    const info = await probe(studio.tools, outPath);
    const { minSeconds, maxSeconds } = DURATION_DETAILS.short;
    expect(info.durationSeconds).toBeGreaterThanOrEqual(minSeconds);
    expect(info.durationSeconds).toBeLessThanOrEqual(maxSeconds);
    expect(Math.abs(info.durationSeconds - result.durationSeconds)).toBeLessThan(0.2);
    expect(info.audio).toMatchObject({ codec: 'aac' });

    // Captions: the burned-in ASS holds the narration's accented words, whole and in UTF-8.
    const ass = (
      await Promise.all((await filesEndingWith(cacheDir, '.ass')).map((f) => readFile(f, 'utf8')))
    ).join('\n');
    const accented = [
      ...new Set(
        narration
          .split(/\s+/)
          .map((w) => w.replace(/[^\p{L}]/gu, ''))
          .filter((w) => /[áéíóúüñ]/i.test(w)),
      ),
    ];
    expect(accented.length).toBeGreaterThan(3);
    for (const word of accented) expect(ass, word).toContain(word);
    expect(ass).toContain('Xochimilco');
  });
});
