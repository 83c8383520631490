import { expect, test, type Page } from '@playwright/test';
import { buyCredits, signIn, tokenOf } from '../support/auth';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { createVideoSeeingProcessing, generationOf, startProject } from '../support/editor';
import { payWithTestCard } from '../support/payment';

/** A choice card: a person clicks the card, whose radio is visually hidden. */
const choose = (page: Page, label: string) => page.getByText(label, { exact: true }).click();

/** Fills the form from a preset topic to the Create Video button. */
async function fillForm(page: Page) {
  await page.getByLabel('Topic').selectOption({ label: 'Myths & Mythology' });
  await choose(page, 'Onyx');
  await choose(page, 'Pencil Sketch');
  await choose(page, 'Long (60-90 seconds)');
  await choose(page, 'Square (1:1)');
}

test.describe('the create screen', () => {
  test('reveals its steps one by one; a custom prompt counts to 1000', async ({ page }) => {
    await signIn(page);
    await page.goto('/create');
    const topic = page.getByLabel('Topic');
    await expect(topic.locator('option[disabled]')).toHaveText('Choose Your Content');
    await expect(page.getByRole('heading', { name: 'Choose Narration Voice' })).toHaveCount(0);

    await topic.selectOption({ label: 'Write your own prompt' });
    const prompt = page.getByLabel('Your prompt');
    await expect(page.getByText('0 / 1000')).toBeVisible();
    // A blank prompt reveals nothing.
    await prompt.fill('   ');
    await expect(page.getByRole('heading', { name: 'Choose Narration Voice' })).toHaveCount(0);
    await prompt.fill('The night the lighthouse keeper vanished');
    await expect(page.getByText('40 / 1000')).toBeVisible();
    // Over the limit, the text stays whole: the counter says so (drafts.spec.ts refuses it).
    await prompt.fill('x'.repeat(1200));
    await expect(page.getByText('1200 / 1000')).toBeVisible();
    await expect(prompt).toHaveValue('x'.repeat(1200));
    await prompt.fill('The night the lighthouse keeper vanished');

    await expect(page.getByRole('heading', { name: 'Choose Narration Voice' })).toBeVisible();
    await expect(page.getByRole('radio')).toHaveCount(5 + 20);
    for (const voice of ['Alloy', 'Echo', 'Fable', 'Onyx', 'Nova']) {
      await expect(page.getByRole('button', { name: `Play the ${voice} sample` })).toBeVisible();
    }
    await expect(page.getByRole('radio', { name: /^Alloy/ })).toBeChecked();
    await expect(page.getByRole('heading', { name: 'Choose Video Format' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Create Video' })).toHaveCount(0);

    await choose(page, 'Cinematic');
    await expect(page.getByRole('heading', { name: 'Video Length' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Choose Video Format' })).toBeVisible();
    for (const format of ['Vertical (9:16)', 'Horizontal (16:9)', 'Square (1:1)']) {
      await expect(page.getByRole('radio', { name: format })).toBeVisible();
    }
    await expect(page.getByRole('radio', { name: 'Vertical (9:16)' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Short (30-60 seconds)' })).toBeChecked();
    await expect(page.getByRole('button', { name: 'Create Video' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('without credits: the insufficient-credits modal; buying keeps the form', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/create');
    await fillForm(page);
    await page.getByRole('button', { name: 'Create Video' }).click();
    const modal = page.getByRole('dialog', { name: 'Not enough credits' });
    await expect(modal).toContainText('Insufficient credits. Required: 1, Available: 0');
    await expectNoSeriousA11yViolations(page);

    await modal.getByRole('link', { name: 'Go to the payment page' }).click();
    await expect(page).toHaveURL(/\/payment\?returnTo=%2Fcreate$/);
    await page.getByRole('button', { name: 'Choose the Starter Pack' }).click();
    await payWithTestCard(page);
    await page.waitForURL(/\/create$/, { waitUntil: 'load' });

    // The form is as it was left.
    await expect(page.getByLabel('Topic')).toHaveValue('myths-mythology');
    await expect(page.getByRole('radio', { name: /^Onyx/ })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Pencil Sketch' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Long (60-90 seconds)' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Square (1:1)' })).toBeChecked();

    await createVideoSeeingProcessing(page);
    await expect(page).toHaveURL(/\/editor\/[0-9a-f-]{36}$/, { timeout: 30_000 });
    await expect(page.getByRole('heading', { name: 'Scenes', exact: true })).toBeVisible({
      timeout: 60_000,
    });
    // The editor has the form's settings.
    const settings = page.getByRole('region', { name: 'Video settings' });
    await expect(settings.getByLabel('Narration voice')).toHaveValue('onyx');
    await expect(settings.getByLabel('Art style')).toHaveValue('sketch');
    await expect(settings.getByRole('radio', { name: 'Square (1:1)' })).toBeChecked();
  });

  test('a Spanish video: the language goes in the payload and the script is Spanish', async ({
    page,
  }) => {
    await signIn(page);
    await buyCredits(page, 'starter');
    await page.goto('/create');
    const language = page.getByLabel('Language');
    await expect(language).toHaveValue('en');
    await expect(language.locator('option')).toHaveText([
      'English',
      'Español',
      'Français',
      'Deutsch',
      'Português',
    ]);
    await page.getByLabel('Topic').selectOption({ label: 'Fun Facts' });
    await language.selectOption({ label: 'Español' });
    await choose(page, 'Fable');
    await choose(page, 'Minimalist');
    const answered = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().endsWith('/api/story/generate-story'),
    );
    await createVideoSeeingProcessing(page);
    const response = await answered;
    const payload = response.request().postDataJSON() as Record<string, unknown>;
    expect(payload).toMatchObject({ language: 'es', voice: 'fable', artStyle: 'minimalist' });
    await expect(page).toHaveURL(/\/editor\/[0-9a-f-]{36}$/, { timeout: 30_000 });
    await expect(page.getByRole('heading', { name: 'Scenes', exact: true })).toBeVisible({
      timeout: 60_000,
    });
    const settings = page.getByRole('region', { name: 'Video settings' });
    await expect(settings).toContainText('Language Español');
    // The project: Spanish settings and the Spanish writer's story (the axolotl's fun facts).
    const project = await generationOf(
      page,
      (await response.json()) as { projectId: string; token: string },
    );
    expect(project.settings.language).toBe('es');
    const narration = project.story!.scenes.map((s) => s.narration).join(' ');
    expect(narration).toContain('ajolote');
    await expect(page.getByText(/ajolote/).first()).toBeVisible();
  });

  test('with a generation already active, Create resumes it', async ({ page }) => {
    await signIn(page);
    await buyCredits(page, 'starter');
    const active = await startProject(page);
    await page.goto('/create');
    await fillForm(page);
    await page.getByRole('button', { name: 'Create Video' }).click();
    // 409 'You already have an active generation': the editor opens the active one.
    await expect(page).toHaveURL(new RegExp(`/editor/${active.projectId}$`), { timeout: 30_000 });
    await expect(page.getByRole('heading', { name: 'Scenes', exact: true })).toBeVisible({
      timeout: 60_000,
    });
    // It kept its own settings (the API's), not the form's.
    await expect(page.getByLabel('Narration voice')).toHaveValue('nova');
  });

  test('a session that ended meanwhile gets the sign-in modal', async ({ page }) => {
    await signIn(page);
    await page.goto('/create');
    await fillForm(page);
    // Signed out elsewhere: the session's token is revoked.
    const logout = await page.request.post('/api/auth/logout', {
      headers: { authorization: `Bearer ${await tokenOf(page)}` },
    });
    expect(logout.status()).toBe(200);
    await page.getByRole('button', { name: 'Create Video' }).click();
    const modal = page.getByRole('dialog', { name: 'Sign in to create your video' });
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
    await expect(modal.getByRole('link', { name: /terms/i })).toBeVisible();
    await expect(modal.getByRole('link', { name: /privacy/i })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
