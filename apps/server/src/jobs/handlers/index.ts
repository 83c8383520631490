import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  GENERATION_MESSAGES,
  MEDIA_MESSAGES,
  renderOptionsSchema,
  type RenderOptions,
  type RenderStep,
  spokenStory,
} from '@reelsmith/contract';
import { type ArtifactStore, type CaptionOptionsInput, type Studio } from '@reelsmith/studio';
import {
  rootOf,
  settingsOf,
  uploadKey,
  type GenerationsService,
} from '../../services/generations/index.js';
import { renderSeed } from '../../services/media.service.js';
import type { UsageService } from '../../services/usage/usage.service.js';
import type { JobHandlers } from '../definitions.js';
import { renderClock } from './render-clock.js';
import type { QueueLogger } from '../queue.js';
import { renderFailureMessage } from './failure-message.js';
import { previewHandlers } from './preview.js';
import { progressThrottle } from './progress-throttle.js';

/** Where finished videos go: local folder or S3 (apps/server/src/storage). */
export interface VideoStore {
  putFile(key: string, path: string, contentType?: string): Promise<void>;
  /** Fetches an uploaded picture for the render; false when it is not there. */
  getFile(key: string, destPath: string): Promise<boolean>;
  delete(key: string): Promise<void>;
}

export interface JobHandlerDeps {
  generations: GenerationsService;
  studio: Pick<Studio, 'writeStory' | 'render'>;
  storage: VideoStore;
  /** The engine's per-scene artifacts on this machine. */
  cacheDir: string;
  /** ... and shared by every worker (the file storage's `cache/`). */
  artifactStore?: ArtifactStore;
  /** Deletes expired videos' files and prunes the cache (the scheduled job). */
  expire: () => Promise<void>;
  logger: QueueLogger;
  /** Progress written at most this often; default 250 ms. */
  progressIntervalMs?: number;
  /** Records provider calls with their generation, and each render's CPU and wall seconds. */
  usage?: Pick<UsageService, 'run' | 'calls'>;
}

export const videoKey = (id: string, attempt: number) => `videos/${id}/${attempt}.mp4`;
export const thumbnailKey = (id: string, attempt: number) => `videos/${id}/${attempt}.jpg`;

/**
 * The project's captions as the engine takes them: on or off, the editor's style (each a look
 * of its own, docs/decisions/0015-captions.md) and the position.
 */
export function captionOptions(options: RenderOptions): CaptionOptionsInput {
  const { enabled, style, position } = options.captions;
  return { enabled, style, position };
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** One handler per job of definitions.ts. */
export function createJobHandlers(deps: JobHandlerDeps): Omit<JobHandlers, 'webhook.deliver'> {
  const { generations, studio, storage, logger } = deps;
  /** `fn` with its provider calls recorded for the generation (decision 0060). */
  const withUsage = <T>(
    context: { userId: string; generationId: string; stage: 'draft' | 'render' },
    fn: () => Promise<T>,
  ): Promise<T> => (deps.usage === undefined ? fn() : deps.usage.run(context, fn));

  return {
    async 'story.write'({ generationId }, { signal }) {
      const row = await generations.beginStory(generationId);
      if (row === undefined) return; // discarded, or already written
      try {
        const story = await withUsage({ userId: row.user_id, generationId, stage: 'draft' }, () =>
          studio.writeStory(settingsOf(row), { signal }),
        );
        await generations.storyReady(generationId, story);
      } catch (error) {
        logger.warn({ err: error, generationId }, 'story job failed');
        await generations.noteFailure(generationId, GENERATION_MESSAGES.storyFailed);
        throw error;
      }
    },

    async 'story.failed'({ generationId }) {
      await generations.storyFailed(generationId);
    },

    async 'video.render'({ generationId, attempt }, { signal }) {
      const row = await generations.beginRender(generationId, attempt);
      if (row === undefined || row.story === null) return;
      const story = row.story;
      const options = renderOptionsSchema.parse(row.render_options);
      const workDir = await mkdtemp(join(tmpdir(), 'reelsmith-job-'));
      const due = progressThrottle(deps.progressIntervalMs ?? 250);
      let step: RenderStep | undefined;
      let writes = Promise.resolve();
      const clock = renderClock();
      try {
        const outPath = join(workDir, 'video.mp4');
        const result = await withUsage({ userId: row.user_id, generationId, stage: 'render' }, () =>
          studio.render({
            // Emoji are left out of the voice and the captions alike (decision 0051).
            story: spokenStory(story),
            settings: settingsOf(row),
            options: {
              captions: captionOptions(options),
              music: options.music,
              endCard: options.endCard,
            },
            cacheDir: deps.cacheDir,
            ...(deps.artifactStore === undefined ? {} : { artifactStore: deps.artifactStore }),
            workDir: join(workDir, 'work'),
            outPath,
            // The same project draws the same pictures on every worker (built-in illustrator),
            // and the ones its editor previewed (renderSeed); a revision its first version's.
            seed: renderSeed(rootOf(row)),
            // The owner's own pictures, fetched only when their fitted copy is not cached.
            uploadedImage: async (imageId) => {
              const path = join(workDir, 'uploads', `${imageId}.webp`);
              if (!(await storage.getFile(uploadKey(generationId, imageId), path))) {
                throw new Error(`${MEDIA_MESSAGES.imageNotFound} (${imageId})`);
              }
              return path;
            },
            signal,
            // E.g. word timing for the captions fell back to the syllable estimate.
            onWarning: (message) => logger.warn({ generationId }, message),
            onProgress: ({ step: at, progress }) => {
              step = at;
              if (!due(at, progress)) return;
              // In order, never blocking the render; a failed write is logged, not fatal.
              writes = writes
                .then(() => generations.progress(generationId, attempt, at, progress))
                .then(
                  () => undefined,
                  (err: unknown) => logger.warn({ err, generationId }, 'progress not saved'),
                );
            },
          }),
        );
        await writes;
        const video = videoKey(generationId, attempt);
        const thumbnail = thumbnailKey(generationId, attempt);
        await storage.putFile(video, result.videoPath, 'video/mp4');
        await storage.putFile(thumbnail, result.thumbnailPath, 'image/jpeg');
        const bytes = (await stat(result.videoPath)).size;
        const done = await generations.completed(generationId, attempt, {
          videoKey: video,
          thumbnailKey: thumbnail,
          bytes,
          durationSeconds: result.durationSeconds,
          fallbacks: result.fallbacks,
        });
        if (result.fallbacks.length > 0) {
          // Finished, and charged once as any render: the operator sees which service failed.
          logger.warn({ generationId, fallbacks: result.fallbacks }, 'render used fallbacks');
        }
        if (!done) {
          // Discarded or superseded meanwhile: its files are not wanted.
          await storage.delete(video);
          await storage.delete(thumbnail);
        }
      } catch (error) {
        await writes;
        logger.warn({ err: error, generationId, attempt, step }, 'render job failed');
        await generations.noteFailure(generationId, renderFailureMessage(step));
        throw new Error(
          `render of ${generationId} failed in ${step ?? 'start'}: ${describe(error)}`,
          {
            cause: error,
          },
        );
      } finally {
        // What this attempt took of the worker, finished or not.
        const used = clock.stop();
        await deps.usage?.calls
          .insertRenderUsage({ generationId, attempt, ...used })
          .catch((err: unknown) => logger.warn({ err, generationId }, 'render usage not saved'));
        await rm(workDir, { recursive: true, force: true });
      }
    },

    async 'video.failed'({ generationId, attempt }) {
      await generations.renderFailed(generationId, attempt);
    },

    async 'videos.expire'() {
      await deps.expire();
    },

    ...previewHandlers(deps),
  };
}
