import type { GenerationJobs } from '../services/generations/index.js';
import type { JobQueue } from './queue.js';

/**
 * The generation module's jobs on the queue: the story job and the render, each sent in the
 * caller's transaction, so a job exists exactly when the change that needs it commits.
 */
export function generationJobs(queue: Pick<JobQueue, 'send' | 'start'>): GenerationJobs {
  return {
    start: () => queue.start(),
    async writeStory(trx, generationId) {
      await queue.send('story.write', { generationId }, { db: trx });
    },
    async render(trx, generationId, attempt) {
      await queue.send('video.render', { generationId, attempt }, { db: trx });
    },
    async preview(trx, generationId, attempt) {
      await queue.send('video.preview', { generationId, attempt }, { db: trx });
    },
  };
}
