import { CLIENT_MESSAGES, SERVER_MESSAGES, type ScriptToVideoRequest } from '@reelsmith/contract';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../lib/api-client';
import { scriptProblem, sendScript, SCRIPT_TOO_LONG, type ScriptCalls } from './script-to-video';

const request: ScriptToVideoRequest = {
  script: 'The keeper counted ships.',
  artStyle: 'noir',
  aspectRatio: '1:1',
  duration: 'short',
  voice: 'nova',
};
const settings = { artStyle: 'noir', aspectRatio: '1:1', duration: 'short', voice: 'nova' };
const calls = (overrides: Partial<ScriptCalls> = {}): ScriptCalls => ({
  scriptToVideo: async () => ({ projectId: 'p-1', token: 'gen-1' }),
  getActiveGeneration: async () => ({ hasActiveGeneration: false }),
  ...overrides,
});
const refusing = (error: Error, overrides: Partial<ScriptCalls> = {}) =>
  calls({ scriptToVideo: () => Promise.reject(error), ...overrides });

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
    expect(await sendScript(request, calls())).toEqual({
      kind: 'editor',
      path: '/editor/p-1',
      state: { projectId: 'p-1', token: 'gen-1', settings, status: 'STORY_READY' },
    });
  });

  it('resumes the active generation when there is one', async () => {
    const outcome = await sendScript(
      request,
      refusing(new ApiRequestError(SERVER_MESSAGES.activeGeneration, 409, 'CONFLICT'), {
        getActiveGeneration: async () => ({
          hasActiveGeneration: true,
          projectId: 'p-9',
          token: 'gen-9',
          status: 'RENDERING',
          currentStep: 'VOICE',
        }),
      }),
    );
    expect(outcome).toMatchObject({
      kind: 'editor',
      path: '/editor/p-9',
      state: { projectId: 'p-9', token: 'gen-9', status: 'RENDERING', currentStep: 'VOICE' },
    });
  });

  it.each([
    [new ApiRequestError('No token found', 401, 'UNAUTHORIZED'), { kind: 'sign-in' }],
    [
      new ApiRequestError(SERVER_MESSAGES.insufficientCredits, 402, 'INSUFFICIENT_CREDITS'),
      { kind: 'credits', message: CLIENT_MESSAGES.notEnoughCredits },
    ],
    [
      new ApiRequestError(SERVER_MESSAGES.activeGeneration, 409, 'CONFLICT'),
      { kind: 'error', message: SERVER_MESSAGES.activeGeneration },
    ],
    [
      new ApiRequestError('Too many requests', 429),
      { kind: 'error', message: CLIENT_MESSAGES.pleaseWait },
    ],
  ])('maps %s', async (error, expected) => {
    expect(await sendScript(request, refusing(error))).toEqual(expected);
  });
});
