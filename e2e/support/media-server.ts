/**
 * The fourth app server of the browser tests speaks and draws through a local fake of OpenAI's
 * speech, transcription and images APIs (e2e/support/media-fake-server.ts) that answers them as
 * the real one does and counts the calls: the versions journey (editor-versions.spec.ts) reads
 * the counts to prove that a preview's voice and pictures are reused by the final render, and
 * that a revision speaks only the scene that changed.
 */
import { expect } from '@playwright/test';

// Offsets from E2E_PORT, so that two runs on one machine (E2E_PORT apart) do not collide.
const BASE_PORT = Number(process.env.E2E_PORT ?? 3100);
export const MEDIA_APP_PORT = BASE_PORT + 3;
export const MEDIA_APP_URL = `http://127.0.0.1:${MEDIA_APP_PORT}`;
export const MEDIA_FAKE_PORT = BASE_PORT + 93;
export const MEDIA_FAKE_URL = `http://127.0.0.1:${MEDIA_FAKE_PORT}`;

export interface MediaCalls {
  speech: number;
  images: number;
}

/** The fake's counts so far: speech and image requests, every test's together. */
export async function mediaCalls(): Promise<MediaCalls> {
  const response = await fetch(`${MEDIA_FAKE_URL}/calls`);
  expect(response.ok).toBe(true);
  const counts = (await response.json()) as Record<string, number>;
  return {
    speech: counts['/v1/audio/speech'] ?? 0,
    images: counts['/v1/images/generations'] ?? 0,
  };
}
