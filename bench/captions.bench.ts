/**
 * `npm run bench:captions`: how close each caption word starts to the moment the built-in voice
 * says it. For scripts of the built-in story library in every language, each scene is spoken
 * and timed exactly as a render does (eSpeak NG, then the CAPTIONS step's `sceneWordTimes`),
 * and each caption word's start is compared with eSpeak NG's own WORD event for that word:
 * libespeak-ng called directly (packages/studio/test/espeak-word-events.py), with the voice's very
 * arguments, independently of the engine's timing code. Timing accuracy does not depend on
 * the machine's load; the run time does.
 *
 * eSpeak glues a few short words into one ("in the"): the glued word has no event of its own and
 * is counted apart ("no event"). Set BENCH_SCRIPTS to change the number of scripts a language.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES, PRESET_TOPICS, VOICES, type Language, type Voice } from '@reelsmith/contract';
import { MASTER_RATE, parseWav, resample, trimSilence } from '../packages/studio/src/audio/pcm.js';
import { sceneWordTimes } from '../packages/studio/src/captions/scene-words.js';
import { writeBuiltinStory } from '../packages/studio/src/story/builtin-writer.js';
import { createEspeakVoice, espeakArgs } from '../packages/studio/src/voice/espeak-voice.js';

const SCRIPTS = Number(process.env.BENCH_SCRIPTS ?? 10);
/** BENCH_LANGUAGES=en,de measures those languages only. */
const ONLY = process.env.BENCH_LANGUAGES?.split(',');
/** How many of a language's worst words are printed. */
const WORST = Number(process.env.BENCH_WORST ?? 10);
/** The duration fit's rates span 0.8-1.6: the scripts are read at a few of them. */
const RATES = [1, 1.25, 0.9, 1.5];
const REFERENCE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../packages/studio/test/espeak-word-events.py',
);

interface Reference {
  rate: number;
  samples: number;
  /** [1-based character position, length, sample] of each WORD event. */
  words: [number, number, number][];
}

/** eSpeak NG's own word events for the arguments the engine synthesized with. */
function reference(args: string[]): Reference {
  const flag = (name: string): string => args[args.indexOf(name) + 1] ?? '';
  const request = {
    voice: flag('-v'),
    pitch: Number(flag('-p')),
    speed: Number(flag('-s')),
    gap: Number(flag('-g')),
    text: args.at(-1),
  };
  const run = spawnSync('python3', [REFERENCE], { input: `${JSON.stringify(request)}\n` });
  if (run.status !== 0) throw new Error(`espeak-word-events.py: ${run.stderr.toString()}`);
  return JSON.parse(run.stdout.toString()) as Reference;
}

/** Each script word's span of characters in the text (as `words()` splits it). */
function wordSpans(text: string, words: readonly string[]): [number, number][] {
  const spans: [number, number][] = [];
  let at = 0;
  for (const word of words) {
    // A word may hold a no-break space where the text has a plain one ("mot ?" in French).
    const first = word.split('\u00a0')[0] ?? word;
    const start = text.indexOf(first, at);
    const last = word.split('\u00a0').at(-1) ?? word;
    const end = text.indexOf(last, start) + last.length;
    spans.push([start, end]);
    at = end;
  }
  return spans;
}

interface Row {
  language: Language;
  errors: number[];
  noEvent: number;
  scripts: number;
  clips: number;
  worst: {
    error: number;
    word: string;
    text: string;
    voice: Voice;
    rate: number;
    /** Seconds from the clip's start: the caption's and eSpeak's event. */
    caption: number;
    event: number;
  }[];
  /** Time spent timing the words (the engine's part), all clips. */
  timingMs: number;
}

const voice = createEspeakVoice('cli');
const rows: Row[] = [];
const started = performance.now();
for (const language of LANGUAGES) {
  if (ONLY !== undefined && !ONLY.includes(language)) continue;
  const row: Row = {
    language,
    errors: [],
    noEvent: 0,
    scripts: 0,
    clips: 0,
    worst: [],
    timingMs: 0,
  };
  const seen = new Set<string>();
  for (const [k, topic] of PRESET_TOPICS.entries()) {
    if (row.scripts >= SCRIPTS) break;
    const story = writeBuiltinStory({ topic: topic.value, duration: 'short', language }, 7 + k);
    if (seen.has(story.title)) continue;
    seen.add(story.title);
    const name = VOICES[row.scripts % VOICES.length] as Voice;
    const rate = RATES[row.scripts % RATES.length] ?? 1;
    row.scripts++;
    for (const scene of story.scenes) {
      const text = scene.narration;
      const clip = await voice.speak(text, name, { rate, language });
      // Exactly what the VOICE step keeps of a clip, then what the CAPTIONS step computes.
      const pcm = trimSilence(resample(parseWav(clip.wav), MASTER_RATE));
      const speech = pcm.samples.length / MASTER_RATE;
      const t0 = performance.now();
      const captions = await sceneWordTimes(
        voice,
        { text, voice: name, rate, wav: clip.wav, offset: pcm.offset, speech, language },
        { warn: (m) => console.warn(m) },
      );
      row.timingMs += performance.now() - t0;
      const ref = reference(espeakArgs(text, name, rate, language));
      const wav = parseWav(clip.wav);
      if (ref.samples !== wav.samples.length) {
        throw new Error(`the library made ${ref.samples} samples, the CLI ${wav.samples.length}`);
      }
      const spans = wordSpans(
        text,
        captions.map((w) => w.text),
      );
      captions.forEach((word, i) => {
        const [from, to] = spans[i] ?? [0, 0];
        const event = ref.words.find(([p]) => p - 1 >= from && p - 1 < to);
        if (event === undefined) {
          row.noEvent++;
          return;
        }
        const caption = word.start + pcm.offset;
        const error = caption - event[2] / ref.rate;
        row.errors.push(error);
        row.worst.push({
          error,
          word: word.text,
          text,
          voice: name,
          rate,
          caption,
          event: event[2] / ref.rate,
        });
      });
      row.clips++;
    }
  }
  row.worst = row.worst.sort((a, b) => Math.abs(b.error) - Math.abs(a.error)).slice(0, WORST);
  rows.push(row);
}

const ms = (s: number): string => `${Math.round(s * 1000)} ms`;
const pct = (n: number, of: number): string => `${((100 * n) / Math.max(1, of)).toFixed(1)}%`;
const quantile = (sorted: number[], q: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

console.log(
  `\nCaption word start minus eSpeak NG's own word event (${SCRIPTS} scripts a language, ` +
    `voices rotated, rates ${RATES.join(', ')}x; ${((performance.now() - started) / 1000).toFixed(0)} s)\n`,
);
console.log(
  '| language | scripts | clips | words | no event | median | p95 | worst | > 100 ms | > 250 ms |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
const all: number[] = [];
const line = (label: string, r: Omit<Row, 'language' | 'worst' | 'timingMs'>): void => {
  const abs = r.errors.map(Math.abs).sort((a, b) => a - b);
  const worst = r.errors.reduce((w, e) => (Math.abs(e) > Math.abs(w) ? e : w), 0);
  console.log(
    `| ${label} | ${r.scripts} | ${r.clips} | ${abs.length} | ${r.noEvent} | ${ms(quantile(abs, 0.5))} | ${ms(quantile(abs, 0.95))} | ${ms(worst)} | ${pct(abs.filter((e) => e > 0.1).length, abs.length)} | ${pct(abs.filter((e) => e > 0.25).length, abs.length)} |`,
  );
};
for (const r of rows) {
  line(r.language, r);
  all.push(...r.errors);
}
line('all', {
  errors: all,
  noEvent: rows.reduce((n, r) => n + r.noEvent, 0),
  scripts: rows.reduce((n, r) => n + r.scripts, 0),
  clips: rows.reduce((n, r) => n + r.clips, 0),
});
const clips = rows.reduce((n, r) => n + r.clips, 0);
const timing = rows.reduce((n, r) => n + r.timingMs, 0);
console.log(
  `\nWord timing: ${Math.round(timing / Math.max(1, clips))} ms a scene on average (under load)`,
);
console.log('\nWorst words (signed: negative = lit before it is spoken):');
for (const r of rows) {
  for (const w of r.worst) {
    console.log(
      `- ${r.language} ${ms(w.error)} "${w.word}" at ${w.caption.toFixed(3)} s, eSpeak ${w.event.toFixed(3)} s (${w.voice}, ${w.rate}x) in: ${w.text}`,
    );
  }
}
