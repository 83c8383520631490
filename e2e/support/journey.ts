import { expect, type Page } from '@playwright/test';
import { uniqueEmail } from './auth';
import { expectNoSeriousA11yViolations } from './axe';
import { createVideoSeeingProcessing, expectAllSaved, narrationOf, pngFile } from './editor';
import { balanceChip, payWithTestCard } from './payment';

/**
 * The main journey up to the edited script, as a person makes it on any screen: signed out on
 * the home page, sign in, buy credits, create from a topic, edit the script and the pictures.
 * Ends in the editor with everything saved, 3 credits, nothing spent yet. Returns the title.
 */
export async function journeyToTheEditedScript(page: Page): Promise<string> {
  // Signed out on the home page: the header offers Login (in the menu, on a phone).
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Create your video' }).first()).toBeVisible();
  const menu = page.getByRole('button', { name: 'Open menu' });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page.getByRole('heading', { name: 'Development sign-in' })).toBeVisible();
  const email = uniqueEmail('journey');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Back where they were going, signed in.
  await expect(page).toHaveURL(/\/create$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create a video' })).toBeVisible();
  await expect(balanceChip(page)).toHaveAccessibleName('0 credits. Buy credits');

  // Buy credits with the test card.
  await page.goto('/payment');
  await page.getByRole('button', { name: 'Choose the Starter Pack' }).click();
  await payWithTestCard(page);
  await page.waitForURL(/\/dashboard$/, { waitUntil: 'load' });
  await expect(balanceChip(page)).toHaveAccessibleName('3 credits. Buy credits');

  // Create from a topic.
  await page.goto('/create');
  await page.getByLabel('Topic').selectOption({ label: 'Science & Exploration' });
  // The choices are cards: a person clicks the card, whose radio is visually hidden.
  await page.getByText('Nova', { exact: true }).click();
  await expect(page.getByRole('radio', { name: /^Nova/ })).toBeChecked();
  await page.getByText('Film Noir', { exact: true }).click();
  await page.getByText('Short (30-60 seconds)', { exact: true }).click();
  await page.getByText('Vertical (9:16)', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Vertical (9:16)' })).toBeChecked();
  await createVideoSeeingProcessing(page);

  // The editor: live progress, then the script.
  await expect(page).toHaveURL(/\/editor\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Scenes', exact: true })).toBeVisible({
    timeout: 90_000,
  });
  const title = await page.getByRole('textbox', { name: 'Title', exact: true }).inputValue();
  expect(title).not.toBe('');

  // Edit a scene, and use one's own picture for another.
  const first = narrationOf(page, 1);
  await first.fill(`${await first.inputValue()} And that is how it began.`);
  await page.getByLabel('Upload an image for scene 2').setInputFiles({
    name: 'mine.png',
    mimeType: 'image/png',
    buffer: pngFile(90, 160, [40, 90, 200]),
  });
  await expect(page.getByRole('img', { name: 'Picture of scene 2' })).toHaveAttribute(
    'data-image-id',
    /^[a-f0-9]{32}$/,
    { timeout: 30_000 },
  );
  await expect(page.getByRole('img', { name: 'Picture of scene 1' })).toBeVisible({
    timeout: 30_000,
  });
  await expectAllSaved(page);
  await expectNoSeriousA11yViolations(page);

  return title;
}
