import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { signIn, uniqueEmail } from '../support/auth';

test.describe('development sign-in', () => {
  test('a protected route sends a signed-out visitor to /login, and back there after sign-in', async ({
    page,
  }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page.getByRole('heading', { name: 'Development sign-in' })).toBeVisible();
    await expect(page.getByText('Development only')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const email = uniqueEmail('return');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('navigation', { name: 'Main' })).toContainText(email);
  });

  test('signIn() lands on /create signed in, with the token gone from the address bar', async ({
    page,
  }) => {
    const email = await signIn(page);
    await expect(page).toHaveURL(/\/create$/);
    expect(page.url()).not.toContain('token=');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Create' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Notifications' })).toBeVisible();
    await expect(nav.getByText(email)).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Login' })).toHaveCount(0);
  });

  test('an invalid email is refused on the page itself', async ({ page }) => {
    await page.goto('/api/oauth2/authorization/google');
    await page.getByLabel('Email').fill('not-an-email');
    // Skip the browser's own check to see the server's.
    await page.locator('form').evaluate((form) => form.setAttribute('novalidate', ''));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Enter a valid email address');
    await expect(page.getByLabel('Email')).toHaveValue('not-an-email');
  });
});
