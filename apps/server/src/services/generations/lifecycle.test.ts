import {
  ACTIVE_STATUSES,
  GENERATION_MESSAGES,
  GENERATION_STATUSES,
  MEDIA_MESSAGES,
  VERSION_MESSAGES,
  type GenerationStatus,
} from '@reelsmith/contract';
import { describe, expect, it } from 'vitest';
import type { GenerationRow } from '../../repositories/generations.repository.js';
import {
  ACTIONS,
  BIRTH,
  DRAFTS,
  LIFECYCLE,
  acceptedBy,
  accepts,
  decide,
  retryStage,
  spendReference,
  writes,
  type Action,
  type Outcome,
} from './lifecycle.js';

/** An outcome in the matrix's words: a status written, `delete`, `answer`, `skip`, or a refusal. */
function word(outcome: Outcome): string {
  switch (outcome.do) {
    case 'write':
      return outcome.to;
    case 'refuse': {
      if (outcome.status === 404) return '404';
      const name = Object.entries({
        ...GENERATION_MESSAGES,
        ...MEDIA_MESSAGES,
        ...VERSION_MESSAGES,
      }).find(([, message]) => message === outcome.message)?.[0];
      return `409 ${name ?? outcome.message}`;
    }
    case 'delete':
    case 'answer':
    case 'skip':
      return outcome.do;
  }
}

const [Q, G, R, RN, C, F, X] = GENERATION_STATUSES;
const columns: GenerationStatus[] = [Q, G, R, RN, C, F, X];
const editing = '409 notEditable';
const early = '409 storyNotReady';
const gone = '409 discarded';
const later = '409 previewNotNow';
const revisable = '409 notRevisable';

/**
 * The whole lifecycle, written out by hand from the product's rules (docs/product/api.md#story):
 * one line per action, one cell per status, in GENERATION_STATUSES' order
 * (QUEUED, GENERATING_STORY, STORY_READY, RENDERING, COMPLETED, FAILED, CANCELLED).
 */
const EXPECTED: Record<Action, string[]> = {
  regenerate: [early, early, 'QUEUED', editing, editing, editing, gone],
  retryStory: [...Array<string>(5).fill('409 notFailed'), 'QUEUED', '409 notFailed'],
  retryRender: [...Array<string>(5).fill('409 notFailed'), 'RENDERING', '409 notFailed'],
  editStory: [early, early, 'STORY_READY', editing, editing, editing, gone],
  editSettings: ['QUEUED', 'GENERATING_STORY', 'STORY_READY', editing, editing, editing, gone],
  uploadPicture: [
    'QUEUED',
    'GENERATING_STORY',
    'STORY_READY',
    '409 uploadNotEditable',
    '409 uploadNotEditable',
    '409 uploadNotEditable',
    gone,
  ],
  continue: [early, early, 'RENDERING', 'answer', 'answer', '409 failedUseRetry', gone],
  discard: [
    'CANCELLED',
    'CANCELLED',
    'CANCELLED',
    '409 renderingNotDeletable',
    'delete',
    'delete',
    'delete',
  ],
  deleteVideo: ['404', '404', '404', '409 renderingNotDeletable', 'delete', 'delete', '404'],
  showVideo: ['answer', 'answer', 'answer', 'answer', 'answer', 'answer', '404'],
  beginStory: ['GENERATING_STORY', 'answer', 'skip', 'skip', 'skip', 'skip', 'skip'],
  storyReady: ['skip', 'STORY_READY', 'skip', 'skip', 'skip', 'skip', 'skip'],
  storyFailed: ['FAILED', 'FAILED', 'skip', 'skip', 'skip', 'skip', 'skip'],
  renderPrepaid: ['skip', 'skip', 'RENDERING', 'skip', 'skip', 'skip', 'skip'],
  beginRender: ['skip', 'skip', 'skip', 'answer', 'skip', 'skip', 'skip'],
  progress: ['skip', 'skip', 'skip', 'RENDERING', 'skip', 'skip', 'skip'],
  completed: ['skip', 'skip', 'skip', 'COMPLETED', 'skip', 'skip', 'skip'],
  renderFailed: ['skip', 'skip', 'skip', 'FAILED', 'skip', 'skip', 'skip'],
  noteFailure: ['QUEUED', 'GENERATING_STORY', 'STORY_READY', 'RENDERING', 'skip', 'skip', 'skip'],
  expire: ['skip', 'skip', 'skip', 'skip', 'COMPLETED', 'skip', 'skip'],
  // Previews and revisions (decision 0052).
  preview: [early, early, 'STORY_READY', later, later, later, gone],
  showPreview: ['answer', 'answer', 'answer', 'answer', 'answer', 'answer', '404'],
  revise: [revisable, revisable, revisable, revisable, 'answer', revisable, '404'],
  previewProgress: ['skip', 'skip', 'STORY_READY', 'skip', 'skip', 'skip', 'skip'],
  previewCompleted: ['skip', 'skip', 'STORY_READY', 'skip', 'skip', 'skip', 'skip'],
  previewFailed: ['skip', 'skip', 'STORY_READY', 'skip', 'skip', 'skip', 'skip'],
};

const row = (patch: Partial<GenerationRow> = {}): GenerationRow =>
  ({
    id: 'g1',
    status: 'FAILED',
    story: { title: 't', caption: 'c', scenes: [] },
    failed_stage: 'render',
    error_message: null,
    regenerations: 0,
    render_attempt: 1,
    ...patch,
  }) as GenerationRow;

describe('the generation lifecycle', () => {
  it('names every action once in the expected matrix, and nothing else', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual([...ACTIONS].sort());
  });

  for (const action of ACTIONS) {
    it(`${action}: every status as the product's rules say`, () => {
      const got = columns.map((status) => word(decide(action, status)));
      expect(got).toEqual(EXPECTED[action]);
    });
  }

  it('has an outcome for every status of every action, and writes only known statuses', () => {
    for (const action of ACTIONS) {
      expect(Object.keys(LIFECYCLE[action]).sort()).toEqual([...GENERATION_STATUSES].sort());
      for (const status of GENERATION_STATUSES) {
        const outcome = decide(action, status);
        if (outcome.do === 'write') expect(GENERATION_STATUSES).toContain(outcome.to);
        if (outcome.do === 'refuse') expect(outcome.message).not.toBe('');
      }
    }
  });

  it('refuses a person only with a reason, and never refuses a job step (it skips)', () => {
    const steps: Action[] = [
      'beginStory',
      'storyReady',
      'storyFailed',
      'renderPrepaid',
      'beginRender',
      'progress',
      'completed',
      'renderFailed',
      'noteFailure',
      'expire',
      'previewProgress',
      'previewCompleted',
      'previewFailed',
    ];
    for (const action of ACTIONS) {
      for (const status of GENERATION_STATUSES) {
        const outcome = decide(action, status).do;
        if (steps.includes(action)) expect(outcome).not.toBe('refuse');
        else expect(outcome).not.toBe('skip');
      }
    }
  });

  it('keeps a failure note exactly while the generation is active (the one-active rule)', () => {
    expect(acceptedBy('noteFailure')).toEqual(ACTIVE_STATUSES);
  });

  it('calls the statuses before the render drafts', () => {
    expect(DRAFTS).toEqual(['QUEUED', 'GENERATING_STORY', 'STORY_READY']);
    for (const status of GENERATION_STATUSES) {
      expect(accepts('uploadPicture', status)).toBe(DRAFTS.includes(status));
    }
  });

  it('reaches every status from a birth, and COMPLETED from each birth', () => {
    const reached = new Set<GenerationStatus>(Object.values(BIRTH));
    for (let grew = true; grew;) {
      grew = false;
      for (const action of ACTIONS) {
        for (const status of [...reached]) {
          const outcome = decide(action, status);
          if (outcome.do === 'write' && !reached.has(outcome.to)) {
            reached.add(outcome.to);
            grew = true;
          }
        }
      }
    }
    expect([...reached].sort()).toEqual([...GENERATION_STATUSES].sort());
  });

  it('retries the stage that failed', () => {
    expect(retryStage(row({ failed_stage: 'render' }))).toBe('render');
    expect(retryStage(row({ failed_stage: 'story' }))).toBe('story');
    // A render cannot run without a script, whatever failed.
    expect(retryStage(row({ failed_stage: 'render', story: null }))).toBe('story');
  });

  it('writes the statuses the table names', () => {
    const r = row({ status: 'STORY_READY', regenerations: 2, render_attempt: 3 });
    expect(writes.regenerate(r)).toMatchObject({ status: 'QUEUED', story: null, regenerations: 3 });
    expect(writes.startRender(r)).toMatchObject({ status: 'RENDERING', render_attempt: 4 });
    const to = (action: Action, status: GenerationStatus) => {
      const outcome = decide(action, status);
      return outcome.do === 'write' ? outcome.to : undefined;
    };
    expect(writes.regenerate(r).status).toBe(to('regenerate', 'STORY_READY'));
    expect(writes.startRender(r).status).toBe(to('continue', 'STORY_READY'));
    expect(writes.startRender(r).status).toBe(to('retryRender', 'FAILED'));
    expect(writes.retryStory().status).toBe(to('retryStory', 'FAILED'));
    expect(writes.discard().status).toBe(to('discard', 'QUEUED'));
    expect(writes.beginStory().status).toBe(to('beginStory', 'QUEUED'));
    expect(writes.storyReady(r.story!).status).toBe(to('storyReady', 'GENERATING_STORY'));
    expect(writes.storyFailed(r).status).toBe(to('storyFailed', 'GENERATING_STORY'));
    expect(writes.renderFailed(r).status).toBe(to('renderFailed', 'RENDERING'));
    expect(writes.storyFailed(row({ error_message: null })).error_message).toBe(
      GENERATION_MESSAGES.storyFailed,
    );
    expect(writes.renderFailed(row({ error_message: 'why' })).error_message).toBe('why');
    const done = writes.completed(
      { videoKey: 'v', thumbnailKey: 't', bytes: 1, durationSeconds: 2 },
      new Date('2026-01-01T00:00:00Z'),
    );
    expect(done).toMatchObject({ status: to('completed', 'RENDERING'), progress: 100 });
    expect(done.fallbacks).toBe('[]');
    expect(done.expires_at).toEqual(new Date('2026-01-08T00:00:00Z'));
  });

  it('writes a preview beside the draft, never its status', () => {
    const r = row({ status: 'STORY_READY', preview_attempt: 2 });
    expect(writes.preview(r)).toEqual({
      preview_attempt: 3,
      preview_status: 'RENDERING',
      preview_step: 'VOICE',
      preview_progress: 0,
      preview_key: null,
    });
    for (const patch of [
      writes.preview(r),
      writes.previewProgress('IMAGES', 40),
      writes.previewCompleted('k'),
      writes.previewFailed(),
    ]) {
      expect(patch).not.toHaveProperty('status');
    }
    expect(writes.previewCompleted('k')).toMatchObject({
      preview_status: 'READY',
      preview_key: 'k',
    });
    expect(writes.previewFailed()).toMatchObject({ preview_status: 'FAILED', preview_key: null });
  });

  it('starts a prepaid API video on its first attempt, and uses that attempt up on a refund', () => {
    // Prepaid: the credit was spent at acceptance under the first attempt's reference.
    const fresh = row({ status: 'STORY_READY', render_attempt: 0, prepaid: true });
    const started = writes.startPrepaidRender(fresh);
    expect(started).toMatchObject({ status: 'RENDERING', render_attempt: 1, prepaid: false });
    expect(started.status).toBe(
      (decide('renderPrepaid', 'STORY_READY') as { to: GenerationStatus }).to,
    );
    expect(spendReference('g1', started.render_attempt!)).toBe('g1');
    // Its story failed: the credit goes back and the next render spends under `#2`.
    const failed = writes.storyFailed(
      row({ status: 'GENERATING_STORY', render_attempt: 0, prepaid: true }),
    );
    expect(failed).toMatchObject({ status: 'FAILED', prepaid: false, render_attempt: 1 });
    const retried = row({ status: 'STORY_READY', render_attempt: failed.render_attempt! });
    expect(spendReference('g1', writes.startRender(retried).render_attempt!)).toBe('g1#2');
    // A web project's failure leaves the attempts alone.
    expect(
      writes.storyFailed(row({ status: 'QUEUED', render_attempt: 0, prepaid: false })),
    ).not.toHaveProperty('render_attempt');
  });

  it('numbers the credit of each render attempt', () => {
    expect(spendReference('g', 1)).toBe('g');
    expect(spendReference('g', 2)).toBe('g#2');
  });
});
