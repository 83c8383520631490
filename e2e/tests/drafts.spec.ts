import { expect, test, type Page } from '@playwright/test';
import { buyCredits, signIn } from '../support/auth';
import {
  expectAllSaved,
  generationOf,
  narrationOf,
  openEditor,
  startProject,
} from '../support/editor';
import { balanceChip } from '../support/payment';

/** A choice card: a person clicks the card, whose radio is visually hidden. */
const choose = (page: Page, label: string) => page.getByText(label, { exact: true }).click();

const toastWith = (page: Page, text: string | RegExp) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });

test.describe('drafts', () => {
  // Each test opens the editor (a script written, pictures drawn): slow on a busy machine.
  test.setTimeout(150_000);

  test('Create with a draft opens it and says why; Discard draft ends it and keeps the choices', async ({
    page,
  }) => {
    await signIn(page);
    await buyCredits(page, 'starter');
    const draft = await startProject(page);
    await page.goto('/create');
    await page.getByLabel('Topic').selectOption({ label: 'Myths & Mythology' });
    await choose(page, 'Onyx');
    await choose(page, 'Pencil Sketch');
    await choose(page, 'Square (1:1)');
    await page.getByRole('button', { name: 'Create Video' }).click();

    await expect(toastWith(page, 'You already have a video in progress')).toBeVisible({
      timeout: 30_000,
    });
    await expect(page).toHaveURL(new RegExp(`/editor/${draft.projectId}$`), { timeout: 30_000 });
    await expect(page.getByRole('heading', { name: 'Scenes', exact: true })).toBeVisible({
      timeout: 60_000,
    });
    // The heading names the project.
    const { story } = await generationOf(page, draft);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Editor ${story!.title}`);

    // Discard asks first; keeping it changes nothing.
    await page.getByRole('button', { name: 'Discard draft' }).click();
    const dialog = page.getByRole('dialog', { name: 'Discard this draft?' });
    await expect(dialog).toContainText('No credit was spent on it.');
    await dialog.getByRole('button', { name: 'Keep it' }).click();
    await expect(dialog).toHaveCount(0);
    expect((await generationOf(page, draft)).status).toBe('STORY_READY');

    await page.getByRole('button', { name: 'Discard draft' }).click();
    await dialog.getByRole('button', { name: 'Discard draft' }).click();
    await expect(toastWith(page, 'Draft discarded')).toBeVisible();
    await expect(page).toHaveURL(/\/create$/);
    expect((await generationOf(page, draft)).status).toBe('CANCELLED');
    // The choices made before Create are still there.
    await expect(page.getByLabel('Topic')).toHaveValue('myths-mythology');
    await expect(page.getByRole('radio', { name: /^Onyx/ })).toBeChecked();
    await expect(page.getByRole('radio', { name: /Pencil Sketch/ })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Square (1:1)' })).toBeChecked();
    // No credit was involved.
    await expect(balanceChip(page)).toHaveAccessibleName('3 credits. Buy credits');

    // Now Create makes the new video, with those choices.
    await page.getByRole('button', { name: 'Create Video' }).click();
    await page.waitForURL(
      (url) => /^\/editor\/[^/]+$/.test(url.pathname) && !url.pathname.includes(draft.projectId),
      { timeout: 30_000 },
    );
    await expect(page.getByLabel('Narration voice')).toHaveValue('onyx');
  });

  test('the dashboard lists the draft with Open and Discard', async ({ page }) => {
    await signIn(page);
    await buyCredits(page, 'starter');
    await page.goto('/dashboard');
    const drafts = page.getByRole('region', { name: 'Drafts' });
    await expect(drafts).toContainText('No drafts.');

    const draft = await startProject(page);
    await page.reload();
    await expect(drafts.getByRole('link', { name: /^Open/ })).toBeVisible({ timeout: 30_000 });
    await drafts.getByRole('link', { name: /^Open/ }).click();
    await expect(page).toHaveURL(new RegExp(`/editor/${draft.projectId}$`));
    await expect(page.getByRole('heading', { name: 'Scenes', exact: true })).toBeVisible({
      timeout: 60_000,
    });

    await page.goto('/dashboard');
    await drafts.getByRole('button', { name: /^Discard/ }).click();
    await page
      .getByRole('dialog', { name: 'Discard this draft?' })
      .getByRole('button', { name: 'Discard draft' })
      .click();
    await expect(toastWith(page, 'Draft discarded')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(drafts).toContainText('No drafts.');
    expect((await generationOf(page, draft)).status).toBe('CANCELLED');
  });

  test('an edit made just before a reload survives, after a warning', async ({ page }) => {
    await signIn(page);
    await buyCredits(page, 'starter');
    const project = await startProject(page);
    await openEditor(page, project.projectId);
    await expectAllSaved(page);
    const title = page.getByLabel('Title', { exact: true });
    await title.click();
    await title.fill('Saved just before the reload');
    // At once, inside the autosave's delay: the browser asks first (a save is pending)...
    const warned = new Promise<string>((resolve) => {
      page.once('dialog', (dialog) => {
        resolve(dialog.type());
        void dialog.accept();
      });
    });
    await page.reload();
    expect(await warned).toBe('beforeunload');
    // ...and the edit went with the page.
    await expect(title).toHaveValue('Saved just before the reload', { timeout: 60_000 });
    expect((await generationOf(page, project)).story!.title).toBe('Saved just before the reload');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Editor Saved just before the reload',
    );
  });

  test('Finalize names its reason; over-long and unsupported text is refused, never cut', async ({
    page,
  }) => {
    await signIn(page);
    await buyCredits(page, 'starter');
    const project = await startProject(page);
    await openEditor(page, project.projectId);
    const finalize = page.getByRole('button', { name: /^Finalize video/ });
    await expect(finalize).toBeEnabled();

    const first = narrationOf(page, 1);
    const narration = await first.inputValue();
    await first.fill('');
    await expect(finalize).toBeDisabled();
    await expect(
      page.getByText('Finalize is unavailable: Scene 1 needs its narration.'),
    ).toBeVisible();
    await expect(finalize).toHaveAccessibleDescription(/Scene 1 needs its narration/);

    // A paste in a script the captions cannot draw is refused, with the reason.
    await first.fill('مرحبا بالعالم');
    await expect(
      page.getByText(/Finalize is unavailable: Scene 1 uses Arabic letters/),
    ).toBeVisible();
    await expect(page.getByText(/Not saved: Scene 1 uses Arabic letters/)).toBeVisible();

    // Emoji: kept in the text, left out of the video, and the editor says so.
    await first.fill(`${narration} 🦊`);
    await expect(page.getByRole('note')).toHaveText(/Emoji are left out of the video/);
    await expect(finalize).toBeEnabled();
    await expectAllSaved(page);

    // A long image prompt is kept whole and refused, not cut at 1,000.
    const prompt = page.getByLabel('Scene 1 image prompt');
    await prompt.fill('p'.repeat(1219));
    await expect(prompt).toHaveValue('p'.repeat(1219));
    await expect(
      page.getByText(
        "Finalize is unavailable: Scene 1's image prompt must be at most 1,000 characters.",
      ),
    ).toBeVisible();

    // On /create, a 1,219-character prompt stays whole: the counter and a message refuse it.
    await page.goto('/create');
    await page.getByLabel('Topic').selectOption({ label: 'Write your own prompt' });
    const long = 'A lighthouse keeper vanishes. '.repeat(41).slice(0, 1219);
    await page.getByLabel('Your prompt').fill(long);
    await expect(page.getByLabel('Your prompt')).toHaveValue(long);
    await expect(page.getByText('1219 / 1000')).toBeVisible();
    await expect(page.getByText('it is 219 over. Shorten it to create the video.')).toBeVisible();
    await choose(page, 'Cinematic');
    await expect(page.getByRole('button', { name: 'Create Video' })).toBeDisabled();
  });

  test('Settings and Script to video are in the header; toasts stay clear of it', async ({
    page,
  }) => {
    await signIn(page);
    const menu = page.getByRole('button', { name: 'Open menu' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    if (await menu.isVisible()) await menu.click();
    await nav.getByRole('link', { name: 'Script to video' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Script to video' })).toBeVisible();
    if (await menu.isVisible()) await menu.click();
    await nav.getByRole('link', { name: 'Settings', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

    // A toast sits below the header, and a second one beside it, not on it.
    await page.getByRole('button', { name: 'Save defaults' }).click();
    await page.getByRole('button', { name: 'Save defaults' }).click();
    const toasts = toastWith(page, 'Your defaults were saved');
    await expect(toasts).toHaveCount(2);
    // Both boxes read at once (a toast lasts 4 seconds), once they have slid into place: a toast
    // enters from above, so a box read mid-animation still overlaps the header.
    const header = (await page.locator('header.site-header').boundingBox())!;
    const headerBottom = header.y + header.height;
    await expect
      .poll(
        async () => {
          const boxes = await toasts.evaluateAll((nodes) =>
            nodes.map((node) => {
              const { y, height } = node.getBoundingClientRect();
              return { y, height };
            }),
          );
          if (boxes.length !== 2) return `${boxes.length} toasts`;
          const [one, two] = boxes;
          const below = Math.min(one!.y, two!.y) >= headerBottom;
          const apart = Math.abs(one!.y - two!.y) >= Math.min(one!.height, two!.height);
          return below && apart
            ? 'below the header, one under the other'
            : `header ends at ${headerBottom}; toasts at ${one!.y} and ${two!.y}`;
        },
        { timeout: 3_000 },
      )
      .toBe('below the header, one under the other');
  });

  test("each caption style shows a still of the engine's own render", async ({ page }) => {
    await signIn(page);
    await buyCredits(page, 'starter');
    const project = await startProject(page);
    await openEditor(page, project.projectId);
    const captions = page.getByRole('group', { name: 'Caption style' });
    // The stills are made once the panel comes into view, as a person scrolls to it.
    await captions.scrollIntoViewIfNeeded();
    const labels = [
      'One word at a time',
      'Karaoke highlight',
      'Boxed highlight',
      'Bold outline',
      'Clean subtitle',
    ];
    const sources: string[] = [];
    for (const label of labels) {
      const still = captions.getByRole('img', { name: `${label} captions on your first picture` });
      await expect(still).toBeVisible({ timeout: 60_000 });
      // A real picture from the server (a WebP the engine rendered), not a drawing in CSS.
      const facts = await still.evaluate((img: HTMLImageElement) => ({
        width: img.naturalWidth,
        height: img.naturalHeight,
        src: img.src,
      }));
      expect(facts).toMatchObject({ width: 360, height: 640 });
      expect(facts.src).toMatch(/^data:image\/webp;base64,/);
      sources.push(facts.src);
    }
    expect(new Set(sources).size).toBe(labels.length);
  });
});
