// The booking rules, in one place. The portal keeps the same cancellation window in src/core/constants.ts;
// tests/unit/sandbox/medical-record.test.ts checks that the two agree.
export const HOLD_MINUTES = 5;
export const CANCELLATION_WINDOW_HOURS = 2;
/** How far ahead a member can book: a rolling window, so the seed and the tests hold on any date. */
export const BOOKING_WINDOW_DAYS = 21;
/** Nobody can be seen within the hour: the first bookable slot starts at least this late. */
export const MIN_LEAD_MINUTES = 60;
/** A signed download link for a clinical document lives this long. */
export const DOWNLOAD_LINK_SECONDS = 300;
