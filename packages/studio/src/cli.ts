import {
  ART_STYLES,
  ASPECT_RATIOS,
  DURATIONS,
  LANGUAGES,
  TOPIC_VALUES,
  VOICES,
  storySchema,
} from '@reelsmith/contract';
import type { ArtStyle, AspectRatio, Duration, Language, Story, Voice } from '@reelsmith/contract';
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { CAPTION_FONTS } from './captions/caption-options.js';
import type { CaptionFont } from './captions/caption-options.js';
import { studioConfigFromEnv } from './config.js';
import { contactSheet } from './images/contact-sheet.js';
import { storyWordCount } from './story/words.js';
import { createStudio } from './studio.js';

const USAGE = `Usage: npm run studio -- [options]
  --topic SLUG            a preset topic (${TOPIC_VALUES.slice(0, 8).join(', ')}, ...)
  --prompt "TEXT"         a custom prompt instead of a topic
  --script FILE           a story JSON (title, caption, scenes) or a plain-text script
  --voice NAME            ${VOICES.join(' | ')} (default alloy)
  --language CODE         ${LANGUAGES.join(' | ')}: script, narration and captions (default en)
  --style NAME            one of the 20 art styles (default cinematic)
  --aspect RATIO          ${ASPECT_RATIOS.join(' | ')} (default 9:16)
  --duration LENGTH       ${DURATIONS.join(' | ')} (default short)
  --out FILE              the MP4 to write (default video.mp4)
  --seed N                same seed, same story and video
  --music ID              auto | none | a track id (default auto)
  --font NAME             caption font: ${CAPTION_FONTS.join(' | ')}
  --position WHERE        captions at top | middle | bottom
  --no-captions           no burned-in captions
  --no-highlight          no highlighted current word
  --cache DIR             artifact cache (default: $TMPDIR/reelsmith-studio-cache)
  --contact-sheet FILE    write the 20-style contact sheet PNG and exit
  --sample VOICE          write VOICE's sample WAV to --out and exit`;

function oneOf<T extends string>(
  value: string | undefined,
  allowed: readonly T[],
  fallback: T,
  name: string,
): T {
  if (value === undefined) return fallback;
  if (!(allowed as readonly string[]).includes(value)) {
    throw new Error(`--${name} must be one of: ${allowed.join(', ')}`);
  }
  return value as T;
}

/** Paths are relative to where `npm run studio` was typed, not to this workspace. */
const here = (path: string): string => resolve(process.env.INIT_CWD ?? process.cwd(), path);

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      topic: { type: 'string' },
      prompt: { type: 'string' },
      script: { type: 'string' },
      voice: { type: 'string' },
      language: { type: 'string' },
      style: { type: 'string' },
      aspect: { type: 'string' },
      duration: { type: 'string' },
      out: { type: 'string' },
      seed: { type: 'string' },
      music: { type: 'string' },
      font: { type: 'string' },
      position: { type: 'string' },
      'no-captions': { type: 'boolean' },
      'no-highlight': { type: 'boolean' },
      cache: { type: 'string' },
      'contact-sheet': { type: 'string' },
      sample: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help === true) {
    console.log(USAGE);
    return;
  }
  if (values['contact-sheet'] !== undefined) {
    await writeFile(here(values['contact-sheet']), await contactSheet());
    console.log(`wrote ${values['contact-sheet']}`);
    return;
  }
  const studio = createStudio(studioConfigFromEnv());
  for (const line of studio.describe()) console.log(`  ${line}`);
  const out = here(values.out ?? 'video.mp4');
  if (values.sample !== undefined) {
    const voice = oneOf(values.sample, VOICES, 'alloy', 'sample');
    await writeFile(out, await studio.voiceSample(voice));
    console.log(`wrote ${out}`);
    return;
  }
  const voice: Voice = oneOf(values.voice, VOICES, 'alloy', 'voice');
  const language: Language = oneOf(values.language, LANGUAGES, 'en', 'language');
  const artStyle: ArtStyle = oneOf(values.style, ART_STYLES, 'cinematic', 'style');
  const aspectRatio: AspectRatio = oneOf(values.aspect, ASPECT_RATIOS, '9:16', 'aspect');
  const duration: Duration = oneOf(values.duration, DURATIONS, 'short', 'duration');
  const seed = values.seed === undefined ? Date.now() % 1_000_000 : Number(values.seed);
  const controller = new AbortController();
  process.once('SIGINT', () => controller.abort(new Error('Cancelled')));

  const started = performance.now();
  let story: Story;
  if (values.script !== undefined) {
    const text = await readFile(here(values.script), 'utf8');
    story = text.trimStart().startsWith('{')
      ? storySchema.parse(JSON.parse(text))
      : studio.splitScript(text);
  } else {
    const topic = values.prompt === undefined ? (values.topic ?? 'myths-mythology') : undefined;
    story = await studio.writeStory(
      { topic, customPrompt: values.prompt, duration, artStyle, aspectRatio, voice, language },
      { seed, signal: controller.signal },
    );
  }
  const storyMs = performance.now() - started;
  console.log(
    `story: "${story.title}", ${story.scenes.length} scenes, ${storyWordCount(story)} words (${(storyMs / 1000).toFixed(2)} s)`,
  );

  let lastStep = '';
  let lastPrinted = -10;
  const result = await studio.render({
    story,
    settings: { voice, artStyle, aspectRatio, duration, topic: values.topic, language },
    options: {
      captions: {
        enabled: values['no-captions'] !== true,
        highlight: values['no-highlight'] !== true,
        ...(values.font === undefined
          ? {}
          : { font: oneOf<CaptionFont>(values.font, CAPTION_FONTS, 'montserrat', 'font') }),
        ...(values.position === undefined
          ? {}
          : {
              position: oneOf(
                values.position,
                ['top', 'middle', 'bottom'] as const,
                'bottom',
                'position',
              ),
            }),
      },
      music: { track: values.music ?? 'auto' },
    },
    cacheDir: values.cache ?? join(tmpdir(), 'reelsmith-studio-cache'),
    outPath: out,
    seed,
    signal: controller.signal,
    onProgress: ({ step, progress }) => {
      if (step !== lastStep || progress - lastPrinted >= 10 || progress === 100) {
        console.log(`  ${step.padEnd(9)} ${progress.toFixed(0).padStart(3)}%`);
        lastStep = step;
        lastPrinted = progress;
      }
    },
  });
  const s = (ms: number): string => `${(ms / 1000).toFixed(2)} s`;
  console.log(
    `done: ${result.videoPath} (${result.durationSeconds.toFixed(1)} s of video), thumbnail ${result.thumbnailPath}`,
  );
  console.log(
    `time per step: story ${s(storyMs)}, voice ${s(result.timings.voiceMs)}, images ${s(result.timings.imagesMs)}, captions ${s(result.timings.captionsMs)}, composing ${s(result.timings.composingMs)}, total ${s(performance.now() - started)}`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
