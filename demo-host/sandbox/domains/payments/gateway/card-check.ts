// The hosted checkout's checks, as a card form does them: Luhn, a future expiry, a 3-digit CVC, a name; then
// what each documented test card does (docs/sandbox.md, "Test cards").

export type CardOutcome = 'approve' | 'decline' | 'insufficient_funds' | 'challenge' | 'pending';

export const TEST_CARDS: Record<string, CardOutcome> = {
  '4242424242424242': 'approve',
  '4000000000000002': 'decline',
  '4000000000009995': 'insufficient_funds',
  '4000000000003220': 'challenge',
  '4000000000000077': 'pending',
};

export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
  holder: string;
}

export type CardCheck =
  { ok: true; digits: string; outcome: CardOutcome } | { ok: false; errors: Partial<Record<keyof CardInput, string>> };

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length >= 13 && digits.length <= 19 && sum % 10 === 0;
}

/** "MM/AA" or "MM/AAAA"; valid through the last day of that month. */
function expiryError(value: string, now: Date): string | undefined {
  const match = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(value.trim());
  if (!match) return 'Escribe la caducidad como MM/AA.';
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return 'El mes de caducidad va del 01 al 12.';
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (year * 12 + (month - 1) < current) return 'La tarjeta está caducada.';
  return undefined;
}

export function checkCard(input: CardInput, now: Date): CardCheck {
  const errors: Partial<Record<keyof CardInput, string>> = {};
  const digits = input.number.replace(/[\s-]/g, '');
  if (digits === '') errors.number = 'Escribe el número de la tarjeta.';
  else if (!/^\d+$/.test(digits) || !luhnValid(digits)) errors.number = 'El número de tarjeta no es válido: revisa las cifras.';
  else if (!TEST_CARDS[digits]) errors.number = 'En el entorno de pruebas solo se admiten las tarjetas de prueba de la lista.';
  const expiry = expiryError(input.expiry, now);
  if (expiry) errors.expiry = expiry;
  if (!/^\d{3}$/.test(input.cvc.trim())) errors.cvc = 'El CVC son los 3 dígitos del dorso de la tarjeta.';
  if (input.holder.trim().length < 2) errors.holder = 'Escribe el nombre que aparece en la tarjeta.';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, digits, outcome: TEST_CARDS[digits]! };
}
