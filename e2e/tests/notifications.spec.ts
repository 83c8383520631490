import { expect, test, type Page } from '@playwright/test';
import { buyCredits, signIn, tokenOf } from '../support/auth';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { openNavigation, startVideo } from '../support/videos';

async function openBell(page: Page) {
  const nav = await openNavigation(page);
  await nav.getByRole('button', { name: /^Notifications/ }).click();
  return page.getByRole('region', { name: 'Notifications', exact: true });
}

test.describe('notifications', () => {
  test('a failed load says so', async ({ page }) => {
    await signIn(page);
    await page.route('**/api/story/active', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Internal server error', error: 'x', code: 'INTERNAL' }),
      }),
    );
    const panel = await openBell(page);
    await expect(panel.getByRole('alert')).toHaveText('Failed to load notifications');
  });

  test('without a stored token the dropdown asks to log in', async ({ page }) => {
    await signIn(page);
    // The bell's first load ends before the API goes silent: a load still under way then would
    // never end, and opening the bell waits for it (a phone, slower to load the bell, met that).
    const bell = await openBell(page);
    await expect(bell.getByText('No notifications yet')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(bell).toBeHidden();
    // The page's own polls would answer 401 without the token and sign the page out (the
    // right thing, and a race with the click): the API stays silent while the token is gone.
    await page.route('**/api/**', () => undefined);
    await page.evaluate(() => window.localStorage.removeItem('token'));
    const panel = await openBell(page);
    await expect(panel.getByRole('alert')).toHaveText('Please log in to view notifications.');
  });

  test('an expired session: the toast, then /login', async ({ page }) => {
    await signIn(page);
    await page.goto('/settings');
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    const revoke = await page.request.post('/api/auth/logout', {
      headers: { authorization: `Bearer ${await tokenOf(page)}` },
    });
    expect(revoke.status()).toBe(200);
    // The bell's notifications are kept 15 s: on a phone, where the bell is in the menu, opening
    // the menu on a slow machine may already load them again, find the session gone and leave
    // for /login before the bell can be clicked (seen in CI). Either load says so.
    const nav = await openNavigation(page);
    const clicked = nav
      .getByRole('button', { name: /^Notifications/ })
      .click()
      .catch(() => undefined);
    const left = page.waitForURL(/\/login$/).catch(() => undefined);
    await Promise.race([clicked, left]);
    await expect(page.getByText('Session expired. Please log in again.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
  });

  test('the active project comes first, counted, and links to its editor', async ({ page }) => {
    await signIn(page);
    await buyCredits(page);
    const started = await page.request.post('/api/story/from-script', {
      headers: { authorization: `Bearer ${await tokenOf(page)}` },
      data: {
        script: 'Seven crows met on a wire to vote.',
        artStyle: 'sketch',
        aspectRatio: '9:16',
        duration: 'short',
        voice: 'echo',
      },
    });
    expect(started.status()).toBe(200);
    const { projectId } = (await started.json()) as { projectId: string };
    await page.goto('/dashboard');
    const nav = await openNavigation(page);
    await expect(nav.getByRole('button', { name: 'Notifications (1)' })).toBeVisible();
    const panel = await openBell(page);
    const items = panel.getByRole('link');
    await expect(items).toHaveCount(1);
    await expect(items.first()).toContainText('Seven crows met on a wire to vote');
    await expect(items.first()).toContainText('Script ready');
    await expect(items.first()).toHaveAttribute('href', `/editor/${projectId}`);
    await expectNoSeriousA11yViolations(page);
    await items.first().click();
    await expect(page).toHaveURL(`/editor/${projectId}`);
  });

  test('a render that ends elsewhere in the app: a toast with a link to the video', async ({
    page,
  }) => {
    // Renders queue behind each other (one at a time per worker) on a shared machine.
    test.setTimeout(420_000);
    await signIn(page);
    await buyCredits(page);
    const video = await startVideo(page, 'The kettle sang before anyone woke.');
    await page.goto('/settings');
    // While it renders it is the active project, linking to its editor.
    const panel = await openBell(page);
    const active = panel.getByRole('link').first();
    await expect(active).toContainText(`“${video.title}” is being made`);
    await expect(active).toHaveAttribute('href', `/editor/${video.id}`);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();

    const toast = page
      .locator('[data-sonner-toast]')
      .filter({ hasText: `“${video.title}” is ready` });
    await expect(toast).toBeVisible({ timeout: 300_000 });
    await toast.getByRole('button', { name: 'Watch it' }).click();
    await expect(page).toHaveURL(`/dashboard?video=${video.id}`);
    await expect(page.getByRole('dialog', { name: video.title }).locator('video')).toBeVisible();
    await page
      .getByRole('dialog', { name: video.title })
      .getByRole('button', { name: 'Close' })
      .click();

    // Now a completed video: it links to the player, and is not counted.
    const nav = await openNavigation(page);
    await expect(nav.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
    const reopened = await openBell(page);
    const done = reopened.getByRole('link').first();
    await expect(done).toContainText(`“${video.title}” is ready`);
    await expect(done).toHaveAttribute('href', `/dashboard?video=${video.id}`);
    await done.click();
    await expect(page).toHaveURL(`/dashboard?video=${video.id}`);
    await expect(page.getByRole('dialog', { name: video.title })).toBeVisible();
  });
});
