// What the sandbox writes for people to read, the same way everywhere: text inside its HTML pages (the gateway,
// the card check, the mailbox) and amounts in euros (pages, messages, refusals).

export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

const money = new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR' });

/** Cents as Spanish euros: 3990 -> "39,90 €". */
export const euros = (cents: number): string => money.format(cents / 100);
