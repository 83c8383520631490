import { expect, test } from '@playwright/test';
import { buyCredits, signIn } from '../support/auth';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { openEditor, startProject } from '../support/editor';
import { FAILING_APP_URL } from '../support/failing-server';

// The server whose images provider (a local fake of OpenAI's images API) refuses everything.
test.use({ baseURL: FAILING_APP_URL });

test('a failed render: the message, the refund, then Retry spends a credit again', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const balanceChip = page.getByRole('button', { name: /Buy credits$/ });
  await signIn(page);
  await buyCredits(page, 'starter');
  const project = await startProject(page);
  await openEditor(page, project.projectId);
  await expect(balanceChip).toHaveAccessibleName('3 credits. Buy credits');

  await page.getByRole('button', { name: 'Finalize video (1 credit)' }).click();
  await expect(page.getByRole('heading', { name: 'Making your video' })).toBeVisible();
  await expect(balanceChip).toHaveAccessibleName('2 credits. Buy credits');

  // The render fails at IMAGES (after the job's own retries): the message a person can act on.
  await expect(page.getByRole('heading', { name: 'The video could not be made' })).toBeVisible({
    timeout: 180_000,
  });
  await expect(page.getByRole('alert')).toContainText(
    'We could not draw the pictures because the image service did not answer. Your credit was refunded. Please try again.',
  );
  await expect(page.getByText('Your credit was refunded.', { exact: true })).toBeVisible();
  // The header shows the refund without a reload.
  await expect(balanceChip).toHaveAccessibleName('3 credits. Buy credits');
  await expect(page.getByText('Retrying makes the video again and spends 1 credit.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Retry (1 credit)' }).click();
  await expect(page.getByRole('heading', { name: 'Making your video' })).toBeVisible();
  await expect(balanceChip).toHaveAccessibleName('2 credits. Buy credits');
});
