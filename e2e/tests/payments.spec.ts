import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/auth';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { balanceChip, DECLINED_CARD, fillCard, payWithTestCard } from '../support/payment';

const PACKS = [
  { id: 'starter', name: 'Starter Pack', price: '$3', credits: 3 },
  { id: 'popular', name: 'Popular Pack', price: '$8', credits: 10 },
  { id: 'pro', name: 'Pro Pack', price: '$14', credits: 20 },
] as const;

/** The header's balance chip, e.g. "10 credits. Buy credits". */

async function expectBalance(page: Page, credits: number) {
  await expect(balanceChip(page)).toHaveAccessibleName(
    `${credits} ${credits === 1 ? 'credit' : 'credits'}. Buy credits`,
  );
}

test.describe('buying credits with the test provider', () => {
  test('through the Purchase Credits popup and the hosted test checkout, every pack', async ({
    page,
  }) => {
    await signIn(page);
    await expectBalance(page, 0);
    let balance = 0;
    for (const pack of PACKS) {
      await balanceChip(page).click();
      const popup = page.getByRole('dialog', { name: 'Purchase Credits' });
      await expect(popup.getByText('Select a package to get started')).toBeVisible();
      await expect(popup.getByText('Test mode', { exact: true })).toBeVisible();
      await expect(popup.getByText('Secure payment processed by Stripe')).toBeVisible();
      await popup.getByRole('button', { name: new RegExp(`^${pack.name}`) }).click();

      await expect(page).toHaveURL(/\/payment\/test-checkout\/cs_test_\w+$/);
      expect(
        await page.evaluate(
          () => JSON.parse(sessionStorage.getItem('selectedPackage') ?? 'null') as unknown,
        ),
      ).toEqual({ id: pack.id, name: pack.name, credits: pack.credits, price: expect.any(Number) });
      await expect(page.getByRole('heading', { name: 'Test checkout' })).toBeVisible();
      await expect(page.getByText('Test mode', { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { name: pack.name })).toBeVisible();
      await payWithTestCard(page, `Pay ${pack.price}`);

      await expect(page).toHaveURL(/\/payment\/success\?session_id=cs_test_\w+$/);
      await expect(page.getByRole('heading', { name: 'Payment successful!' })).toBeVisible();
      balance += pack.credits;
      await expect(page.getByText(`${pack.credits} credits were added`)).toBeVisible();
      await expect(page.getByText(`Your balance: ${balance} credits`)).toBeVisible();
      await expectBalance(page, balance);
    }
    // Coming back to the success page grants nothing more.
    await page.reload();
    await expect(page.getByText(`Your balance: ${balance} credits`)).toBeVisible();
    await expectBalance(page, 33);
  });

  test('through the in-page card form on /payment, every pack, from /pricing', async ({ page }) => {
    await signIn(page);
    let balance = 0;
    for (const pack of PACKS) {
      await page.goto('/pricing');
      await page.getByRole('link', { name: `Get Started with the ${pack.name}` }).click();
      await expect(page).toHaveURL(new RegExp(`/payment\\?packageId=${pack.id}$`));
      await expect(page.getByRole('heading', { name: 'Purchase Credits' })).toBeVisible();
      await expect(page.getByText('Test mode', { exact: true })).toBeVisible();
      const panel = page.getByRole('region', { name: pack.name });
      await expect(panel).toContainText(pack.price);
      await expect(panel).toContainText(`${pack.credits} credits`);
      await payWithTestCard(page);
      await expect(page.getByText('Payment successful!')).toBeVisible();
      await expect(page.getByText(`Successfully purchased ${pack.credits} credits!`)).toBeVisible();
      // A full navigation: the page loads afresh...
      await page.waitForURL(/\/dashboard$/, { waitUntil: 'load' });
      balance += pack.credits;
      await expectBalance(page, balance);
      // ...and shows the purchase, the balance and the way on.
      await expect(
        page
          .locator('[data-sonner-toast]')
          .filter({ hasText: `Successfully purchased ${pack.credits} credits!` }),
      ).toBeVisible();
      await expect(page.getByRole('region', { name: 'Payment successful!' })).toContainText(
        `${pack.credits} credits added to your account.`,
      );
      await expect(page.getByText(`Your balance: ${balance} credits`)).toBeVisible();
      await expect(
        page.getByRole('main').getByRole('link', { name: 'Create a video' }),
      ).toHaveAttribute('href', '/create');
    }
  });

  test('a declined card is shown inline and as a toast, and grants nothing', async ({ page }) => {
    await signIn(page);
    await page.goto('/payment');
    await expect(page.getByRole('heading', { name: 'Purchase Credits' })).toBeVisible();
    await page.getByRole('button', { name: 'Choose the Starter Pack' }).click();
    for (const [number, message] of [
      ['4000 0000 0000 0002', 'Your card was declined.'],
      ['4000 0000 0000 9995', 'Your card has insufficient funds.'],
    ] as const) {
      await fillCard(page, number);
      await page.getByRole('button', { name: 'Pay Now' }).click();
      await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
      await expect(page.locator('[data-sonner-toast]').filter({ hasText: message })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
    }
    await expect(page).toHaveURL(/\/payment/);
    await expectBalance(page, 0);
    // Another card on the same payment then goes through.
    await payWithTestCard(page);
    await page.waitForURL(/\/dashboard$/);
    await expectBalance(page, 3);
  });

  test('the hosted test checkout declines too, and can be cancelled', async ({ page }) => {
    await signIn(page);
    await balanceChip(page).click();
    await page
      .getByRole('dialog', { name: 'Purchase Credits' })
      .getByRole('button', { name: /^Pro Pack/ })
      .click();
    await expect(page.getByRole('heading', { name: 'Test checkout' })).toBeVisible();
    await fillCard(page, DECLINED_CARD);
    await page.getByRole('button', { name: 'Pay $14' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Your card was declined.' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Cancel and return' }).click();

    await expect(page).toHaveURL(/\/payment\/cancel$/);
    await expect(page.getByRole('heading', { name: 'Payment cancelled' })).toBeVisible();
    await expect(page.getByText('Your payment was cancelled. You were not charged.')).toBeVisible();
    await expect(page.getByText('Test mode', { exact: true })).toBeVisible();
    // Each way on goes somewhere else.
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/payment');
    await expect(main.getByRole('link', { name: 'Back to Create' })).toHaveAttribute(
      'href',
      '/create',
    );
    await expect(main.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await expectNoSeriousA11yViolations(page);
    // Nothing opens over the message once the balance is known.
    await expectBalance(page, 0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await main.getByRole('link', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'Purchase Credits' })).toBeVisible();
  });

  test('"← Choose different package" goes back to the grid and cancels the unused payment', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/payment?packageId=popular');
    await expect(page.getByRole('region', { name: 'Popular Pack' })).toBeVisible();
    // The card form shows once the payment intent exists.
    await expect(page.getByLabel('Card number')).toBeVisible();
    const cancelled = page.waitForResponse(
      (r) => /\/api\/payment\/cancel\/pi_test_\w+$/.test(r.url()) && r.status() === 200,
    );
    await page.getByRole('button', { name: '← Choose different package' }).click();
    await cancelled;
    await expect(page.getByRole('button', { name: 'Choose the Pro Pack' })).toBeVisible();
    await expect(page).toHaveURL(/\/payment$/);
    await expectNoSeriousA11yViolations(page);
  });

  test('payment page failures use the spec messages', async ({ page }) => {
    await signIn(page);
    await page.route('**/api/payment/create-intent', (route) =>
      route.fulfill({ status: 500, json: { message: 'Internal server error', code: 'X' } }),
    );
    await page.goto('/payment?packageId=starter');
    await expect(
      page.getByRole('alert').filter({ hasText: 'Failed to initialize payment' }),
    ).toBeVisible();
    await expect(
      page.locator('[data-sonner-toast]').filter({ hasText: 'Failed to initialize payment' }),
    ).toBeVisible();

    await page.route('**/api/credits/packages', (route) =>
      route.fulfill({ status: 500, json: { message: 'Internal server error', code: 'X' } }),
    );
    await page.goto('/payment');
    await expect(
      page.getByRole('alert').filter({ hasText: 'Failed to load packages' }),
    ).toBeVisible();
  });

  test('/payment/success without a session id says so and offers the way on', async ({ page }) => {
    await signIn(page);
    await page.goto('/payment/success');
    await expect(
      page.getByRole('heading', { level: 1, name: 'No payment to confirm' }),
    ).toBeVisible();
    await expect(page.getByText(/Invalid checkout session/)).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Create a video' })).toHaveAttribute(
      'href',
      '/create',
    );
    await main.getByRole('link', { name: 'Buy credits' }).click();
    await expect(page.getByRole('heading', { name: 'Purchase Credits' })).toBeVisible();
  });

  test('/payment/success without a paid session says so', async ({ page }) => {
    await signIn(page);
    await page.goto('/payment/success?session_id=cs_test_unknown');
    await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible();
  });
});

test.describe('the Purchase Credits popup', () => {
  test('shows each pack with price, credits, description and savings', async ({ page }) => {
    await signIn(page);
    await balanceChip(page).click();
    const popup = page.getByRole('dialog', { name: 'Purchase Credits' });
    for (const [name, price, credits, save] of [
      ['Starter Pack', '$3', '3 credits', 'Save 20%'],
      ['Popular Pack', '$8', '10 credits', 'Save 30%'],
      ['Pro Pack', '$14', '20 credits', 'Save 40%'],
    ] as const) {
      const card = popup.getByRole('button', { name: new RegExp(`^${name}`) });
      await expect(card).toContainText(price);
      await expect(card).toContainText(credits);
      await expect(card).toContainText(save);
    }
    await expect(popup.getByText('Ten videos for creators who post every week.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await popup.getByRole('button', { name: 'Close' }).click();
    await expect(popup).toHaveCount(0);
  });

  test('while a checkout starts, the close button and the other cards are disabled; a failure re-enables them', async ({
    page,
  }) => {
    await signIn(page);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/payment/create-checkout-session', async (route) => {
      await held;
      await route.fulfill({ status: 500, json: { message: 'Internal server error', code: 'X' } });
    });
    await balanceChip(page).click();
    const popup = page.getByRole('dialog', { name: 'Purchase Credits' });
    await popup.getByRole('button', { name: /^Popular Pack/ }).click();
    await expect(popup.getByRole('button', { name: 'Close' })).toBeDisabled();
    await expect(popup.getByRole('button', { name: /^Starter Pack/ })).toBeDisabled();
    await expect(popup.getByRole('button', { name: /^Pro Pack/ })).toBeDisabled();
    release();
    await expect(
      page.locator('[data-sonner-toast]').filter({ hasText: 'Failed to start checkout process' }),
    ).toBeVisible();
    await expect(popup.getByRole('button', { name: 'Close' })).toBeEnabled();
    await expect(popup.getByRole('button', { name: /^Starter Pack/ })).toBeEnabled();
  });

  test('a checkout answer without a url is an invalid checkout session', async ({ page }) => {
    await signIn(page);
    await page.route('**/api/payment/create-checkout-session', (route) =>
      route.fulfill({ status: 200, json: {} }),
    );
    await balanceChip(page).click();
    await page
      .getByRole('dialog', { name: 'Purchase Credits' })
      .getByRole('button', { name: /^Starter Pack/ })
      .click();
    await expect(
      page.locator('[data-sonner-toast]').filter({ hasText: 'Invalid checkout session' }),
    ).toBeVisible();
    await expect(page).not.toHaveURL(/test-checkout/);
  });

  test('no packages, and packages that fail to load', async ({ page }) => {
    await signIn(page);
    await page.route('**/api/credits/packages', (route) =>
      route.fulfill({ status: 200, json: { packages: [] } }),
    );
    await balanceChip(page).click();
    const popup = page.getByRole('dialog', { name: 'Purchase Credits' });
    await expect(popup.getByText('No packages available')).toBeVisible();
    await popup.getByRole('button', { name: 'Close' }).click();

    await page.unroute('**/api/credits/packages');
    await page.route('**/api/credits/packages', (route) =>
      route.fulfill({ status: 500, json: { message: 'Internal server error', code: 'X' } }),
    );
    await balanceChip(page).click();
    await expect(
      page.locator('[data-sonner-toast]').filter({ hasText: 'Failed to load credit packages' }),
    ).toBeVisible();
  });
});
