import { expect, test } from '@playwright/test';
import { signIn } from '../support/auth';
import { openEditor, startProject } from '../support/editor';
import { FAILING_APP_URL } from '../support/failing-server';

// The server whose image provider is a priced fake of OpenAI's images API (a cent a picture,
// PRICES_FILE in playwright.config.ts) that refuses every prompt: the built-in illustrator
// stands in, and a refused call is free.
test.use({ baseURL: FAILING_APP_URL });

/*
 * With a paid image provider the editor says how many pictures the project may still redraw
 * for free before the video is made: two per scene plus PICTURE_REDRAWS (5), less each scene's
 * first drawing (docs/product/limits.md#unpaid-work). Refused drawings cost nothing, so a new
 * picture that the built-in illustrator drew leaves the count as it was.
 */
test('the editor shows the free redraws left', async ({ page }) => {
  await signIn(page);
  const project = await startProject(page);
  await openEditor(page, project.projectId);
  const scenes = await page.getByLabel(/^Scene \d+ narration$/).count();
  expect(scenes).toBeGreaterThan(1);
  const left = page.getByRole('status').filter({ hasText: /free redraws? left$/ });
  await expect(left).toHaveText(`${scenes + 5} free redraws left`, { timeout: 60_000 });

  await page.getByRole('button', { name: 'Regenerate the picture of scene 1' }).click();
  await expect(page.getByRole('img', { name: 'Picture of scene 1' })).toBeVisible({
    timeout: 60_000,
  });
  await expect(left).toHaveText(`${scenes + 5} free redraws left`);
});
