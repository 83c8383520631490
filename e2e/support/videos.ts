import { expect, type Page } from '@playwright/test';
import { buyCredits, tokenOf } from './auth';

/**
 * Videos made over HTTP for the signed-in user of `page`, without the slow browser flow:
 * a script of the user's own (`POST /api/story/from-script`, STORY_READY at once), finalized
 * (`continue`), then rendered by the server's worker. Short scripts keep renders short.
 */
export interface MadeVideo {
  id: string;
  token: string;
  title: string;
}

const headersOf = async (page: Page) => ({ authorization: `Bearer ${await tokenOf(page)}` });

/** Starts a render of `script` and answers at once (the video is RENDERING). */
export async function startVideo(
  page: Page,
  script: string,
  settings: { aspectRatio?: string; artStyle?: string } = {},
): Promise<MadeVideo> {
  const headers = await headersOf(page);
  const started = await page.request.post('/api/story/from-script', {
    headers,
    data: {
      script,
      artStyle: settings.artStyle ?? 'minimalist',
      aspectRatio: settings.aspectRatio ?? '16:9',
      duration: 'short',
      voice: 'nova',
    },
  });
  expect(started.status(), await started.text()).toBe(200);
  const { projectId, token } = (await started.json()) as { projectId: string; token: string };
  const continued = await page.request.post(`/api/story/${projectId}/continue`, {
    headers: { ...headers, 'generation-token': token },
  });
  expect(continued.status(), await continued.text()).toBe(200);
  const status = await page.request.get(`/api/story/video/${projectId}/status`, { headers });
  const { title } = (await status.json()) as { title: string };
  return { id: projectId, token, title };
}

/** Waits until the worker has made the video. */
export async function waitForVideo(page: Page, video: MadeVideo, timeout = 300_000) {
  const headers = await headersOf(page);
  await expect
    .poll(
      async () => {
        const response = await page.request.get(`/api/story/video/${video.id}/status`, {
          headers,
        });
        return ((await response.json()) as { status: string }).status;
      },
      { timeout, intervals: [1_000] },
    )
    .toBe('COMPLETED');
}

/** Buys credits, then makes one finished video. */
export async function makeVideo(page: Page, script: string): Promise<MadeVideo> {
  await buyCredits(page);
  const video = await startVideo(page, script);
  await waitForVideo(page, video);
  return video;
}

/** The header's navigation, opened first on a phone (where it is behind the menu button). */
export async function openNavigation(page: Page) {
  const menu = page.getByRole('button', { name: 'Open menu' });
  if (await menu.isVisible()) await menu.click();
  return page.getByRole('navigation', { name: 'Main' });
}
