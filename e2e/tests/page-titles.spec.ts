import { expect, test } from '@playwright/test';
import { buyCredits, signIn } from '../support/auth';

const HOME = 'Reelsmith: story-driven short videos, made for you by AI';

const PUBLIC_ROUTES = [
  ['/', HOME],
  ['/login', 'Sign in · Reelsmith'],
  ['/pricing', 'Pricing · Reelsmith'],
  ['/privacy', 'Privacy Policy · Reelsmith'],
  ['/terms', 'Terms of Service · Reelsmith'],
  ['/disclosure', 'Google API Disclosure · Reelsmith'],
  ['/no/such/page', 'Page not found · Reelsmith'],
] as const;

const PROTECTED_ROUTES = [
  ['/create', 'Create a video · Reelsmith'],
  ['/payment', 'Purchase Credits · Reelsmith'],
  ['/payment/success', 'No payment to confirm · Reelsmith'],
  ['/payment/success?session_id=cs_test_unknown', 'Payment failed · Reelsmith'],
  ['/payment/cancel', 'Payment cancelled · Reelsmith'],
  ['/editor', 'Editor · Reelsmith'],
  ['/dashboard', 'Dashboard · Reelsmith'],
  ['/custom-tool', 'Script to video · Reelsmith'],
  ['/settings', 'Settings · Reelsmith'],
] as const;

test.describe('every route sets its own document title', () => {
  test('the titles are all different', () => {
    const titles = [...PUBLIC_ROUTES, ...PROTECTED_ROUTES].map(([, title]) => title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  test('public routes, loaded and reached by a link', async ({ page }) => {
    for (const [path, title] of PUBLIC_ROUTES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page).toHaveTitle(title);
    }
    // Moving inside the app changes the title too, home included.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveTitle('Pricing · Reelsmith');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Home' })
      .click();
    await expect(page).toHaveTitle(HOME);
  });

  test('protected routes, signed in with credits', async ({ page }) => {
    await signIn(page);
    await buyCredits(page, 'starter'); // the editor needs a balance above zero
    for (const [path, title] of PROTECTED_ROUTES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page).toHaveTitle(title);
    }
  });
});
