import type { Voice } from '@reelsmith/contract';
import { execFile } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { findOnPath } from '../compose/ffmpeg.js';

const execFileAsync = promisify(execFile);
import type { SpeakOptions, SpeechClip, VoiceProvider } from './voice.js';

/**
 * Five clearly different eSpeak NG voices for the product's five voice names: different
 * language variants (US, British, RP), voice variants (male/female timbres) and pitch/speed.
 * Chosen by listening and by measured pitch; see docs/decisions/0012-voice-espeak.md.
 */
export const ESPEAK_VOICES: Record<Voice, { voice: string; pitch: number; speed: number }> = {
  alloy: { voice: 'en-us+m3', pitch: 50, speed: 165 },
  echo: { voice: 'en-gb+m1', pitch: 38, speed: 155 },
  fable: { voice: 'en-gb-x-rp+f4', pitch: 62, speed: 158 },
  onyx: { voice: 'en-us+m7', pitch: 22, speed: 150 },
  nova: { voice: 'en-us+f3', pitch: 72, speed: 175 },
};

export function espeakArgs(text: string, voice: Voice, rate = 1): string[] {
  const v = ESPEAK_VOICES[voice];
  return [
    '-v', v.voice,
    '-p', String(v.pitch),
    '-s', String(Math.round(v.speed * rate)),
    // A short gap between words, no SSML: the text is the user's.
    '-g', '1',
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

export function createEspeakVoice(engine: EspeakEngine = chooseEspeakEngine()): VoiceProvider {
  return {
    description: `built-in eSpeak NG (${engine === 'cli' ? 'system espeak-ng' : 'npm WASM build'})`,
    // Both engines produce the same samples from the same data; one cache id serves both.
    id: 'espeak-ng-1',
    speak: async (text: string, voice: Voice, options: SpeakOptions = {}): Promise<SpeechClip> => {
      options.signal?.throwIfAborted();
      const args = espeakArgs(text, voice, options.rate);
      const wav = engine === 'cli' ? await speakCli(args, options.signal) : await speakWasm(args);
      return { wav };
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

async function speakWasm(args: string[]): Promise<Buffer> {
  // Each call is a fresh instance: the WASM build is the CLI, which exits after one run.
  // The package ships no types; a non-literal specifier keeps TypeScript from looking for them.
  const specifier = 'espeak-ng';
  const { default: factory } = (await import(specifier)) as { default: EspeakFactory };
  const instance = await factory({
    arguments: ['-w', '/out.wav', ...args],
    print: () => undefined,
    printErr: () => undefined,
  });
  return Buffer.from(instance.FS.readFile('/out.wav'));
}
