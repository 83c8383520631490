import { describe, expect, it } from 'vitest';
import { statusText, timeLeft, videoPath } from './video-facts';

const made = Date.parse('2026-03-01T12:00:00Z');
const expiresAt = new Date(made + 7 * 86_400_000).toISOString();

describe('the time left before deletion', () => {
  it.each([
    [made + 60_000, '6 days left'],
    [made + 5 * 86_400_000, '2 days left'],
    [made + 6 * 86_400_000 - 60_000, '1 day left'],
    [made + 6 * 86_400_000 + 2 * 3_600_000, '22 hours left'],
    [made + 7 * 86_400_000 - 3_600_000, '1 hour left'],
    [made + 7 * 86_400_000 - 60_000, 'Less than an hour left'],
    [made + 7 * 86_400_000, 'Expired'],
  ])('at %s is %s', (now, text) => {
    expect(timeLeft({ expiresAt, expiredAt: null }, now)).toBe(text);
  });

  it('is Expired once the files are gone, and nothing before the video is made', () => {
    expect(timeLeft({ expiresAt, expiredAt: expiresAt }, made)).toBe('Expired');
    expect(timeLeft({ expiresAt: null, expiredAt: null }, made)).toBeNull();
  });
});

describe('the status', () => {
  it('names the render step while rendering, and Ready or Expired once made', () => {
    expect(statusText({ status: 'RENDERING', currentStep: 'IMAGES', expiredAt: null })).toBe(
      'Drawing the pictures',
    );
    expect(statusText({ status: 'RENDERING', currentStep: null, expiredAt: null })).toBe(
      'Rendering',
    );
    expect(statusText({ status: 'COMPLETED', currentStep: null, expiredAt: null })).toBe('Ready');
    expect(statusText({ status: 'COMPLETED', currentStep: null, expiredAt: expiresAt })).toBe(
      'Expired',
    );
    expect(statusText({ status: 'FAILED', currentStep: null, expiredAt: null })).toBe('Failed');
  });

  it('links the player at /dashboard?video={id}', () => {
    expect(videoPath('a-1')).toBe('/dashboard?video=a-1');
  });
});
