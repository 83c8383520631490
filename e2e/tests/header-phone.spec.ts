import { expect, test } from '@playwright/test';
import { signIn } from '../support/auth';

test('on a 390 px phone the credit balance is in the header bar, menu closed', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  const menu = page.getByRole('button', { name: 'Open menu' });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  const chip = page.getByRole('button', { name: /^0 credits\. Buy credits$/ });
  await expect(chip).toBeVisible();
  await expect(chip).toBeInViewport({ ratio: 1 });
  // In the bar beside the menu button, not covered by anything.
  const [chipBox, menuBox] = await Promise.all([chip.boundingBox(), menu.boundingBox()]);
  expect(chipBox!.x + chipBox!.width).toBeLessThanOrEqual(menuBox!.x);
  expect(
    Math.abs(chipBox!.y + chipBox!.height / 2 - (menuBox!.y + menuBox!.height / 2)),
  ).toBeLessThan(4);
  await chip.click({ trial: true }); // nothing lies on top of it
  await chip.click();
  await expect(page.getByRole('dialog', { name: /Purchase Credits/i })).toBeVisible();
});
