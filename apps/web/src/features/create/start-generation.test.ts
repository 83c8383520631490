import {
  CLIENT_MESSAGES,
  SERVER_MESSAGES,
  type ActiveGeneration,
  type GenerateStoryRequest,
  type ScriptToVideoRequest,
} from '@reelsmith/contract';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../lib/api-client';
import type { GenerationSource } from './api/start-generation';
import { scriptProblem, SCRIPT_TOO_LONG } from './script-problem';
import { startVideo, type StartCalls } from './start-generation';

const request: GenerateStoryRequest = {
  topic: 'war-stories',
  artStyle: 'noir',
  aspectRatio: '9:16',
  duration: 'short',
  voice: 'alloy',
};
const topic: GenerationSource = { kind: 'topic', request };
const scriptRequest: ScriptToVideoRequest = {
  script: 'The keeper counted ships.',
  artStyle: 'noir',
  aspectRatio: '1:1',
  duration: 'short',
  voice: 'nova',
};
const script: GenerationSource = { kind: 'script', request: scriptRequest };
const scriptSettings = { artStyle: 'noir', aspectRatio: '1:1', duration: 'short', voice: 'nova' };

const enough = { hasEnoughCredits: true, requiredCredits: 1, availableCredits: 3 };
const calls = (overrides: Partial<StartCalls> = {}): StartCalls => ({
  signedIn: true,
  checkCredits: async () => enough,
  startGeneration: async () => ({ projectId: 'p-1', token: 'gen-1' }),
  getActiveGeneration: async () => ({ hasActiveGeneration: false }),
  ...overrides,
});
const failing = (error: Error, overrides: Partial<StartCalls> = {}) =>
  calls({ startGeneration: () => Promise.reject(error), ...overrides });
/** The custom tool's calls: no credit check before sending. */
const scriptCalls = (overrides: Partial<StartCalls> = {}) =>
  calls({ checkCredits: undefined, ...overrides });

const activeConflict = () => new ApiRequestError(SERVER_MESSAGES.activeGeneration, 409, 'CONFLICT');

describe('the create click', () => {
  it('opens the sign-in modal when signed out, before any call', async () => {
    let checked = false;
    const outcome = await startVideo(
      topic,
      calls({
        signedIn: false,
        checkCredits: async () => {
          checked = true;
          return enough;
        },
      }),
    );
    expect(outcome).toEqual({ kind: 'sign-in', error: null });
    expect(checked).toBe(false);
  });

  it('opens the credits modal with Required and Available when the check says no', async () => {
    let generated = false;
    const outcome = await startVideo(
      topic,
      calls({
        checkCredits: async () => ({
          hasEnoughCredits: false,
          requiredCredits: 1,
          availableCredits: 0,
        }),
        startGeneration: async () => {
          generated = true;
          return { projectId: 'p', token: 't' };
        },
      }),
    );
    expect(outcome).toEqual({
      kind: 'credits',
      message: 'Insufficient credits. Required: 1, Available: 0',
    });
    expect(generated).toBe(false);
  });

  it('goes to /editor with the project, its token and the settings', async () => {
    let sent: GenerationSource | undefined;
    const outcome = await startVideo(
      topic,
      calls({
        startGeneration: async (source) => {
          sent = source;
          return { projectId: 'p-1', token: 'gen-1' };
        },
      }),
    );
    expect(sent).toEqual(topic);
    expect(outcome).toEqual({
      kind: 'editor',
      path: '/editor',
      state: { projectId: 'p-1', token: 'gen-1', settings: request },
    });
  });

  it('resumes the active generation when one already exists', async () => {
    const story = { title: 'T', caption: '', scenes: [{ narration: 'n', imagePrompt: 'i' }] };
    const active: ActiveGeneration = {
      hasActiveGeneration: true,
      projectId: 'p-9',
      generationToken: 'gen-9',
      status: 'STORY_READY',
      currentStep: null,
      story,
      settings: { ...request, voice: 'nova', language: 'en' },
    };
    const outcome = await startVideo(
      topic,
      failing(activeConflict(), { getActiveGeneration: async () => active }),
    );
    // Marked as resumed: the create screen says why it opened, and keeps the new choices.
    expect(outcome).toEqual({
      kind: 'editor',
      resumed: true,
      path: '/editor',
      state: {
        projectId: 'p-9',
        token: 'gen-9',
        status: 'STORY_READY',
        currentStep: null,
        story,
        settings: { ...request, voice: 'nova', language: 'en' },
      },
    });
  });

  it('shows the message when the active generation has ended meanwhile', async () => {
    const outcome = await startVideo(topic, failing(activeConflict()));
    expect(outcome).toEqual({ kind: 'error', message: SERVER_MESSAGES.activeGeneration });
  });

  it.each([
    [new ApiRequestError('No token found', 401, 'UNAUTHORIZED'), { kind: 'sign-in', error: null }],
    [
      new ApiRequestError(SERVER_MESSAGES.insufficientCredits, 402, 'INSUFFICIENT_CREDITS'),
      { kind: 'credits', message: CLIENT_MESSAGES.notEnoughCredits },
    ],
    [
      new ApiRequestError('Request unauthorized', 403, 'FORBIDDEN'),
      { kind: 'sign-in', error: 'Please log in to continue.' },
    ],
    [
      new ApiRequestError('User unauthenticated', 400),
      { kind: 'sign-in', error: 'Please log in to continue.' },
    ],
    [
      new ApiRequestError('Too many requests', 429),
      { kind: 'error', message: CLIENT_MESSAGES.pleaseWait },
    ],
    [
      new ApiRequestError('The writer is down', 503),
      { kind: 'error', message: 'The writer is down' },
    ],
    [new Error(''), { kind: 'error', message: 'Failed to create video. Please try again.' }],
  ])('maps %s as the create screen says', async (error, expected) => {
    expect(await startVideo(topic, failing(error))).toEqual(expected);
    // The custom tool maps its refusals the same way (docs/product/screens-and-routes.md#custom-tool).
    expect(await startVideo(script, failing(error, { checkCredits: undefined }))).toEqual(expected);
  });

  it('maps a failed credit check the same way', async () => {
    const outcome = await startVideo(
      topic,
      calls({
        checkCredits: () =>
          Promise.reject(new ApiRequestError('Invalid token', 401, 'UNAUTHORIZED')),
      }),
    );
    expect(outcome).toEqual({ kind: 'sign-in', error: null });
  });
});

describe('the script', () => {
  it('may be 1,500 characters, not one more, and not blank', () => {
    expect(scriptProblem('a'.repeat(1500))).toBeNull();
    expect(scriptProblem('a'.repeat(1501))).toBe(SCRIPT_TOO_LONG);
    expect(SCRIPT_TOO_LONG).toBe('The script must be at most 1500 characters');
    expect(scriptProblem('  \n ')).toBe('Paste a script first');
  });
});

describe('sending the script', () => {
  it('goes to /editor/{id} with the navigation state of any generation', async () => {
    let sent: GenerationSource | undefined;
    const outcome = await startVideo(
      script,
      scriptCalls({
        startGeneration: async (source) => {
          sent = source;
          return { projectId: 'p-1', token: 'gen-1' };
        },
      }),
    );
    expect(sent).toEqual(script);
    expect(outcome).toEqual({
      kind: 'editor',
      path: '/editor/p-1',
      state: { projectId: 'p-1', token: 'gen-1', settings: scriptSettings, status: 'STORY_READY' },
    });
  });

  it('carries the script language in the settings', async () => {
    const outcome = await startVideo(
      { kind: 'script', request: { ...scriptRequest, language: 'fr' } },
      scriptCalls(),
    );
    expect(outcome).toMatchObject({ state: { settings: { ...scriptSettings, language: 'fr' } } });
  });

  it('resumes the active generation when there is one', async () => {
    const outcome = await startVideo(
      script,
      failing(activeConflict(), {
        checkCredits: undefined,
        getActiveGeneration: async () => ({
          hasActiveGeneration: true,
          projectId: 'p-9',
          token: 'gen-9',
          status: 'RENDERING',
          currentStep: 'VOICE',
        }),
      }),
    );
    expect(outcome).toEqual({
      kind: 'editor',
      resumed: true,
      path: '/editor/p-9',
      state: {
        projectId: 'p-9',
        token: 'gen-9',
        status: 'RENDERING',
        currentStep: 'VOICE',
        story: null,
        settings: scriptSettings,
      },
    });
  });
});
