// Fixed sandbox credentials. They protect nothing: the configuration exchange hands the client secret to every
// browser, as the source system does (docs/design.md, section 3, configuration exchange).
export const CLIENT_ID = 'portal-afiliados';
export const CLIENT_SECRET = 'sandbox-portal-afiliados-2026';
export const JWT_SECRET = 'sandbox-hs256-firma-de-pruebas-no-usar-en-produccion';
export const OTP_CODE = '123456';
export const OTP_TTL_SECONDS = 300;
/** Wrong codes allowed per code sent; the last one revokes it and a new code must be requested. */
export const OTP_MAX_ATTEMPTS = 3;
/** How long a verified address counts as verified for what follows (an invitation's acceptance). */
export const OTP_VERIFIED_TTL_SECONDS = 900;
