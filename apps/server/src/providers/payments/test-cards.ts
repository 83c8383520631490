import { CARD_MESSAGES, type TestCard } from '@reelsmith/contract';

/**
 * Stripe's test cards, as the built-in test provider answers them
 * (https://docs.stripe.com/testing#cards and #declined-payments).
 */
const SUCCEEDING = new Set([
  '4242424242424242', // Visa
  '4000056655665556', // Visa (debit)
  '5555555555554444', // Mastercard
  '2223003122003222', // Mastercard (2-series)
  '378282246310005', // American Express
  '6011111111111117', // Discover
]);
const DECLINING: Record<string, string> = {
  '4000000000000002': CARD_MESSAGES.declined,
  '4000000000009995': CARD_MESSAGES.insufficientFunds,
  '4000000000000069': CARD_MESSAGES.expiredCard,
  '4000000000000127': CARD_MESSAGES.incorrectCvc,
};

/** The Luhn checksum every card number carries. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** "MM / YY", "MM/YY", "MMYY" or "MM/YYYY" to a month and a four-digit year. */
export function parseExpiry(expiry: string): { month: number; year: number } | undefined {
  const match = /^(\d{1,2})\s*\/?\s*(\d{2}|\d{4})$/.exec(expiry.trim());
  if (match === null) return undefined;
  const month = Number(match[1]);
  const yearText = match[2] ?? '';
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  if (month < 1 || month > 12) return undefined;
  return { month, year };
}

/**
 * What the test provider says about a card: undefined when it is charged, else the card
 * error people see. `now` is for tests.
 */
export function testCardError(card: TestCard, now = new Date()): string | undefined {
  const digits = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) return CARD_MESSAGES.incorrectNumber;
  const expiry = parseExpiry(card.expiry);
  if (expiry === undefined) return CARD_MESSAGES.invalidExpiry;
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (expiry.year * 12 + (expiry.month - 1) < thisMonth) return CARD_MESSAGES.expiryInPast;
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return CARD_MESSAGES.incompleteCvc;
  if (SUCCEEDING.has(digits)) return undefined;
  return DECLINING[digits] ?? CARD_MESSAGES.notATestCard;
}
