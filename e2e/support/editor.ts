import { crc32, deflateSync } from 'node:zlib';
import { expect, type Page } from '@playwright/test';
import { tokenOf } from './auth';

/** The settings a test's project starts with (the generate-story payload). */
export const TEST_SETTINGS = {
  topic: 'science-exploration',
  artStyle: 'noir',
  aspectRatio: '9:16',
  duration: 'short',
  voice: 'nova',
} as const;

/**
 * Starts a project for the signed-in user through the API (what the create screen does, which
 * create.spec.ts tests as a person), and answers its id and generation token.
 */
export async function startProject(
  page: Page,
  settings: Record<string, string> = TEST_SETTINGS,
): Promise<{ projectId: string; token: string }> {
  const response = await page.request.post('/api/story/generate-story', {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
    data: settings,
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { projectId: string; token: string };
}

/** The project as the API has it (GET /story/{id}/status). */
export async function generationOf(page: Page, project: { projectId: string; token: string }) {
  const response = await page.request.get(`/api/story/${project.projectId}/status`, {
    headers: {
      authorization: `Bearer ${await tokenOf(page)}`,
      'generation-token': project.token,
    },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as {
    status: string;
    story: { title: string; scenes: { narration: string; imageId?: string }[] } | null;
    renderOptions: {
      captions: { enabled: boolean; style: string };
      music: { track: string; volume: number };
    };
    settings: Record<string, string>;
  };
}

/** Opens a project's editor and waits until its script is there to edit. */
export async function openEditor(page: Page, projectId: string) {
  await page.goto(`/editor/${projectId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Editor' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Scenes', exact: true })).toBeVisible({
    timeout: 60_000,
  });
}

/**
 * The editor's save state, once it says everything is saved. 30 s: on CI's two cores the one
 * app server also draws pictures and renders other tests' videos, and a save once stayed at
 * "Saving..." for over 15 s there (2026-11-28, editor.spec on the desktop, while the
 * full-render project ran beside it).
 */
export const expectAllSaved = (page: Page) =>
  expect(page.getByText('All changes saved')).toBeVisible({ timeout: 30_000 });

/** A scene's narration box. */
export const narrationOf = (page: Page, n: number) => page.getByLabel(`Scene ${n} narration`);

/** The narrations of every scene, in order. */
export async function narrations(page: Page): Promise<string[]> {
  return page
    .getByLabel(/^Scene \d+ narration$/)
    .evaluateAll((boxes) => boxes.map((box) => (box as HTMLTextAreaElement).value));
}

/** A real PNG file, `width` x `height`, of one colour: what a person's own picture would be. */
export function pngFile(width: number, height: number, [r, g, b]: [number, number, number]) {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array(width).fill([r, g, b]).flat())]);
  const pixels = deflateSync(Buffer.concat(Array<Buffer>(height).fill(row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * Clicks Create Video and sees the processing modal: the story call is held until the modal
 * has been seen (it may otherwise come and go faster than a check), then goes through.
 */
export async function createVideoSeeingProcessing(page: Page) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/story/generate-story', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Create Video' }).click();
  const modal = page.getByRole('dialog', { name: 'Creating Your Script' });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText(
    "This usually takes about 60 seconds, Please don't close this window.",
  );
  await expect(modal).toContainText('Generating story...');
  await expect(page.getByRole('button', { name: 'Creating...' })).toBeDisabled();
  // Released, the route lets this call and any later one straight through.
  release();
}

/**
 * How long a finalize or a retry may take to give way to the progress: on the loaded 2-core CI
 * machine the server's one process may be rendering another test's video, and the save it
 * flushes first and the call itself have taken longer than an expectation's 10 s there (the
 * versions journey, then the fallback journey).
 */
export const FINALIZE_TIMEOUT = 60_000;
