import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { OIDC_APP_URL, OIDC_IDENTITY, OIDC_PROVIDER_URL } from '../support/oidc-servers';

// This server signs in through OpenID Connect against the local provider, not the dev page.
test.use({ baseURL: OIDC_APP_URL });

test.describe('sign in with Google (OpenID Connect against a local provider)', () => {
  test('from /create signed out, through the provider and back to /create signed in; logout kills the token', async ({
    page,
  }) => {
    const providerRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(OIDC_PROVIDER_URL)) providerRequests.push(request.url());
    });

    await page.goto('/create');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page).toHaveURL(`${OIDC_APP_URL}/create`);

    // The browser went to the provider's /authorize with PKCE, and came back with a token
    // that is no longer in the address bar.
    const authorize = new URL(providerRequests.find((u) => u.includes('/authorize'))!);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(page.url()).not.toContain('token');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByText(OIDC_IDENTITY.email)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Create a video' })).toBeVisible();

    const token = await page.evaluate(() => window.localStorage.getItem('token'));
    expect(token).not.toBeNull();
    const before = await page.request.get('/api/auth/user', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(await before.json()).toMatchObject({ email: OIDC_IDENTITY.email });

    await nav.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByText('Logged out successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
    const after = await page.request.get('/api/auth/user', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(after.status()).toBe(401);
    expect(await after.json()).toMatchObject({ message: 'Invalid token' });
  });

  test('a sign-in that fails at the callback lands on /login with the reason', async ({ page }) => {
    // A callback the browser never started (no state cookie): refused.
    await page.goto('/api/login/oauth2/code/google?code=stolen&state=forged');
    await expect(page).toHaveURL(/\/login\?error=failed$/);
    await expect(page.getByRole('alert')).toHaveText('Sign-in failed. Please try again.');
    await expectNoSeriousA11yViolations(page);
  });
});
