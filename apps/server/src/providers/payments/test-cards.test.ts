import { CARD_MESSAGES } from '@reelsmith/contract';
import { describe, expect, it } from 'vitest';
import { parseExpiry, passesLuhn, testCardError } from './test-cards.js';

const now = new Date('2026-06-15T12:00:00Z');
const card = (number: string, expiry = '12 / 30', cvc = '123') => ({ number, expiry, cvc });

describe('test cards', () => {
  it.each([
    ['4242 4242 4242 4242', undefined],
    ['5555555555554444', undefined],
    ['4000 0000 0000 0002', CARD_MESSAGES.declined],
    ['4000 0000 0000 9995', CARD_MESSAGES.insufficientFunds],
    ['4000000000000069', CARD_MESSAGES.expiredCard],
    ['4242 4242 4242 4241', CARD_MESSAGES.incorrectNumber],
    ['4242', CARD_MESSAGES.incorrectNumber],
    ['4111 1111 1111 1111', CARD_MESSAGES.notATestCard],
  ])('%s -> %s', (number, expected) => {
    expect(testCardError(card(number), now)).toBe(expected);
  });

  it('checks the expiry and the CVC', () => {
    expect(testCardError(card('4242424242424242', '05/26'), now)).toBe(CARD_MESSAGES.expiryInPast);
    expect(testCardError(card('4242424242424242', '06/26'), now)).toBeUndefined();
    expect(testCardError(card('4242424242424242', '13/30'), now)).toBe(CARD_MESSAGES.invalidExpiry);
    expect(testCardError(card('4242424242424242', '12/30', '12'), now)).toBe(
      CARD_MESSAGES.incompleteCvc,
    );
  });

  it('parses the usual expiry spellings', () => {
    expect(parseExpiry('12 / 34')).toEqual({ month: 12, year: 2034 });
    expect(parseExpiry('1/2031')).toEqual({ month: 1, year: 2031 });
    expect(parseExpiry('0434')).toEqual({ month: 4, year: 2034 });
    expect(parseExpiry('tomorrow')).toBeUndefined();
  });

  it('knows the Luhn checksum', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4242424242424243')).toBe(false);
  });
});
