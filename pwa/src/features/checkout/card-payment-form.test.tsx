// The Card Payment form: the amount on Pay Now, disabled for the unknown-package amount and for a
// subscribed member, the card as typed, and the red / green texts of spec §8.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CARD_MESSAGES, MESSAGES } from '@hostel/shared-schema';
import { CardPaymentForm, type CardPaymentFormProps } from './components/card-payment-form';

function renderForm(props: Partial<CardPaymentFormProps> = {}) {
  const onPay = vi.fn();
  render(
    <CardPaymentForm
      amount={4000}
      submitting={false}
      methodCreated={false}
      alreadySubscribed={false}
      onPay={onPay}
      {...props}
    />,
  );
  return onPay;
}

const payNow = (amount: number) =>
  screen.getByRole('button', { name: `Pay Now ${amount} Tk` }) as HTMLButtonElement;

describe('CardPaymentForm', () => {
  afterEach(cleanup);

  it('sends the card as typed (formatted) on Pay Now', () => {
    const onPay = renderForm();
    fireEvent.change(screen.getByLabelText('Card Number'), {
      target: { value: '4242424242424242' },
    });
    fireEvent.change(screen.getByLabelText('Expiry Date'), { target: { value: '1234' } });
    fireEvent.change(screen.getByLabelText('CVV'), { target: { value: '12a3' } });
    fireEvent.click(payNow(4000));
    expect(onPay).toHaveBeenCalledWith({
      number: '4242 4242 4242 4242',
      expiry: '12/34',
      cvc: '123',
    });
  });

  it.each([
    ['the unknown-package amount', { amount: 1 }, 1],
    ['a subscribed member', { alreadySubscribed: true }, 4000],
  ])('Pay Now is disabled for %s', (_, props, amount) => {
    renderForm(props);
    expect(payNow(amount).disabled).toBe(true);
  });

  it("shows the provider message in red, or 'Successfull' once the method exists", () => {
    renderForm({ methodCreated: true });
    expect(screen.getByText(MESSAGES.successfull)).toBeTruthy();
    cleanup();
    renderForm({ methodCreated: true, cardError: CARD_MESSAGES.declined });
    expect(screen.getByRole('alert').textContent).toBe(CARD_MESSAGES.declined);
    expect(screen.queryByText(MESSAGES.successfull)).toBeNull();
  });
});
