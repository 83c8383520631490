import { expect, test, type Page } from '@playwright/test';
import { buyCredits, signIn, tokenOf } from '../support/auth';
import { expectNoSeriousA11yViolations } from '../support/axe';
import {
  expectAllSaved,
  generationOf,
  narrationOf,
  narrations,
  openEditor,
  pngFile,
  startProject,
} from '../support/editor';

/** Signed in with credits, in the editor of a new project whose script is written. */
async function inEditor(page: Page) {
  await signIn(page);
  await buyCredits(page, 'starter');
  const project = await startProject(page);
  await openEditor(page, project.projectId);
  return project;
}

test.describe('the editor', () => {
  test('shows the script, and refuses one over 1,500 characters with a clear message', async ({
    page,
  }) => {
    const project = await inEditor(page);
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).not.toHaveValue('');
    await expect(page.getByText(/^Script: [\d,]+ \/ 1,500 characters$/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await narrationOf(page, 1).fill('A'.repeat(1600));
    const over = page.getByRole('alert').filter({ hasText: 'The script must be at most 1500' });
    await expect(over).toBeVisible();
    await expect(over).toContainText('Shorten a scene to save it.');
    await expect(
      page.getByText('Not saved: The script must be at most 1500 characters'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /^Finalize video/ })).toBeDisabled();
    // The server refuses it too, in the same words.
    const refused = await page.request.put(`/api/story/session/${project.projectId}`, {
      headers: {
        authorization: `Bearer ${await tokenOf(page)}`,
        'generation-token': project.token,
      },
      data: {
        story: {
          title: 'Too long',
          caption: '',
          scenes: [
            { narration: 'A'.repeat(800), imagePrompt: 'a' },
            { narration: 'B'.repeat(701), imagePrompt: 'b' },
          ],
        },
      },
    });
    expect(refused.status()).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toContain(
      'The script must be at most 1500 characters',
    );

    await narrationOf(page, 1).fill('A short first scene.');
    await expect(over).toHaveCount(0);
    await expectAllSaved(page);
    await expect(page.getByRole('button', { name: /^Finalize video/ })).toBeEnabled();
  });

  test('regenerates the script up to 3 times, saying how many are left', async ({ page }) => {
    await inEditor(page);
    const regenerate = page.getByRole('button', { name: 'Regenerate script' });
    for (const left of [2, 1, 0]) {
      await expect(page.getByText(`${left + 1} of 3 regenerations left`)).toBeVisible();
      await regenerate.click();
      const dialog = page.getByRole('dialog', { name: 'Write a new script?' });
      await expect(dialog).toContainText('It costs no credit.');
      await dialog.getByRole('button', { name: 'Regenerate', exact: true }).click();
      await expect(page.getByText(`${left} of 3 regenerations left`)).toBeVisible({
        timeout: 60_000,
      });
    }
    await expect(regenerate).toBeDisabled();
  });

  test('adds, removes, reorders, splits and merges scenes, and saves them', async ({ page }) => {
    const project = await inEditor(page);
    await narrationOf(page, 1).fill('First. Scene.');
    await narrationOf(page, 2).fill('Second scene.');
    await narrationOf(page, 3).fill('Third scene.');
    const before = await narrations(page);
    const rest = before.slice(3);

    await page.getByRole('button', { name: 'Move scene 2 up' }).click();
    expect(await narrations(page)).toEqual([
      'Second scene.',
      'First. Scene.',
      'Third scene.',
      ...rest,
    ]);
    await page.getByRole('button', { name: 'Move scene 1 down' }).click();
    expect(await narrations(page)).toEqual([
      'First. Scene.',
      'Second scene.',
      'Third scene.',
      ...rest,
    ]);

    await page.getByRole('button', { name: 'Split scene 1 in two' }).click();
    expect(await narrations(page)).toEqual([
      'First.',
      'Scene.',
      'Second scene.',
      'Third scene.',
      ...rest,
    ]);
    await page.getByRole('button', { name: 'Merge scene 2 with the next' }).click();
    expect(await narrations(page)).toEqual([
      'First.',
      'Scene. Second scene.',
      'Third scene.',
      ...rest,
    ]);

    await page.getByRole('button', { name: 'Remove scene 3' }).click();
    expect(await narrations(page)).toEqual(['First.', 'Scene. Second scene.', ...rest]);

    await page.getByRole('button', { name: 'Add a scene' }).click();
    const last = before.length - 1 + 1;
    await expect(
      page.getByText(`Not saved: Scene ${last} needs its narration and its image prompt`),
    ).toBeVisible();
    await narrationOf(page, last).fill('A new ending.');
    await page.getByLabel(`Scene ${last} image prompt`).fill('a sunrise over the sea');
    await expectAllSaved(page);

    const expected = ['First.', 'Scene. Second scene.', ...rest, 'A new ending.'];
    const saved = await generationOf(page, project);
    expect(saved.story!.scenes.map((s) => s.narration)).toEqual(expected);
    // A reload opens the saved project from its address.
    await page.reload();
    await expect(narrationOf(page, 1)).toBeVisible();
    expect(await narrations(page)).toEqual(expected);
  });

  test('sets the caption style, the music and its volume, and the settings', async ({ page }) => {
    const project = await inEditor(page);
    const captions = page.getByRole('region', { name: 'Captions' });
    for (const style of [
      'One word at a time',
      'Karaoke highlight',
      'Boxed highlight',
      'Bold outline',
      'Clean subtitle',
    ]) {
      await expect(captions.getByRole('radio', { name: new RegExp(`^${style}`) })).toBeVisible();
    }
    await captions.getByRole('radio', { name: /^Bold outline/ }).check();
    await expectAllSaved(page);
    expect((await generationOf(page, project)).renderOptions.captions).toMatchObject({
      enabled: true,
      style: 'outline',
    });
    await captions.getByRole('switch', { name: 'Show captions' }).uncheck();
    await expect(captions.getByRole('radio', { name: /^Bold outline/ })).toBeDisabled();

    const music = page.getByRole('region', { name: 'Background music' });
    const tracks = music.getByRole('button', { name: /^Play a preview of / });
    await expect(tracks.first()).toBeVisible();
    expect(await tracks.count()).toBeGreaterThanOrEqual(3);
    const firstTrack = (await tracks.first().getAttribute('aria-label'))!.replace(
      'Play a preview of ',
      '',
    );
    await music.getByRole('radio', { name: new RegExp(`^${firstTrack}`) }).check();
    await music.getByLabel('Music volume').fill('30');
    await expectAllSaved(page);
    let saved = await generationOf(page, project);
    expect(saved.renderOptions.captions.enabled).toBe(false);
    expect(saved.renderOptions.music.volume).toBeCloseTo(0.3);
    expect(saved.renderOptions.music.track).not.toBe('auto');

    await music.getByRole('radio', { name: /^No music/ }).check();
    await expect(music.getByLabel('Music volume')).toBeDisabled();

    const settings = page.getByRole('region', { name: 'Video settings' });
    await settings.getByLabel('Narration voice').selectOption('onyx');
    await settings.getByLabel('Art style').selectOption('sketch');
    await settings.getByRole('radio', { name: 'Long (60-90 seconds)' }).check();
    await settings.getByRole('radio', { name: 'Square (1:1)' }).check();
    await expectAllSaved(page);
    saved = await generationOf(page, project);
    expect(saved.renderOptions.music.track).toBe('none');
    expect(saved.settings).toMatchObject({
      voice: 'onyx',
      artStyle: 'sketch',
      duration: 'long',
      aspectRatio: '1:1',
    });
    await expectNoSeriousA11yViolations(page);
  });

  test("shows each scene's picture; regenerates one, uploads another, refuses other files", async ({
    page,
  }) => {
    const project = await inEditor(page);
    const first = page.getByRole('img', { name: 'Picture of scene 1' });
    await expect(first).toBeVisible({ timeout: 30_000 });
    await expect(first).toHaveAttribute('data-image-variant', '0');
    const drawn = await first.getAttribute('src');

    await page.getByRole('button', { name: 'Regenerate the picture of scene 1' }).click();
    await expect(first).toHaveAttribute('data-image-variant', '1');
    await expect(first).not.toHaveAttribute('src', drawn!, { timeout: 30_000 });

    const upload = page.getByLabel('Upload an image for scene 2');
    await upload.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a picture'),
    });
    await expect(
      page.getByRole('alert').filter({ hasText: 'Upload a JPEG, PNG or WebP image' }),
    ).toBeVisible();
    await upload.setInputFiles({
      name: 'mine.png',
      mimeType: 'image/png',
      buffer: pngFile(64, 96, [250, 180, 20]),
    });
    const second = page.getByRole('img', { name: 'Picture of scene 2' });
    await expect(second).toHaveAttribute('data-image-id', /^[a-f0-9]{32}$/, { timeout: 30_000 });
    await expect(page.getByText('Your own image is used for this scene.')).toBeVisible();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Upload a JPEG, PNG or WebP image' }),
    ).toHaveCount(0);
    await expectAllSaved(page);
    const saved = await generationOf(page, project);
    expect(saved.story!.scenes[1]!.imageId).toMatch(/^[a-f0-9]{32}$/);
  });
});
