import type { SceneClip } from '../../src/compose/graph.js';
import { sceneSpan } from '../../src/compose/graph.js';
import { planShots } from '../../src/compose/shots.js';
import type { Transition } from '../../src/compose/shots.js';
import { createRandom } from '../../src/random.js';

/**
 * Scenes ending at `ends` (frames), the stills `/c/a.png`, `/c/b.png`, ..., each going in by
 * its transition, with shots planned as the compose stage plans them (seeded by the scene's
 * index): the graph tests' timeline.
 */
export function sceneClips(
  ends: readonly number[],
  transitions: readonly Transition[],
  overlayPath?: string,
): SceneClip[] {
  const frames = ends.map((endFrame, i) => ({ startFrame: ends[i - 1] ?? 0, endFrame }));
  return frames.map((f, i) => ({
    imagePath: `/c/${String.fromCharCode(97 + i)}.png`,
    ...(overlayPath === undefined ? {} : { overlayPath }),
    ...f,
    transition: transitions[i]!,
    shots: planShots({
      span: sceneSpan(frames, i),
      headFrames: i === 0 ? 0 : 12,
      tailFrames: i === frames.length - 1 ? 0 : 12,
      words: [],
      subject: { x: 0.3, y: 0.4 },
      exit: transitions[i + 1],
      random: createRandom(i),
    }),
  }));
}
