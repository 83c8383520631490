import {
  CLIENT_MESSAGES,
  SERVER_MESSAGES,
  type ActiveGeneration,
  type GenerateStoryRequest,
} from '@reelsmith/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../lib/api-client';
import { createVideo, type CreateCalls } from './create-video';
import { keepsCreateForm } from './form-lifetime';
import {
  INITIAL_FORM_STATE,
  loadCreateForm,
  saveCreateForm,
  toGenerateStoryRequest,
  withStepsRevealed,
} from './form-state';
import { installSessionStorage, removeSessionStorage } from '../../test-support/session-storage';

let store: Map<string, string>;
beforeEach(() => {
  store = installSessionStorage();
});
afterEach(removeSessionStorage);

describe('the create form state', () => {
  it("starts with the spec's defaults and no step revealed", () => {
    expect(loadCreateForm()).toEqual({
      videoTopic: '',
      customPrompt: '',
      voice: 'alloy',
      artStyle: 'default',
      aspectRatio: '9:16',
      duration: 'short',
      language: 'en',
      showVoiceAndStyle: false,
      showLengthAndFormat: false,
    });
  });

  it('reveals voice and style with a topic, then length and format with an art style', () => {
    const topic = withStepsRevealed({ ...INITIAL_FORM_STATE, videoTopic: 'war-stories' });
    expect([topic.showVoiceAndStyle, topic.showLengthAndFormat]).toEqual([true, false]);
    const styled = withStepsRevealed({ ...topic, artStyle: 'noir' });
    expect([styled.showVoiceAndStyle, styled.showLengthAndFormat]).toEqual([true, true]);
  });

  it('reveals nothing for a custom prompt until it has non-blank content', () => {
    const blank = withStepsRevealed({
      ...INITIAL_FORM_STATE,
      videoTopic: 'custom-prompt',
      customPrompt: '   \n ',
      artStyle: 'noir',
    });
    expect([blank.showVoiceAndStyle, blank.showLengthAndFormat]).toEqual([false, false]);
    expect(toGenerateStoryRequest(blank)).toBeNull();
    const written = withStepsRevealed({ ...blank, customPrompt: ' A lighthouse ' });
    expect([written.showVoiceAndStyle, written.showLengthAndFormat]).toEqual([true, true]);
  });

  it('survives in session storage, under createFormState', () => {
    const state = withStepsRevealed({
      ...INITIAL_FORM_STATE,
      videoTopic: 'myths-mythology',
      voice: 'onyx',
      artStyle: 'sketch',
      aspectRatio: '1:1',
      duration: 'long',
      language: 'es',
    });
    saveCreateForm(state);
    expect(store.has('createFormState')).toBe(true);
    expect(loadCreateForm()).toEqual(state);
  });

  it("starts a new form from the person's saved defaults; a saved form wins", () => {
    const defaults = {
      voice: 'onyx',
      artStyle: 'noir',
      aspectRatio: '16:9',
      duration: 'long',
      language: 'es',
    } as const;
    expect(loadCreateForm(defaults)).toMatchObject({ ...defaults, showVoiceAndStyle: false });
    expect(loadCreateForm({ ...defaults, artStyle: null }).artStyle).toBe('default');
    const saved = withStepsRevealed({
      ...INITIAL_FORM_STATE,
      voice: 'echo',
      artStyle: 'sketch',
      language: 'fr',
    });
    saveCreateForm(saved);
    expect(loadCreateForm(defaults)).toEqual(saved);
    store.set('createFormState', '{"voice":"robot","language":"xx"}');
    expect(loadCreateForm(defaults)).toMatchObject(defaults);
  });

  it('keeps English picked in the form over another saved language', () => {
    saveCreateForm(withStepsRevealed({ ...INITIAL_FORM_STATE, language: 'en' }));
    const defaults = {
      voice: 'alloy',
      artStyle: null,
      aspectRatio: '9:16',
      duration: 'short',
      language: 'de',
    } as const;
    expect(loadCreateForm(defaults).language).toBe('en');
    // With nothing in storage, the saved language; and the request then carries it.
    store.clear();
    const fresh = loadCreateForm(defaults);
    expect(fresh.language).toBe('de');
    const request = toGenerateStoryRequest(
      withStepsRevealed({ ...fresh, videoTopic: 'myths-mythology', artStyle: 'noir' }),
    );
    expect(request).toMatchObject({ language: 'de' });
  });

  it.each([
    'not json',
    'null',
    '{"videoTopic":"hacking","voice":"robot","artStyle":"x","aspectRatio":"4:3","duration":9,"language":"xx"}',
  ])('falls back field by field when storage holds %s', (raw) => {
    store.set('createFormState', raw);
    expect(loadCreateForm()).toEqual(INITIAL_FORM_STATE);
  });

  it('is kept on create, payment and sign-in pages, and cleared anywhere else', () => {
    for (const path of ['/create', '/payment', '/payment/success', '/login', '/oauth2/callback']) {
      expect(keepsCreateForm(path), path).toBe(true);
    }
    for (const path of ['/', '/dashboard', '/editor', '/pricing', '/created']) {
      expect(keepsCreateForm(path), path).toBe(false);
    }
  });
});

describe('the generate-story payload', () => {
  const base = withStepsRevealed({ ...INITIAL_FORM_STATE, artStyle: 'noir', voice: 'echo' });

  it('carries the topic and no custom prompt', () => {
    const state = withStepsRevealed({ ...base, videoTopic: 'pop-culture', customPrompt: 'old' });
    expect(toGenerateStoryRequest(state)).toEqual({
      topic: 'pop-culture',
      artStyle: 'noir',
      aspectRatio: '9:16',
      duration: 'short',
      voice: 'echo',
    });
  });

  it('carries the trimmed custom prompt and no topic', () => {
    const state = withStepsRevealed({
      ...base,
      videoTopic: 'custom-prompt',
      customPrompt: '  The last train  ',
    });
    expect(toGenerateStoryRequest(state)).toEqual({
      customPrompt: 'The last train',
      artStyle: 'noir',
      aspectRatio: '9:16',
      duration: 'short',
      voice: 'echo',
    });
  });

  it('carries a language other than English, and none for English (the default)', () => {
    const state = withStepsRevealed({ ...base, videoTopic: 'pop-culture', language: 'es' });
    expect(toGenerateStoryRequest(state)).toMatchObject({ topic: 'pop-culture', language: 'es' });
    expect(toGenerateStoryRequest({ ...state, language: 'en' })).not.toHaveProperty('language');
  });

  it('is null before an art style is chosen', () => {
    expect(
      toGenerateStoryRequest(
        withStepsRevealed({ ...INITIAL_FORM_STATE, videoTopic: 'pop-culture' }),
      ),
    ).toBeNull();
  });
});

describe('the create click', () => {
  const request: GenerateStoryRequest = {
    topic: 'war-stories',
    artStyle: 'noir',
    aspectRatio: '9:16',
    duration: 'short',
    voice: 'alloy',
  };
  const enough = { hasEnoughCredits: true, requiredCredits: 1, availableCredits: 3 };
  const calls = (overrides: Partial<CreateCalls> = {}): CreateCalls => ({
    signedIn: true,
    checkCredits: async () => enough,
    generateStory: async () => ({ projectId: 'p-1', token: 'gen-1' }),
    getActiveGeneration: async () => ({ hasActiveGeneration: false }),
    ...overrides,
  });
  const failing = (error: Error) => calls({ generateStory: () => Promise.reject(error) });

  it('opens the sign-in modal when signed out, before any call', async () => {
    let checked = false;
    const outcome = await createVideo(
      request,
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
    const outcome = await createVideo(
      request,
      calls({
        checkCredits: async () => ({
          hasEnoughCredits: false,
          requiredCredits: 1,
          availableCredits: 0,
        }),
        generateStory: async () => {
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

  it('goes to the editor with the project, its token and the settings', async () => {
    expect(await createVideo(request, calls())).toEqual({
      kind: 'editor',
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
    const outcome = await createVideo(request, {
      ...failing(new ApiRequestError(SERVER_MESSAGES.activeGeneration, 409, 'CONFLICT')),
      getActiveGeneration: async () => active,
    });
    expect(outcome).toEqual({
      kind: 'editor',
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
    const outcome = await createVideo(
      request,
      failing(new ApiRequestError(SERVER_MESSAGES.activeGeneration, 409, 'CONFLICT')),
    );
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
    expect(await createVideo(request, failing(error))).toEqual(expected);
  });

  it('maps a failed credit check the same way', async () => {
    const outcome = await createVideo(
      request,
      calls({
        checkCredits: () =>
          Promise.reject(new ApiRequestError('Invalid token', 401, 'UNAUTHORIZED')),
      }),
    );
    expect(outcome).toEqual({ kind: 'sign-in', error: null });
  });
});
