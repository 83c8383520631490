import { expect, test } from '@playwright/test';
import { buyCredits, signIn } from '../support/auth';
import { balanceChip, payWithTestCard } from '../support/payment';

test.describe('the editor needs a credit balance above zero', () => {
  test('with 0 credits, /editor goes to /payment with the way back; paying returns there', async ({
    page,
  }) => {
    // A new user: the browser tests' server gives no credits at sign-up (SIGNUP_CREDITS=0).
    await signIn(page);
    await expect(balanceChip(page)).toHaveAccessibleName('0 credits. Buy credits');
    await page.goto('/editor');
    await expect(page).toHaveURL(/\/payment\?returnTo=%2Feditor$/);
    await expect(page.getByRole('heading', { name: 'Purchase Credits' })).toBeVisible();
    await expect(page.getByText('After paying, you go straight back.')).toBeVisible();

    await page.getByRole('button', { name: 'Choose the Starter Pack' }).click();
    // Choosing a pack keeps the way back in the address.
    await expect(page).toHaveURL(/\/payment\?packageId=starter&returnTo=%2Feditor$/);
    await payWithTestCard(page);
    await expect(page.getByText('Successfully purchased 3 credits!')).toBeVisible();
    // The full navigation goes back to the editor instead of /dashboard...
    await page.waitForURL(/\/editor$/, { waitUntil: 'load' });
    await expect(page.getByRole('heading', { level: 1, name: 'Editor' })).toBeVisible();
    // ...and the page it lands on shows the purchase again.
    await expect(
      page.locator('[data-sonner-toast]').filter({ hasText: 'Successfully purchased 3 credits!' }),
    ).toBeVisible();
    await expect(balanceChip(page)).toHaveAccessibleName('3 credits. Buy credits');
  });

  test("with 0 credits, a project's editor page keeps its path as the way back", async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/editor/some-project');
    await expect(page).toHaveURL(/\/payment\?returnTo=%2Feditor%2Fsome-project$/);
    await expect(page.getByRole('heading', { name: 'Purchase Credits' })).toBeVisible();
  });

  test('with credits, /editor and /editor/:id open and stay', async ({ page }) => {
    await signIn(page);
    await buyCredits(page, 'starter');
    for (const path of ['/editor', '/editor/some-project']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Editor' })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    }
  });

  test('a return path to another site is never followed', async ({ page }) => {
    await signIn(page);
    await page.goto('/payment?returnTo=%2F%5Cevil.example%2F');
    await expect(page.getByRole('heading', { name: 'Purchase Credits' })).toBeVisible();
    await expect(page.getByText('After paying, you go straight back.')).toHaveCount(0);
    await page.getByRole('button', { name: 'Choose the Starter Pack' }).click();
    await payWithTestCard(page);
    // Paying leads to /dashboard, on this site.
    await page.waitForURL(/\/dashboard$/, { waitUntil: 'load' });
  });
});
