import { expect, test, type Page } from '@playwright/test';
import { buyCredits, signIn, tokenOf } from '../support/auth';
import { expectAllSaved, narrationOf, openEditor } from '../support/editor';
import { balanceChip } from '../support/payment';

/*
 * The free preview and revisions (docs/product/generations.md#preview, #revisions), as a person
 * uses them, in one journey to keep renders few: preview a draft (no credit), finalize it,
 * "Edit and re-render" it (the first revision is included), change one scene and finalize;
 * then, from the dashboard where the versions are listed together, a second revision whose
 * cost (1 credit) is shown before the click and spent at Finalize. That nothing is spoken or
 * drawn twice is counted by apps/server/test/versions.test.ts against a fake of the APIs.
 */
const SCRIPT =
  'A fox found a lantern in the snow. It glowed brighter every time she was brave. ' +
  'By spring the whole forest followed its light home.';

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
    timeout: 60_000,
  });
};

test('preview then finalize; a revision re-renders one scene, the second one costs a credit', async ({
  page,
}) => {
  test.setTimeout(1_200_000);
  await signIn(page);
  await buyCredits(page);
  const credits = await balanceOf(page);
  const started = await page.request.post('/api/story/from-script', {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
    data: {
      script: SCRIPT,
      artStyle: 'minimalist',
      aspectRatio: '16:9',
      duration: 'short',
      voice: 'nova',
    },
  });
  expect(started.status(), await started.text()).toBe(200);
  const { projectId } = (await started.json()) as { projectId: string };
  await openEditor(page, projectId);

  // ---- Preview: free, small, marked; the editor stays a draft.
  const panel = page.getByRole('region', { name: 'Preview' });
  await expect(panel.getByText('5 free previews left')).toBeVisible();
  await panel.getByRole('button', { name: 'Preview', exact: true }).click();
  await expect(panel.getByRole('button', { name: 'Making the preview...' })).toBeDisabled();
  const previewVideo = panel.getByLabel('Preview of your video');
  await expect(previewVideo).toBeVisible({ timeout: 600_000 });
  await expect
    .poll(() => previewVideo.evaluate((v: HTMLVideoElement) => v.videoWidth), { timeout: 30_000 })
    .toBe(640);
  await expect(panel.getByText('4 free previews left')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Preview again' })).toBeEnabled();
  await expectBalance(page, credits);

  // ---- Finalize: one credit.
  await finalize(page, 'Finalize video (1 credit)');
  await expectBalance(page, credits - 1);
  await expect(page.getByRole('link', { name: 'Download' })).toBeVisible({ timeout: 600_000 });

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
  // The earlier versions stay playable.
  await page.goto('/dashboard');
  await expect(page.getByRole('link', { name: /^Play / })).toHaveCount(3);
});
