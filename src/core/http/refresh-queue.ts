import { REFRESH_LOCK_NAME } from '../constants.ts';
import { REFRESH_ERROR } from '../../i18n/core.ts';
import { refreshGrant } from './token-grant.ts';
import { errorStatus, failureSummary } from '../errors/error-message.ts';
import { readAccessToken, readRefreshToken, readUserData, saveTokens } from '../session/session-cookies.ts';
import { endSession } from '../session/session-end.ts';

// Single flight: every request that gets a 401 while a refresh runs awaits this one promise (the queue),
// so 100 concurrent 401s spend the rotating refresh token once.
let inFlight: Promise<string> | null = null;

/** The refresh token is gone: treat it as the API refusing it. */
const NO_REFRESH_TOKEN = { status: 401, data: { error: 'invalid_grant' } };

async function refreshOnce(staleToken: string | undefined): Promise<string> {
  // Another tab may have refreshed while we waited for the lock: its token is in the shared cookie.
  const current = readAccessToken();
  if (current && current !== staleToken) return current;
  const refreshToken = readRefreshToken();
  if (!refreshToken) throw NO_REFRESH_TOKEN;
  const tokens = await refreshGrant(refreshToken);
  saveTokens(tokens);
  return tokens.access_token;
}

function lockedRefresh(staleToken: string | undefined): Promise<string> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return refreshOnce(staleToken);
  // The DOM typing nests the callback's promise; at run time the lock resolves with its value.
  const locked = locks.request(REFRESH_LOCK_NAME, () => refreshOnce(staleToken)) as unknown as Promise<string>;
  // Chromium refuses Web Locks to a cross-site frame whose storage is partitioned (SecurityError, before the
  // callback runs). Such a frame's cookies are its own partition, shared with no tab: refresh without the lock.
  return locked.catch((error: unknown) => {
    if ((error as Error | null)?.name === 'SecurityError') return refreshOnce(staleToken);
    throw error;
  });
}

/**
 * A fresh access token for a request that was sent with `staleToken` and came back 401.
 * A refresh refused with 401/403 ends the session (session-end.ts: the same end as the menu's sign-out); a
 * network failure keeps it (the user may just be offline).
 */
export function refreshAccessToken(staleToken: string | undefined): Promise<string> {
  const current = readAccessToken();
  if (current && current !== staleToken) return Promise.resolve(current);
  if (!inFlight && !readRefreshToken()) {
    // No session to refresh: never logged in, or it just ended and this 401 came back late. Asking the API
    // would only log out (and navigate) once more per late request.
    if (readUserData()) endSession();
    return Promise.reject(NO_REFRESH_TOKEN);
  }
  inFlight ??= lockedRefresh(staleToken)
    .catch((error: unknown) => {
      // The summary, not the error: the rejection carries the grant that was sent (refresh token, client secret).
      console.error(REFRESH_ERROR, failureSummary(error));
      const status = errorStatus(error);
      if (status === 401 || status === 403) endSession();
      throw error;
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/** Whether a refresh is running (tests and diagnostics). */
export function isRefreshing(): boolean {
  return inFlight !== null;
}
