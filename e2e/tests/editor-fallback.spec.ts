import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/auth';
import { expectNoSeriousA11yViolations } from '../support/axe';
import {
  expectAllSaved,
  FINALIZE_TIMEOUT,
  generationOf,
  narrationOf,
  openEditor,
  startProject,
} from '../support/editor';
import { FAILING_APP_URL, FAKE_OPENAI_URL } from '../support/failing-server';

// The server whose images provider (a local fake of OpenAI's images API) refuses every prompt.
test.use({ baseURL: FAILING_APP_URL });

/*
 * One failed picture does not kill the video: the built-in illustrator draws each scene the
 * image service refused, the video is made, the editor says which scenes and why, and the one
 * credit stays spent (docs/decisions/0017-provider-fallback.md). A real, offline render.
 */
test('a failing image service still gives a finished video, its stand-in scenes marked', async ({
  page,
}) => {
  const balanceChip = page.getByRole('button', { name: /Buy credits$/ });
  const callsBefore = await imageCalls(page);
  // This server gives one credit at sign-up (SIGNUP_CREDITS=1).
  await signIn(page);
  const project = await startProject(page);
  await openEditor(page, project.projectId);
  const scenes = await page.getByLabel(/^Scene \d+ narration$/).count();
  expect(scenes).toBeGreaterThan(1);
  // An edit keeps the story's style guide, which every image prompt carries.
  const { story } = await generationOf(page, project);
  const guide = (story as { styleGuide?: string } | null)?.styleGuide;
  expect(guide).toMatch(/Palette: /);
  const first = narrationOf(page, 1);
  await first.fill(`${await first.inputValue()} It was only the beginning.`);
  await expectAllSaved(page);
  const edited = await generationOf(page, project);
  expect(edited.story?.scenes[0]?.narration).toMatch(/It was only the beginning\.$/);
  expect((edited.story as { styleGuide?: string } | null)?.styleGuide).toBe(guide);

  // Each scene's picture in the editor is the built-in illustrator's, and says why.
  await expect(page.getByRole('img', { name: 'Picture of scene 1' })).toBeVisible({
    timeout: 60_000,
  });
  await expect(
    page.getByText(
      'The image service answered HTTP 400, so the built-in illustrator drew this picture.',
    ),
  ).toHaveCount(scenes, { timeout: 60_000 });

  await page.getByRole('button', { name: 'Finalize video (1 credit)' }).click();
  await expect(page.getByRole('heading', { name: 'Making your video' })).toBeVisible({
    timeout: FINALIZE_TIMEOUT,
  });
  await expect(page.getByLabel(/^Your video: /)).toBeVisible({ timeout: 420_000 });

  const notes = page.getByRole('region', {
    name: `${scenes} scenes were made by the built-in engine`,
  });
  await expect(notes).toBeVisible();
  const items = notes.getByRole('listitem');
  await expect(items).toHaveCount(scenes);
  for (let n = 1; n <= scenes; n++) {
    await expect(items.nth(n - 1)).toHaveText(
      `Scene ${n}, picture: The image service answered HTTP 400, so the built-in illustrator drew this picture.`,
    );
  }
  // Charged once, never refunded: a fallback is not a failure.
  await expect(balanceChip).toHaveAccessibleName('0 credits. Buy credits');
  expect(await imageCalls(page)).toBeGreaterThan(callsBefore);
  await expectNoSeriousA11yViolations(page);

  // Its first revision is included in that credit: at a balance of 0 the new version's editor
  // still opens, and Finalize says it costs nothing (the editor guard's exception,
  // docs/product/screens-and-routes.md#editor-guard).
  const edit = page.getByRole('button', { name: /^Edit and re-render/ });
  await expect(edit).toHaveAccessibleDescription("Included in this video's credit");
  await edit.click();
  await expect(
    page.getByText("Version 2. Finalizing this revision is included in your video's credit."),
  ).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('button', { name: 'Finalize video (included)' })).toBeEnabled();
  await expect(balanceChip).toHaveAccessibleName('0 credits. Buy credits');
});

async function imageCalls(page: Page): Promise<number> {
  const response = await page.request.get(`${FAKE_OPENAI_URL}/calls`);
  return ((await response.json()) as { imageCalls: number }).imageCalls;
}
