import type { Story } from '@reelsmith/contract';
import { captionEvents } from '../../captions/ass.js';
import type { CaptionEvent } from '../../captions/ass.js';
import type { CaptionOptions } from '../../captions/caption-options.js';
import { prepareFontsDir } from '../../captions/fonts.js';
import { groupPhrases, timeWords } from '../../captions/phrases.js';
import type { CaptionWord } from '../../captions/phrases.js';
import { sceneWordTimes } from '../../captions/scene-words.js';
import { contentKey } from '../cache.js';
import type { RenderSettings } from '../types.js';
import type { StageContext } from './context.js';
import type { VoiceStageOutput } from './voice.js';

export interface CaptionsStageInput {
  story: Story;
  settings: RenderSettings;
  captions: CaptionOptions;
  voice: Pick<VoiceStageOutput, 'clips' | 'rate' | 'speech' | 'layout'>;
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
  fontsDir?: string | undefined;
}

/** CAPTIONS: word times per scene (cached), then phrases for one ASS file per piece. */
export async function captionsStage(
  ctx: StageContext,
  { story, settings, captions, voice, cacheDir, warn }: CaptionsStageInput,
): Promise<CaptionsStageOutput> {
  const { cache, signal, report } = ctx;
  const { clips, rate, speech, layout } = voice;
  const language = settings.language ?? 'en';
  const languageKey = language === 'en' ? undefined : language;
  report('CAPTIONS', 0);
  const words: CaptionWord[][] = [];
  let events: CaptionEvent[] | undefined;
  let fontsDir: string | undefined;
  if (captions.enabled) {
    events = [];
    for (const [i, scene] of story.scenes.entries()) {
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
      words.push(sceneWords);
      // Events per scene: a phrase is never held past its scene's end, so a scene's
      // captions stay inside its own video pieces (an edit elsewhere leaves them alone).
      events.push(...captionEvents(groupPhrases(sceneWords), captions));
    }
    fontsDir = await prepareFontsDir(cacheDir);
  } else {
    // No captions: the words' estimated times still tell the shots where to cut.
    for (const [i, scene] of story.scenes.entries()) {
      words.push(timeWords(scene.narration, layout.voiceStarts[i] ?? 0, speech[i] ?? 0, language));
    }
  }
  report('CAPTIONS', 1);
  return { words, events, fontsDir };
}
