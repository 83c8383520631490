import type { Language, Voice } from '@reelsmith/contract';
import { execFile } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { findOnPath } from '../compose/ffmpeg.js';

const execFileAsync = promisify(execFile);
import { echoOf } from './espeak-echo.js';
import { espeakWordTimes, probeGap } from './espeak-word-times.js';
import type { SpeakOptions, SpeechClip, SpokenClip, VoiceProvider, WordTime } from './voice.js';

export interface EspeakVoice {
  voice: string;
  pitch: number;
  speed: number;
}

/**
 * Five clearly different eSpeak NG voices for the product's five voice names: different
 * language variants (US, British, RP), voice variants (male/female timbres) and pitch/speed.
 * Chosen by listening and by measured pitch; see docs/decisions/0012-voice-espeak.md.
 */
export const ESPEAK_VOICES: Record<Voice, EspeakVoice> = {
  alloy: { voice: 'en-us+m3', pitch: 50, speed: 165 },
  echo: { voice: 'en-gb+m1', pitch: 38, speed: 155 },
  fable: { voice: 'en-gb-x-rp+f4', pitch: 62, speed: 158 },
  onyx: { voice: 'en-us+m7', pitch: 22, speed: 150 },
  nova: { voice: 'en-us+f3', pitch: 72, speed: 175 },
};

/**
 * The same five characters in the other languages: each name keeps its timbre variant, pitch
 * and pace (alloy balanced, echo low and steady, fable high storyteller, onyx deep and slow,
 * nova bright and quick) on that language's eSpeak NG voices, regional ones where eSpeak has
 * them (es/es-419, fr-fr/fr-be, pt/pt-br). docs/decisions/0044-languages.md.
 */
export const ESPEAK_LANGUAGE_VOICES: Record<Language, Record<Voice, EspeakVoice>> = {
  en: ESPEAK_VOICES,
  es: onVoices({
    alloy: 'es+m3',
    echo: 'es-419+m1',
    fable: 'es+f4',
    onyx: 'es-419+m7',
    nova: 'es-419+f3',
  }),
  // French fable is slower: at 158 wpm it measured too close to echo (decision 0044).
  fr: onVoices(
    { alloy: 'fr-fr+m3', echo: 'fr-be+m1', fable: 'fr-fr+f4', onyx: 'fr-fr+m7', nova: 'fr-be+f3' },
    { fable: 142 },
  ),
  de: onVoices({ alloy: 'de+m3', echo: 'de+m1', fable: 'de+f4', onyx: 'de+m7', nova: 'de+f3' }),
  pt: onVoices({
    alloy: 'pt-br+m3',
    echo: 'pt+m1',
    fable: 'pt-br+f4',
    onyx: 'pt+m7',
    nova: 'pt-br+f3',
  }),
};

/** The five characters' pitch and pace (ESPEAK_VOICES) on another language's voices. */
function onVoices(
  voices: Record<Voice, string>,
  speeds: Partial<Record<Voice, number>> = {},
): Record<Voice, EspeakVoice> {
  const on = (name: Voice): EspeakVoice => ({
    voice: voices[name],
    pitch: ESPEAK_VOICES[name].pitch,
    speed: speeds[name] ?? ESPEAK_VOICES[name].speed,
  });
  return {
    alloy: on('alloy'),
    echo: on('echo'),
    fable: on('fable'),
    onyx: on('onyx'),
    nova: on('nova'),
  };
}

/** The product's word gap: eSpeak's `-g 1`, 10 ms at 175 wpm. */
export const ESPEAK_WORD_GAP = 1;

export function espeakArgs(
  text: string,
  voice: Voice,
  rate = 1,
  language: Language = 'en',
  wordGap = ESPEAK_WORD_GAP,
): string[] {
  const v = ESPEAK_LANGUAGE_VOICES[language][voice];
  return [
    '-v', v.voice,
    '-p', String(v.pitch),
    '-s', String(Math.round(v.speed * rate)),
    // A short gap between words, no SSML: the text is the user's.
    '-g', String(wordGap),
    '--', text,
  ]; // prettier-ignore
}

export type EspeakEngine = 'cli' | 'wasm';

/** Debian's espeak-ng when it is on the PATH (8-10x faster per call, measured), else WASM. */
export function chooseEspeakEngine(env: Record<string, string | undefined> = process.env) {
  const forced = env.ESPEAK_ENGINE;
  if (forced === 'cli' || forced === 'wasm') return forced;
  return findOnPath('espeak-ng', env.PATH) === undefined ? 'wasm' : 'cli';
}

export function createEspeakVoice(
  engine: EspeakEngine = chooseEspeakEngine(),
  /** A longer pause between words than the product's (the captions timing test uses one). */
  wordGap = ESPEAK_WORD_GAP,
): VoiceProvider {
  const synthesize = (args: string[], signal?: AbortSignal): Promise<Buffer> =>
    engine === 'cli' ? speakCli(args, signal) : speakWasm(args);
  return {
    description: `built-in eSpeak NG (${engine === 'cli' ? 'system espeak-ng' : 'npm WASM build'})`,
    // Both engines produce the same samples from the same data; one cache id serves both.
    id: wordGap === ESPEAK_WORD_GAP ? 'espeak-ng-1' : `espeak-ng-1:g${wordGap}`,
    speak: async (text: string, voice: Voice, options: SpeakOptions = {}): Promise<SpeechClip> => {
      options.signal?.throwIfAborted();
      const args = espeakArgs(text, voice, options.rate, options.language, wordGap);
      const wav = await synthesize(args, options.signal);
      return { wav };
    },
    // From eSpeak's own phonemes and a second synthesis with wide word gaps
    // (espeak-word-times.ts).
    wordTimingId: 'espeak-tokens-1',
    timeWords: async (clip: SpokenClip, signal?: AbortSignal): Promise<WordTime[]> => {
      signal?.throwIfAborted();
      const language = clip.language ?? 'en';
      const wordsPerMinute = ESPEAK_LANGUAGE_VOICES[language][clip.voice].speed * clip.rate;
      const args = (text: string, gap: number): string[] =>
        espeakArgs(text, clip.voice, clip.rate, language, gap);
      return espeakWordTimes(
        clip.text,
        clip.wav,
        {
          synthesizeProbe: (extraGap) => synthesize(args(clip.text, wordGap + extraGap), signal),
          phonemes: (text, lines) =>
            (engine === 'cli' ? phonemesCli : phonemesWasm)(
              // Every line its own clause: each word alone (espeak-phonemes.ts).
              [...(lines ? ['-l', '100000'] : []), ...args(text, wordGap)],
              signal,
            ),
        },
        probeGap(wordsPerMinute),
        language,
        wordGap,
        echoOf(ESPEAK_LANGUAGE_VOICES[language][clip.voice].voice),
      );
    },
  };
}

async function speakCli(args: string[], signal?: AbortSignal): Promise<Buffer> {
  const out = join(tmpdir(), `reelsmith-espeak-${randomUUID()}.wav`);
  try {
    await execFileAsync('espeak-ng', ['-w', out, ...args], { signal });
    return await readFile(out);
  } finally {
    await rm(out, { force: true });
  }
}

/** The npm espeak-ng package: an Emscripten module factory around the CLI. */
type EspeakFactory = (options: {
  arguments: string[];
  print?: (s: string) => void;
  printErr?: (s: string) => void;
}) => Promise<{ FS: { readFile(path: string): Uint8Array } }>;

/** `espeak-ng -q -x`: the phonemes it would speak, on stdout. */
async function phonemesCli(args: string[], signal?: AbortSignal): Promise<string> {
  const { stdout } = await execFileAsync('espeak-ng', ['-q', '-x', ...args], { signal });
  return stdout;
}

async function phonemesWasm(args: string[]): Promise<string> {
  const lines: string[] = [];
  await espeakWasm(['-q', '-x', ...args], (line) => lines.push(line));
  return lines.map((line) => `${line}\n`).join('');
}

async function speakWasm(args: string[]): Promise<Buffer> {
  const instance = await espeakWasm(['-w', '/out.wav', ...args]);
  return Buffer.from(instance.FS.readFile('/out.wav'));
}

async function espeakWasm(
  args: string[],
  print: (line: string) => void = () => undefined,
): Promise<{ FS: { readFile(path: string): Uint8Array } }> {
  // Each call is a fresh instance: the WASM build is the CLI, which exits after one run.
  // The package ships no types; a non-literal specifier keeps TypeScript from looking for them.
  const specifier = 'espeak-ng';
  const { default: factory } = (await import(specifier)) as { default: EspeakFactory };
  return factory({ arguments: args, print, printErr: () => undefined });
}
