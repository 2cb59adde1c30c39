// How long a session may last, and what ends it: the rules the provider's identity server must keep (docs/contract.md,
// "Sessions that end") and the sandbox keeps (domains/accounts/tokens.ts). The kit reads them to probe a sandbox.

/**
 * A session ends this long after its sign-in, however often it was refreshed: rotation gives a new refresh token,
 * never a new deadline. 120 days, the refresh-token cookie's lifetime (docs/specification.md, section 9), so the
 * cookie and the session it carries end together.
 */
export const SESSION_LIFETIME_SECONDS = 120 * 24 * 3600;

/**
 * A refresh token spent this recently may be spent once more, while it is the last one its session spent, and
 * gets a new pair of the same session instead of revoking it: two windows of the portal that refresh at once over
 * the same cookie (a frame whose Web Lock the browser refuses beside a tab) or an answer lost on the way. Seconds
 * long, so a stolen token replayed later still ends the session (RFC 9700, section 4.14.2).
 */
export const REFRESH_REUSE_GRACE_SECONDS = 10;
