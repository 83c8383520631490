import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';

test.describe('public site', () => {
  test('home shows the hero, How It Works, the four FAQ groups and calls to action', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      'Story-driven short videos',
    );
    await expect(page.getByRole('heading', { name: 'How It Works' })).toBeVisible();
    await expect(page.locator('.steps > li')).toHaveCount(3);
    for (const group of ['Video Creation', 'Pricing', 'Usage', 'Technical']) {
      await expect(page.getByRole('heading', { name: group, exact: true })).toBeVisible();
    }
    const ctas = page.locator('main a[href="/create"]');
    expect(await ctas.count()).toBeGreaterThanOrEqual(2);
    const footer = page.getByRole('contentinfo');
    for (const name of ['Pricing', 'Privacy', 'Terms', 'Disclosure']) {
      await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(footer.getByRole('list', { name: 'Social links' }).getByRole('link')).toHaveCount(
      4,
    );
  });

  test('a call to action leads a signed-out visitor to /create, which asks them to sign in', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Create your video' }).first().click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('login shows Google and a disabled Facebook button with a Soon badge', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
    const facebook = page.getByRole('button', { name: /Continue with Facebook/ });
    await expect(facebook).toBeDisabled();
    await expect(facebook).toContainText('Soon');
  });

  test('on a 390 px phone the login buttons fit in their card and keep their icons', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/login');
    const heading = page.getByRole('heading', { level: 1, name: 'Sign in to Reelsmith' });
    const card = page.locator('.card', { has: heading });
    const cardBox = (await card.boundingBox())!;
    for (const name of [/Continue with Google/, /Continue with Facebook/]) {
      const button = page.getByRole('button', { name });
      const box = (await button.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(cardBox.x);
      expect(box.x + box.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
      // The button's text stays inside the button too.
      expect(await button.evaluate((b) => b.scrollWidth - b.clientWidth)).toBeLessThanOrEqual(0);
      const icon = (await button.locator('svg').first().boundingBox())!;
      expect(icon.width).toBeGreaterThanOrEqual(18);
      expect(icon.height).toBeGreaterThanOrEqual(18);
    }
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  for (const [path, title] of [
    ['/privacy', 'Privacy Policy'],
    ['/terms', 'Terms of Service'],
    ['/disclosure', 'Google API Disclosure'],
  ] as const) {
    test(`${path} is a legal page last updated December 23, 2024`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByText('Last updated December 23, 2024')).toBeVisible();
    });
  }

  test('the disclosure is the Google API data policy', async ({ page }) => {
    await page.goto('/disclosure');
    await expect(
      page.getByRole('link', { name: 'Google API Services User Data Policy' }),
    ).toBeVisible();
    await expect(page.getByText(/Limited Use requirements/)).toBeVisible();
  });

  test('pricing shows the three packs from the API with savings and Most Popular', async ({
    page,
  }) => {
    await page.goto('/pricing');
    for (const [name, price, credits, save] of [
      ['Starter Pack', '$3', '3 credits', 'Save 20%'],
      ['Popular Pack', '$8', '10 credits', 'Save 30%'],
      ['Pro Pack', '$14', '20 credits', 'Save 40%'],
    ] as const) {
      const card = page.getByRole('article', { name });
      await expect(card).toContainText(price);
      await expect(card).toContainText(credits);
      await expect(card).toContainText(save);
    }
    await expect(page.getByRole('article', { name: 'Popular Pack' })).toContainText('Most Popular');
    await expect(page.getByText('What is a token?')).toBeVisible();
    await page.getByText('Do tokens expire?').click();
    await expect(page.getByText('No. Tokens never expire.')).toBeVisible();
    await expect(page.getByText('Can I get a refund?')).toBeVisible();
  });

  test("pricing 'Get Started' carries the pack id to /payment", async ({ page }) => {
    await page.goto('/pricing');
    const link = page
      .getByRole('article', { name: 'Pro Pack' })
      .getByRole('link', { name: /Get Started/ });
    await expect(link).toHaveAttribute('href', '/payment?packageId=pro');
    await link.click();
    // Signed out, the protected payment page sends the visitor to sign in, remembering the pack.
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => sessionStorage.getItem('returnPath'))).toBe(
      '/payment?packageId=pro',
    );
  });

  test('an unknown path shows 404 Page not found', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: '404 Page not found' })).toBeVisible();
  });

  test('the hamburger toggles navigation on a 390 px wide screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(toggle).toBeVisible();
    await expect(nav).toBeHidden();
    await toggle.click();
    await expect(nav).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await nav.getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(nav).toBeHidden();
  });

  for (const path of [
    '/',
    '/login',
    '/pricing',
    '/privacy',
    '/terms',
    '/disclosure',
    '/missing-page',
  ]) {
    test(`${path} has no serious accessibility violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }
});
