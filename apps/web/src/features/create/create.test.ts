import { afterEach, beforeEach, describe, expect, it } from 'vitest';
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
