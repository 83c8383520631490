import { devices, expect, test, type Page } from '@playwright/test';
import { buyCredits, signIn, tokenOf } from '../support/auth';
import {
  expectAllSaved,
  FINALIZE_TIMEOUT,
  narrationOf,
  narrations,
  openEditor,
} from '../support/editor';
import { MEDIA_APP_URL, mediaCalls, type MediaCalls } from '../support/media-server';
import { balanceChip } from '../support/payment';

/*
 * The free preview and revisions (docs/product/generations.md#preview, #revisions), as a person
 * uses them, in one journey to keep renders few: preview a draft (no credit), finalize it,
 * "Edit and re-render" it (the first revision is included), change one scene and finalize;
 * then, from the dashboard where the versions are listed together, a second revision whose
 * cost (1 credit) is shown before the click and spent at Finalize. On a desktop and on a phone.
 *
 * The app server here speaks and draws through a local fake of OpenAI's speech and images APIs
 * that counts the calls (e2e/support/media-server.ts): by the time the preview plays, each scene
 * is spoken once and drawn once (its picture as the editor opens), the final render neither
 * speaks nor draws, the revision speaks only the scene that changed and draws nothing. The two
 * journeys run one after the other in one worker (this file's tests, in order), so that each
 * reads the counts its own renders made.
 */
test.use({ baseURL: MEDIA_APP_URL });

/*
 * Three paragraphs: three scenes. The fake speaks 200 ms a character: about 34 s, a short
 * video's length, so each scene is spoken once (a voice far from the length is spoken again at
 * a fitted rate). One script a journey: the render cache is shared, and a voice or a picture
 * another journey made would not be asked for again.
 */
const SCRIPTS = {
  desktop:
    'A fox found a lantern half buried in the snow.\n\n' +
    'It glowed a little brighter every time she was brave enough to go on.\n\n' +
    'By spring the whole forest followed its warm light home.',
  phone:
    'An old sailor kept a lighthouse on a rock at sea.\n\n' +
    'Every night he counted the ships and wrote their names in a book.\n\n' +
    'When he retired, the sailors rowed out to thank him.',
};

const balanceOf = async (page: Page) => {
  const response = await page.request.get('/api/credits/balance', {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
  });
  return ((await response.json()) as { availableCredits: number }).availableCredits;
};
const expectBalance = (page: Page, credits: number) =>
  expect(balanceChip(page)).toHaveAccessibleName(
    `${credits} credit${credits === 1 ? '' : 's'}. Buy credits`,
  );
/*
 * Finalize answers once the credit is spent; the header asks for the balance after that. On a
 * loaded 2-core machine (this server's one process rendering other tests' videos) the save it
 * flushes first and the call itself have taken longer than an expectation's 10 s, so the
 * editor giving way to the progress is awaited before the balance is read.
 */
const finalize = async (page: Page, label: string) => {
  await page.getByRole('button', { name: label }).click();
  await expect(page.getByRole('heading', { name: 'Making your video' })).toBeVisible({
    timeout: FINALIZE_TIMEOUT,
  });
};

/** The calls made since `before`: what this journey's renders spoke and drew. */
const callsSince = async (before: MediaCalls) => {
  const now = await mediaCalls();
  return { speech: now.speech - before.speech, images: now.images - before.images };
};

async function versionsJourney(page: Page, script: string, aspectRatio: '16:9' | '9:16') {
  test.setTimeout(1_200_000);
  await signIn(page);
  await buyCredits(page);
  const credits = await balanceOf(page);
  // Before the project: its storyboard draws the pictures as the editor opens.
  const before = await mediaCalls();
  const started = await page.request.post('/api/story/from-script', {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
    data: { script, artStyle: 'minimalist', aspectRatio, duration: 'short', voice: 'nova' },
  });
  expect(started.status(), await started.text()).toBe(200);
  const { projectId } = (await started.json()) as { projectId: string };
  await openEditor(page, projectId);
  const scenes = (await narrations(page)).length;
  expect(scenes).toBe(3);

  // ---- Preview: free, small, marked; the editor stays a draft. Each scene spoken and drawn once.
  const panel = page.getByRole('region', { name: 'Preview' });
  await expect(panel.getByText('5 free previews left')).toBeVisible();
  await panel.getByRole('button', { name: 'Preview', exact: true }).click();
  await expect(panel.getByRole('button', { name: 'Making the preview...' })).toBeDisabled();
  const previewVideo = panel.getByLabel('Preview of your video');
  await expect(previewVideo).toBeVisible({ timeout: 600_000 });
  await expect
    .poll(() => previewVideo.evaluate((v: HTMLVideoElement) => v.videoWidth), { timeout: 30_000 })
    .toBe(aspectRatio === '16:9' ? 640 : 360);
  await expect(panel.getByText('4 free previews left')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Preview again' })).toBeEnabled();
  await expectBalance(page, credits);
  expect(await callsSince(before)).toEqual({ speech: scenes, images: scenes });

  // ---- Finalize: one credit; the preview's voice and pictures reused, nothing made twice.
  await finalize(page, 'Finalize video (1 credit)');
  await expectBalance(page, credits - 1);
  await expect(page.getByRole('link', { name: 'Download' })).toBeVisible({ timeout: 600_000 });
  expect(await callsSince(before)).toEqual({ speech: scenes, images: scenes });

  // ---- The first revision: included, said before the click.
  const edit = page.getByRole('button', { name: /^Edit and re-render/ });
  await expect(edit).toHaveAccessibleDescription("Included in this video's credit");
  await edit.click();
  await expect(page).not.toHaveURL(new RegExp(projectId));
  await expect(page.getByRole('heading', { name: 'Scenes', exact: true })).toBeVisible({
    timeout: 60_000,
  });
  await expect(
    page.getByText("Version 2. Finalizing this revision is included in your video's credit."),
  ).toBeVisible();
  const first = narrationOf(page, 1);
  await first.fill(`${await first.inputValue()} Nobody forgot it.`);
  await expectAllSaved(page);
  // The button says what it spends: nothing, for the included revision.
  await finalize(page, 'Finalize video (included)');
  await expect(page.getByRole('link', { name: 'Download' })).toBeVisible({ timeout: 600_000 });
  await expectBalance(page, credits - 1);
  // Only the scene that changed is spoken again; its picture is kept.
  expect(await callsSince(before)).toEqual({ speech: scenes + 1, images: scenes });

  // ---- The dashboard: the versions together; the second revision's cost before the click.
  await page.goto('/dashboard');
  const titles = page.locator('li.video-card').getByRole('heading', { level: 3 });
  await expect(titles.first()).toContainText('Version 2');
  await expect(titles.nth(1)).not.toContainText('Version');
  const again = page.getByRole('button', { name: /^Edit and re-render/ }).first();
  await expect(again).toHaveAccessibleDescription('Costs 1 credit');
  await again.click();
  await expect(page.getByText('Version 3. Finalizing this revision costs 1 credit.')).toBeVisible({
    timeout: 60_000,
  });
  await finalize(page, 'Finalize video (1 credit)');
  await expectBalance(page, credits - 2);
  await expect(page.getByRole('link', { name: 'Download' })).toBeVisible({ timeout: 600_000 });
  expect(await callsSince(before)).toEqual({ speech: scenes + 1, images: scenes });
  // The earlier versions stay playable.
  await page.goto('/dashboard');
  await expect(page.getByRole('link', { name: /^Play / })).toHaveCount(3);
}

test('on a desktop: preview then finalize; a revision re-renders one scene, the second costs a credit', async ({
  page,
}) => {
  await versionsJourney(page, SCRIPTS.desktop, '16:9');
});

test.describe('on a phone', () => {
  // The phone's screen, touch and user agent; the browser is the project's (one per worker).
  const { defaultBrowserType: _browser, ...phone } = devices['Pixel 7'];
  test.use(phone);

  test('preview then finalize; a revision re-renders one scene, the second costs a credit', async ({
    page,
  }) => {
    expect(page.viewportSize()).toEqual({ width: 412, height: 839 });
    await versionsJourney(page, SCRIPTS.phone, '9:16');
  });
});
