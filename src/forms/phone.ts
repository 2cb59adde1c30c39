/** The 9-digit national number of a Spanish mobile, accepting spaces, dashes and a +34/0034 prefix; else null. */
export function spanishMobile(value: string): string | null {
  const digits = value.replace(/[\s-]/g, '').replace(/^(\+34|0034)/, '');
  return /^[67]\d{8}$/.test(digits) ? digits : null;
}
