import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expectAllSaved, FINALIZE_TIMEOUT } from '../support/editor';
import { probeVideo } from '../support/ffprobe';
import { brightBandsNearEnd } from '../support/frames';
import { journeyToTheEditedScript } from '../support/journey';
import { balanceChip } from '../support/payment';

/*
 * The main journey, as a person makes it: signed out on the home page, sign in, buy credits,
 * create from a topic, edit the script and the pictures, finalize, watch the render, play and
 * download the MP4; then the file itself is checked with ffprobe. A real, offline render, on a
 * desktop (the phone's journey, journey-phone.spec.ts, stops before the render: a phone's
 * render, play and download are the dashboard's phone tests).
 */
test('from the home page to a downloaded video', async ({ page }, testInfo) => {
  const title = await journeyToTheEditedScript(page);

  // The end card: off by default; turned on with a text of one's own, kept over a reload.
  const endCard = page.getByRole('switch', { name: 'Show an end card' });
  await expect(endCard).not.toBeChecked();
  await endCard.check();
  const endCardText = page.getByRole('textbox', { name: 'End card text' });
  await expect(endCardText).toHaveValue('Follow for part 2');
  await endCardText.fill('Part 2 drops tomorrow');
  await expectAllSaved(page);
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Show an end card' })).toBeChecked({
    timeout: 30_000,
  });
  await expect(page.getByRole('textbox', { name: 'End card text' })).toHaveValue(
    'Part 2 drops tomorrow',
  );

  // Finalize: it says it spends a credit, and the header follows.
  await expect(page.getByText(/spends 1 credit/)).toBeVisible();
  await page.getByRole('button', { name: 'Finalize video (1 credit)' }).click();
  await expect(page.getByRole('heading', { name: 'Making your video' })).toBeVisible({
    timeout: FINALIZE_TIMEOUT,
  });
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
  // (The page's h1 names the project from the start: the finished video's own heading is an h2.)
  await expect(page.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible({
    timeout: 300_000,
  });
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
  // (Encoded with x264's ultrafast here, RENDER_PRESET in playwright.config.ts: about 2.7 times
  // the default's file, measured in docs/decisions/0072-render-preset.md.)
  expect(probed.sizeBytes).toBeLessThan(200_000_000);
  // A short video: 30 to 60 seconds (docs/product/limits.md#durations).
  expect(probed.durationSeconds).toBeGreaterThanOrEqual(30);
  expect(probed.durationSeconds).toBeLessThanOrEqual(60);
  expect(probed.formatName).toContain('mp4');
  expect(probed.video).toMatchObject({ codec: 'h264', width: 1080, height: 1920 });
  expect(probed.video.fps).toBeCloseTo(30, 0);
  expect(probed.audio).toEqual({ codec: 'aac' });
  // It ends on the end card: white text in the middle, the last picture darkened around it.
  const bands = await brightBandsNearEnd(file, 1080, 1920, 1);
  expect(bands.middle).toBeGreaterThan(0.01);
  expect(bands.above + bands.below).toBeLessThan(0.002);
});
