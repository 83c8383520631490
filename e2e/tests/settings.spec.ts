import { expect, test } from '@playwright/test';
import { signIn, tokenOf } from '../support/auth';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { openNavigation } from '../support/videos';

test.describe('settings', () => {
  test('the header email leads to the settings, which show the account and its defaults', async ({
    page,
  }) => {
    const email = await signIn(page);
    const nav = await openNavigation(page);
    await nav.getByRole('link', { name: email }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Account', exact: true })).toContainText(email);
    const form = page.getByRole('form', { name: 'Video defaults' });
    await expect(form.getByLabel('Language')).toHaveValue('en');
    await expect(form.getByLabel('Narration voice')).toHaveValue('alloy');
    await expect(form.getByLabel('Art style')).toHaveValue('');
    await expect(form.getByLabel('Video format')).toHaveValue('9:16');
    await expect(form.getByLabel('Video length')).toHaveValue('short');
    await expect(form.getByLabel('Caption style')).toHaveValue('karaoke');
    await expect(form.getByLabel('Background music')).toHaveValue('auto');
    await expectNoSeriousA11yViolations(page);
  });

  test('saved defaults stay, and the create form starts from them', async ({ page }) => {
    await signIn(page);
    await page.goto('/settings');
    const form = page.getByRole('form', { name: 'Video defaults' });
    await form.getByLabel('Language').selectOption('Deutsch');
    await form.getByLabel('Narration voice').selectOption('onyx');
    await form.getByLabel('Art style').selectOption('noir');
    await form.getByLabel('Video format').selectOption('16:9');
    await form.getByLabel('Video length').selectOption('long');
    await form.getByLabel('Caption style').selectOption('boxed');
    await form.getByLabel('Background music').selectOption('still-water');
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/user/settings') && r.request().method() === 'PUT',
    );
    await form.getByRole('button', { name: 'Save defaults' }).click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByText('Your defaults were saved')).toBeVisible();

    await page.reload();
    await expect(form.getByLabel('Language')).toHaveValue('de');
    await expect(form.getByLabel('Narration voice')).toHaveValue('onyx');
    await expect(form.getByLabel('Caption style')).toHaveValue('boxed');
    await expect(form.getByLabel('Background music')).toHaveValue('still-water');

    await page.goto('/create');
    await expect(page.getByLabel('Language')).toHaveValue('de');
    await page.getByLabel('Topic').selectOption('myths-mythology');
    await expect(page.getByRole('radio', { name: /^Onyx/ })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Film Noir' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Long (60-90 seconds)' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Horizontal (16:9)' })).toBeChecked();
    await expect(page.getByRole('button', { name: 'Create Video' })).toBeVisible();
    // English picked in the form is kept over the saved German, as for the other fields.
    await page.getByLabel('Language').selectOption('English');
    await page.reload();
    await expect(page.getByLabel('Language')).toHaveValue('en');

    await page.goto('/custom-tool');
    const tool = page.getByRole('form', { name: 'Script to video' });
    await expect(tool.getByLabel('Language')).toHaveValue('de');
    await expect(tool.getByLabel('Narration voice')).toHaveValue('onyx');
  });

  test('delete account: confirmed by typing the email, then signed out on the home page', async ({
    page,
  }) => {
    const email = await signIn(page);
    const token = await tokenOf(page);
    await page.goto('/settings');
    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog).toBeVisible();
    const confirm = dialog.getByRole('button', { name: 'Delete my account' });
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel('Your email').fill('someone-else@example.com');
    await expect(confirm).toBeDisabled();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Delete account' }).click();
    await dialog.getByLabel('Your email').fill(email.toUpperCase());
    await confirm.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Your account was deleted')).toBeVisible();
    const nav = await openNavigation(page);
    await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
    // The old token is dead everywhere.
    const after = await page.request.get('/api/user/settings', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(after.status()).toBe(401);
  });
});
