import { expect, test, type Locator } from '@playwright/test';
import { signIn } from '../support/auth';
import { balanceChip } from '../support/payment';

/** Whether the focused element is inside `dialog`. */
const focusIsIn = (dialog: Locator) =>
  dialog.evaluate((element) => element.contains(document.activeElement));

test.describe('dialogs', () => {
  test('keep focus inside, make the page behind inert, close on Escape and give focus back', async ({
    page,
  }) => {
    await signIn(page);
    const chip = balanceChip(page);
    await chip.click();
    const dialog = page.getByRole('dialog', { name: 'Purchase Credits' });
    await expect(dialog.getByRole('button', { name: /^Pro Pack/ })).toBeVisible();
    expect(await focusIsIn(dialog)).toBe(true);

    // The dialog has four controls (Close and three packs): Tab and Shift+Tab go round them.
    for (const key of ['Tab', 'Shift+Tab']) {
      const seen = new Set<string>();
      for (let i = 0; i < 9; i += 1) {
        await page.keyboard.press(key);
        expect(await focusIsIn(dialog), `focus after ${i + 1} x ${key}`).toBe(true);
        seen.add(
          await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? ''),
        );
      }
      expect(seen.size).toBe(4);
    }

    // A click on the page behind, right on the header's Dashboard link, does nothing.
    const behind = (await page.locator('header a[href="/dashboard"]').boundingBox())!;
    await page.mouse.click(behind.x + behind.width / 2, behind.y + behind.height / 2);
    await expect(page).toHaveURL(/\/create$/);
    await expect(dialog).toBeVisible();
    expect(
      await page.evaluate(() => document.querySelector('main')?.matches(':modal *') ?? true),
    ).toBe(false);

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(chip).toBeFocused();
  });

  test('Escape does not close a dialog that may not close now', async ({ page }) => {
    await signIn(page);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/payment/create-checkout-session', async (route) => {
      await held;
      await route.fulfill({ status: 500, json: { message: 'Internal server error', code: 'X' } });
    });
    await balanceChip(page).click();
    const dialog = page.getByRole('dialog', { name: 'Purchase Credits' });
    await dialog.getByRole('button', { name: /^Popular Pack/ }).click();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeDisabled();
    // Twice: Chromium closes a dialog on a second Escape unless it is opened again.
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    release();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeEnabled();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });
});
