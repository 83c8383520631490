import type { Story } from '@reelsmith/contract';
import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { mixNarration } from '../../audio/mixer.js';
import type { FinishedMix } from '../../audio/mixer.js';
import { MASTER_RATE, encodeWav } from '../../audio/pcm.js';
import { runTool } from '../../compose/ffmpeg.js';
import type { MediaTools } from '../../compose/ffmpeg.js';
import { FPS } from '../../compose/graph.js';
import { soundtrackArgs } from '../../compose/mux.js';
import { loopTo, renderLoop } from '../../music/synth.js';
import { trackById, trackForMood } from '../../music/tracks.js';
import type { MusicTrack } from '../../music/tracks.js';
import { inferMood } from '../../story/topics.js';
import { contentKey, getOrCreateFile } from '../cache.js';
import type { ArtifactCache } from '../cache.js';
import type { MusicOptions, RenderSettings } from '../types.js';
import type { VoiceStageOutput } from './voice.js';

const musicLoops = new Map<string, { left: Float32Array; right: Float32Array }>();

function musicLoop(track: MusicTrack): { left: Float32Array; right: Float32Array } {
  let loop = musicLoops.get(track.id);
  if (loop === undefined) {
    loop = renderLoop(track, MASTER_RATE);
    musicLoops.set(track.id, loop);
  }
  return loop;
}

export function chooseTrack(
  story: Story,
  settings: RenderSettings,
  music: MusicOptions = {},
): MusicTrack | undefined {
  const wanted = music.track ?? 'auto';
  if (wanted === 'none') return undefined;
  if (wanted !== 'auto') {
    const track = trackById(wanted);
    if (track === undefined) throw new RangeError(`Unknown music track "${wanted}"`);
    return track;
  }
  const text = `${story.title} ${story.scenes.map((s) => s.narration).join(' ')}`;
  return trackForMood(inferMood(text, settings.topic, settings.language ?? 'en'));
}

export interface MixStageInput {
  story: Story;
  settings: RenderSettings;
  music?: MusicOptions | undefined;
  voice: Pick<VoiceStageOutput, 'clips' | 'layout'>;
  /** The whole video's frames: the scenes' and an end card's (the music plays on under it). */
  totalFrames: number;
  workDir: string;
}

export interface MixStageOutput {
  /** The finished soundtrack (narration over the ducked music) as a WAV file. */
  audioPath: string;
  /** A hash of the WAV's bytes: the encoded soundtrack's cache key. */
  audioKey: string;
  /** Loudness, true peak and music bed, measured on the PCM (0014). */
  report: FinishedMix['report'];
}

/** The narration placed on the timeline over the chosen music, written as one WAV. */
export async function mixStage({
  story,
  settings,
  music,
  voice,
  totalFrames,
  workDir,
}: MixStageInput): Promise<MixStageOutput> {
  const { clips, layout } = voice;
  const totalSeconds = totalFrames / FPS;
  const track = chooseTrack(story, settings, music);
  const mix = mixNarration({
    rate: MASTER_RATE,
    voice: clips.map((c, i) => ({ start: layout.voiceStarts[i] ?? 0, samples: c.samples })),
    music: track === undefined ? undefined : loopTo(musicLoop(track), MASTER_RATE, totalSeconds),
    musicVolume: music?.volume ?? 0.5,
    totalSeconds,
  });
  const audioPath = join(workDir, 'audio.wav');
  const wav = encodeWav(MASTER_RATE, mix.left, mix.right);
  await writeFile(audioPath, wav);
  const audioKey = createHash('sha256').update(wav).digest('hex').slice(0, 32);
  return { audioPath, audioKey, report: mix.report };
}

/**
 * The mixed soundtrack encoded to AAC (cached by its bytes, so a preview and the final after
 * it encode it once). The render starts it right after the mix and lets it run beside the
 * pictures, captions and composing: it is the mux's part that used to run last, alone.
 */
export async function soundtrackStage(
  cache: ArtifactCache,
  tools: MediaTools,
  mix: Pick<MixStageOutput, 'audioPath' | 'audioKey'>,
  signal?: AbortSignal,
): Promise<string> {
  const key = contentKey({
    wav: mix.audioKey,
    args: soundtrackArgs('WAV', 'OUT'),
    ffmpeg: tools.ffmpeg,
  });
  const { path } = await getOrCreateFile(cache, 'soundtrack', key, 'm4a', (temp) =>
    runTool(tools.ffmpeg, soundtrackArgs(mix.audioPath, temp), { signal }).then(() => undefined),
  );
  return path;
}
