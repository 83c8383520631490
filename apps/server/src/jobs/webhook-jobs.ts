import type { WebhookJobs } from '../services/webhooks/index.js';
import type { JobQueue } from './queue.js';

/** Webhook attempts on the queue, each sent in the transaction that records why it is due. */
export function webhookJobs(queue: Pick<JobQueue, 'send' | 'start'>): WebhookJobs {
  return {
    start: () => queue.start(),
    async deliver(trx, deliveryId, attempt, at) {
      await queue.send('webhook.deliver', { deliveryId, attempt }, { db: trx, startAfter: at });
    },
  };
}
