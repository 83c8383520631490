import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../lib/api-client';
import { AuthProvider } from './auth-context';
import { isAuthFailure } from './auth-failure';
import { SignInModal } from './components/sign-in-modal';
import { saveReturnPath, takeReturnPath } from './return-path';
import { installSessionStorage, removeSessionStorage } from '../../test-support/session-storage';

describe('return path', () => {
  afterEach(removeSessionStorage);

  it('comes back once, then /create', () => {
    installSessionStorage();
    saveReturnPath('/payment?package=pro');
    expect(takeReturnPath()).toBe('/payment?package=pro');
    expect(takeReturnPath()).toBe('/create');
  });

  it.each([
    '//evil.example/x',
    'https://evil.example',
    'javascript:alert(1)',
    '/login',
    // What browsers read as //evil.example: a backslash, or a tab or newline they drop.
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
  ])('never sends anyone to %s', (path) => {
    const store = installSessionStorage();
    saveReturnPath(path);
    store.set('returnPath', path); // even when something else wrote it
    expect(takeReturnPath()).toBe('/create');
  });
});

describe('isAuthFailure', () => {
  it.each([
    [new ApiRequestError('No token found', 401, 'UNAUTHORIZED'), true],
    [new ApiRequestError('Invalid token', 401, 'UNAUTHORIZED'), true],
    [new ApiRequestError('unauthorized', 403), true],
    [new ApiRequestError('API request failed', 0), false],
    [new ApiRequestError('Internal server error', 500, 'INTERNAL_ERROR'), false],
    [new Error('Invalid token'), false],
  ])('%s -> %s', (error, expected) => {
    expect(isAuthFailure(error)).toBe(expected);
  });
});

describe('SignInModal', () => {
  it('asks to sign in to create, offers Google, links terms and privacy', () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <AuthProvider>
          <SignInModal onClose={() => undefined} />
        </AuthProvider>
      </MemoryRouter>,
    );
    expect(html).toContain('<dialog');
    expect(html).toContain('Sign in to create your video');
    expect(html).toContain('Continue with Google');
    expect(html).toContain('href="/terms"');
    expect(html).toContain('href="/privacy"');
  });
});
