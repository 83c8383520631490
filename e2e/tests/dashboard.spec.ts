import { expect, test } from '@playwright/test';
import { buyCredits, signIn, tokenOf } from '../support/auth';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { startVideo, waitForVideo } from '../support/videos';

test.describe('dashboard', () => {
  test('no videos yet: the way to /create, the balance, Buy credits and an empty history', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/dashboard');
    const videos = page.getByRole('region', { name: 'Your videos' });
    await expect(videos).toContainText('No videos yet');
    await expect(page.getByText('Your balance: 0 credits')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Credit history' })).toContainText(
      'No credits bought or spent yet.',
    );
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Buy more credits' }).click();
    const popup = page.getByRole('dialog', { name: 'Purchase Credits' });
    await expect(popup).toContainText('Select a package to get started');
    await popup.getByRole('button', { name: 'Close' }).click();
    await expect(popup).toBeHidden();
    await videos.getByRole('link', { name: 'Make your first video' }).click();
    await expect(page).toHaveURL(/\/create$/);
  });

  test('the credit history pages over the ledger: date, what it was, plus or minus', async ({
    page,
  }) => {
    await signIn(page);
    for (let i = 0; i < 11; i += 1) await buyCredits(page);
    await page.goto('/dashboard');
    const history = page.getByRole('region', { name: 'Credit history' });
    await expect(page.getByText('Your balance: 33 credits')).toBeVisible();
    const rows = history.getByRole('row');
    await expect(rows).toHaveCount(11); // the header and 10 entries
    await expect(rows.nth(1)).toContainText('Credits bought');
    await expect(rows.nth(1)).toContainText('+3');
    await expect(rows.nth(1)).toContainText('33');
    await expect(history).toContainText('Page 1 of 2');
    await history.getByRole('button', { name: 'Older' }).click();
    await expect(history).toContainText('Page 2 of 2');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText('+3');
    await expect(rows.nth(1).getByRole('cell').nth(3)).toHaveText('3');
    await expectNoSeriousA11yViolations(page);
  });

  test('a video: live progress, then play, reload, download and delete', async ({ page }) => {
    // Renders queue behind each other (one at a time per worker) on a shared machine.
    test.setTimeout(420_000);
    await signIn(page);
    await buyCredits(page);
    const video = await startVideo(page, 'A paper boat sailed down the gutter to the sea.');
    await page.goto('/dashboard');
    const card = page.getByRole('listitem').filter({ hasText: video.title });
    await expect(card).toContainText('Horizontal (16:9)');
    // While it renders: the step and the progress bar, moving without a reload.
    await expect(
      card.getByRole('progressbar', { name: `Progress of ${video.title}` }),
    ).toBeVisible();
    await expect(card.getByRole('button', { name: `Delete ${video.title}` })).toHaveCount(0);
    await waitForVideo(page, video);
    await expect(card).toContainText('Ready', { timeout: 15_000 });
    await expect(card).toContainText('6 days left');
    await expect(card.getByRole('progressbar')).toHaveCount(0);
    await expect(card.locator('img')).toHaveJSProperty('complete', true);
    expect(
      await card.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0);
    await expect(page.getByText('Your balance: 2 credits')).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Credit history' }).getByRole('row').nth(1),
    ).toContainText('Video made');
    await expectNoSeriousA11yViolations(page);

    // Play in a dialog at /dashboard?video={id}; a reload opens it again.
    await card.getByRole('link', { name: `Play ${video.title}` }).click();
    await expect(page).toHaveURL(`/dashboard?video=${video.id}`);
    const player = page.getByRole('dialog', { name: video.title });
    const element = player.locator('video');
    await expect(element).toBeVisible();
    await expect
      .poll(() => element.evaluate((v: HTMLVideoElement) => v.readyState))
      .toBeGreaterThanOrEqual(1);
    expect(await element.evaluate((v: HTMLVideoElement) => v.duration)).toBeGreaterThan(1);
    await expectNoSeriousA11yViolations(page);
    await page.reload();
    await expect(player.locator('video')).toBeVisible();
    const downloading = page.waitForEvent('download');
    await player.getByRole('link', { name: 'Download' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^A-paper-boat.*\.mp4$/);
    await player.getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    // The card's own download.
    const again = page.waitForEvent('download');
    await card.getByRole('button', { name: `Download ${video.title}` }).click();
    expect((await again).suggestedFilename()).toMatch(/\.mp4$/);

    // Delete, confirmed: the files go with it.
    await card.getByRole('button', { name: `Delete ${video.title}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this video?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: `Delete ${video.title}` }).click();
    await confirm.getByRole('button', { name: 'Delete video' }).click();
    await expect(page.getByRole('region', { name: 'Your videos' })).toContainText('No videos yet');
    const gone = await page.request.get(`/api/story/video/${video.id}`, {
      headers: { authorization: `Bearer ${await tokenOf(page)}` },
    });
    expect(gone.status()).toBe(404);
  });

  test('a video link of someone else, or of nothing, says so in the dialog', async ({ page }) => {
    await signIn(page);
    await page.goto('/dashboard?video=00000000-0000-4000-8000-000000000000');
    const dialog = page.getByRole('dialog', { name: 'Your video' });
    await expect(dialog.getByRole('alert')).toHaveText('Not found');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
