import { randomBytes } from 'node:crypto';
import { expect, type Page, type Request } from '@playwright/test';

/** A fresh address for each call, so each test has its own user. */
export const uniqueEmail = (prefix = 'e2e') =>
  `${prefix}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@example.com`;

const isSessionCheck = (request: Request) => new URL(request.url()).pathname === '/api/auth/status';

/**
 * Counts the app's session checks (GET /api/auth/status, what a protected route asks the
 * server as it mounts) from now on, until `settled()` sees every one of them answered.
 */
function watchSessionChecks(page: Page) {
  let asked = 0;
  let answered = 0;
  const onRequest = (request: Request) => {
    if (isSessionCheck(request)) asked += 1;
  };
  const onAnswer = (request: Request) => {
    if (isSessionCheck(request)) answered += 1;
  };
  page.on('request', onRequest);
  page.on('requestfinished', onAnswer);
  page.on('requestfailed', onAnswer);
  return {
    async settled() {
      await expect
        .poll(() => asked > 0 && answered === asked, {
          message: 'the page signed in to checks the session with the server',
        })
        .toBe(true);
      page.off('request', onRequest);
      page.off('requestfinished', onAnswer);
      page.off('requestfailed', onAnswer);
    },
  };
}

/**
 * Signs in through the development sign-in of the default server: the start URL, the
 * "Development sign-in" page, the callback, then wherever the app sends a signed-in person
 * (the saved return path, else /create; a protected page either way). Returns the email used
 * once the app is signed in for real: the token is stored, the header shows the user, and the
 * landing page's guard has had the server's answer, so a test that changes the session next
 * (e.g. revokes the token) does not race that check.
 */
export async function signIn(page: Page, email: string = uniqueEmail()): Promise<string> {
  const checks = watchSessionChecks(page);
  await page.goto('/api/oauth2/authorization/google');
  await expect(page.getByRole('heading', { name: 'Development sign-in' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(
    (url) => !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/oauth2/callback'),
  );
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('token'))).not.toBeNull();
  await expect(
    page.getByRole('banner').getByText(email.toLowerCase(), { exact: true }),
  ).toBeAttached();
  await checks.settled();
  return email;
}

/** The signed-in page's token, for calling the API as that user. */
export async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  expect(token).not.toBeNull();
  return token!;
}

/**
 * Buys a pack for the signed-in user through the API, as the in-page card form does with the
 * test provider (create the payment intent, confirm it with Stripe's succeeding test card).
 */
export async function buyCredits(page: Page, packageId = 'starter'): Promise<void> {
  const headers = { authorization: `Bearer ${await tokenOf(page)}` };
  const intent = await page.request.post('/api/payment/create-intent', {
    headers,
    data: { packageId },
  });
  expect(intent.status()).toBe(200);
  const { paymentIntentId } = (await intent.json()) as { paymentIntentId: string };
  const confirmed = await page.request.post(
    `/api/payment/confirm/${encodeURIComponent(paymentIntentId)}`,
    { headers, data: { card: { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' } } },
  );
  expect(confirmed.status()).toBe(200);
}
