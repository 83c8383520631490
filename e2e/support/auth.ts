import { randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';

/** A fresh address for each call, so each test has its own user. */
export const uniqueEmail = (prefix = 'e2e') =>
  `${prefix}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@example.com`;

/**
 * Signs in through the development sign-in of the default server (port 3100): the start URL,
 * the "Development sign-in" page, the callback, then wherever the app sends a signed-in person
 * (the saved return path, else /create). Returns the email used.
 */
export async function signIn(page: Page, email: string = uniqueEmail()): Promise<string> {
  await page.goto('/api/oauth2/authorization/google');
  await expect(page.getByRole('heading', { name: 'Development sign-in' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(
    (url) => !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/oauth2/callback'),
  );
  // Signed in: the token is stored and the user is loaded (the header shows the email).
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('token'))).not.toBeNull();
  await expect(page.locator('.nav-email', { hasText: email.toLowerCase() })).toBeAttached();
  return email;
}
