import { expect, test } from '@playwright/test';

// Screen readers list a page by its headings: a level skipped (an h3 under an h1) reads as a
// missing section (Lighthouse's "heading-order").
for (const path of ['/', '/pricing', '/login', '/privacy', '/terms', '/disclosure']) {
  test(`${path}: headings never skip a level`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (path === '/pricing')
      await expect(page.locator('.packs h2, .packs h3').first()).toBeVisible();
    const levels = await page
      .locator('main :is(h1, h2, h3, h4, h5, h6)')
      .evaluateAll((headings) => headings.map((h) => Number(h.tagName.slice(1))));
    const skips = levels.filter((level, i) => i > 0 && level > (levels[i - 1] ?? 0) + 1);
    expect(skips, `heading levels in order: ${levels.join(' ')}`).toEqual([]);
  });
}
