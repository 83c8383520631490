import { expect, test } from '@playwright/test';
import { signIn } from '../support/auth';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { FINALIZE_TIMEOUT, openEditor, startProject, TEST_SETTINGS } from '../support/editor';
import { FAILING_APP_URL } from '../support/failing-server';

// The server whose images provider is a local fake of OpenAI's images API: for an "undrawable"
// prompt it answers a picture that is not an image, which no fallback covers (it is not a
// service that failed to answer): the render fails at IMAGES.
test.use({ baseURL: FAILING_APP_URL });

test('a failed render: the editor stays open at 0 credits, the message, the refund, then Retry', async ({
  page,
}) => {
  // The failing server has one worker: this render may first wait behind the fallback
  // journey's full render (editor-fallback.spec.ts).
  test.setTimeout(600_000);
  const balanceChip = page.getByRole('button', { name: /Buy credits$/ });
  // This server gives one credit at sign-up (SIGNUP_CREDITS=1).
  await signIn(page);
  const { artStyle, aspectRatio, duration, voice } = TEST_SETTINGS;
  const project = await startProject(page, {
    customPrompt: 'The undrawable lighthouse of Alexandria',
    artStyle,
    aspectRatio,
    duration,
    voice,
  });
  await openEditor(page, project.projectId);
  await expect(balanceChip).toHaveAccessibleName('1 credit. Buy credits');

  // Finalize sits at the bottom of the long editor (7,676 px down on a phone): afterwards the
  // page is back at its top, where the progress is, on a phone as on a desktop.
  const finalize = page.getByRole('button', { name: 'Finalize video (1 credit)' });
  await finalize.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await finalize.click();
  await expect(page.getByRole('heading', { name: 'Making your video' })).toBeInViewport({
    timeout: FINALIZE_TIMEOUT,
  });
  await expect(balanceChip).toHaveAccessibleName('0 credits. Buy credits');

  // The last credit went into this project: at a balance of 0 its own page still opens (the
  // editor guard lets a paid project through; editor-guard.spec.ts covers the other pages).
  // (This server's one process may be rendering the fallback journey's video meanwhile: the
  // page can take longer than a quiet server's to open.)
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Making your video' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page).toHaveURL(`/editor/${project.projectId}`);

  // The render fails at IMAGES (after the job's own retries): the message a person can act on.
  await expect(page.getByRole('heading', { name: 'The video could not be made' })).toBeVisible({
    timeout: 480_000,
  });
  await expect(page.getByRole('alert')).toContainText(
    'We could not draw the pictures because the image service did not answer. Your credit was refunded. Please try again.',
  );
  await expect(page.getByText('Your credit was refunded.', { exact: true })).toBeVisible();
  // The header shows the refund without a reload.
  await expect(balanceChip).toHaveAccessibleName('1 credit. Buy credits');
  await expect(page.getByText('Retrying makes the video again and spends 1 credit.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Retry (1 credit)' }).click();
  await expect(page.getByRole('heading', { name: 'Making your video' })).toBeVisible({
    timeout: FINALIZE_TIMEOUT,
  });
  await expect(balanceChip).toHaveAccessibleName('0 credits. Buy credits');
});
