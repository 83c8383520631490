import type { Page } from '@playwright/test';

/** Stripe's test cards, which the test payment provider honours the same way. */
export const SUCCEEDING_CARD = '4242 4242 4242 4242';
export const DECLINED_CARD = '4000 0000 0000 0002';

/** The header's balance chip ("3 credits. Buy credits"). */
export const balanceChip = (page: Page) => page.getByRole('button', { name: /Buy credits$/ });

/** Fills the checkout's card form, as a person types it. */
export async function fillCard(page: Page, number = SUCCEEDING_CARD): Promise<void> {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
}

/** On the checkout of a chosen pack: pays with the succeeding test card. */
export async function payWithTestCard(page: Page, button = 'Pay Now'): Promise<void> {
  await fillCard(page);
  await page.getByRole('button', { name: button }).click();
}
