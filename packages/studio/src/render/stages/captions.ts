import type { AspectRatio, Story } from '@reelsmith/contract';
import { captionEvents } from '../../captions/ass.js';
import type { CaptionEvent } from '../../captions/ass.js';
import type { CaptionOptions } from '../../captions/caption-options.js';
import { prepareFontsDir } from '../../captions/fonts.js';
import { sceneCaptionOptions } from '../../captions/highlight.js';
import { FPS } from '../../compose/graph.js';
import { groupPhrases, timeWords } from '../../captions/phrases.js';
import type { CaptionWord } from '../../captions/phrases.js';
import { sceneWordTimes } from '../../captions/scene-words.js';
import { contentKey, mapLimit } from '../cache.js';
import type { RenderSettings } from '../types.js';
import type { StageContext } from './context.js';
import type { VoiceStageOutput } from './voice.js';

export interface CaptionsStageInput {
  story: Story;
  settings: RenderSettings;
  captions: CaptionOptions;
  voice: Pick<VoiceStageOutput, 'clips' | 'rate' | 'speech' | 'layout'>;
  /** Each scene's picture: the default style's highlight is picked to stand out on it. */
  images: readonly string[];
  size: { width: number; height: number; aspect: AspectRatio };
  /** Where the bundled fonts are copied for libass. */
  cacheDir: string;
  warn: (message: string) => void;
}

export interface CaptionsStageOutput {
  /**
   * Every spoken word on the output timeline, per scene, for the shots to cut on (estimated
   * from the text when captions are off).
   */
  words: CaptionWord[][];
  /** The caption events to burn in; undefined when captions are off. */
  events?: CaptionEvent[] | undefined;
  /** The bundled fonts for libass: captions, the hook title and the end card. */
  fontsDir: string;
}

/** CAPTIONS: word times per scene (cached), then phrases for one ASS file per piece. */
export async function captionsStage(
  ctx: StageContext,
  { story, settings, captions, voice, images, size, cacheDir, warn }: CaptionsStageInput,
): Promise<CaptionsStageOutput> {
  const { cache, signal, report } = ctx;
  const { clips, rate, speech, layout } = voice;
  const language = settings.language ?? 'en';
  const languageKey = language === 'en' ? undefined : language;
  report('CAPTIONS', 0);
  const words: CaptionWord[][] = [];
  let events: CaptionEvent[] | undefined;
  if (captions.enabled) {
    // Two scenes at a time: timing a built-in voice's words is one eSpeak NG process a scene.
    const scenes = await mapLimit(story.scenes, 2, async (scene, i) => {
      const clip = clips[i];
      const key = contentKey({
        text: scene.narration,
        speech: speech[i]?.toFixed(4),
        voice: clip?.key,
        language: languageKey,
        timing: clip?.provider.wordTimingId,
      });
      // Cached: a remote voice's transcription is paid once per clip.
      const { data } = await cache.getOrCreate('captions', key, 'json', async () => {
        // The voice that made the clip times it (the built-in one for a scene that fell back).
        const timed: CaptionWord[] = clip
          ? await sceneWordTimes(
              clip.provider,
              {
                text: scene.narration,
                voice: settings.voice,
                rate,
                wav: clip.wav,
                offset: clip.offset,
                speech: speech[i] ?? 0,
                language,
              },
              { signal, warn },
            )
          : timeWords(scene.narration, 0, speech[i] ?? 0, language);
        return Buffer.from(JSON.stringify(timed));
      });
      const offset = layout.voiceStarts[i] ?? 0;
      const sceneWords = (JSON.parse(data.toString('utf8')) as CaptionWord[]).map((w) => ({
        ...w,
        start: w.start + offset,
        end: w.end + offset,
      }));
      // Events per scene, inside the scene (so an edit elsewhere leaves them alone) and up to
      // its cuts (no blink); the default style's highlight picked for the scene's picture.
      const sceneOptions = await sceneCaptionOptions(captions, images[i] ?? '', size);
      const last = i === story.scenes.length - 1;
      const sceneEvents = captionEvents(groupPhrases(sceneWords), sceneOptions, {
        from: i === 0 ? undefined : (layout.startFrames[i] ?? 0) / FPS,
        to: last ? undefined : (layout.startFrames[i + 1] ?? 0) / FPS,
      });
      return { words: sceneWords, events: sceneEvents };
    });
    words.push(...scenes.map((scene) => scene.words));
    events = scenes.flatMap((scene) => scene.events);
  } else {
    // No captions: the words' estimated times still tell the shots where to cut.
    for (const [i, scene] of story.scenes.entries()) {
      words.push(timeWords(scene.narration, layout.voiceStarts[i] ?? 0, speech[i] ?? 0, language));
    }
  }
  // Also for the hook title and the end card, which are drawn with the bundled fonts.
  const fontsDir = await prepareFontsDir(cacheDir);
  report('CAPTIONS', 1);
  return { words, events, fontsDir };
}
