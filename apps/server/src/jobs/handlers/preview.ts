import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MEDIA_MESSAGES, renderOptionsSchema, spokenStory } from '@reelsmith/contract';
import { previewKey, rootOf, settingsOf, uploadKey } from '../../services/generations/index.js';
import { renderSeed } from '../../services/media.service.js';
import type { JobHandlers } from '../definitions.js';
import type { JobHandlerDeps } from './index.js';
import { progressThrottle } from './progress-throttle.js';

/**
 * The free preview's jobs (docs/decisions/0052-preview-and-revisions.md): the same render as
 * the final's, from the same artifacts (voice, pictures, captions: cached, so the final reuses
 * them), composed at 360 px with the fastest preset and marked PREVIEW. Its progress goes to
 * the project's event stream; nothing is spent, so a failure refunds nothing.
 */
export function previewHandlers(
  deps: JobHandlerDeps,
): Pick<JobHandlers, 'video.preview' | 'preview.failed'> {
  const { generations, studio, storage, logger } = deps;
  return {
    async 'video.preview'({ generationId, attempt }, { signal }) {
      const row = await generations.beginPreview(generationId, attempt);
      if (row === undefined || row.story === null) return;
      const options = renderOptionsSchema.parse(row.render_options);
      const workDir = await mkdtemp(join(tmpdir(), 'reelsmith-preview-'));
      const due = progressThrottle(deps.progressIntervalMs ?? 250);
      let writes = Promise.resolve();
      try {
        const { enabled, style, position } = options.captions;
        // Its provider calls are unpaid work of the draft (decision 0060's limits count them).
        const render = (fn: () => ReturnType<typeof studio.render>) =>
          deps.usage === undefined
            ? fn()
            : deps.usage.run({ userId: row.user_id, generationId, stage: 'draft' }, fn);
        // Emoji left out as in the final (decision 0051): the same artifacts, reused by it.
        const story = spokenStory(row.story);
        const result = await render(() =>
          studio.render({
            story,
            settings: settingsOf(row),
            options: {
              captions: { enabled, style, position },
              music: options.music,
              endCard: options.endCard,
              preview: true,
            },
            cacheDir: deps.cacheDir,
            ...(deps.artifactStore === undefined ? {} : { artifactStore: deps.artifactStore }),
            workDir: join(workDir, 'work'),
            outPath: join(workDir, 'preview.mp4'),
            // The final's seed: the same pictures (a revision keeps its first version's).
            seed: renderSeed(rootOf(row)),
            uploadedImage: async (imageId) => {
              const path = join(workDir, 'uploads', `${imageId}.webp`);
              if (!(await storage.getFile(uploadKey(generationId, imageId), path))) {
                throw new Error(`${MEDIA_MESSAGES.imageNotFound} (${imageId})`);
              }
              return path;
            },
            signal,
            onWarning: (message) => logger.warn({ generationId }, message),
            onProgress: ({ step, progress }) => {
              if (!due(step, progress)) return;
              writes = writes
                .then(() => generations.previewProgress(generationId, attempt, step, progress))
                .then(
                  () => undefined,
                  (err: unknown) =>
                    logger.warn({ err, generationId }, 'preview progress not saved'),
                );
            },
          }),
        );
        await writes;
        const key = previewKey(generationId, attempt);
        await storage.putFile(key, result.videoPath, 'video/mp4');
        if (!(await generations.previewCompleted(generationId, attempt, key))) {
          await storage.delete(key); // finalized, discarded or superseded meanwhile
        }
      } catch (error) {
        await writes;
        logger.warn({ err: error, generationId, attempt }, 'preview job failed');
        throw error;
      } finally {
        await rm(workDir, { recursive: true, force: true });
      }
    },

    async 'preview.failed'({ generationId, attempt }) {
      await generations.previewFailed(generationId, attempt);
    },
  };
}
