import { npmMediaTools, resolveMediaTools } from '../../src/compose/ffmpeg.js';
import type { MediaTools } from '../../src/compose/ffmpeg.js';

// The system's ffmpeg and ffprobe as the engine itself finds them on the PATH.
const found = resolveMediaTools({ PATH: process.env.PATH });

/**
 * The two ffmpeg builds the engine runs on (docs/decisions/0011): the npm static build, always
 * there, and the system's, undefined when the machine has none (its tests are then skipped).
 */
export const FFMPEG_BUILDS: [string, MediaTools | undefined][] = [
  ['the npm static build (about 4.1)', npmMediaTools()],
  ["the system ffmpeg (Debian's 5.x)", found.source === 'system' ? found : undefined],
];
