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
/** How long a beneficiary's invitation link opens (beneficiaries/invite.ts): a week, then the holder sends another. */
export const INVITATION_TTL_SECONDS = 7 * 24 * 3600;
/** Signs the card's QR tokens (cards/card-token.ts); a provider keeps its own out of the code, as every secret here. */
export const CARD_TOKEN_SECRET = 'sandbox-hmac-carne-de-pruebas-no-usar-en-produccion';
/**
 * How long a card's QR opens the verification: the card screen gets a new one each time it loads, and the copy
 * saved for use without network (src/features/card/card-copy.ts) keeps working for a month; a photo of the QR
 * stops working then, and never told more than the page shows.
 */
export const CARD_TOKEN_TTL_SECONDS = 30 * 24 * 3600;
