// The portal's language and money (docs/specification.md, section 9: locale es, euro; index.html has lang="es").
/** Intl needs a region to pick Spain's separators and date order. */
export const FORMAT_LOCALE = 'es-ES';
export const CURRENCY = 'EUR';
/** Clinic hours and dates are Spanish peninsular time, wherever the member is (appointments, clinical history). */
export const CLINIC_TIME_ZONE = 'Europe/Madrid';
