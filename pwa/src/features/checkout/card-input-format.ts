// Light formatting while typing card data (groups of four, MM/YY). Validation is the card
// provider's job (spec §5), so nothing here refuses input beyond non-digits and length.
export function formatCardNumber(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

export function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export function formatCvc(value: string): string {
  return value.replace(/\D/g, '').slice(0, 4);
}
