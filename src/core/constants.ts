// Every number and name of docs/specification.md, section 9 (and the build facts), so no screen hard-codes one.
import type { CaregiverModule, GRANT_MAX_MONTHS as CONTRACT_GRANT_MAX_MONTHS } from '#contract/caregivers/scope.ts';

/** {ip}: the product version string, stamped at build time. */
export const APP_VERSION: string = import.meta.env.VITE_APP_VERSION;
/** {product}: the title shown. */
export const PRODUCT_TITLE: string = import.meta.env.VITE_PRODUCT_TITLE;
/** {accessControlAPI}: configuration exchange and OTP verification. */
export const ACCESS_CONTROL_API: string = import.meta.env.VITE_ACCESS_CONTROL_API;

export const AUTH_TOKEN_COOKIE = 'authToken';
export const REFRESH_TOKEN_COOKIE = 'refreshToken';
export const USER_DATA_COOKIE = 'userData';
/** Cookie lifetimes in days. The access cookie lives `expires_in` seconds (docs/design.md, "Deliberate deviations"). */
export const REFRESH_TOKEN_COOKIE_DAYS = 120;
export const USER_DATA_COOKIE_DAYS = 24;
export const SECONDS_PER_DAY = 86_400;

export const MOBILE_MAX_WIDTH = 768;
export const TABLET_MAX_WIDTH = 1024;
export const EMBEDDED_MAX_WIDTH = 420;
export const FRAME_WIDTH = 375;
export const FRAME_MAX_HEIGHT = 812;
export const RESIZE_DEBOUNCE_MS = 50;

export const END_REGISTRATION_REDIRECT_MS = 5_000;

export const ALERT_SHOW_DELAY_MS = 10;
export const ALERT_FADE_MS = 500;

export const TOAST_TIMEOUT_MS = 3_000;

export const SERVICE_WORKER_URL = '/sw.js';
export const SERVICE_WORKER_SCOPE = '/';
export const SERVICE_WORKER_FALLBACK_MS = 30_000;

export const STORE_HISTORY_SIZE = 25;

export const SKIP_INTERCEPTOR_HEADER = 'X-Skip-Interceptor';
export const AUDIT_PATH = '/audit';
/** One lock name for every tab, so a rotating refresh token is spent once. */
export const REFRESH_LOCK_NAME = 'portal-afiliados:token-refresh';

/** A list search waits this long after the last key before it asks the server (sales lists). */
export const SEARCH_DEBOUNCE_MS = 300;
/** Rows per page of the sales lists. */
export const SALES_PAGE_SIZE = 20;
/** Appointments: no cancelling or rescheduling in the last hours before the start (the sandbox keeps the same rule). */
export const APPOINTMENT_CHANGE_WINDOW_HOURS = 2;
/** A chosen slot is held this long while the member confirms; the screen counts it down. */
export const SLOT_HOLD_MINUTES = 5;
/** A screen's main call that has not answered by then ends in the error state with a retry, never a spinner forever. */
export const SCREEN_CALL_TIMEOUT_MS = 15_000;
/** Pause in typing before a field is checked with the server (document number, phone). */
export const FIELD_CHECK_DEBOUNCE_MS = 400;

/** Clinic hours and dates are Spanish peninsular time, wherever the member is. */
export const CLINIC_TIME_ZONE = 'Europe/Madrid';

/** PQR attachments: the types and size the sandbox also enforces (POST /pqrs). */
export const PQR_ATTACHMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export const PQR_ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
/** Headquarters: the position a member shares is asked for once, with this patience. */
export const GEOLOCATION_TIMEOUT_MS = 10_000;
// Payments (features/payments)
/** While a payment request with the same Idempotency-Key is still running (409), wait this long and ask again. */
export const IN_PROGRESS_WAIT_MS = 1_000;
export const IN_PROGRESS_RETRIES = 5;
/** Seconds before another OTP code can be asked for. */
export const OTP_RESEND_SECONDS = 30;
/**
 * The error code of a throttle's 429 (contract/throttle.ts's RATE_LIMITED, which the portal may not import at run
 * time; tests/unit/core/too-many.test.ts keeps them equal). A 429 of another code (an OTP code revoked after its
 * attempts) is not a wait.
 */
export const RATE_LIMITED_ERROR = 'rate_limited';
export const OTP_LENGTH = 6;

/** Where this device remembers the member's reading comfort (text size, high contrast): not health data. */
export const READING_COMFORT_STORAGE_KEY = 'portal.lectura';
/**
 * Present ("1") while this device keeps a reading comfort other than the default: the prerendered pages' head reads
 * localStorage only then. A fresh browser's first localStorage read waits for its store to open, which cost the
 * login's first paint 64 ms at 4x CPU (cold loads: 308 ms with the read, 244 ms without); a cookie comes with the page.
 */
export const READING_COMFORT_COOKIE = 'readingComfort';
export const READING_COMFORT_COOKIE_DAYS = 365;

// A session in a frame that cannot keep third-party cookies (core/session/storage-access.ts, core/session/session-hand-off.ts):
/** The query parameter that makes a first-party window sign the member in for the frame that opened it. */
export const HAND_OFF_PARAM = 'para-marco';
/** Its values: sign in (or find the member signed in) and hand the session over; or end the first-party session. */
export const HAND_OFF_MODES = { signIn: '1', signOut: 'salir' } as const;
/** The message that window sends its opener (same origin only): the session is in the cookies. Never a token. */
export const HAND_OFF_MESSAGE = 'portal:sesion-lista';
/** The window's name and size: one window however often the member taps; a phone opens it as a tab. */
export const HAND_OFF_WINDOW_NAME = 'portal-acceso';
export const HAND_OFF_WINDOW_FEATURES = 'popup,width=480,height=720';
/** How often the frame looks whether that window was closed without a message (a member who closes it by hand). */
export const HAND_OFF_POLL_MS = 500;
/** The frame's answer to HAND_OFF_MESSAGE: the window closes once its session has arrived. */
export const HAND_OFF_RECEIVED = 'portal:sesion-recibida';
/**
 * How long the window waits for that answer before closing anyway (its frame went away). Closing right after the
 * message raced it: Firefox could show the frame's poll the window closed before delivering the message, and the
 * frame offered the window again (engines suite, third-party cookies refused: a second tap, 15 s, under load).
 */
export const HAND_OFF_CLOSE_WAIT_MS = 5_000;

// Caregivers (issue 31, docs/caregivers.md). Values the contract declares in contract/caregivers/scope.ts, which
// src/ may import as types only: repeated here once, and tied to the contract's types so a change there fails here.
/** The modules a member can open to a caregiver, in the order the form offers them. */
export const CAREGIVER_MODULES = ['citas', 'historia_clinica', 'pagos', 'carne', 'soporte'] as const satisfies readonly CaregiverModule[];
/** A grant lasts at most 18 months from the day it is given or changed (GRANT_MAX_MONTHS of the contract). */
export const GRANT_MAX_MONTHS: typeof CONTRACT_GRANT_MAX_MONTHS = 18;
/** The 403 codes of an acting token the portal acts on (contract/caregivers/scope.ts). */
export const ACCESS_ENDED = 'access_ended';
export const MODULE_NOT_GRANTED = 'module_not_granted';
/** While acting for a member, the caregiver's own session waits in these cookies for "Cambiar" (core/session/acting.ts). */
export const OWN_AUTH_TOKEN_COOKIE = 'ownAuthToken';
export const OWN_REFRESH_TOKEN_COOKIE = 'ownRefreshToken';
