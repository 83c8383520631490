import { DURATION_DETAILS } from '@reelsmith/contract';
import type { Story } from '@reelsmith/contract';
import { MASTER_RATE, durationOf, parseWav, resample, trimSilence } from '../../audio/pcm.js';
import { fitTimeline, frameLayout } from '../../audio/timeline.js';
import { narrationRange } from '../../compose/end-card.js';
import type { EndCardOptions } from '../../compose/end-card.js';
import type { FrameLayout, Timeline } from '../../audio/timeline.js';
import { FPS } from '../../compose/graph.js';
import type { VoiceProvider } from '../../voice/voice.js';
import { contentKey, mapLimit } from '../cache.js';
import { orFallback } from '../fallback.js';
import type { RenderSettings } from '../types.js';
import type { StageContext } from './context.js';

export interface VoiceClip {
  /** Trimmed speech at MASTER_RATE. */
  samples: Float32Array;
  /** The cache key of the synthesized clip (captions are keyed by it). */
  key: string;
  /** The clip as the provider made it, before trimming. */
  wav: Buffer;
  /** Seconds trimmed from the clip's start. */
  offset: number;
  /** The voice that made it (the built-in one for a scene that fell back). */
  provider: VoiceProvider;
}

export interface VoiceStageInput {
  story: Story;
  settings: RenderSettings;
  voice: VoiceProvider;
  /** The built-in voice standing in for a remote one that still fails after its retries. */
  fallback?: VoiceProvider | undefined;
  /** An end card takes its seconds from the top of the duration's range. */
  endCard: EndCardOptions;
}

export interface VoiceStageOutput {
  clips: VoiceClip[];
  /** The speaking rate the clips were made at. */
  rate: number;
  timeline: Timeline;
  /** Seconds of speech per scene. */
  speech: number[];
  /** Each scene's frames and voice start on the output timeline. */
  layout: FrameLayout;
  /** Scene index to the reason its voice fell back. */
  fallbacks: Map<number, string>;
}

/**
 * VOICE: synthesize each scene (cached by text, voice and rate), measure, and fit the total
 * into the duration's range, re-synthesizing at another rate when pauses cannot absorb it.
 */
export async function voiceStage(
  ctx: StageContext,
  { story, settings, voice, fallback, endCard }: VoiceStageInput,
): Promise<VoiceStageOutput> {
  const { cache, signal, report } = ctx;
  const language = settings.language ?? 'en';
  // In cache keys: absent for English, so what was cached before languages is still found.
  const languageKey = language === 'en' ? undefined : language;
  report('VOICE', 0);
  let rate = 1;
  let clips: VoiceClip[] = [];
  let timeline: Timeline | undefined;
  // Scenes the built-in voice reads because the remote one failed: it keeps reading them in
  // the later fitting passes (asking the remote again would only fail slowly again).
  const fallbacks = new Map<number, string>();
  const speakWith = async (provider: VoiceProvider, text: string) => {
    const key = contentKey({
      v: provider.id,
      voice: settings.voice,
      language: languageKey,
      rate,
      text,
    });
    const { data } = await cache.getOrCreate('voice', key, 'wav', async () => {
      const clip = await provider.speak(text, settings.voice, { rate, language, signal });
      return clip.wav;
    });
    return { data, key, provider };
  };
  for (let pass = 0; pass < 4 && timeline === undefined; pass++) {
    let done = 0;
    clips = await mapLimit(story.scenes, 2, async (scene, i) => {
      const standIn = fallback && (() => speakWith(fallback, scene.narration));
      let spoken: { data: Buffer; key: string; provider: VoiceProvider };
      if (standIn !== undefined && fallbacks.has(i)) {
        spoken = await standIn();
      } else {
        const made = await orFallback(
          'voice',
          () => speakWith(voice, scene.narration),
          standIn,
          signal,
        );
        if (made.fallback !== undefined) fallbacks.set(i, made.fallback);
        spoken = made.value;
      }
      const { data, key, provider } = spoken;
      report('VOICE', (++done / story.scenes.length) * 0.8);
      const pcm = trimSilence(resample(parseWav(data), MASTER_RATE));
      return { samples: pcm.samples, key, wav: data, offset: pcm.offset, provider };
    });
    const fit = fitTimeline(
      clips.map((c) => durationOf({ rate: MASTER_RATE, samples: c.samples })),
      rate,
      narrationRange(DURATION_DETAILS[settings.duration], endCard),
    );
    if ('timeline' in fit) timeline = fit.timeline;
    else rate = fit.resynthesizeAt;
  }
  if (timeline === undefined) throw new Error('Could not fit the narration to the duration');
  const speech = clips.map((c) => c.samples.length / MASTER_RATE);
  const layout = frameLayout(speech, timeline, FPS);
  return { clips, rate, timeline, speech, layout, fallbacks };
}
