import { expect, test } from '@playwright/test';

test('a page chunk that fails to load is reported and shows the error screen', async ({ page }) => {
  const reports: unknown[] = [];
  await page.route('**/api/errors/report', async (route) => {
    reports.push(route.request().postDataJSON());
    await route.continue();
  });
  await page.goto('/');
  // The pricing page is loaded on demand: make its chunk fail as after a redeploy.
  await page.route(/\/assets\/pricing-[\w-]+\.js$/, (route) => route.abort('failed'));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Pricing' }).click();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByText(/Failed to load this page/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect.poll(() => reports.length).toBeGreaterThan(0);
  expect(reports[0]).toMatchObject({ kind: 'chunk-load', name: 'ChunkLoadError' });

  // Try again reloads; with the chunk reachable again the page appears.
  await page.unroute(/\/assets\/pricing-[\w-]+\.js$/);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: /Pay per video/ })).toBeVisible();
});
