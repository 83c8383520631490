import type { Language, Voice } from '@reelsmith/contract';
import { execFileSync, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MASTER_RATE, parseWav, resample, trimSilence } from '../src/audio/pcm.js';
import type { Pcm } from '../src/audio/pcm.js';
import { timeWords } from '../src/captions/phrases.js';
import { findOnPath } from '../src/compose/ffmpeg.js';
import { sceneWordTimes } from '../src/captions/scene-words.js';
import { words as splitWords } from '../src/story/words.js';
import { createEspeakVoice } from '../src/voice/espeak-voice.js';
import { espeakArgs } from '../src/voice/espeak-voice.js';
import type { EspeakEngine } from '../src/voice/espeak-voice.js';
import type { VoiceProvider } from '../src/voice/voice.js';

/**
 * How close each caption word's start is to the word's onset in the audio (issue 12: within
 * 80 ms). The narration has a pause between words (eSpeak's word gap at 30: 0.15-0.35 s), so
 * each onset can be found in the PCM by energy alone, independently of the code under test.
 */
const AIM_SECONDS = 0.08;
/** eSpeak's word gap for these sentences: a pause between words. */
const WORD_GAP = 30;

const SENTENCES: { text: string; voice: Voice }[] = [
  { text: 'Seven quiet harbors glow beneath the amber evening sky.', voice: 'alloy' },
  { text: 'Fresh bread, warm coffee, and sunlight fill the little kitchen.', voice: 'nova' },
  { text: 'Nobody expected the old lighthouse keeper to sing so beautifully!', voice: 'onyx' },
  { text: 'Whales migrate thousands of miles; scientists still wonder why.', voice: 'fable' },
];

/**
 * Word onsets by energy: 10 ms frames, RMS above -50 dBFS after at least 100 ms below it.
 * (A different rule from the timer's, which matches waveforms.)
 */
function energyOnsets(pcm: Pcm): number[] {
  const hop = Math.round(pcm.rate * 0.01);
  const onsets: number[] = [];
  let quiet = Infinity;
  for (let i = 0; i + hop <= pcm.samples.length; i += hop) {
    let sum = 0;
    for (let j = i; j < i + hop; j++) sum += (pcm.samples[j] ?? 0) ** 2;
    const loud = Math.sqrt(sum / hop) > 0.00316;
    if (loud && quiet * 0.01 >= 0.1) onsets.push(i / pcm.rate);
    quiet = loud ? 0 : quiet + 1;
  }
  return onsets;
}

async function measure(voice: VoiceProvider, text: string, name: Voice) {
  const clip = await voice.speak(text, name);
  // Exactly what the VOICE step does with a clip.
  const pcm = trimSilence(resample(parseWav(clip.wav), MASTER_RATE));
  const speech = pcm.samples.length / MASTER_RATE;
  const onsets = energyOnsets(pcm);
  const captions = await sceneWordTimes(
    voice,
    { text, voice: name, rate: 1, wav: clip.wav, offset: pcm.offset, speech },
    { warn: (m) => expect.fail(m) },
  );
  const estimate = timeWords(text, 0, speech);
  const errors = (times: { start: number }[]) =>
    times.map((w, i) => Math.abs(w.start - (onsets[i] ?? Infinity)));
  return { onsets, captions, timed: errors(captions), estimated: errors(estimate) };
}

const ms = (s: number): string => `${Math.round(s * 1000)} ms`;

describe('captions timed to the spoken words (eSpeak NG, a pause between words)', () => {
  const engines: EspeakEngine[] = ['cli', 'wasm'];
  for (const engine of engines) {
    // The CLI is optional (a fresh clone has only the WASM build): all sentences when it is there.
    it.skipIf(engine === 'cli' && findOnPath('espeak-ng') === undefined)(
      `starts each caption word within 80 ms of its onset (${engine})`,
      async () => {
        const voice = createEspeakVoice(engine, WORD_GAP);
        const sentences = engine === 'cli' ? SENTENCES : SENTENCES.slice(0, 1);
        const all = { timed: [] as number[], estimated: [] as number[] };
        for (const { text, voice: name } of sentences) {
          const result = await measure(voice, text, name);
          // The energy rule must see every word, or the comparison below means nothing.
          expect(result.onsets).toHaveLength(splitWords(text).length);
          expect(result.captions.map((w) => w.text)).toEqual(splitWords(text));
          all.timed.push(...result.timed);
          all.estimated.push(...result.estimated);
        }
        const worst = (e: number[]): number => Math.max(...e);
        const mean = (e: number[]): number => e.reduce((s, v) => s + v, 0) / e.length;
        console.log(
          `caption start vs onset (${engine}, ${all.timed.length} words): measured worst ` +
            `${ms(worst(all.timed))}, mean ${ms(mean(all.timed))}; syllable estimate worst ` +
            `${ms(worst(all.estimated))}, mean ${ms(mean(all.estimated))}`,
        );
        expect(worst(all.timed)).toBeLessThanOrEqual(AIM_SECONDS);
      },
      60_000,
    );
  }

  // eSpeak glues some short words into one ("a few", "on the") and speaks a number as several
  // words: every onset heard must still have a caption word starting on it.
  it.skipIf(findOnPath('espeak-ng') === undefined)(
    'puts a caption word on every onset with glued words and a number',
    async () => {
      const voice = createEspeakVoice('cli', WORD_GAP);
      for (const text of [
        'In a few places, soldiers even kicked a ball around on the frozen ground.',
        'Belgium, December 1914. The war was supposed to be over by Christmas.',
      ]) {
        const result = await measure(voice, text, 'nova');
        expect(result.captions.map((w) => w.text)).toEqual(splitWords(text));
        const starts = result.captions.map((w) => w.start);
        // A number's later spoken words ("nineteen | fourteen") are onsets inside its span.
        const inNumber = (t: number): boolean =>
          result.captions.some((w) => /\d/.test(w.text) && t > w.start && t < w.end);
        for (const onset of result.onsets.filter((t) => !inNumber(t))) {
          const nearest = Math.min(...starts.map((s) => Math.abs(s - onset)));
          expect(nearest, `onset at ${ms(onset)} in "${text}"`).toBeLessThanOrEqual(AIM_SECONDS);
        }
      }
    },
  );

  it.skipIf(findOnPath('espeak-ng') === undefined)(
    'times real scripts at the product’s own word gap and the fit’s rates, without falling back',
    async () => {
      const voice = createEspeakVoice('cli');
      const texts = [
        'For one night in the First World War, the shooting stopped, and enemies sang together.',
        'They shook hands. They swapped cigarettes, chocolate, and buttons.',
        'Today’s story: motivation.',
      ];
      for (const [k, text] of texts.entries()) {
        for (const rate of [0.8, 1.6]) {
          const name = (['alloy', 'nova', 'onyx'] as const)[k] ?? 'alloy';
          const clip = await voice.speak(text, name, { rate });
          const pcm = trimSilence(resample(parseWav(clip.wav), MASTER_RATE));
          const speech = pcm.samples.length / MASTER_RATE;
          const words = await sceneWordTimes(
            voice,
            { text, voice: name, rate, wav: clip.wav, offset: pcm.offset, speech },
            { warn: (m) => expect.fail(m) },
          );
          expect(words).toHaveLength(splitWords(text).length);
          expect(words.at(-1)!.start).toBeLessThan(speech);
        }
      }
    },
  );
});

/** libespeak-ng through Python's ctypes: the reference, eSpeak NG's own word events. */
const REFERENCE = join(dirname(fileURLToPath(import.meta.url)), 'espeak-word-events.py');
const hasLibrary = ((): boolean => {
  if (findOnPath('espeak-ng') === undefined || findOnPath('python3') === undefined) return false;
  return (
    spawnSync('python3', ['-c', 'import ctypes; ctypes.CDLL("libespeak-ng.so.1")']).status === 0
  );
})();

/** Each WORD event as [1-based character position, length, sample], and the sample rate. */
function wordEvents(args: string[]): { rate: number; samples: number; words: number[][] } {
  const flag = (name: string): string => args[args.indexOf(name) + 1] ?? '';
  const request = {
    voice: flag('-v'),
    pitch: Number(flag('-p')),
    speed: Number(flag('-s')),
    gap: Number(flag('-g')),
    text: args.at(-1),
  };
  const out = execFileSync('python3', [REFERENCE], { input: `${JSON.stringify(request)}\n` });
  return JSON.parse(out.toString()) as { rate: number; samples: number; words: number[][] };
}

/**
 * Sentences whose caption words came out of place with the first eSpeak timer, which matched the
 * probe's islands to words by their lengths (the "He" lit 0.55 s early; the others from
 * `npm run bench:captions`): each word's start against eSpeak NG's own WORD event.
 */
const MISPLACED: {
  text: string;
  voice: Voice;
  rate: number;
  language: Language;
  /** Seconds a word may be off (150 ms unless said). */
  within?: number;
}[] = [
  {
    text: 'His father gave him wings and one rule. He broke it in the most beautiful way possible.',
    voice: 'alloy',
    rate: 1,
    language: 'en',
  },
  {
    text: 'A railway line was about to shut down. Then they hired a cat.',
    voice: 'nova',
    rate: 1,
    language: 'en',
  },
  {
    text: 'En 1953, después de perder una pierna, escribió en su diario: «Pies, ¿para qué los quiero si tengo alas para volar?».',
    voice: 'alloy',
    rate: 1,
    language: 'es',
  },
  {
    text: 'Tout commence en 1669, sous Louis XIV. Un homme est arrêté près de Dunkerque et conduit dans une forteresse des Alpes.',
    voice: 'echo',
    rate: 1.25,
    language: 'fr',
  },
  {
    text: 'Es war der 26. Mai 1828. Der etwa sechzehnjährige Junge trug einen Brief bei sich, adressiert an einen Rittmeister der Stadt.',
    voice: 'fable',
    rate: 0.9,
    language: 'de',
  },
  {
    text: 'Em 1942, submarinos alemães e italianos afundaram navios brasileiros na nossa própria costa. Centenas de pessoas morreram, e o Brasil declarou guerra.',
    voice: 'onyx',
    rate: 1.5,
    language: 'pt',
  },
  // The worst words of `npm run bench:captions` before eSpeak's echo was taken out of fable
  // (f4) and nova (f3) (espeak-echo.ts): 120-451 ms off, every one with those voices.
  ...(
    [
      [
        'But it did have Tama, a calico cat who lived near the ticket gate and greeted passengers every day.',
        'nova',
        1,
        'en',
      ],
      [
        'Look up tonight. Somewhere out there, a tiny machine is still carrying our greetings into the dark.',
        'fable',
        0.9,
        'en',
      ],
      [
        'Ellos soñaban con que, después de París, los aliados les ayudarían a liberar España. Eso nunca ocurrió.',
        'fable',
        1.5,
        'es',
      ],
      [
        'Premier service vedette : l’annuaire électronique. Fini l’annuaire papier, qui ne couvrait qu’un seul département.',
        'nova',
        1.25,
        'fr',
      ],
      [
        'Am Abend des 9. November 1989 verlas Günter Schabowski vor laufenden Kameras eine neue Reiseregelung der DDR.',
        'nova',
        1.25,
        'de',
      ],
      [
        'Diziam que era mais fácil uma cobra fumar do que o Brasil ir à guerra. Os soldados da Força Expedicionária Brasileira adotaram a cobra como emblema.',
        'fable',
        1.5,
        'pt',
      ],
    ] as const
  ).map(([text, voice, rate, language]) => ({ text, voice, rate, language, within: 0.08 })),
  // Then: stop-initial words 49 ms late, where the most common silence before a word was a
  // stop's closure, not the word gap.
  {
    text: 'But it did have Tama, a calico cat who lived near the ticket gate and greeted passengers every day.',
    voice: 'nova',
    rate: 1,
    language: 'en',
    within: 0.03,
  },
  // "was a" glued, and "a" given to "secret" ("was" w0z lost its 0): 161 ms late.
  {
    text: 'The 23rd Headquarters Special Troops was a secret unit full of artists, designers, and sound engineers.',
    voice: 'fable',
    rate: 1.5,
    language: 'en',
    within: 0.08,
  },
  // fr-fr+f4 speaks without f4's echo: taking it out filled the gaps (190 and 110 ms late).
  {
    text: 'Le 12 septembre 1940, en Dordogne, Marcel Ravidat, dix-sept ans, revient avec trois amis vers un trou qu’il a repéré.',
    voice: 'fable',
    rate: 0.9,
    language: 'fr',
    within: 0.08,
  },
  {
    text: 'La plus grande star du music-hall parisien a fait passer des secrets militaires cachés dans ses partitions.',
    voice: 'fable',
    rate: 1.5,
    language: 'fr',
    within: 0.08,
  },
];

describe('captions on eSpeak NG’s own word events (the product’s word gap)', () => {
  for (const { text, voice: name, rate, language, within = 0.15 } of MISPLACED) {
    it.skipIf(!hasLibrary)(
      `starts every word within ${within * 1000} ms of its event: "${text.slice(0, 40)}…" (${language}, ${name})`,
      async () => {
        const voice = createEspeakVoice('cli');
        const clip = await voice.speak(text, name, { rate, language });
        const pcm = trimSilence(resample(parseWav(clip.wav), MASTER_RATE));
        const speech = pcm.samples.length / MASTER_RATE;
        const captions = await sceneWordTimes(
          voice,
          { text, voice: name, rate, wav: clip.wav, offset: pcm.offset, speech, language },
          { warn: (m) => expect.fail(m) },
        );
        const reference = wordEvents(espeakArgs(text, name, rate, language));
        // The library spoke the very clip the CLI did.
        expect(reference.samples).toBe(parseWav(clip.wav).samples.length);
        let at = 0;
        const off: string[] = [];
        let compared = 0;
        for (const word of captions) {
          const start = text.indexOf(word.text.split('\u00a0')[0] ?? word.text, at);
          at = start + 1;
          // A word eSpeak glued to the one before ("in the") has no event of its own.
          const event = reference.words.find(
            ([p]) => (p ?? 0) - 1 >= start && (p ?? 0) - 1 < start + word.text.length,
          );
          if (event === undefined) continue;
          compared++;
          const error = word.start + pcm.offset - (event[2] ?? 0) / reference.rate;
          if (Math.abs(error) > within) off.push(`"${word.text}" ${ms(error)}`);
        }
        expect(compared).toBeGreaterThan(captions.length * 0.8);
        expect(off).toEqual([]);
      },
      30_000,
    );
  }
});
