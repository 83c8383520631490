import type { Illustrator } from '../images/illustrator.js';
import type { StoryWriter } from '../story/story-writer.js';
import type { VoiceProvider } from '../voice/voice.js';
import type {
  ProviderCall,
  ProviderCallObserver,
  ProviderCallOutcome,
  ProviderRole,
} from './provider-call.js';

/** What the built-in providers report as their model (they cost nothing). */
export const BUILTIN_MODELS = {
  script: 'builtin-writer',
  voice: 'espeak-ng',
  images: 'builtin-illustrator',
} as const;

/**
 * Times `run` and tells `observe` of it as a built-in provider's call: `ok` (or `fell_back` when
 * it stood in for a remote provider that failed), `failed` when it threw.
 */
async function recorded<T>(
  observe: ProviderCallObserver,
  role: Extract<ProviderRole, keyof typeof BUILTIN_MODELS>,
  success: ProviderCallOutcome,
  units: Partial<ProviderCall>,
  run: () => Promise<T>,
): Promise<T> {
  const started = performance.now();
  const report = (outcome: ProviderCallOutcome) => {
    try {
      observe({
        role,
        provider: 'builtin',
        model: BUILTIN_MODELS[role],
        attempt: 1,
        outcome,
        durationMs: Math.round(performance.now() - started),
        ...units,
      });
    } catch {
      // An observer that throws never breaks the call it watches.
    }
  };
  try {
    const value = await run();
    report(success);
    return value;
  } catch (error) {
    report('failed');
    throw error;
  }
}

/** The built-in writer, each story reported. */
export function recordingWriter(writer: StoryWriter, observe: ProviderCallObserver): StoryWriter {
  return {
    description: writer.description,
    write: (request, options) =>
      recorded(observe, 'script', 'ok', {}, () => writer.write(request, options)),
  };
}

/** The built-in voice, each clip reported with its characters. */
export function recordingVoice(
  voice: VoiceProvider,
  observe: ProviderCallObserver,
  success: ProviderCallOutcome = 'ok',
): VoiceProvider {
  return {
    ...voice,
    speak: (text, name, options) =>
      recorded(observe, 'voice', success, { characters: [...text].length }, () =>
        voice.speak(text, name, options),
      ),
  };
}

/** The built-in illustrator, each picture reported. */
export function recordingIllustrator(
  illustrator: Illustrator,
  observe: ProviderCallObserver,
  success: ProviderCallOutcome = 'ok',
): Illustrator {
  const layers = illustrator.layers?.bind(illustrator);
  return {
    ...illustrator,
    illustrate: (request) =>
      recorded(observe, 'images', success, { images: 1 }, () => illustrator.illustrate(request)),
    // The parallax draws a built-in scene by layers instead: one picture all the same.
    ...(layers === undefined
      ? {}
      : {
          layers: (request) =>
            recorded(observe, 'images', success, { images: 1 }, () => layers(request)),
        }),
  };
}
