import { expect, test } from '@playwright/test';
import { buyCredits, signIn } from '../support/auth';
import { expectNoSeriousA11yViolations } from '../support/axe';

/**
 * Settings > API keys as a person uses it: create a named key, see it once, find it in the
 * list (name, prefix, never used), use it, revoke it behind a confirmation (then it answers 401).
 */
test('API keys: create, shown once, listed, revoked', async ({ page }) => {
  await signIn(page);
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'API keys' });
  await expect(section.getByText('No API keys yet.')).toBeVisible();
  await section.getByLabel('Key name').fill('n8n flow');
  await section.getByRole('button', { name: 'Create key' }).click();

  const keyBox = section.getByLabel('New API key');
  await expect(keyBox).toHaveText(/^rs_live_\S+$/);
  const key = (await keyBox.textContent()) ?? '';
  await expect(section.getByText("You won't see it again.")).toBeVisible();
  await expect(section.getByRole('button', { name: 'Copy key' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await section.getByRole('button', { name: 'Done' }).click();
  await expect(keyBox).toHaveCount(0);

  // The key works as a bearer on the video API.
  const used = await page.request.get('/api/v1/videos', {
    headers: { authorization: `Bearer ${key}` },
  });
  expect(used.status()).toBe(200);

  await page.reload();
  const item = section.getByRole('list', { name: 'API keys' }).getByRole('listitem', {
    name: 'n8n flow',
  });
  await expect(item.getByText(key.slice(0, 12))).toBeVisible();
  await expect(item.getByText(/^Last used /)).toBeVisible();
  await expect(page.getByText(key)).toHaveCount(0);

  await item.getByRole('button', { name: 'Revoke' }).click();
  await item.getByRole('button', { name: 'Cancel' }).click();
  await expect(item).toBeVisible();
  await item.getByRole('button', { name: 'Revoke' }).click();
  await item.getByRole('button', { name: 'Yes, revoke' }).click();
  await expect(section.getByText('No API keys yet.')).toBeVisible();
  const revoked = await page.request.get('/api/v1/videos', {
    headers: { authorization: `Bearer ${key}` },
  });
  expect(revoked.status()).toBe(401);

  // On a phone, the Batch page is in the menu.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Batch' }).click();
  await expect(page.getByRole('heading', { name: 'Batch', level: 1 })).toBeVisible();
});

/**
 * The Batch page: the cost and balance shown before anything is spent, a batch refused for
 * too few credits spends nothing, too long a line is refused, and an accepted batch of 2
 * shows both videos' progress (queued, not rendered to the end: that is the server's tests).
 */
test('batch: cost first, refused with too few credits, then 2 videos queued', async ({ page }) => {
  await signIn(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Batch' }).click();
  await expect(page.getByRole('heading', { name: 'Batch', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Batch · Reelsmith');
  const lines = page.getByLabel('Videos, one a line');

  await lines.fill(`A lighthouse keeper's last night\n${'x'.repeat(1001)}`);
  await expect(page.getByText('Line 2 is 1001 characters')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Make / })).toBeDisabled();

  await lines.fill("A lighthouse keeper's last night\n\nFamous Figures\n");
  await expect(page.getByText('Cost: 2 credits')).toBeVisible();
  await expect(page.getByText('Your balance: 0 credits')).toBeVisible();
  await page.getByLabel('Art style').selectOption('noir');
  await page.getByRole('button', { name: 'Make 2 videos' }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Not enough credits: this batch needs 2, you have 0' }),
  ).toBeVisible();
  await expect(page.getByText('Your balance: 0 credits')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await buyCredits(page);
  await page.reload();
  await lines.fill("A lighthouse keeper's last night\nFamous Figures");
  await expect(page.getByText('Your balance: 3 credits')).toBeVisible();
  // A double click sends one Idempotency-Key: one batch, two credits.
  const keys: (string | undefined)[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/v1/batches')) {
      keys.push(request.headers()['idempotency-key']);
    }
  });
  await page.getByRole('button', { name: 'Make 2 videos' }).dblclick();

  const videos = page.getByRole('list', { name: 'Batch videos' });
  await expect(videos.getByRole('listitem')).toHaveCount(2);
  await expect(page.getByText('2 credits spent.')).toBeVisible();
  await expect(videos.getByRole('progressbar')).toHaveCount(2);
  await expect(videos.getByText(/Queued|Writing the script|Rendering|Ready/)).toHaveCount(2);
  await expect
    .poll(async () => {
      const response = await page.request.get('/api/credits/balance', {
        headers: {
          authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}`,
        },
      });
      return ((await response.json()) as { availableCredits: number }).availableCredits;
    })
    .toBe(1);
  expect(keys.length).toBeGreaterThan(0);
  expect(new Set(keys).size).toBe(1);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  await expect(page.getByRole('alert')).toHaveCount(0);
});
