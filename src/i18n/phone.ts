/** "+34914356210" -> "914 35 62 10" (Spanish numbers as people write them); short numbers such as 112 stay. */
export function formatPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const national = digits.startsWith('34') && digits.length === 11 ? digits.slice(2) : digits;
  if (national.length !== 9) return phone;
  return `${national.slice(0, 3)} ${national.slice(3, 5)} ${national.slice(5, 7)} ${national.slice(7)}`;
}
