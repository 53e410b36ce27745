// The sandbox (test-mode) card processor's card rules, pure: the card provider's (Stripe's) documented test
// cards and its client-side checks (Luhn, expiry, CVC), with its codes and messages verbatim.
// https://docs.stripe.com/testing — 4242… succeeds, 4000 0000 0000 0002 is declined, …
import { CARD_MESSAGES, type CardProviderError } from '@hostel/shared-schema';

/** What confirming a payment with the card will do. */
export type CardOutcome =
  | 'success'
  | 'generic_decline'
  | 'insufficient_funds'
  | 'expired_card'
  | 'incorrect_cvc'
  | 'non_test_card';

export type CardInput = {
  number?: unknown;
  expMonth?: unknown;
  expYear?: unknown;
  cvc?: unknown;
};

export type CheckedCard = {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  outcome: CardOutcome;
};

/** Documented test cards that decline at confirmation, by number. */
const DECLINING_CARDS: Record<string, CardOutcome> = {
  '4000000000000002': 'generic_decline',
  '4000000000009995': 'insufficient_funds',
  '4000000000000069': 'expired_card',
  '4000000000000127': 'incorrect_cvc',
};

/** Documented test cards that succeed (one per brand and a few variants). */
const SUCCEEDING_CARDS = new Set([
  '4242424242424242',
  '4000056655665556',
  '5555555555554444',
  '2223003122003222',
  '5200828282828210',
  '5105105105105100',
  '378282246310005',
  '371449635398431',
  '6011111111111117',
  '6011000990139424',
  '3056930009020004',
  '36227206271667',
  '3566002020360505',
  '6200000000000005',
]);

const validation = (code: string, message: string): CardProviderError => ({
  type: 'validation_error',
  code,
  message,
});

export function brandOf(digits: string): string {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|64[4-9]|65)/.test(digits)) return 'discover';
  if (/^3(0|6|8)/.test(digits)) return 'diners';
  if (/^35/.test(digits)) return 'jcb';
  if (/^62/.test(digits)) return 'unionpay';
  return 'unknown';
}

function expectedLength(brand: string): number {
  if (brand === 'amex') return 15;
  if (brand === 'diners') return 14;
  return 16;
}

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

function asText(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
}

function checkNumber(raw: unknown): { digits: string } | { error: CardProviderError } {
  const digits = asText(raw).replace(/[\s-]/g, '');
  if (digits === '')
    return { error: validation('incomplete_number', CARD_MESSAGES.incompleteNumber) };
  if (!/^\d+$/.test(digits) || digits.length > 19) {
    return { error: validation('invalid_number', CARD_MESSAGES.invalidNumber) };
  }
  if (digits.length < expectedLength(brandOf(digits))) {
    return { error: validation('incomplete_number', CARD_MESSAGES.incompleteNumber) };
  }
  if (!passesLuhn(digits))
    return { error: validation('invalid_number', CARD_MESSAGES.invalidNumber) };
  return { digits };
}

function checkExpiry(
  rawMonth: unknown,
  rawYear: unknown,
  now: Date,
): { month: number; year: number } | { error: CardProviderError } {
  const monthText = asText(rawMonth);
  const yearText = asText(rawYear);
  if (!/^\d{1,2}$/.test(monthText) || !/^(\d{2}|\d{4})$/.test(yearText)) {
    return { error: validation('incomplete_expiry', CARD_MESSAGES.incompleteExpiry) };
  }
  const month = Number(monthText);
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  if (month < 1 || month > 12) {
    return { error: validation('invalid_expiry_month', CARD_MESSAGES.invalidExpiryMonth) };
  }
  const thisYear = now.getUTCFullYear();
  if (year < thisYear) {
    return { error: validation('invalid_expiry_year_past', CARD_MESSAGES.invalidExpiryYear) };
  }
  if (year === thisYear && month < now.getUTCMonth() + 1) {
    return { error: validation('invalid_expiry_month_past', CARD_MESSAGES.expiryPast) };
  }
  return { month, year };
}

/** Checks a card as the provider's card form does; a valid card carries its confirm outcome. */
export function checkCard(
  input: CardInput,
  now = new Date(),
): { card: CheckedCard } | { error: CardProviderError } {
  const number = checkNumber(input.number);
  if ('error' in number) return number;
  const expiry = checkExpiry(input.expMonth, input.expYear, now);
  if ('error' in expiry) return expiry;
  const brand = brandOf(number.digits);
  const cvc = asText(input.cvc);
  if (!/^\d+$/.test(cvc) || cvc.length < (brand === 'amex' ? 4 : 3) || cvc.length > 4) {
    return { error: validation('incomplete_cvc', CARD_MESSAGES.incompleteCvc) };
  }
  const outcome =
    DECLINING_CARDS[number.digits] ??
    (SUCCEEDING_CARDS.has(number.digits) ? 'success' : 'non_test_card');
  return {
    card: {
      brand,
      last4: number.digits.slice(-4),
      expMonth: expiry.month,
      expYear: expiry.year,
      outcome,
    },
  };
}

/** The card error confirming with this outcome gives, or undefined when the payment succeeds. */
export function declineFor(outcome: CardOutcome): CardProviderError | undefined {
  switch (outcome) {
    case 'success':
      return undefined;
    case 'generic_decline':
    case 'non_test_card':
      return {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: CARD_MESSAGES.declined,
      };
    case 'insufficient_funds':
      return {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'insufficient_funds',
        message: CARD_MESSAGES.insufficientFunds,
      };
    case 'expired_card':
      return { type: 'card_error', code: 'expired_card', message: CARD_MESSAGES.expired };
    case 'incorrect_cvc':
      return { type: 'card_error', code: 'incorrect_cvc', message: CARD_MESSAGES.incorrectCvc };
  }
}
