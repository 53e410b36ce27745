// Spec §8: a provider card or validation error shows the provider's message; any other payment
// error shows 'An unexpected error occurred' (Stripe's own sample does the same).
import { MESSAGES, type CardProviderError } from '@hostel/shared-schema';

export function cardErrorText(error: CardProviderError | undefined): string {
  if (error && (error.type === 'card_error' || error.type === 'validation_error')) {
    return error.message;
  }
  return MESSAGES.unexpectedError;
}
