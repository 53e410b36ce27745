// The test-mode card rules against the card provider's documented test cards and messages.
import { describe, expect, it } from 'vitest';
import { CARD_MESSAGES } from '@hostel/shared-schema';
import { brandOf, checkCard, declineFor, passesLuhn } from './sandbox-cards';

const now = new Date('2026-11-22T12:00:00Z');
const card = (number: string, extra = {}) => ({
  number,
  expMonth: 12,
  expYear: 2030,
  cvc: '123',
  ...extra,
});

describe('checkCard', () => {
  it.each([
    ['4242 4242 4242 4242', 'success', undefined],
    ['4000 0000 0000 0002', 'generic_decline', CARD_MESSAGES.declined],
    ['4000 0000 0000 9995', 'insufficient_funds', CARD_MESSAGES.insufficientFunds],
    ['4000 0000 0000 0069', 'expired_card', CARD_MESSAGES.expired],
    ['4000 0000 0000 0127', 'incorrect_cvc', CARD_MESSAGES.incorrectCvc],
    ['5555 5555 5555 4444', 'success', undefined],
    ['4111 1111 1111 1111', 'non_test_card', CARD_MESSAGES.declined],
  ])('%s confirms as %s', (number, outcome, message) => {
    const result = checkCard(card(number), now);
    expect('card' in result && result.card.outcome).toBe(outcome);
    if ('card' in result) {
      expect(result.card.last4).toBe(number.replace(/\s/g, '').slice(-4));
      expect(declineFor(result.card.outcome)?.message).toBe(message);
      if (message) expect(declineFor(result.card.outcome)?.type).toBe('card_error');
    }
  });

  it.each([
    [
      'a number failing Luhn',
      card('4242 4242 4242 4241'),
      'invalid_number',
      CARD_MESSAGES.invalidNumber,
    ],
    ['letters', card('4242abcd42424242'), 'invalid_number', CARD_MESSAGES.invalidNumber],
    ['no number', card(''), 'incomplete_number', CARD_MESSAGES.incompleteNumber],
    ['a short number', card('4242 4242'), 'incomplete_number', CARD_MESSAGES.incompleteNumber],
    [
      'a past year',
      card('4242424242424242', { expYear: 2025 }),
      'invalid_expiry_year_past',
      CARD_MESSAGES.invalidExpiryYear,
    ],
    [
      'a past month this year',
      card('4242424242424242', { expYear: 2026, expMonth: 10 }),
      'invalid_expiry_month_past',
      CARD_MESSAGES.expiryPast,
    ],
    [
      'month 13',
      card('4242424242424242', { expMonth: 13 }),
      'invalid_expiry_month',
      CARD_MESSAGES.invalidExpiryMonth,
    ],
    [
      'no expiry',
      card('4242424242424242', { expMonth: undefined }),
      'incomplete_expiry',
      CARD_MESSAGES.incompleteExpiry,
    ],
    [
      'a short CVC',
      card('4242424242424242', { cvc: '12' }),
      'incomplete_cvc',
      CARD_MESSAGES.incompleteCvc,
    ],
    [
      'an amex 3-digit CVC',
      card('378282246310005', { cvc: '123' }),
      'incomplete_cvc',
      CARD_MESSAGES.incompleteCvc,
    ],
    [
      'an object as number',
      card({} as unknown as string),
      'incomplete_number',
      CARD_MESSAGES.incompleteNumber,
    ],
  ])('refuses %s as a validation_error', (_label, input, code, message) => {
    const result = checkCard(input, now);
    expect(result).toEqual({ error: { type: 'validation_error', code, message } });
  });

  it('accepts this month and a two-digit year', () => {
    expect(
      'card' in checkCard(card('4242424242424242', { expMonth: 11, expYear: '26' }), now),
    ).toBe(true);
  });
});

describe('helpers', () => {
  it('checks Luhn and names brands', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(brandOf('4242')).toBe('visa');
    expect(brandOf('5555')).toBe('mastercard');
    expect(brandOf('3782')).toBe('amex');
  });
});
