import { expect, test } from '@playwright/test';
import { buyCredits, signIn, tokenOf } from '../support/auth';
import { expectNoSeriousA11yViolations } from '../support/axe';

const SCRIPT =
  'The lighthouse keeper counted ships every night.\n\nOne night a ship counted him back.';

test.describe('script to video', () => {
  test('counts the script and refuses clearly above 1,500 characters', async ({ page }) => {
    await signIn(page);
    await page.goto('/custom-tool');
    await expect(page.getByRole('heading', { name: 'Script to video', level: 1 })).toBeVisible();
    const script = page.getByLabel('Your script');
    const make = page.getByRole('button', { name: 'Make my video' });
    await script.fill(SCRIPT);
    await expect(page.getByText(`${SCRIPT.length} / 1500`)).toBeVisible();
    await script.fill('a'.repeat(1500));
    await expect(page.getByText('1500 / 1500')).toBeVisible();
    await expect(make).toBeEnabled();
    await script.fill('a'.repeat(1501));
    await expect(page.getByText('1501 / 1500')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText('The script must be at most 1500 characters');
    await expect(make).toBeDisabled();
    await expectNoSeriousA11yViolations(page);
    // Without an art style it asks for one, and sends nothing.
    await script.fill(SCRIPT);
    let sent = false;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/story/from-script')) sent = true;
    });
    await make.click();
    await expect(page.getByRole('alert')).toHaveText('Choose an art style');
    expect(sent).toBe(false);
  });

  test('without credits, the insufficient-credits modal', async ({ page }) => {
    await signIn(page);
    await page.goto('/custom-tool');
    await page.getByLabel('Your script').fill(SCRIPT);
    await page.getByLabel('Art style').selectOption('sketch');
    await page.getByRole('button', { name: 'Make my video' }).click();
    const dialog = page.getByRole('dialog', { name: 'Not enough credits' });
    await expect(dialog).toContainText(
      'Not enough credits available. Please purchase more credits.',
    );
  });

  test('starts from the saved defaults and lands in the editor with the project', async ({
    page,
  }) => {
    await signIn(page);
    await buyCredits(page);
    const saved = await page.request.put('/api/user/settings', {
      headers: { authorization: `Bearer ${await tokenOf(page)}` },
      data: { voice: 'fable', artStyle: 'vintage', aspectRatio: '1:1', duration: 'long' },
    });
    expect(saved.status()).toBe(200);
    await page.goto('/custom-tool');
    await expect(page.getByLabel('Narration voice')).toHaveValue('fable');
    await expect(page.getByLabel('Art style')).toHaveValue('vintage');
    await expect(page.getByLabel('Video format')).toHaveValue('1:1');
    await expect(page.getByLabel('Video length')).toHaveValue('long');
    await page.getByLabel('Video length').selectOption('short');
    await page.getByLabel('Your script').fill(SCRIPT);
    await page.getByRole('button', { name: 'Make my video' }).click();
    await page.waitForURL(/\/editor\/[0-9a-f-]{36}$/);
    const projectId = new URL(page.url()).pathname.split('/').pop()!;
    // The navigation state of any generation (apps/web/src/types/editor-navigation.ts).
    const state = await page.evaluate(
      () => (window.history.state as { usr?: Record<string, unknown> }).usr,
    );
    expect(state).toMatchObject({
      projectId,
      token: expect.any(String),
      status: 'STORY_READY',
      settings: { voice: 'fable', artStyle: 'vintage', aspectRatio: '1:1', duration: 'short' },
    });
    const active = await page.request.get('/api/story/active', {
      headers: { authorization: `Bearer ${await tokenOf(page)}` },
    });
    expect(await active.json()).toMatchObject({
      hasActiveGeneration: true,
      projectId,
      status: 'STORY_READY',
      story: { title: 'The lighthouse keeper counted ships every night' },
    });
  });
});
