import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from '../support/auth';
import { expectNoSeriousA11yViolations } from '../support/axe';
import {
  createVideoSeeingProcessing,
  expectAllSaved,
  narrationOf,
  pngFile,
} from '../support/editor';
import { probeVideo } from '../support/ffprobe';

const balanceChip = (page: Page) => page.getByRole('button', { name: /Buy credits$/ });

/*
 * The main journey, as a person makes it: signed out on the home page, sign in, buy credits,
 * create from a topic, edit the script and the pictures, finalize, watch the render, play and
 * download the MP4; then the file itself is checked with ffprobe. A real, offline render.
 */
test('from the home page to a downloaded video', async ({ page }, testInfo) => {
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
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay Now' }).click();
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

  // Finalize: it says it spends a credit, and the header follows.
  await expect(page.getByText(/spends 1 credit/)).toBeVisible();
  await page.getByRole('button', { name: 'Finalize video (1 credit)' }).click();
  await expect(page.getByRole('heading', { name: 'Making your video' })).toBeVisible();
  await expect(balanceChip(page)).toHaveAccessibleName('2 credits. Buy credits');
  const progress = page.getByRole('progressbar', { name: 'Video progress' });
  await expect(progress).toBeVisible();
  // Once the pictures are drawn, each scene's picture shows beside its words. The render may
  // first wait behind another test's in the server's one worker (one video at a time).
  await expect(page.getByRole('img', { name: 'Picture of scene 1' })).toBeVisible({
    timeout: 300_000,
  });
  await expectNoSeriousA11yViolations(page);

  // Done: the player, Download, the caption.
  await expect(page.getByRole('heading', { name: title })).toBeVisible({ timeout: 300_000 });
  const video = page.locator('video');
  await expect(video).toBeVisible();
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 30_000 })
    .toBeGreaterThanOrEqual(1);
  await video.evaluate(async (v: HTMLVideoElement) => {
    v.muted = true;
    await v.play();
  });
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime))
    .toBeGreaterThan(0.2);
  await expect(page.getByRole('button', { name: 'Copy caption' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^[A-Za-z0-9-]{1,80}\.mp4$/);
  expect(download.suggestedFilename().toLowerCase()).toContain(
    title.split(/[^A-Za-z0-9]+/)[0]!.toLowerCase(),
  );
  const file = testInfo.outputPath('video.mp4');
  await download.saveAs(file);

  const probed = await probeVideo(file);
  expect(probed.sizeBytes).toBe(fs.statSync(file).size);
  expect(probed.sizeBytes).toBeGreaterThan(200_000);
  expect(probed.sizeBytes).toBeLessThan(60_000_000);
  // A short video: 30 to 60 seconds (docs/product/limits.md#durations).
  expect(probed.durationSeconds).toBeGreaterThanOrEqual(30);
  expect(probed.durationSeconds).toBeLessThanOrEqual(60);
  expect(probed.formatName).toContain('mp4');
  expect(probed.video).toMatchObject({ codec: 'h264', width: 1080, height: 1920 });
  expect(probed.video.fps).toBeCloseTo(30, 0);
  expect(probed.audio).toEqual({ codec: 'aac' });
});
