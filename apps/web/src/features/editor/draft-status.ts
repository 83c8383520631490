import type { Generation } from '@reelsmith/contract';

/** A draft: a project before its render, which can be discarded (the server's DRAFTS). */
export const isDraft = (status: Generation['status']) =>
  status === 'QUEUED' || status === 'GENERATING_STORY' || status === 'STORY_READY';
