import { expect, test } from '@playwright/test';
import { signIn, uniqueEmail } from '../support/auth';
import { TEST_SETTINGS, startProject } from '../support/editor';
import { FAILING_APP_URL } from '../support/failing-server';

// The server with ADMIN_EMAILS=e2e-operator@example.com and the content rules on, checked by a
// local fake of OpenAI's /moderations that flags the word "flagme".
test.use({ baseURL: FAILING_APP_URL });

const OPERATOR = 'e2e-operator@example.com';

test('the console: overview, a user, a grant the user sees, a generation and its cost; 403 for others', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const { artStyle, aspectRatio, duration, voice } = TEST_SETTINGS;
  // A customer (one credit at sign-up on this server) whose first prompt breaks the content
  // rules, and whose second is made into a project.
  const customer = uniqueEmail('customer');
  await signIn(page, customer);
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  const flagged = await page.request.post('/api/story/generate-story', {
    headers: { authorization: `Bearer ${token}` },
    data: { customPrompt: 'A story about flagme', artStyle, aspectRatio, duration, voice },
  });
  expect(flagged.status()).toBe(422);
  expect(((await flagged.json()) as { message: string }).message).toBe(
    'Your prompt goes against our content rules. Please change it and try again. Nothing was charged.',
  );
  const project = await startProject(page, {
    customPrompt: 'A lighthouse keeper who befriends a whale',
    artStyle,
    aspectRatio,
    duration,
    voice,
  });

  // Not an operator: the console says so.
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Console' })).toBeVisible();
  await expect(page.getByRole('alert').first()).toHaveText(
    'You do not have permission to perform this action',
  );

  // The operator, in a browser of their own.
  const operatorContext = await browser.newContext({ baseURL: FAILING_APP_URL });
  const admin = await operatorContext.newPage();
  await signIn(admin, OPERATOR);
  await admin.goto('/admin');
  const overview = admin.getByRole('region', { name: 'Overview' });
  await expect(overview.getByText('Videos made')).toBeVisible();
  const figure = (label: string) =>
    overview
      .locator('.admin-figure', { has: admin.getByText(label, { exact: true }) })
      .locator('dd');
  await expect(figure('Flagged prompts')).toHaveText('1');
  await expect(figure('Revenue')).toHaveText('$0.00');
  await expect(overview.getByRole('table', { name: 'Recently flagged' })).toContainText(customer);

  // The customer, found by a part of their email.
  const users = admin.getByRole('region', { name: 'Users' });
  await users.getByLabel('Email contains').fill(customer.slice(0, 20).toUpperCase());
  await users.getByRole('button', { name: 'Search' }).click();
  await users.getByRole('link', { name: customer }).click();
  await expect(admin.getByRole('heading', { level: 1, name: customer })).toBeVisible();
  const credits = admin.getByRole('region', { name: 'Credits' });
  await expect(credits).toContainText('Balance: 1');

  // A grant needs a reason; then it lands in the ledger.
  await credits.getByLabel('Credits (negative to take back)').fill('3');
  await credits.getByRole('button', { name: 'Change credits' }).click();
  await expect(credits.getByRole('alert')).toHaveText('reason must not be blank');
  await credits.getByLabel('Reason').fill('Support: goodwill after a failed render');
  await credits.getByRole('button', { name: 'Change credits' }).click();
  await expect(credits).toContainText('Balance: 4');
  const ledger = admin.getByRole('region', { name: 'Ledger' });
  await expect(ledger.getByRole('row').nth(1)).toContainText('operator');
  await expect(ledger.getByRole('row').nth(1)).toContainText('+3');
  // Taking back more than the balance holds is refused, with the balance.
  await credits.getByLabel('Credits (negative to take back)').fill('-5');
  await credits.getByLabel('Reason').fill('Chargeback');
  await credits.getByRole('button', { name: 'Change credits' }).click();
  await expect(credits.getByRole('alert')).toHaveText(
    'The balance is 4: at most 4 credits can be taken back',
  );

  // The customer's project and what it cost: the moderation call, free.
  await admin.getByRole('region', { name: 'Generations' }).getByRole('link').first().click();
  await expect(admin).toHaveURL(`/admin/generations/${project.projectId}`);
  await expect(
    admin.locator('.admin-figure', { has: admin.getByText('Total cost', { exact: true }) }),
  ).toContainText('$0.0000');
  const calls = admin.getByRole('table', { name: 'Provider calls' });
  await expect(
    calls.getByRole('row', { name: /moderation.*omni-moderation-latest.*ok.*\$0\.0000/ }),
  ).toBeVisible();

  // The audit log on the console keeps the grant, with who and why.
  await admin.goto('/admin');
  const audit = admin.getByRole('region', { name: 'Audit log' });
  await expect(audit.getByRole('row').nth(1)).toContainText(OPERATOR);
  await expect(audit.getByRole('row').nth(1)).toContainText('Granted 3 (balance 4)');
  await expect(audit.getByRole('row').nth(1)).toContainText(
    'Support: goodwill after a failed render',
  );
  await operatorContext.close();

  // The customer sees the grant in their credit history.
  await page.goto('/dashboard');
  await expect(page.getByRole('row', { name: /Adjusted by support/ }).first()).toContainText('+3');
});
