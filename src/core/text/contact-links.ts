// The addresses behind "call", "write", "WhatsApp" and "how to get there" links, from the API's raw values.

/** tel: with the E.164 number (no spaces), so every phone dials it. */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

export const mailHref = (email: string): string => `mailto:${email}`;

/** WhatsApp's click-to-chat link wants the international number with digits only. */
export const whatsappHref = (phone: string): string => `https://wa.me/${phone.replace(/\D/g, '')}`;

/** A map search at the address (OpenStreetMap: no account, no tracking script). */
export const mapHref = (address: string, postalCode: string, city: string): string =>
  `https://www.openstreetmap.org/search?query=${encodeURIComponent(`${address}, ${postalCode} ${city}, España`)}`;
