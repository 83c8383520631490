import { expect, test } from '@playwright/test';
import { journeyToTheEditedScript } from '../support/journey';
import { balanceChip } from '../support/payment';

/*
 * The main journey on a phone, up to the edited script and the button that spends the credit:
 * the header's menu, paying, the create form and the editor at 412 px. What comes after on a
 * phone is tested without a second full render in CI: finalizing and the render's progress by
 * editor-failure.spec.ts (editor-phone), playing and downloading a finished video by
 * dashboard.spec.ts (phone). The whole journey with its render: editor-render.spec.ts.
 */
test('on a phone, from the home page to an edited script ready to finalize', async ({ page }) => {
  // The story is written by the server's worker, which may be busy with another test's video.
  test.setTimeout(180_000);
  await journeyToTheEditedScript(page);
  await expect(page.getByText(/spends 1 credit/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Finalize video (1 credit)' })).toBeEnabled();
  await expect(balanceChip(page)).toHaveAccessibleName('3 credits. Buy credits');
});
